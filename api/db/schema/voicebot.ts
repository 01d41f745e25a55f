/** The voicebot (spec §2 "Voicebot: {token}"): a company's voicebot and the calls it took. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";

/**
 * A company's voicebot: the provider's number (the page's path carries it,
 * unique across companies) and the phone number the voicebot answers.
 */
export const voicebotContracts = sqliteTable("voicebot_contracts", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  phoneNumber: text("phone_number").notNull(),
});

/**
 * A call the voicebot took: when (Berlin local time, "YYYY-MM-DD HH:MM"), the
 * caller's number, how it ended (domain/voicebot.ts VOICEBOT_OUTCOMES), its
 * length in seconds, the reason the caller gave (a category and a short text;
 * none when the caller hung up first). Only the demo and the tests keep them
 * here; in production they come from the provider behind API_ORIGIN.
 */
export const voicebotCalls = sqliteTable(
  "voicebot_calls",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    startedAt: text("started_at").notNull(),
    callerNumber: text("caller_number").notNull(),
    outcome: text("outcome").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    reason: text("reason"),
    reasonText: text("reason_text"),
  },
  (t) => [index("voicebot_calls_company").on(t.companyId, t.startedAt)],
);
