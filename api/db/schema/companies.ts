/** Companies (spec §3 Company account), their contact persons, subscriptions and the users they belong to. */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const companies = sqliteTable("companies", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  street: text("street"),
  zipCode: text("zip_code"),
  city: text("city"),
  phone: text("phone"),
  claimedBy: text("claimed_by"),
  claimedLastUpdate: text("claimed_last_update"),
  isPublishedOnCleverb2b: integer("is_published_on_cleverb2b", { mode: "boolean" }).notNull().default(false),
  /** spec §4 Wkdb signet: whether the entry shows the "Wer kennt den BESTEN" signet */
  hasWkdbSignet: integer("has_wkdb_signet", { mode: "boolean" }).notNull().default(false),
  /** the version of the company's list of contact persons, saved as a whole (POST updateContacts; decision 080) */
  contactsVersion: integer("contacts_version").notNull().default(1),
});

export const contactPersons = sqliteTable("contact_persons", {
  id: integer("id").primaryKey(),
  companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
  salutation: text("salutation"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email"),
  phone: text("phone"),
  /** the person's function in the company ("Geschäftsführerin") */
  position: text("position"),
  mobile: text("mobile"),
  /** receives the company's invoices (decision 081: at least one person does, when any is listed) */
  getsInvoices: integer("gets_invoices", { mode: "boolean" }).notNull().default(false),
  /** receives news about products */
  getsProductNews: integer("gets_product_news", { mode: "boolean" }).notNull().default(false),
});

export const userCompanies = sqliteTable(
  "user_companies",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("user_companies_company").on(t.companyId)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    sku: text("stock_keeping_unit").notNull(),
    status: text("status").notNull(),
    startDate: text("start_date"),
    endDate: text("end_date"),
    /** the terms the notice is counted by (decision 068): minimum term, renewal, notice, in months */
    minimumTermMonths: integer("minimum_term_months").notNull().default(12),
    renewalMonths: integer("renewal_months").notNull().default(12),
    noticeMonths: integer("notice_months").notNull().default(3),
    /** the price per month in cents, net; null: included in another product */
    priceCents: integer("price_cents"),
    /** a pending cancellation (decision 069): when it arrived (ISO), the last day the product runs, the reason given */
    cancellationReceivedAt: text("cancellation_received_at"),
    cancellationEffectiveOn: text("cancellation_effective_on"),
    cancellationReason: text("cancellation_reason"),
    /** who sent it: the user, and whether support staff acted for the customer */
    cancelledBy: integer("cancelled_by"),
    cancelledBySupport: integer("cancelled_by_support", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("subscriptions_company").on(t.companyId)],
);
