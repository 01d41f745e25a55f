/** TV banners (spec §2 tvbanner, §3 "TV banner" and "Creative", §4 "Creative approval", §7 tv-banners). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";
import { now } from "./now";

/**
 * A spot made for a company (spec §3 Creative, keyed by its binaryMasterId): its
 * title, length and files in R2 (the video, MP4, and its poster image, JPEG),
 * and the two approvals of spec §4, the customer's with the reason of a
 * rejection. `version` grows with each approval saved (optimistic concurrency).
 */
export const tvCreatives = sqliteTable(
  "tv_creatives",
  {
    binaryMasterId: text("binary_master_id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    videoKey: text("video_key").notNull(),
    posterKey: text("poster_key").notNull(),
    customerApprovalStatus: text("customer_approval_status").notNull().default("UNVERIFIED"),
    customerReason: text("customer_reason"),
    partnerApprovalStatus: text("partner_approval_status").notNull().default("UNVERIFIED"),
    createdAt: text("created_at").notNull().default(now),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("tv_creatives_company").on(t.companyId)],
);

/**
 * A screen booked for a company (spec §3 TV banner, keyed by its external_id):
 * where it stands, what it is, the period booked, and the creative chosen for
 * it (binary_master_id; none yet: null).
 */
export const tvBanners = sqliteTable(
  "tv_banners",
  {
    externalId: text("external_id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    location: text("location").notNull(),
    screen: text("screen").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    binaryMasterId: text("binary_master_id").references(() => tvCreatives.binaryMasterId, { onDelete: "set null" }),
  },
  (t) => [index("tv_banners_company").on(t.companyId)],
);

/**
 * Each approval of a creative as it was made: by whom (the customer's user; the
 * support staff member acting for the customer, marked as such; or the partner),
 * when, the status and the reason of a rejection.
 */
export const tvCreativeApprovals = sqliteTable(
  "tv_creative_approvals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    binaryMasterId: text("binary_master_id")
      .notNull()
      .references(() => tvCreatives.binaryMasterId, { onDelete: "cascade" }),
    /** "customer" or "partner" */
    party: text("party").notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    /** the user who saved it (for support staff: the staff member); null for the partner */
    userId: integer("user_id"),
    /** the name as it was then */
    userName: text("user_name"),
    /** 1: support staff saved it for the customer */
    supportStaff: integer("support_staff", { mode: "boolean" }).notNull().default(false),
    at: text("at").notNull().default(now),
  },
  (t) => [index("tv_creative_approvals_creative").on(t.binaryMasterId, t.at)],
);
