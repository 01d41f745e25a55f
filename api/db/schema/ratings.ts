/**
 * The rating products (spec §1; §3 Rating, Portal rating stats; §7 "Rating
 * product (wkdb)"): the ratings a company received on the portals, the
 * company's public answers, the notices about ratings that break the rules
 * (DSA art. 16), the reports of wrong data on a portal, and the partner
 * portals the company added. Only the demo and the tests keep the ratings
 * here; in production they come from the rating service behind API_ORIGIN.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";
import { companies } from "./companies";
import { users } from "./users";

/**
 * A rating of the company on one of the portals of spec §3 (domain/ratings.ts
 * RATING_PORTALS): who (as shown there), how many stars, the text, when
 * (Berlin local time, "YYYY-MM-DD HH:MM"), its state in the check before
 * publication (domain/ratings.ts RATING_STATES), and the company's public
 * answer with its date. `version` grows with every change of the answer.
 */
export const companyRatings = sqliteTable(
  "company_ratings",
  {
    id: integer("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    portal: text("portal").notNull(),
    authorName: text("author_name").notNull(),
    stars: integer("stars").notNull(),
    text: text("text").notNull(),
    ratedAt: text("rated_at").notNull(),
    state: text("state", { enum: ["IN_REVIEW", "PUBLISHED", "REJECTED"] }).notNull(),
    answerText: text("answer_text"),
    answeredAt: text("answered_at"),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("company_ratings_company").on(t.companyId, t.ratedAt), index("company_ratings_portal").on(t.companyId, t.portal, t.ratedAt)],
);

/**
 * A notice that a rating breaks the rules (DSA art. 16): which rating, why,
 * the reporter's name and address and their good-faith statement, and its
 * state (RECEIVED → IN_REVIEW → REMOVED, or KEPT with the reason).
 */
export const ratingReports = sqliteTable(
  "rating_reports",
  {
    id: integer("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ratingId: integer("rating_id")
      .notNull()
      .references(() => companyRatings.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    explanation: text("explanation").notNull(),
    reporterName: text("reporter_name").notNull(),
    reporterAddress: text("reporter_address").notNull(),
    reporterEmail: text("reporter_email").notNull(),
    goodFaith: integer("good_faith", { mode: "boolean" }).notNull(),
    state: text("state", { enum: ["RECEIVED", "IN_REVIEW", "REMOVED", "KEPT"] }).notNull().default("RECEIVED"),
    decisionReason: text("decision_reason"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    bySupport: integer("by_support", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
    decidedAt: text("decided_at"),
  },
  (t) => [index("rating_reports_company").on(t.companyId, t.createdAt), index("rating_reports_rating").on(t.ratingId)],
);

/**
 * A report of wrong data on a portal (spec §7 portals/report-error/…): the
 * kind (ENTRY_URL, RATING, AVERAGE_RATING), the portal, the wrong value and
 * the right one, and the report's state (RECEIVED → IN_REVIEW → CORRECTED or
 * REJECTED with the reason).
 */
export const portalErrorReports = sqliteTable(
  "portal_error_reports",
  {
    id: integer("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["ENTRY_URL", "RATING", "AVERAGE_RATING"] }).notNull(),
    portal: text("portal").notNull(),
    wrongValue: text("wrong_value").notNull(),
    rightValue: text("right_value").notNull(),
    state: text("state", { enum: ["RECEIVED", "IN_REVIEW", "CORRECTED", "REJECTED"] }).notNull().default("RECEIVED"),
    decisionReason: text("decision_reason"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    bySupport: integer("by_support", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("portal_error_reports_company").on(t.companyId, t.createdAt)],
);

/** A partner portal the company added with its profile's address there (spec §7 portals/partners/add). */
export const partnerProfiles = sqliteTable(
  "partner_profiles",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    sourceId: text("source_id").notNull(),
    url: text("url").notNull(),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: text("added_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sourceId] })],
);
