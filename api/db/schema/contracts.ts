/** The customer's contract (spec §2 firmendaten/vertragsdaten, decisions 068 and 070): one per company. */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "./companies";

export const contracts = sqliteTable("contracts", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  customerNumber: text("customer_number").notNull(),
  contractNumber: text("contract_number").notNull(),
  /** the first day of the contract (YYYY-MM-DD) and its terms in months */
  startDate: text("start_date").notNull(),
  minimumTermMonths: integer("minimum_term_months").notNull().default(24),
  renewalMonths: integer("renewal_months").notNull().default(12),
  noticeMonths: integer("notice_months").notNull().default(3),
  /** where contract mail (a cancellation's confirmation) goes */
  contractEmail: text("contract_email").notNull(),
  /** the billing address, saved on its version (a stale save: 409) */
  billingName: text("billing_name").notNull(),
  billingAddition: text("billing_addition"),
  billingStreet: text("billing_street").notNull(),
  billingZipCode: text("billing_zip_code").notNull(),
  billingCity: text("billing_city").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: text("updated_at").notNull().default("2024-01-01T00:00:00.000Z"),
  /** 'SEPA' or 'INVOICE'; the IBAN leaves the backend masked only */
  paymentMethod: text("payment_method").notNull().default("INVOICE"),
  iban: text("iban"),
  accountHolder: text("account_holder"),
  mandateReference: text("mandate_reference"),
  mandateSignedOn: text("mandate_signed_on"),
});
