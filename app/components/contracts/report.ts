/**
 * What the contract pages show, shaped in the loader (spec §2 firmendaten/
 * vertragsdaten and produkte, §4 Subscription; decisions 068–071): every text
 * and date ready to print, so the pages' scripts carry no rules.
 */
import { euroDe, monthsDe, PAYMENT_METHODS, type PaymentMethod } from "#domain/contracts";
import { formatDateDe, formatDateTimeDe } from "#domain/format";

/** A subscription as getSubscriptions answers it (the fields the pages use). */
export interface SubscriptionData {
  id: string;
  Status__c: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  active: boolean;
  minimumTermMonths: number;
  renewalMonths: number;
  noticeMonths: number;
  priceCents: number | null;
  termEnd: string | null;
  cancellable: boolean;
  nextCancellation: { effectiveOn: string; arriveBy: string } | null;
  cancellation: { receivedAt: string; effectiveOn: string; reason: string | null; bySupport: boolean } | null;
}

/** Spec §4: Ordered, Produced and Invoicing are active; how each status reads in German. */
const ACTIVE_WORDS: Record<string, string> = { Ordered: "Aktiv (bestellt)", Produced: "Aktiv (in Einrichtung)", Invoicing: "Aktiv" };
const ENDED_WORDS: Record<string, string> = { Cancelled: "Gekündigt", Expired: "Beendet" };

/** A product's status in German: active ones say so, a pending cancellation says until when (decision 069). */
export function statusText(s: Pick<SubscriptionData, "Status__c" | "active" | "cancellation">): string {
  if (s.active && s.cancellation) return `Aktiv – gekündigt zum ${formatDateDe(s.cancellation.effectiveOn)}`;
  if (s.active) return ACTIVE_WORDS[s.Status__c] ?? "Aktiv";
  return ENDED_WORDS[s.Status__c] ?? "Nicht aktiv";
}

/** The term in words: "24 Monate, danach Verlängerung um je 12 Monate; Kündigungsfrist 3 Monate zum Laufzeitende". */
export function termText(t: { minimumTermMonths: number; renewalMonths: number; noticeMonths: number }): string {
  if (t.renewalMonths <= 0) return `${monthsDe(t.minimumTermMonths)}, endet danach von selbst`;
  return `Mindestlaufzeit ${monthsDe(t.minimumTermMonths)}, danach Verlängerung um je ${monthsDe(t.renewalMonths)}; Kündigungsfrist ${monthsDe(t.noticeMonths)} zum Laufzeitende`;
}

export interface ProductRow {
  id: string;
  name: string;
  status: string;
  active: boolean;
  start: string;
  term: string;
  /** "läuft bis" of the current term, or the cancellation's end */
  runsUntil: string;
  price: string;
  /** the cancellation a customer can still send: when it would take effect, and the day it must arrive by */
  cancel: { effectiveOn: string; arriveBy: string } | null;
  /** a pending cancellation: when it arrived, and whether it can still be withdrawn (its last day not passed) */
  pending: { receivedAt: string; effectiveOn: string; reason: string | null; withdrawable: boolean } | null;
}

/** The products page's rows: active ones first (in the CRM's order), then the ended ones. */
export function productRows(subs: readonly SubscriptionData[], today: string): ProductRow[] {
  const rows = subs.map((s): ProductRow => ({
    id: s.id,
    name: s.name,
    status: statusText(s),
    active: s.active,
    start: s.startDate ? formatDateDe(s.startDate) : "–",
    term: termText(s),
    runsUntil: s.cancellation ? formatDateDe(s.cancellation.effectiveOn) : s.termEnd ? `${formatDateDe(s.termEnd)}${s.renewalMonths > 0 ? " (verlängert sich ohne Kündigung)" : ""}` : s.endDate ? formatDateDe(s.endDate) : "–",
    price: s.priceCents === null ? "im Paket enthalten" : `${euroDe(s.priceCents)} im Monat`,
    cancel: s.cancellable && s.nextCancellation ? { effectiveOn: formatDateDe(s.nextCancellation.effectiveOn), arriveBy: formatDateDe(s.nextCancellation.arriveBy) } : null,
    pending: s.cancellation
      ? {
          receivedAt: formatDateTimeDe(s.cancellation.receivedAt),
          effectiveOn: formatDateDe(s.cancellation.effectiveOn),
          reason: s.cancellation.reason,
          withdrawable: s.cancellation.effectiveOn >= today,
        }
      : null,
  }));
  return [...rows.filter((r) => r.active), ...rows.filter((r) => !r.active)];
}

/** The contract as the contract page shows it (the IBAN came masked from /api). */
export interface ContractData {
  customerNumber: string;
  contractNumber: string;
  startDate: string;
  minimumTermMonths: number;
  renewalMonths: number;
  noticeMonths: number;
  termEnd: string | null;
  nextCancellation: { effectiveOn: string; arriveBy: string } | null;
  contractEmail: string;
  payment: { method: PaymentMethod; iban: string | null; accountHolder: string | null; mandateReference: string | null; mandateSignedOn: string | null };
}

export function contractView(c: ContractData) {
  return {
    facts: [
      ["Kundennummer", c.customerNumber],
      ["Vertragsnummer", c.contractNumber],
      ["Vertragsbeginn", formatDateDe(c.startDate)],
      ["Mindestlaufzeit", monthsDe(c.minimumTermMonths)],
      ["Verlängerung", c.renewalMonths > 0 ? `um je ${monthsDe(c.renewalMonths)}, wenn nicht gekündigt wird` : "keine"],
      ["Kündigungsfrist", `${monthsDe(c.noticeMonths)} zum Ende der Laufzeit`],
      ["Aktuelle Laufzeit bis", c.termEnd ? formatDateDe(c.termEnd) : "–"],
      ["Vertragspost an", c.contractEmail],
    ] as [string, string][],
    next: c.nextCancellation ? { effectiveOn: formatDateDe(c.nextCancellation.effectiveOn), arriveBy: formatDateDe(c.nextCancellation.arriveBy) } : null,
    payment: {
      method: PAYMENT_METHODS[c.payment.method],
      sepa:
        c.payment.method === "SEPA"
          ? {
              iban: c.payment.iban ?? "–",
              accountHolder: c.payment.accountHolder ?? "–",
              mandateReference: c.payment.mandateReference ?? "–",
              mandateSignedOn: c.payment.mandateSignedOn ? formatDateDe(c.payment.mandateSignedOn) : "–",
            }
          : null,
    },
  };
}
