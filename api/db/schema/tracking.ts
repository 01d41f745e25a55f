/** Tracking (spec §7 "Support and tracking"; decisions 084, 085): page views and small data events of logged-in users. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";
import { users } from "./users";
import { now } from "./now";

/**
 * One tracked event: who sent it (always a logged-in user, so it goes with the
 * account and is in their DSGVO export), for whom (the user, or one of their
 * companies), a view's section path or a data event's JSON text. Kept 90 days
 * (domain/tracking.ts TRACKING_RETENTION_DAYS, api/scheduled.ts).
 */
export const trackingEvents = sqliteTable(
  "tracking_events",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** set for the company calls: the company it is for */
    companyId: text("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** "views" or "data" */
    kind: text("kind").notNull(),
    /** a view's section path (at most three segments) */
    section: text("section"),
    /** a data event's JSON object, as text */
    data: text("data"),
    recordedAt: text("recorded_at").notNull().default(now),
  },
  (t) => [index("tracking_events_user").on(t.userId), index("tracking_events_recorded").on(t.recordedAt), index("tracking_events_section").on(t.kind, t.section)],
);
