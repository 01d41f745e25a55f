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
    /** where the website's contact form sends to (spec §2 website/email); changed only through a confirmed link */
    contactEmail: text("contact_email"),
    /** the keywords the website is optimised for (spec §7 getWebsiteKeywords), a JSON list, and their version (a save on an older one is a 409) */
    keywords: text("keywords").notNull().default("[]"),
    keywordsVersion: integer("keywords_version").notNull().default(1),
  },
  (t) => [index("websites_company").on(t.companyId)],
);

/**
 * The last website check of each website (spec §3 "Website check: result, status"):
 * its outcome (success, redirect, error; spec §4) and the findings as JSON
 * (domain/website-check.ts WebsiteCheckResult). A new check replaces it.
 */
export const websiteChecks = sqliteTable("website_checks", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  companyId: text("company_id").notNull(),
  checkedAt: integer("checked_at").notNull(),
  status: text("status", { enum: ["success", "redirect", "error"] }).notNull(),
  result: text("result").notNull(),
});

/** The mailboxes of a website (spec §2 website/email): address, storage (MB) and how much of it is used. */
export const websiteMailboxes = sqliteTable(
  "website_mailboxes",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    quotaMb: integer("quota_mb").notNull(),
    usedMb: integer("used_mb").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("website_mailboxes_website").on(t.websiteId)],
);

/**
 * A requested new contact-form address, waiting for the link mailed to it
 * (spec §2 website/email): the link's token kept only as its SHA-256, used
 * once, before it expires. One open request per website (a new one replaces it).
 */
export const websiteContactChanges = sqliteTable("website_contact_changes", {
  tokenHash: text("token_hash").primaryKey(),
  websiteId: text("website_id")
    .notNull()
    .unique()
    .references(() => websites.id, { onDelete: "cascade" }),
  companyId: text("company_id").notNull(),
  newEmail: text("new_email").notNull(),
  requestedBy: integer("requested_by").notNull(),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
});

/** A file the customer sent the website team (spec §7 updateWebsiteFiles): kept in R2 under the company and website. */
export const websiteFiles = sqliteTable(
  "website_files",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    companyId: text("company_id").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    objectKey: text("object_key").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("website_files_website").on(t.websiteId)],
);
