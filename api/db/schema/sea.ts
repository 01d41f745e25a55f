/** Search-engine advertising as the adplorer keeps it (spec §2 suchmaschinenWerbung/…, §7 the adplorer calls). */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";

/**
 * A company's account with the adplorer (spec §7 customerData): its id there
 * and the monthly budget of the contract (euro cents, net).
 */
export const seaAccounts = sqliteTable("sea_accounts", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  adplorerCompanyId: text("adplorer_company_id").notNull().unique(),
  monthlyBudgetCents: integer("monthly_budget_cents").notNull(),
});

/** An ad group of an adplorer account (spec §7 suma/statistics/adGroups), in the order the account lists them. */
export const seaAdGroups = sqliteTable(
  "sea_ad_groups",
  {
    id: text("id").primaryKey(),
    adplorerCompanyId: text("adplorer_company_id").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("sea_ad_groups_account").on(t.adplorerCompanyId)],
);

/** A campaign of an ad group (spec §7 suma/adGroups/campaigns, `adGroupCampaignIds`). */
export const seaCampaigns = sqliteTable(
  "sea_campaigns",
  {
    id: text("id").primaryKey(),
    adGroupId: text("ad_group_id")
      .notNull()
      .references(() => seaAdGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("sea_campaigns_group").on(t.adGroupId)],
);

/**
 * A campaign's figures on one day (Berlin): impressions, clicks, cost (euro
 * cents, net) and conversions. Only the demo and the tests keep them here; in
 * production they come from the adplorer behind API_ORIGIN.
 */
export const seaCampaignDays = sqliteTable(
  "sea_campaign_days",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => seaCampaigns.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    impressions: integer("impressions").notNull(),
    clicks: integer("clicks").notNull(),
    costCents: integer("cost_cents").notNull(),
    conversions: integer("conversions").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);
