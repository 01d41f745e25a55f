import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../context";
import { companies, contactPersons } from "../db/schema";
import { ApiError } from "../lib/errors";
import { CONTACT_MESSAGES, personName, type ContactPerson, type StoredContact } from "#domain/contacts";
import type { FieldChange } from "#domain/entry-changes";

/**
 * The company's contact persons (spec §3 `contact_persons`) and the version of
 * the list: saved as a whole, on the version it was loaded at (decision 080).
 */

export const toContactPerson = (p: typeof contactPersons.$inferSelect): ContactPerson => ({
  id: p.id,
  salutation: p.salutation,
  first_name: p.firstName,
  last_name: p.lastName,
  position: p.position,
  phone: p.phone,
  mobile: p.mobile,
  email: p.email,
  gets_invoices: p.getsInvoices,
  gets_product_news: p.getsProductNews,
});

/** The query of a company's persons in their order (the order they were saved in). */
export const contactsQuery = (db: Db, companyId: string) =>
  db.select().from(contactPersons).where(eq(contactPersons.companyId, companyId)).orderBy(asc(contactPersons.id));

/** The persons and the list's version; 404 when there is no such company. */
export async function loadContacts(db: Db, companyId: string): Promise<{ contacts: ContactPerson[]; version: number }> {
  const [company, rows] = await db.batch([
    db.select({ version: companies.contactsVersion }).from(companies).where(eq(companies.id, companyId)),
    contactsQuery(db, companyId),
  ]);
  if (!company[0]) throw new ApiError(404, "NOT_FOUND", "Die Firma wurde nicht gefunden.");
  return { contacts: rows.map(toContactPerson), version: company[0].version };
}

/**
 * Replaces the company's persons with `list` when the list is still at
 * `version`, in one D1 batch (one transaction): every statement is guarded by
 * the version, and the version is moved on last, so either all of them take
 * place or none (a save on an older version changes nothing and is a 409).
 * Each person is its own INSERT (D1 binds at most 100 values per statement).
 */
export async function replaceContacts(db: Db, companyId: string, version: number, list: readonly StoredContact[]) {
  const atVersion = sql`EXISTS (SELECT 1 FROM companies WHERE id = ${companyId} AND contacts_version = ${version})`;
  const inserts = list.map((p) =>
    db
      .insert(contactPersons)
      .select(
        sql`SELECT NULL, ${companyId}, ${p.salutation}, ${p.firstName}, ${p.lastName}, ${p.email}, ${p.phone}, ${p.position}, ${p.mobile}, ${p.getsInvoices ? 1 : 0}, ${p.getsProductNews ? 1 : 0} WHERE ${atVersion}`,
      ),
  );
  const results = await db.batch([
    db.delete(contactPersons).where(and(eq(contactPersons.companyId, companyId), atVersion)),
    ...inserts,
    db
      .update(companies)
      .set({ contactsVersion: version + 1 })
      .where(and(eq(companies.id, companyId), eq(companies.contactsVersion, version)))
      .returning({ version: companies.contactsVersion }),
  ]);
  const moved = results[results.length - 1] as { version: number }[];
  if (!moved.length) {
    await loadContacts(db, companyId); // 404 when there is no such company
    throw new ApiError(409, "CONFLICT", CONTACT_MESSAGES.conflict);
  }
  return loadContacts(db, companyId);
}

/** One line per person, for the audit of a support session's save ("Frau Sabine Krüger (Rechnungen)"). */
const auditLine = (p: ContactPerson) =>
  `${personName({ salutation: p.salutation, firstName: p.first_name, lastName: p.last_name })}${p.gets_invoices ? " (Rechnungen)" : ""}`;

/** What a save changed, for the support-staff audit (spec §6): the persons before and after, by name. */
export function contactChanges(before: readonly ContactPerson[], after: readonly ContactPerson[]): FieldChange[] {
  const from = before.map(auditLine).join("; ");
  const to = after.map(auditLine).join("; ");
  return from === to ? [] : [{ field: "Ansprechpartner", from, to }];
}
