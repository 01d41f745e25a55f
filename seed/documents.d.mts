export interface SeededLine {
  position: number;
  description: string;
  sku: string;
  quantity: number;
  unitNetCents: number;
  netCents: number;
  taxRate: number;
  periodFrom: string;
  periodTo: string;
}
export interface SeededDocument {
  number: string;
  companyId: string;
  source: "BILLING" | "CONTRACT";
  type: "INVOICE" | "CREDIT_NOTE" | "ORDER_CONFIRMATION";
  issuedOn: string;
  periodFrom: string;
  periodTo: string;
  buyer: { name: string; street: string; zipCode: string; city: string; email: string; reference: string };
  refersTo: string | null;
  note: string | null;
  lines: SeededLine[];
  netCents: number;
  taxCents: number;
  grossCents: number;
}
export const PRICES: Record<string, [string, number]>;
export const TAX_RATE: number;
export const INVOICE_MONTHS: number;
export const CREDIT_NOTES: { companyId: string; monthsBack: number; sku: string; cents: number; reason: string }[];
export function addMonths(month: string, n: number): string;
export function monthEnd(month: string): string;
export function totalsOf(lines: { netCents: number; taxRate: number }[]): { netCents: number; taxCents: number; grossCents: number };
export function invoiceOf(companyId: string, month: string): SeededDocument | null;
export function invoiceMonths(today: string): string[];
export function creditNoteOf(credit: (typeof CREDIT_NOTES)[number], today: string, index: number): SeededDocument | null;
export function orderConfirmationOf(index: number): SeededDocument | null;
export function documentsOf(today: string, companyIds?: string[]): SeededDocument[];
export function documentStatements(today: string, companyIds?: string[]): string[];
