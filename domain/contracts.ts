/**
 * Contract data and cancellation (spec §2 firmendaten/vertragsdaten and
 * firmendaten/produkte, §3 Product subscription, §4 Subscription): the notice
 * arithmetic, the masked IBAN, the rules of the billing address and of a
 * cancellation. Pure; dates are Berlin days as YYYY-MM-DD (decision 068).
 */
import { addDays } from "./days";
import type { Rules } from "./form-rules";
import { ZIP_CODE } from "./validation";

/** The terms a cancellation is counted by (a product's, or the contract's). */
export interface Terms {
  /** the first day the product runs (YYYY-MM-DD) */
  start: string;
  /** the minimum term in months from `start` */
  minimumTermMonths: number;
  /** the period the term renews by when nobody cancels (months); 0: the product ends by itself */
  renewalMonths: number;
  /** the notice period in months before a term's end (decision 068) */
  noticeMonths: number;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day plus whole months; a day the target month lacks becomes its last (31.01. + 1 month = 28./29.02.). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysIn(year, month)))}`;
}

export { addDays };

/** Whether a string is a real calendar day YYYY-MM-DD. */
export const isDay = (s: unknown): s is string => typeof s === "string" && /^\d{4}-\d{2}-\d{2}$/.test(s) && addDays(s, 0) === s;

/** The term ends as exclusive bounds: the first day after the k-th term (k = 0: the minimum term). */
const termBound = (t: Terms, k: number) => addMonths(t.start, t.minimumTermMonths + k * t.renewalMonths);

export interface NoticeDates {
  /** the last day the product runs when a cancellation arrives on the given day */
  effectiveOn: string;
  /** the last day a cancellation may arrive to end the product on `effectiveOn` */
  arriveBy: string;
}

/**
 * When a cancellation received on `received` takes effect (decision 068): at the
 * end of the current term if it arrives by that end minus the notice period,
 * else at the end of the next term that can still be reached. A term ends on the
 * day before its anniversary (start 01.03.2025, 12 months: ends 28.02.2026); with
 * 3 months' notice the cancellation must arrive by 30.11.2025 (the day before
 * 01.12.2025, which is three months before the first day after the term).
 * A product that does not renew (renewalMonths 0) ends at its minimum term
 * whatever is received: null when that end is already past.
 */
export function noticeDates(t: Terms, received: string): NoticeDates | null {
  if (t.renewalMonths <= 0) {
    const bound = termBound(t, 0);
    return bound > received ? { effectiveOn: addDays(bound, -1), arriveBy: addDays(addMonths(bound, -t.noticeMonths), -1) } : null;
  }
  // a first guess near the received day, then step on; months are counted from the start each time (no drift from clamped days)
  const [ry, rm] = received.split("-").map(Number) as [number, number];
  const [sy, sm] = t.start.split("-").map(Number) as [number, number];
  const monthsSinceStart = (ry - sy) * 12 + (rm - sm);
  let k = Math.max(0, Math.floor((monthsSinceStart - t.minimumTermMonths) / t.renewalMonths) - 1);
  for (let i = 0; i < 10_000; i++, k++) {
    const bound = termBound(t, k);
    const arriveBy = addDays(addMonths(bound, -t.noticeMonths), -1);
    if (received <= arriveBy) return { effectiveOn: addDays(bound, -1), arriveBy };
  }
  return null;
}

/** The last day of the term running on `today` (the day before the next bound after today), or null when a non-renewing product has ended. */
export function currentTermEnd(t: Terms, today: string): string | null {
  if (t.renewalMonths <= 0) {
    const bound = termBound(t, 0);
    return bound > today ? addDays(bound, -1) : null;
  }
  let k = 0;
  while (termBound(t, k) <= today && k < 10_000) k++;
  return addDays(termBound(t, k), -1);
}

/**
 * The IBAN as the portal shows it (never the whole number, decision 070): the
 * country and check digits and the last four characters, the rest starred, in
 * groups of four ("DE89 **** **** **** **30 00").
 */
export function maskIban(iban: string | null): string | null {
  if (!iban) return null;
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 9) return "****";
  const masked = compact.slice(0, 4) + "*".repeat(compact.length - 8) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

/** A number of months in German ("1 Monat", "3 Monate", "12 Monate"). */
export const monthsDe = (n: number) => (n === 1 ? "1 Monat" : `${n} Monate`);

/** A price in cents as German euros ("49,00 €"). */
export const euroDe = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",").replace(/\B(?=(\d{3})+(?!\d))/g, ".")} €`;

