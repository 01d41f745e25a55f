/** The customer's websites (spec §2 website/…, §3 website tiers). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies, subscriptions } from "./companies";

/**
 * One website of a company: the subscription it belongs to (its SKU names the
 * tier, spec §3), the address it is reached at, where it stands (online, in
 * construction, paused) and its site id in the analytics server (spec §7
 * `piwikId`, a Matomo site id). A company may have several; `position` orders
 * them as the overview lists them.
 */
export const websites = sqliteTable(
  "websites",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    status: text("status", { enum: ["online", "construction", "paused"] }).notNull(),
    piwikId: integer("piwik_id"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("websites_company").on(t.companyId)],
);
