/** The secretarial service (spec §2 sekretariatsservice/…, §7 getCompanyCallerList). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";

/**
 * A company's contract with the service: the number its phones forward to,
 * and the minutes a month the price includes.
 */
export const secretarialContracts = sqliteTable("secretarial_contracts", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  serviceNumber: text("service_number").notNull(),
  includedMinutes: integer("included_minutes").notNull(),
});

/**
 * A call the service took for the company: when (Berlin local time,
 * "YYYY-MM-DD HH:MM"), the caller's number and name (as given), the concern,
 * the message taken, the length in seconds. Only the demo and the tests keep
 * them here; in production they come from the service's telephony behind
 * API_ORIGIN.
 */
export const secretarialCalls = sqliteTable(
  "secretarial_calls",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    startedAt: text("started_at").notNull(),
    callerNumber: text("caller_number").notNull(),
    callerName: text("caller_name"),
    concern: text("concern").notNull(),
    message: text("message").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
  },
  (t) => [index("secretarial_calls_company").on(t.companyId, t.startedAt)],
);
