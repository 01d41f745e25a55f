import { desc, eq } from "drizzle-orm";
import type { Db } from "../context";
import { mailOutbox } from "../db/schema";

/** The outbox's newest mails (to one address when given), for the debug page /debug/mails. */
export const outboxMails = (db: Db, to: string, limit: number) =>
  db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
