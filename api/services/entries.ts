import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../context";
import { entries, entryFiles } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import { ENTRY_CONFLICT_MESSAGE, type Entry, type EntryFile, type OpeningHours } from "#domain/entry";

type EntryRow = typeof entries.$inferSelect;
type FileRow = typeof entryFiles.$inferSelect;

const toFile = (f: FileRow): EntryFile => ({
  id: f.id,
  file_name: f.fileName,
  content_type: f.contentType,
  size: f.size,
  alt: f.alt,
  position: f.position,
  created_at: f.createdAt,
});

/** A stored entry in the CRM's shape (spec §3), with its files. */
export function toEntry(row: EntryRow, files: FileRow[] = []): Entry {
  return {
    company_name: row.companyName,
    ShippingStreet: row.shippingStreet,
    ShippingPostalCode: row.zipCode,
    ShippingCity: row.city,
    Phone: row.phone,
    MobilePhone: row.mobile,
    Fax: row.fax,
    Email: row.email,
    slogan: row.slogan,
    media_owner: row.logoUrl ? [{ Type__c: "LOGO", Url: row.logoUrl }] : [],
    logo_file: row.logoKey ? row.logoKey.slice(row.logoKey.lastIndexOf("/") + 1) : null,
    LegalForm: row.legalForm,
    FoundingYear: row.foundingYear,
    NumberOfEmployees: row.employees,
    RegisterCourt: row.registerCourt,
    RegisterNumber: row.registerNumber,
    VatId: row.vatId,
    opening_hours: (row.openingHours as OpeningHours | null) ?? null,
    payments: row.payments,
    customer_cards: row.customerCards,
    online_presence: row.onlinePresence,
    trades: row.trades,
    search_keywords: row.searchKeywords,
    service_features: row.serviceFeatures,
    product_features: row.productFeatures,
    service_area: row.serviceArea,
    about_us: row.aboutUs,
    b2b_codex_accepted_at: row.b2bCodexAcceptedAt,
    documents: files.filter((f) => f.kind === "document").map(toFile),
    media: files.filter((f) => f.kind === "media").map(toFile),
    version: row.version,
    updated_at: row.updatedAt,
  };
}

const filesOf = (db: Db, companyId: string) =>
  db.select().from(entryFiles).where(eq(entryFiles.companyId, companyId)).orderBy(asc(entryFiles.kind), asc(entryFiles.position), asc(entryFiles.createdAt));

/** The company's entry with its files (one D1 round trip); 404 when it has none. */
export async function loadEntry(db: Db, companyId: string): Promise<Entry> {
  const [rows, files] = await db.batch([db.select().from(entries).where(eq(entries.companyId, companyId)), filesOf(db, companyId)]);
  const row = rows[0];
  if (!row) throw notFound("Zu dieser Firma gibt es keinen Eintrag.");
  return toEntry(row, files);
}

type EntryChange = Partial<Omit<EntryRow, "companyId" | "version" | "updatedAt">>;

/**
 * Saves a change made on `version`, as one conditional UPDATE: it applies only
 * while the entry still has that version and moves it on by one. Another save
 * in between makes it a 409, so no change is overwritten unseen.
 */
export async function updateEntry(db: Db, companyId: string, version: number, change: EntryChange): Promise<Entry> {
  const [[row], files] = await db.batch([
    db
      .update(entries)
      .set({ ...change, version: sql`${entries.version} + 1`, updatedAt: new Date().toISOString() })
      .where(and(eq(entries.companyId, companyId), eq(entries.version, version)))
      .returning(),
    filesOf(db, companyId),
  ]);
  if (row) return toEntry(row, files);
  await loadEntry(db, companyId); // 404 when there is no entry at all
  throw new ApiError(409, "CONFLICT", ENTRY_CONFLICT_MESSAGE);
}
