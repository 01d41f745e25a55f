/** The mail outbox. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";

/** Every mail the portal sends (issue: mails are messages, not log lines): written first, handed to the mail service after. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** what the mail is for (activation, password-reset, …) */
    kind: text("kind").notNull(),
    createdAt: text("created_at").notNull().default(now),
    sentAt: text("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("mail_outbox_unsent").on(t.sentAt, t.id)],
);
