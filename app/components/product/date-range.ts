// The product pages' date range (docs/product-page.md; the limits are decision 010's):
// its address in German names, the quick choices, the range compared with, and a
// figure's change against it. Plain date arithmetic on YYYY-MM-DD in UTC, without
// dayjs, so the browser computes the quick choices from `today` alone (they are
// not sent as page data) and the page's script stays small.
import { addDays } from "#domain/days";

/** The page's own query names, readable in a bookmark: ?von=01.09.2026&bis=24.11.2026&intervall=woche&vergleich=vorjahr. */
export const RANGE_PARAMS = { startDate: "von", endDate: "bis", interval: "intervall", compare: "vergleich" } as const;
/** The table's page (1 = the first) in every product page's address. */
export const PAGE_PARAM = "seite";

export type IntervalParam = "tag" | "woche" | "monat";
export const INTERVAL_CHOICES: readonly { value: IntervalParam; label: string }[] = [
  { value: "tag", label: "Tag" },
  { value: "woche", label: "Woche" },
  { value: "monat", label: "Monat" },
];

/** What a key figure is compared with: the period of equal length just before (the default), or the same dates a year earlier. */
export type CompareMode = "vorzeitraum" | "vorjahr";
export const DEFAULT_COMPARE: CompareMode = "vorzeitraum";
export const COMPARE_CHOICES: readonly { value: CompareMode; label: string; against: string }[] = [
  { value: "vorzeitraum", label: "Vorzeitraum", against: "gegenüber dem Vorzeitraum" },
  { value: "vorjahr", label: "Vorjahreszeitraum", against: "gegenüber dem Vorjahreszeitraum" },
];

/** What the form shows again: the user's input as typed (cut to a date's length), or the range shown. */
export interface RangeForm {
  von: string;
  bis: string;
  intervall: string;
  /** absent: the default (Vorzeitraum); the address then does not name it */
  vergleich?: string;
}

const DAY_MS = 86_400_000;
const ms = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);

export { addDays };
/** The days from `start` to `end`, both counted. */
export const daysBetween = (start: string, end: string) => Math.round((ms(end) - ms(start)) / DAY_MS) + 1;
/** DD.MM.YYYY (spec §9 on screen). */
export const germanDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The first day of the month `months` before the one holding `iso`. */
function monthStart(iso: string, months = 0) {
  const d = new Date(ms(iso));
  return isoOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
}

/** The same day a year earlier (29 February: the 28th). */
export function yearEarlier(iso: string) {
  const y = Number(iso.slice(0, 4)) - 1;
  const md = iso.slice(5) === "02-29" ? "02-28" : iso.slice(5);
  return `${String(y).padStart(4, "0")}-${md}`;
}

/** One quick choice: a link to the range it names; "Benutzerdefiniert" is the form's own fields. */
export interface Preset {
  key: string;
  label: string;
  /** null: "Benutzerdefiniert", the dates typed into the form */
  range: { start: string; end: string; interval: IntervalParam } | null;
}

/**
 * The quick choices as of `today` (YYYY-MM-DD, Berlin), each within decision 010's
 * limits (by day at most 92 days): the short ones by day, a year by month.
 */
export function presets(today: string): Preset[] {
  const yesterday = addDays(today, -1);
  const lastMonthEnd = addDays(monthStart(today), -1);
  return [
    { key: "heute", label: "Heute", range: { start: today, end: today, interval: "tag" } },
    { key: "gestern", label: "Gestern", range: { start: yesterday, end: yesterday, interval: "tag" } },
    { key: "7-tage", label: "Letzte 7 Tage", range: { start: addDays(today, -6), end: today, interval: "tag" } },
    { key: "30-tage", label: "Letzte 30 Tage", range: { start: addDays(today, -29), end: today, interval: "tag" } },
    // the page's default (spec §9: by week): the running week and the eleven before it
    { key: "12-wochen", label: "Letzte 12 Wochen", range: { start: addDays(today, -((new Date(ms(today)).getUTCDay() + 6) % 7) - 77), end: today, interval: "woche" } },
    { key: "dieser-monat", label: "Dieser Monat", range: { start: monthStart(today), end: today, interval: "tag" } },
    { key: "letzter-monat", label: "Letzter Monat", range: { start: monthStart(today, 1), end: lastMonthEnd, interval: "tag" } },
    { key: "12-monate", label: "Letzte 12 Monate", range: { start: monthStart(today, 11), end: today, interval: "monat" } },
    { key: "jahr", label: "Seit Jahresbeginn", range: { start: `${today.slice(0, 4)}-01-01`, end: today, interval: "monat" } },
    { key: "eigener", label: "Benutzerdefiniert", range: null },
  ];
}

