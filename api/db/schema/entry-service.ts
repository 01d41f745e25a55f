/** The entry service: partner-portal listings, rating stats and analysis jobs (spec §3, §4, §7 "Entry service"). */
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";
import { companies } from "./companies";

/**
 * The company's listing on each partner portal as the entry service last read
 * it (spec §7 internalBea/getPartnerPortalData): the portal's answer as it
 * came (JSON of a listing; null: the portal has none; anything else: a broken
 * answer, shown as an error), its claim state there (spec §4 BLOCKED,
 * UNVERIFIED) and when it was read. Locally seeded; in production the entry
 * service behind API_ORIGIN reads the portals.
 */
export const portalListings = sqliteTable(
  "portal_listings",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    portalId: text("portal_id").notNull(),
    answer: text("answer"),
    claimStatus: text("claim_status", { enum: ["BLOCKED", "UNVERIFIED"] }),
    url: text("url"),
    checkedAt: text("checked_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.portalId] })],
);

/** Spec §3 Portal rating stats of a company: count and average per portal (a portal without a row: -1 and -1). */
export const portalRatingStats = sqliteTable(
  "portal_rating_stats",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    portalId: text("portal_id").notNull(),
    count: integer("count").notNull(),
    avgScore: real("avg_score").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.portalId] })],
);

/**
 * An analysis of the entry-service user data across the partner portals (spec
 * §7 bea/getJobIdAndPortalsMetadata → getAnalysisData): it runs in the
 * background until `readyAt`; only the company that started it, with the
 * job's token (kept as its SHA-256), reads the result.
 */
export const entryServiceJobs = sqliteTable(
  "entry_service_jobs",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** the user data analysed (domain/entry-service.ts Listing without the town) */
    userData: text("user_data", { mode: "json" }).$type<Record<string, string>>().notNull(),
    createdAt: text("created_at").notNull().default(now),
    readyAt: text("ready_at").notNull(),
  },
  (t) => [index("entry_service_jobs_company").on(t.companyId, t.createdAt)],
);
