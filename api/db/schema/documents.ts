/**
 * The company's documents (spec §2 /kunde/firmendaten/dokumente, §7 getDocuments,
 * downloadDocument; decisions 064–067): invoices, credit notes and contract
 * documents with their positions as issued. A document never changes after it
 * was issued: its buyer's name and address, its positions (kind of service,
 * quantity, net price, tax rate, period) and its totals are its own, not read
 * from the company or its subscriptions again. The PDF and the XRechnung are
 * drawn from these rows whenever they are asked for, the same each time.
 *
 * No foreign key to the company: § 147 AO keeps an invoice eight years, whatever
 * becomes of the company's account (domain/documents.ts RETENTION_YEARS).
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const documents = sqliteTable(
  "documents",
  {
    /** the consecutive number (§ 14 Abs. 4 Nr. 4 UStG): R-2026-000123, G-…, AB-… */
    number: text("number").primaryKey(),
    companyId: text("company_id").notNull(),
    /** domain/documents.ts DOCUMENT_SOURCES */
    source: text("source").notNull(),
    /** domain/documents.ts DOCUMENT_TYPES */
    type: text("type").notNull(),
    /** the date of issue, YYYY-MM-DD */
    issuedOn: text("issued_on").notNull(),
    periodFrom: text("period_from").notNull(),
    periodTo: text("period_to").notNull(),
    /** the buyer as of the day of issue (§ 14 Abs. 4 Nr. 1 UStG) */
    buyerName: text("buyer_name").notNull(),
    buyerStreet: text("buyer_street").notNull(),
    buyerZipCode: text("buyer_zip_code").notNull(),
    buyerCity: text("buyer_city").notNull(),
    /** the buyer's address for electronic invoices (EN 16931 BT-49) */
    buyerEmail: text("buyer_email").notNull(),
    /** the buyer's reference (EN 16931 BT-10): the customer number, or a Leitweg-ID */
    buyerReference: text("buyer_reference").notNull(),
    /** a credit note's invoice (EN 16931 BT-25) */
    refersTo: text("refers_to"),
    /** a line of text under the positions (a credit note's reason) */
    note: text("note"),
    netCents: integer("net_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    grossCents: integer("gross_cents").notNull(),
  },
  (t) => [index("documents_company").on(t.companyId, t.issuedOn)],
);

export const documentLines = sqliteTable(
  "document_lines",
  {
    documentNumber: text("document_number")
      .notNull()
      .references(() => documents.number, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** the kind of service (§ 14 Abs. 4 Nr. 5 UStG) */
    description: text("description").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    unitNetCents: integer("unit_net_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    /** percent */
    taxRate: integer("tax_rate").notNull(),
    periodFrom: text("period_from").notNull(),
    periodTo: text("period_to").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentNumber, t.position] })],
);