/** The payment methods of a contract and how the page names them. */
export const PAYMENT_METHODS = { SEPA: "SEPA-Lastschrift", INVOICE: "Überweisung auf Rechnung" } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** The billing address form (versioned, decision 070). */
export const BILLING_ADDRESS_RULES = {
  name: {
    required: "Bitte geben Sie den Rechnungsempfänger an.",
    maxLength: { value: 100, message: "Der Rechnungsempfänger darf höchstens 100 Zeichen lang sein." },
    plainText: true,
  },
  addition: { maxLength: { value: 100, message: "Der Adresszusatz darf höchstens 100 Zeichen lang sein." }, plainText: true },
  street: {
    required: "Bitte geben Sie Straße und Hausnummer an.",
    maxLength: { value: 100, message: "Straße und Hausnummer dürfen höchstens 100 Zeichen lang sein." },
    plainText: true,
  },
  zipCode: {
    required: "Bitte geben Sie die Postleitzahl an.",
    pattern: { value: ZIP_CODE, message: "Die Postleitzahl besteht aus genau 5 Ziffern." },
    htmlPattern: "\\d{5}",
  },
  city: { required: "Bitte geben Sie den Ort an.", maxLength: { value: 60, message: "Der Ort darf höchstens 60 Zeichen lang sein." }, plainText: true },
} satisfies Rules;

export const BILLING_CONFLICT_MESSAGE =
  "Die Rechnungsanschrift wurde inzwischen an anderer Stelle geändert (zum Beispiel von einer Kollegin oder unserem Kundenservice). Unten sehen Sie die gespeicherte Fassung.";

/** The longest reason a cancellation carries. */
export const REASON_MAX = 500;

/** The cancellation form (§ 312k BGB confirmation page, decision 069): the reason is optional. */
export const CANCEL_RULES = {
  reason: { maxLength: { value: REASON_MAX, message: `Der Grund darf höchstens ${REASON_MAX} Zeichen lang sein.` }, multiline: true },
} satisfies Rules;

/** The confirmation page's form: which product, and the optional reason. */
export const CANCEL_FORM_RULES = {
  subscriptionId: { required: "Bitte wählen Sie das Produkt, das Sie kündigen möchten.", maxLength: { value: 64, message: "Bitte wählen Sie das Produkt, das Sie kündigen möchten." } },
  ...CANCEL_RULES,
} satisfies Rules;

/** The German answers of a refused cancellation or withdrawal (nothing changed). */
export const CANCEL_MESSAGES = {
  notFound: "Dieses Produkt gehört nicht zu Ihrer Firma.",
  alreadyCancelled: "Dieses Produkt ist bereits gekündigt. Ihre Kündigung liegt uns vor; Sie wurde nicht ein zweites Mal erfasst.",
  notCancellable: "Dieses Produkt kann nicht gekündigt werden: Es endet von selbst oder ist bereits beendet.",
  notPending: "Für dieses Produkt liegt keine Kündigung vor, die Sie zurücknehmen könnten.",
  tooLate: "Diese Kündigung ist bereits wirksam geworden und kann nicht mehr zurückgenommen werden.",
  action: "Bitte wählen Sie, ob Sie kündigen oder eine Kündigung zurücknehmen möchten.",
} as const;
