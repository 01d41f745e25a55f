/**
 * Requests and leads (spec §2 "/kunde/anfragen/: uebersicht, angebote, jobs,
 * nachrichten", §3 Lead: externalId, §7 Leads, §9 Leads): the kinds of lead,
 * the list's page size and limits, the deletion of job applications, and the
 * time to answer counted within the entry's opening hours. Pure rules, shared
 * by /api and the portal's loaders (never the pages' script: the loaders send
 * the finished words).
 */
import type { OpeningHours, TimeRange } from "./entry";
import type { Rules } from "./form-rules";
import type { ProductKey } from "./products";
import { WEEKDAYS } from "./weekdays";

/** The kinds of lead (decision 050): a request, a request for a quote, an application to a job ad, a message. */
export const LEAD_TYPES = ["request", "offer", "job", "message"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const isLeadType = (v: unknown): v is LeadType => typeof v === "string" && (LEAD_TYPES as readonly string[]).includes(v);

export const LEAD_TYPE_LABELS: Record<LeadType, string> = { request: "Anfrage", offer: "Angebotsanfrage", job: "Bewerbung", message: "Nachricht" };

/** Spec §9: the default page size. */
export const LEADS_PER_PAGE = 10;
/** Spec §9: the availability check asks for one lead. */
export const LEADS_AVAILABILITY_LIMIT = 1;
/** The most leads one call answers, and the furthest offset (decision 050). */
export const MAX_LEADS_LIMIT = 50;
export const MAX_LEADS_OFFSET = 100_000;

export const LEAD_MESSAGES = {
  limit: `Es lassen sich 1 bis ${MAX_LEADS_LIMIT} Anfragen auf einmal abrufen. Bitte geben Sie eine ganze Zahl in diesem Bereich an.`,
  offset: `Der Beginn der Liste muss eine ganze Zahl von 0 bis ${MAX_LEADS_OFFSET.toLocaleString("de-DE")} sein.`,
  type: "Bitte wählen Sie Anfrage, Angebotsanfrage, Bewerbung oder Nachricht.",
  externalId: "Es wurde keine Anfrage angegeben.",
  notFound: "Diese Anfrage gibt es für Ihre Firma nicht.",
  alreadyAccepted: "Diese Anfrage wurde bereits angenommen. Es wurde nichts geändert.",
  notAccepted: "Bitte nehmen Sie die Anfrage zuerst an; erst dann sehen Sie die Kontaktdaten und können antworten.",
  replyMissing: "Bitte schreiben Sie Ihre Antwort.",
  replyTooLong: "Ihre Antwort darf höchstens 4.000 Zeichen lang sein.",
} as const;

/** GET /api/customer/lea/getLeads: limit (default 10) and offset, optionally one kind. */
export const LEADS_QUERY_RULES = {
  limit: { pattern: { value: /^(?:[1-9]|[1-4]\d|50)$/, message: LEAD_MESSAGES.limit } },
  offset: { pattern: { value: /^(?:\d{1,5}|100000)$/, message: LEAD_MESSAGES.offset } },
  type: { pattern: { value: /^(?:request|offer|job|message)$/, message: LEAD_MESSAGES.type } },
} satisfies Rules;

export const REPLY_MAX = 4000;

/** Spec §9: texts are cut at 100 characters with the suffix '...'. */
export const TRUNCATE_LIMIT = 100;
export const TRUNCATE_SUFFIX = "...";

/** A text cut to the limit (at a word when one ends near it), with the suffix; a shorter one as it is. */
export function truncateText(text: string, limit = TRUNCATE_LIMIT): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}${TRUNCATE_SUFFIX}`;
}

/* ---- Job applications: deleted six months after the ad closed (AGG § 15 Abs. 4) ---- */

/** The months an application is kept after its job ad closed: the AGG's two months to claim, plus the labour court's time (decision 051). */
export const JOB_RETENTION_MONTHS = 6;

/** The day an application is deleted: its ad's closing day plus six months (the 31st of a shorter month: its last day). */
export function deletionDate(closedOn: string): string {
  const [y, m, d] = closedOn.split("-").map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) + JOB_RETENTION_MONTHS;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/* ---- Time to answer within opening hours ---- */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** "YYYY-MM-DD HH:MM" (Berlin wall clock) as minutes since 1970 on that wall clock. */
const wallMinutes = (t: string) => Date.UTC(Number(t.slice(0, 4)), Number(t.slice(5, 7)) - 1, Number(t.slice(8, 10)), Number(t.slice(11, 13)), Number(t.slice(14, 16))) / MINUTE_MS;
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);

/** Whether an entry has opening hours to count within (none: every minute counts). */
export const hasOpeningHours = (h: OpeningHours | null | undefined): h is OpeningHours =>
  Boolean(h && (WEEKDAYS.some((d) => (h.week[d] ?? []).length > 0) || h.special.some((s) => s.ranges.length > 0)));

/** The opening ranges of one day, in minutes of the day: a special day's instead of its weekday's. */
function rangesOn(hours: OpeningHours, day: string): [number, number][] {
  const special = hours.special.find((s) => s.date === day);
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const ranges: TimeRange[] = special ? special.ranges : (hours.week[weekday] ?? []);
  // a range that ends before it starts runs to midnight
  return ranges.map((r) => [clockMinutes(r.from), clockMinutes(r.to) > clockMinutes(r.from) ? clockMinutes(r.to) : DAY_MINUTES]);
}

/**
 * The minutes from a lead's arrival to its answer ("YYYY-MM-DD HH:MM", Berlin),
 * counting only those within the entry's weekly opening hours (special days
 * replace their weekday); an entry without opening hours counts every minute.
 * An answer before the arrival counts 0.
 */
export function minutesWithinHours(from: string, to: string, hours: OpeningHours | null | undefined): number {
  const start = wallMinutes(from);
  const end = wallMinutes(to);
  if (!(end > start)) return 0;
  if (!hasOpeningHours(hours)) return end - start;
  let total = 0;
  for (let day = Math.floor(start / DAY_MINUTES); day * DAY_MINUTES < end; day++) {
    const base = day * DAY_MINUTES;
    for (const [open, close] of rangesOn(hours, isoDay(day))) {
      const a = Math.max(start, base + open);
      const b = Math.min(end, base + close);
      if (b > a) total += b - a;
    }
  }
  return total;
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "45 Min.", "3 Std. 20 Min.", "2 Tage 4 Std." (of opening hours: the page says so) */
export function answerTimeText(minutes: number | null): string {
  if (minutes === null) return "–";
  const m = Math.round(minutes);
  if (m < 60) return `${m} Min.`;
  const hours = Math.floor(m / 60);
  if (hours < 24) return m % 60 ? `${hours} Std. ${m % 60} Min.` : `${hours} Std.`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "Tag" : "Tage"}${hours % 24 ? ` ${hours % 24} Std.` : ""}`;
}

/* ---- Availability (spec §9) ---- */

/**
 * Whether the "Anfragen" area shows for a company: the product is booked, or
 * the availability check (getLeads with limit 1) finds any lead — a company
 * with job ads but without the product gets its applications there.
 */
export const leadsAvailable = (products: readonly ProductKey[], hasAnyLead: boolean): boolean => products.includes("leads") || hasAnyLead;
