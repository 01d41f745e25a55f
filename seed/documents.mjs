// The demo companies' documents (spec §2 /kunde/firmendaten/dokumente; decisions 064–067):
// a monthly invoice for each of the 36 months up to today's, with a position for each
// product the company had that month (the seed's subscriptions, seed/demo-data.mjs), a few
// credit notes, and an order confirmation for each subscription. Every document is a pure
// function of the company, the month and the seed's lists, so tests recompute them instead
// of hard-coding them. Amounts in cents; the totals by the rule of domain/documents.ts
// totalsOf (repeated here: the seed runs without a build).
import { COMPANIES, ENTRIES, SUBSCRIPTIONS } from "./demo-data.mjs";

/** What each product costs a month (net, cents) and how the documents name it. */
export const PRICES = {
  "MB-EINTRAG-BASIS": ["Branchenbuch-Eintrag Basis", 2900],
  "MB-EINTRAG-PLUS": ["Branchenbuch-Eintrag Plus", 4900],
  "MB-EINTRAGSSERVICE": ["Eintragsservice (Einträge auf Partnerportalen)", 3900],
  "MB-WEB-BRONZE": ["Website Bronze", 4900],
  "MB-WEB-SILBER": ["Website Silber", 6900],
  "MB-WEB-GOLD": ["Website Gold", 8900],
  "MB-WEB-LANDINGPAGE": ["Landingpage", 2900],
  "MB-SEO-LOKAL": ["Suchmaschinenoptimierung Lokal", 14900],
  "MB-BEWERTUNG-PLUS": ["Bewertungsmanagement Plus", 2900],
  "MB-WKDB": ["Wer kennt den BESTEN", 1900],
  "MB-LEADS": ["Anfragen & Leads", 2500],
  "MB-PREMIUM-SILBER": ["Premium-Eintrag Silber", 3900],
  "MB-SUMA-ADS": ["Suchmaschinenwerbung (Budget und Betreuung)", 25000],
  "MB-SEKRETARIAT": ["Sekretariatsservice", 9900],
  "MB-VOICEBOT": ["Voicebot", 4900],
  "MB-WEBBANNER": ["Werbebanner", 5900],
  "MB-TVBANNER": ["TV-Banner", 19900],
  "MB-JOBAD": ["Stellenanzeige", 7900],
  "MB-O365": ["Office 365", 1250],
};

/** The tax rate of every position: the standard rate (§ 12 Abs. 1 UStG). */
export const TAX_RATE = 19;
/** How many monthly invoices each demo company has: three years. */
export const INVOICE_MONTHS = 36;

/**
 * Credit notes (corrections of an invoice): the company, how many months before today's
 * the corrected invoice is, its product and the amount credited (net, cents), and why.
 */
export const CREDIT_NOTES = [
  { companyId: "100101", monthsBack: 4, sku: "MB-WEB-GOLD", cents: 890, reason: "Gutschrift wegen des Ausfalls Ihrer Website vom 3. bis 5. des Monats." },
  { companyId: "100101", monthsBack: 15, sku: "MB-SEO-LOKAL", cents: 4967, reason: "Gutschrift: der Bericht des Monats wurde zehn Tage zu spät geliefert." },
  { companyId: "100102", monthsBack: 7, sku: "MB-SEKRETARIAT", cents: 3300, reason: "Gutschrift wegen der Störung der Rufweiterleitung vom 10. bis 19. des Monats." },
];

const BILLED = new Set(["Invoicing", "Produced"]);

/** YYYY-MM shifted by n months. */
export function addMonths(month, n) {
  const [y, m] = month.split("-").map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}