/** The quick choice's form values (the dates as the form shows them). */
export const presetForm = (p: NonNullable<Preset["range"]>, vergleich?: string): RangeForm => ({
  von: germanDay(p.start),
  bis: germanDay(p.end),
  intervall: p.interval,
  ...(vergleich && vergleich !== DEFAULT_COMPARE ? { vergleich } : {}),
});

/** The page's address for a range (and a page of its table); the default comparison is not named. */
export function rangeSearch(form: RangeForm, page?: number) {
  const search = new URLSearchParams({ [RANGE_PARAMS.startDate]: form.von, [RANGE_PARAMS.endDate]: form.bis, [RANGE_PARAMS.interval]: form.intervall });
  if (form.vergleich && form.vergleich !== DEFAULT_COMPARE) search.set(RANGE_PARAMS.compare, form.vergleich);
  if (page && page > 1) search.set(PAGE_PARAM, String(page));
  return `?${search}`;
}

/** The range a figure is compared with: as long as the range and just before it, or the same dates a year earlier. */
export function comparedRange(start: string, end: string, mode: CompareMode): { start: string; end: string } {
  if (mode === "vorjahr") return { start: yearEarlier(start), end: yearEarlier(end) };
  const before = addDays(start, -1);
  return { start: addDays(before, 1 - daysBetween(start, end)), end: before };
}

/** A figure's change against the range compared with. */
export type Change =
  | { kind: "up" | "down" | "same"; percent: number }
  /** nothing before, something now: no percentage to give */
  | { kind: "new" }
  /** the figure compared with is not known */
  | { kind: "none" };

export function changeOf(current: number, previous: number | null | undefined): Change {
  if (previous === null || previous === undefined || !Number.isFinite(previous)) return { kind: "none" };
  if (previous === 0) return current === 0 ? { kind: "same", percent: 0 } : { kind: "new" };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { kind: percent > 0 ? "up" : percent < 0 ? "down" : "same", percent };
}

const whole = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });

/**
 * The change in words, the sign carrying the direction (never the arrow or a colour
 * alone): "+12 % gegenüber dem Vorzeitraum", "−8 % …", "±0 % …", "neu gegenüber …",
 * "– (kein Vergleichswert)".
 */
export function changeText(change: Change, mode: CompareMode): string {
  const against = COMPARE_CHOICES.find((c) => c.value === mode)!.against;
  if (change.kind === "none") return `– (kein Vergleichswert ${against})`;
  if (change.kind === "new") return `neu ${against} (vorher 0)`;
  const sign = change.kind === "up" ? "+" : change.kind === "down" ? "−" : "±";
  return `${sign}${whole.format(Math.abs(change.percent))}\u00a0% ${against}`;
}

/** The arrow beside a change, for the eye only (aria-hidden: the words carry the direction). */
export const CHANGE_ARROWS: Record<Change["kind"], string> = { up: "▲", down: "▼", same: "", new: "", none: "" };

/** What a screen reader hears before the change (the arrow is hidden from it). */
export const CHANGE_WORDS: Record<Change["kind"], string> = { up: "steigend", down: "fallend", same: "unverändert", new: "neu", none: "" };

/** Where the page's address may point: its own targets (the results, a chart's title) or elsewhere (the skip link's #inhalt). */
export interface ShownAddress {
  search: string;
  hash: string;
}

/**
 * Whether a new address shows a new view of the page, to which the focus and the
 * scroll position go (the results, or the first refused field): a new range, interval,
 * comparison or table page (the query changed), or the same range asked for again (the
 * form and the quick choices point at the results' heading, `#<resultsId>`). A jump
 * within the same view, such as the skip link to the main content (`#inhalt`), is the
 * browser's own and stays so.
 */
export function showsNewView(previous: ShownAddress, next: ShownAddress, resultsId: string): boolean {
  return previous.search !== next.search || next.hash === `#${resultsId}`;
}
