/**
 * The company's documents (spec §2 /kunde/firmendaten/dokumente, §7 getDocuments,
 * downloadDocument): invoices, credit notes and contract documents, their
 * names, totals, file names and how long they are kept. Pure rules, shared by
 * /api (PDF, XRechnung, ZIP) and the portal; no I/O.
 */

/** Spec §7 downloadDocument `documentSource`: the system a document comes from (decision 064). */
export const DOCUMENT_SOURCES = ["BILLING", "CONTRACT"] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** Spec §7 downloadDocument `documentType`, and the source each belongs to. */
export const DOCUMENT_TYPES = {
  INVOICE: { source: "BILLING", label: "Rechnung", plural: "Rechnungen", filePrefix: "Rechnung" },
  CREDIT_NOTE: { source: "BILLING", label: "Gutschrift", plural: "Gutschriften", filePrefix: "Gutschrift" },
  ORDER_CONFIRMATION: { source: "CONTRACT", label: "Auftragsbestätigung", plural: "Vertragsdokumente", filePrefix: "Auftragsbestaetigung" },
} as const satisfies Record<string, { source: DocumentSource; label: string; plural: string; filePrefix: string }>;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_KEYS = Object.keys(DOCUMENT_TYPES) as DocumentType[];

/** Whether a type comes from that source (an invoice is never a contract document). */
export const typeFits = (source: string, type: string): type is DocumentType =>
  Object.hasOwn(DOCUMENT_TYPES, type) && DOCUMENT_TYPES[type as DocumentType].source === source;

/** A document number as the provider writes them: R-2026-000123, G-2025-000002, AB-2024-000017. */
export const DOCUMENT_NUMBER = /^(R|G|AB)-\d{4}-\d{6}$/;

/**
 * How long documents are kept, and shown: § 147 Abs. 1 Nr. 4 and Abs. 3 AO and
 * § 14b Abs. 1 UStG ask eight years for invoices and other accounting
 * vouchers (since 1 January 2025, Bürokratieentlastungsgesetz IV; ten before);
 * the period starts at the end of the calendar year the document was issued in
 * (§ 147 Abs. 4 AO). The list shows a document as long as it is kept
 * (decision 066); the provider's own archive keeps it the same time.
 */
export const RETENTION_YEARS = 8;

/** The last day a document issued on `issuedOn` (YYYY-MM-DD) is kept: 31 December, eight years after its year. */
export const retainedUntil = (issuedOn: string): string => `${Number(issuedOn.slice(0, 4)) + RETENTION_YEARS}-12-31`;

/** Whether a document issued on `issuedOn` is still kept on `today`. */
export const isRetained = (issuedOn: string, today: string): boolean => today <= retainedUntil(issuedOn);

/** The first day of issue still kept on `today`: 1 January eight years back (issued on it or later: shown). */
export const oldestRetained = (today: string): string => `${Number(today.slice(0, 4)) - RETENTION_YEARS}-01-01`;

/**
 * The provider as seller (§ 14 Abs. 4 Nr. 1 and 2 UStG: full name and address, tax
 * number or VAT id): one place for the PDF and the XRechnung alike. A demo company:
 * the VAT id and tax number are of the form the tax office gives, not real ones;
 * the IBAN is the one banks print in their examples.
 */
export const SELLER = {
  name: "Mein Bereich Medien GmbH",
  street: "Rheinuferstraße 20",
  zipCode: "50668",
  city: "Köln",
  countryCode: "DE",
  vatId: "DE999999999",
  taxNumber: "215/5701/0815",
  register: "Amtsgericht Köln, HRB 99999",
  managingDirectors: "Anna Beispiel, Bernd Muster",
  email: "rechnung@example.com",
  phone: "0800 123 45 67",
  bank: { name: "Commerzbank Köln", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
  /** days from the invoice date to its due date */
  paymentDays: 14,
} as const;

/** The currency of every document (EN 16931 BT-5). */
export const CURRENCY = "EUR";

/** One position of a document (§ 14 Abs. 4 Nr. 5 and 6 UStG: quantity and kind of service, its period). */
export interface DocumentLine {
  position: number;
  description: string;
  sku: string;
  quantity: number;
  /** the net price of one unit, in cents */
  unitNetCents: number;
  /** the position's net amount, in cents: quantity × unit price */
  netCents: number;
  /** percent, e.g. 19 */
  taxRate: number;
  periodFrom: string;
  periodTo: string;
}

/** A tax rate's share of a document (§ 14 Abs. 4 Nr. 7 and 8 UStG; EN 16931 BG-23). */
export interface TaxShare {
  rate: number;
  netCents: number;
  taxCents: number;
}

export interface DocumentTotals {
  /** the positions' net amounts (BT-106, and BT-109 as there are no allowances) */
  netCents: number;
  taxCents: number;
  grossCents: number;
  byRate: TaxShare[];
}

/**
 * The totals of positions: net per tax rate, the tax of each rate from its net
 * sum (rounded half up to the cent, EN 16931 BR-CO-17), the gross as net plus tax.
 */
export function totalsOf(lines: readonly Pick<DocumentLine, "netCents" | "taxRate">[]): DocumentTotals {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.taxRate, (byRate.get(l.taxRate) ?? 0) + l.netCents);
  const shares = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, netCents]) => ({ rate, netCents, taxCents: Math.round((netCents * rate) / 100) }));
  const netCents = shares.reduce((n, s) => n + s.netCents, 0);
  const taxCents = shares.reduce((n, s) => n + s.taxCents, 0);
  return { netCents, taxCents, grossCents: netCents + taxCents, byRate: shares };
}

/** Cents as the wire and the XML write amounts: 1234 → "12.34", -5 → "-0.05". */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const EURO = new Intl.NumberFormat("de-DE", { style: "currency", currency: CURRENCY });
/** Cents as a German reads an amount: 123456 → "1.234,56 €". */
export const euro = (cents: number): string => EURO.format(cents / 100);

/** The file name of a document: "Rechnung_R-2026-000123.pdf", the XRechnung "Rechnung_R-2026-000123.xml". */
export const documentFileName = (type: DocumentType, number: string, ext: "pdf" | "xml" = "pdf"): string =>
  `${DOCUMENT_TYPES[type].filePrefix}_${number}.${ext}`;

/** The file name of a year's documents: "Dokumente_Baeckerei_Krueger_GmbH_2025.zip" (ASCII: any unzip program reads it). */
export function yearZipName(companyName: string, year: number): string {
  const ascii = companyName
    .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/Ä/g, "Ae").replace(/Ö/g, "Oe").replace(/Ü/g, "Ue").replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return `Dokumente_${ascii || "Firma"}_${year}.zip`;
}

/** The period of service as the documents write it: "01.10.2026 – 31.10.2026". */
export function periodText(from: string, to: string): string {
  const de = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
  return from === to ? de(from) : `${de(from)} – ${de(to)}`;
}

/** The due date of an invoice: its date plus the payment days (YYYY-MM-DD). */
export function dueDate(issuedOn: string): string {
  const d = new Date(`${issuedOn}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + SELLER.paymentDays);
  return d.toISOString().slice(0, 10);
}

/** A document as issued: what its PDF and its XRechnung say. */
export interface IssuedDocument {
  number: string;
  source: DocumentSource;
  type: DocumentType;
  issuedOn: string;
  periodFrom: string;
  periodTo: string;
  buyer: { name: string; street: string; zipCode: string; city: string; email: string; reference: string };
  refersTo: string | null;
  note: string | null;
  netCents: number;
  taxCents: number;
  grossCents: number;
  lines: DocumentLine[];
}
