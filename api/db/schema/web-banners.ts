/** Web banners (spec §2 werbebanner, §3 web banner, §4 web banner status, §7 web-banners). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";
import { users } from "./users";

/**
 * A company's web banner: its format (flavour, spec §3), period, state
 * (domain/web-banners.ts), the ad server's counts so far, and a version for the
 * status change (optimistic concurrency).
 */
export const webBanners = sqliteTable(
  "web_banners",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    flavour: text("flavour").notNull(),
    name: text("name").notNull(),
    /** where a click leads */
    targetUrl: text("target_url").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    status: text("status").notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("web_banners_company").on(t.companyId)],
);

/** A creative of a banner (the image the ad server shows), kept in R2 under `web-banners/<company>/<banner>/<id>`. */
export const webBannerCreatives = sqliteTable(
  "web_banner_creatives",
  {
    id: text("id").primaryKey(),
    bannerId: text("banner_id")
      .notNull()
      .references(() => webBanners.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    objectKey: text("object_key").notNull(),
  },
  (t) => [index("web_banner_creatives_banner").on(t.bannerId)],
);

/** A banner's status changes: who (a support-staff member acting for the customer marked as such), when, what, and the comment. */
export const webBannerEvents = sqliteTable(
  "web_banner_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bannerId: text("banner_id")
      .notNull()
      .references(() => webBanners.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    comment: text("comment"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    bySupport: integer("by_support", { mode: "boolean" }).notNull().default(false),
    at: text("at").notNull(),
  },
  (t) => [index("web_banner_events_banner").on(t.bannerId, t.at)],
);

/** Material the customer sent for new banners (spec §7 updateWebBannerFiles): kept in R2 under `web-banner-uploads/<company>/<id>`. */
export const webBannerUploads = sqliteTable(
  "web_banner_uploads",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    objectKey: text("object_key").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("web_banner_uploads_company").on(t.companyId, t.createdAt)],
);
