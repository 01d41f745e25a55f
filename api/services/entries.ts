import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../context";
import { entries } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import { ENTRY_CONFLICT_MESSAGE, type Entry } from "../../domain/entry";

type EntryRow = typeof entries.$inferSelect;

/** A stored entry in the CRM's shape (spec §3). */
export function toEntry(row: EntryRow): Entry {
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
    version: row.version,
    updated_at: row.updatedAt,
  };
}

export async function loadEntry(db: Db, companyId: string): Promise<Entry> {
  const row = await db.select().from(entries).where(eq(entries.companyId, companyId)).get();
  if (!row) throw notFound("Zu dieser Firma gibt es keinen Eintrag.");
  return toEntry(row);
}

type EntryChange = Partial<Omit<EntryRow, "companyId" | "version" | "updatedAt">>;

/**
 * Saves a change made on `version`, as one conditional UPDATE: it applies only
 * while the entry still has that version and moves it on by one. Another save
 * in between makes it a 409, so no change is overwritten unseen.
 */
export async function updateEntry(db: Db, companyId: string, version: number, change: EntryChange): Promise<Entry> {
  const [row] = await db
    .update(entries)
    .set({ ...change, version: sql`${entries.version} + 1`, updatedAt: new Date().toISOString() })
    .where(and(eq(entries.companyId, companyId), eq(entries.version, version)))
    .returning()
    .all();
  if (row) return toEntry(row);
  await loadEntry(db, companyId); // 404 when there is no entry at all
  throw new ApiError(409, "CONFLICT", ENTRY_CONFLICT_MESSAGE);
}
