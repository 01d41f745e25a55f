/**
 * The company's documents (spec §7 getDocuments, downloadDocument; decisions
 * 064–067): the list of those still kept (domain/documents.ts RETENTION_YEARS),
 * their years, and one document with its positions as issued.
 */
import { and, asc, between, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../context";
import { companies, documentLines, documents } from "../db/schema";
import { oldestRetained, type DocumentSource, type DocumentType, type IssuedDocument } from "#domain/documents";

/** A document in the list: what the page shows and what names its download. */
export interface DocumentSummary {
  documentSource: DocumentSource;
  documentType: DocumentType;
  documentNumber: string;
  date: string;
  periodFrom: string;
  periodTo: string;
  netCents: number;
  taxCents: number;
  grossCents: number;
  refersTo: string | null;
}

const SUMMARY = {
  documentSource: documents.source,
  documentType: documents.type,
  documentNumber: documents.number,
  date: documents.issuedOn,
  periodFrom: documents.periodFrom,
  periodTo: documents.periodTo,
  netCents: documents.netCents,
  taxCents: documents.taxCents,
  grossCents: documents.grossCents,
  refersTo: documents.refersTo,
};

/** The company's documents still kept on `today`, newest first (by date, then number). */
export async function keptDocuments(db: Db, companyId: string, today: string): Promise<DocumentSummary[]> {
  const rows = await db
    .select(SUMMARY)
    .from(documents)
    .where(and(eq(documents.companyId, companyId), gte(documents.issuedOn, oldestRetained(today))))
    .orderBy(desc(documents.issuedOn), desc(documents.number))
    .all();
  // the page and the ZIP never see a document dated after today (one issued ahead of its day)
  return (rows as DocumentSummary[]).filter((r) => r.date <= today);
}

/** The years that have documents, newest first. */
export const yearsOf = (docs: readonly DocumentSummary[]): number[] => [...new Set(docs.map((d) => Number(d.date.slice(0, 4))))];

/** Whose a document number is (null: no such document). */
export async function ownerOf(db: Db, number: string): Promise<{ companyId: string; source: string; type: string; issuedOn: string } | null> {
  const row = await db.select({ companyId: documents.companyId, source: documents.source, type: documents.type, issuedOn: documents.issuedOn }).from(documents).where(eq(documents.number, number)).get();
  return row ?? null;
}

/** Documents with their positions, as issued (in the order of the numbers given). */
export async function issuedDocuments(db: Db, numbers: readonly string[]): Promise<IssuedDocument[]> {
  if (!numbers.length) return [];
  const [rows, lines] = await db.batch([
    db.select().from(documents).where(inArray(documents.number, [...numbers])),
    db.select().from(documentLines).where(inArray(documentLines.documentNumber, [...numbers])).orderBy(asc(documentLines.documentNumber), asc(documentLines.position)),
  ]);
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  return numbers.flatMap((n) => {
    const r = byNumber.get(n);
    if (!r) return [];
    return [
      {
        number: r.number,
        source: r.source as DocumentSource,
        type: r.type as DocumentType,
        issuedOn: r.issuedOn,
        periodFrom: r.periodFrom,
        periodTo: r.periodTo,
        buyer: { name: r.buyerName, street: r.buyerStreet, zipCode: r.buyerZipCode, city: r.buyerCity, email: r.buyerEmail, reference: r.buyerReference },
        refersTo: r.refersTo,
        note: r.note,
        netCents: r.netCents,
        taxCents: r.taxCents,
        grossCents: r.grossCents,
        lines: lines
          .filter((l) => l.documentNumber === n)
          .map((l) => ({
            position: l.position,
            description: l.description,
            sku: l.sku,
            quantity: l.quantity,
            unitNetCents: l.unitNetCents,
            netCents: l.netCents,
            taxRate: l.taxRate,
            periodFrom: l.periodFrom,
            periodTo: l.periodTo,
          })),
      },
    ];
  });
}

/** The company's name, for the ZIP's file name. */
export async function companyNameOf(db: Db, companyId: string): Promise<string | null> {
  const row = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).get();
  return row?.name ?? null;
}

/** The invoices issued to the company from a day to another (the highlights' invoice of the month, decision 089), newest first. */
export const invoicesIssuedIn = (db: Db, companyId: string, r: { startDate: string; endDate: string }) =>
  db
    .select({ number: documents.number, issuedOn: documents.issuedOn })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, "INVOICE"), between(documents.issuedOn, r.startDate, r.endDate)))
    .orderBy(desc(documents.issuedOn), desc(documents.number))
    .all();