/** The last day of a month (YYYY-MM-DD). */
export function monthEnd(month) {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const pad = (n) => String(n).padStart(6, "0");

/** Net per tax rate, each rate's tax rounded to the cent, the gross (domain/documents.ts totalsOf). */
export function totalsOf(lines) {
  const byRate = new Map();
  for (const l of lines) byRate.set(l.taxRate, (byRate.get(l.taxRate) ?? 0) + l.netCents);
  let netCents = 0;
  let taxCents = 0;
  for (const [rate, net] of byRate) {
    netCents += net;
    taxCents += Math.round((net * rate) / 100);
  }
  return { netCents, taxCents, grossCents: netCents + taxCents };
}

/** The buyer as of the seed (the documents keep it as it was). */
function buyerOf(companyId) {
  const c = COMPANIES.find((x) => x.id === companyId);
  const email = ENTRIES.find((e) => e.companyId === companyId)?.email ?? `buchhaltung-${companyId}@kunden.example`;
  return { name: c.name, street: c.street, zipCode: c.zip, city: c.city, email, reference: companyId };
}

const line = (position, sku, quantity, unitNetCents, periodFrom, periodTo, description = PRICES[sku][0]) => ({
  position,
  description,
  sku,
  quantity,
  unitNetCents,
  netCents: quantity * unitNetCents,
  taxRate: TAX_RATE,
  periodFrom,
  periodTo,
});

/** A company's invoice for a month (issued on its first day, for the month), or null when it had no product billed. */
export function invoiceOf(companyId, month) {
  const from = `${month}-01`;
  const to = monthEnd(month);
  const subs = SUBSCRIPTIONS.filter(([id, sku, status, start]) => id === companyId && BILLED.has(status) && start <= from && PRICES[sku]);
  if (!subs.length) return null;
  const lines = subs.map(([, sku], i) => line(i + 1, sku, 1, PRICES[sku][1], from, to));
  // consecutive per year: the month's block of a thousand numbers, the company's place in the list
  const k = COMPANIES.findIndex((c) => c.id === companyId) + 1;
  const number = `R-${month.slice(0, 4)}-${pad((Number(month.slice(5, 7)) - 1) * 1000 + k)}`;
  return { number, companyId, source: "BILLING", type: "INVOICE", issuedOn: from, periodFrom: from, periodTo: to, buyer: buyerOf(companyId), refersTo: null, note: null, lines, ...totalsOf(lines) };
}

/** The months of the invoices as of today: the 36 up to today's, oldest first. */
export const invoiceMonths = (today) => Array.from({ length: INVOICE_MONTHS }, (_, i) => addMonths(today.slice(0, 7), i - INVOICE_MONTHS + 1));

/** A credit note of the list as of today (issued on the 20th of the corrected invoice's month), or null when that invoice has no such product. */
export function creditNoteOf(credit, today, index) {
  const month = addMonths(today.slice(0, 7), -credit.monthsBack);
  const invoice = invoiceOf(credit.companyId, month);
  const corrected = invoice?.lines.find((l) => l.sku === credit.sku);
  if (!invoice || !corrected) return null;
  const lines = [line(1, credit.sku, 1, credit.cents, corrected.periodFrom, corrected.periodTo, `Minderung ${corrected.description}`)];
  const number = `G-${month.slice(0, 4)}-${pad((Number(month.slice(5, 7)) - 1) * 1000 + 500 + index + 1)}`;
  const issuedOn = `${month}-20`;
  return { number, companyId: credit.companyId, source: "BILLING", type: "CREDIT_NOTE", issuedOn, periodFrom: corrected.periodFrom, periodTo: corrected.periodTo, buyer: buyerOf(credit.companyId), refersTo: invoice.number, note: credit.reason, lines, ...totalsOf(lines) };
}

/** The order confirmation of a subscription of the seed: issued two weeks before its start, its first twelve months at the monthly price. */
export function orderConfirmationOf(index) {
  const [companyId, sku, , start] = SUBSCRIPTIONS[index];
  if (!PRICES[sku] || !start) return null;
  const issuedOn = addDays(start, -14);
  const periodTo = addDays(`${addMonths(start.slice(0, 7), 12)}-${start.slice(8, 10)}`, -1);
  const lines = [line(1, sku, 1, PRICES[sku][1], start, periodTo, `${PRICES[sku][0]}, Grundlaufzeit 12 Monate, monatlich im Voraus`)];
  return { number: `AB-${issuedOn.slice(0, 4)}-${pad(index + 1)}`, companyId, source: "CONTRACT", type: "ORDER_CONFIRMATION", issuedOn, periodFrom: start, periodTo, buyer: buyerOf(companyId), refersTo: null, note: null, lines, ...totalsOf(lines) };
}

/** Every document of the companies as of today (none dated after today), oldest first. */
export function documentsOf(today, companyIds = COMPANIES.map((c) => c.id)) {
  const wanted = new Set(companyIds);
  const invoices = invoiceMonths(today).flatMap((m) => companyIds.map((id) => invoiceOf(id, m)));
  const credits = CREDIT_NOTES.map((c, i) => (wanted.has(c.companyId) ? creditNoteOf(c, today, i) : null));
  const orders = SUBSCRIPTIONS.map((s, i) => (wanted.has(s[0]) ? orderConfirmationOf(i) : null));
  return [...invoices, ...credits, ...orders].filter((d) => d && d.issuedOn <= today).sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number));
}

const q = (s) => (s === null || s === undefined ? "NULL" : `'${String(s).replace(/'/g, "''")}'`);

/**
 * The INSERTs of the documents and their positions.
 * @param {string} today YYYY-MM-DD
 * @param {string[]} [companyIds] default: every demo company
 */
export function documentStatements(today, companyIds) {
  return documentsOf(today, companyIds).flatMap((d) => [
    `INSERT OR IGNORE INTO documents (number, company_id, source, type, issued_on, period_from, period_to, buyer_name, buyer_street, buyer_zip_code, buyer_city, buyer_email, buyer_reference, refers_to, note, net_cents, tax_cents, gross_cents) VALUES (${[
      d.number, d.companyId, d.source, d.type, d.issuedOn, d.periodFrom, d.periodTo, d.buyer.name, d.buyer.street, d.buyer.zipCode, d.buyer.city, d.buyer.email, d.buyer.reference, d.refersTo, d.note,
    ].map(q).join(", ")}, ${d.netCents}, ${d.taxCents}, ${d.grossCents})`,
    ...d.lines.map(
      (l) =>
        `INSERT OR IGNORE INTO document_lines (document_number, position, description, sku, quantity, unit_net_cents, net_cents, tax_rate, period_from, period_to) VALUES (${q(d.number)}, ${l.position}, ${q(l.description)}, ${q(l.sku)}, ${l.quantity}, ${l.unitNetCents}, ${l.netCents}, ${l.taxRate}, ${q(l.periodFrom)}, ${q(l.periodTo)})`,
    ),
  ]);
}
