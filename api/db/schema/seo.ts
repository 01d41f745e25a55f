/** The SEO product's keywords and their measured Google positions (spec §2 seo/uebersicht). */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";

/**
 * A keyword the company's SEO package covers: the search term and the town it
 * is searched in (null: nationwide). `position` orders them; the package's tier
 * (domain/seo.ts SEO_TIERS) says how many of the first count.
 */
export const seoKeywords = sqliteTable(
  "seo_keywords",
  {
    id: integer("id").primaryKey(),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    keyword: text("keyword").notNull(),
    city: text("city"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("seo_keywords_company").on(t.companyId, t.position)],
);

/**
 * One measurement of a keyword's Google position on a day (Berlin): 1 is the
 * first organic result; null means not among the first 100 (domain/seo.ts
 * TRACKED_DEPTH). Only the demo and the tests keep them here; in production
 * they come from the ranking tracker behind API_ORIGIN, like the statistics.
 */
export const seoRankings = sqliteTable(
  "seo_rankings",
  {
    keywordId: integer("keyword_id")
      .notNull()
      .references(() => seoKeywords.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    position: integer("position"),
  },
  (t) => [primaryKey({ columns: [t.keywordId, t.day] })],
);
