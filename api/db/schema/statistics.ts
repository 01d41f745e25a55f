/** The entry's statistics per day (spec §3, §7). */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The entry's statistics (spec §7 b2b/getViewStatistics, getDeviceStatistics,
 * getLocationStatistics): one row per company and calendar day (Berlin), the
 * day's figures already counted, so any range up to three years is one read
 * of the primary key. Only the demo and the tests keep them here; at
 * directory scale they come from the statistics system behind API_ORIGIN
 * (README "Statistics data").
 * - impressions: the entry shown in a result list; views: the entry opened;
 *   clicks: phone number, website, route or e-mail clicked on the entry
 * - desktop, mobile, tablet: the views by device (they add up to views)
 * - local, nearby, far, unknown: the views by where the visitor was: in the
 *   company's town, within 50 km, farther, not known (they add up to views)
 */
export const entryStatistics = sqliteTable(
  "entry_statistics",
  {
    companyId: text("company_id").notNull(),
    day: text("day").notNull(),
    impressions: integer("impressions").notNull(),
    views: integer("views").notNull(),
    clicks: integer("clicks").notNull(),
    desktop: integer("desktop").notNull(),
    mobile: integer("mobile").notNull(),
    tablet: integer("tablet").notNull(),
    local: integer("local").notNull(),
    nearby: integer("nearby").notNull(),
    far: integer("far").notNull(),
    unknown: integer("unknown").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
