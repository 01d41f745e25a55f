/** Directory entries (spec §3 Entry) and their files. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";
import type { OpeningHours } from "#domain/entry";
import { companies } from "./companies";

/**
 * The company entry as the directory's CRM holds it (spec §3 "Entry"). `version`
 * grows by one with every saved change: an update names the version it was made
 * on and is refused with 409 when the entry moved on meanwhile (no lost updates).
 */
export const entries = sqliteTable("entries", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(1),
  companyName: text("company_name").notNull(),
  /** street and house number in one field, as the CRM keeps them (ShippingStreet) */
  shippingStreet: text("shipping_street"),
  zipCode: text("zip_code"),
  city: text("city"),
  phone: text("phone"),
  mobile: text("mobile"),
  fax: text("fax"),
  email: text("email"),
  slogan: text("slogan"),
  logoUrl: text("logo_url"),
  /** the logo as an uploaded file: its key in R2 (FILES), when there is one */
  logoKey: text("logo_key"),
  // company details (updateCompanyDetailsData)
  legalForm: text("legal_form"),
  foundingYear: text("founding_year"),
  employees: text("employees"),
  registerCourt: text("register_court"),
  registerNumber: text("register_number"),
  vatId: text("vat_id"),
  // the sections kept as JSON (their shapes: domain/entry.ts)
  openingHours: text("opening_hours", { mode: "json" }).$type<OpeningHours>(),
  payments: text("payments", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  customerCards: text("customer_cards", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  onlinePresence: text("online_presence", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
  trades: text("trades", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  searchKeywords: text("search_keywords", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  serviceFeatures: text("service_features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  productFeatures: text("product_features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  serviceArea: text("service_area", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  aboutUs: text("about_us"),
  /** when the company last agreed to the B2B codex; null: not agreed (or withdrawn) */
  b2bCodexAcceptedAt: text("b2b_codex_accepted_at"),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * Files of an entry in R2 (FILES): its documents (PDF) and media (images). The
 * row is the index; `r2Key` the object. `position` orders the media.
 */
export const entryFiles = sqliteTable(
  "entry_files",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["document", "media"] }).notNull(),
    r2Key: text("r2_key").notNull(),
    thumbKey: text("thumb_key"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    alt: text("alt"),
    position: integer("position").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("entry_files_company").on(t.companyId, t.kind, t.position)],
);
