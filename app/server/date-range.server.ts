import { checkRules, cut, DATE_MESSAGE, parseDate, type RuleErrors } from "#domain/form-rules";
import {
  DATE_RANGE_MESSAGES,
  defaultStatisticsQuery,
  STATISTICS_QUERY_RULES,
  statisticsRangeRule,
  typedDate,
  type StatisticsInterval,
  type StatisticsQuery,
} from "#domain/statistics";
import {
  comparedRange,
  COMPARE_CHOICES,
  DEFAULT_COMPARE,
  germanDay,
  RANGE_PARAMS,
  type CompareMode,
  type RangeForm,
} from "~/components/product/date-range";

/**
 * The product pages' date range from the page's address (docs/product-page.md):
 * any product page's loader (or CSV route) calls `dateRangeOf(url, today)` and
 * gets either the checked query (to send to /api as it is, spec §3 "Date range")
 * with the range to compare with, or the form as typed with a German message at
 * each refused field (never an exception: a bad address is the user's input).
 * The limits are decision 010's (domain/statistics.ts, the same the API checks).
 */

export const INTERVAL_PARAMS: Record<StatisticsInterval, string> = { Day: "tag", Week: "woche", Month: "monat" };
const INTERVAL_OF = Object.fromEntries(Object.entries(INTERVAL_PARAMS).map(([k, v]) => [v, k])) as Record<string, StatisticsInterval>;
/** The query's names (the rules') as the page names its fields. */
const FIELD_OF: Record<string, string> = { startDate: RANGE_PARAMS.startDate, endDate: RANGE_PARAMS.endDate, interval: RANGE_PARAMS.interval };

export const RANGE_MESSAGES = {
  /** a date in the right shape that the calendar does not have (31.02.2026) */
  noSuchDay: (typed: string) => `Den ${typed} gibt es nicht. Bitte prüfen Sie Tag und Monat.`,
  compare: "Bitte wählen Sie, womit die Zahlen verglichen werden: mit dem Vorzeitraum oder dem Vorjahreszeitraum.",
} as const;

export interface CheckedRange {
  query: StatisticsQuery;
  /** the range as the form shows it (DD.MM.YYYY) */
  form: RangeForm;
  compare: CompareMode;
  /** the range the key figures are compared with (YYYY-MM-DD) */
  compared: { startDate: string; endDate: string };
  /** the range holds today: its figures still grow ("Zeitraum läuft noch") */
  running: boolean;
  errors: null;
}
export interface RefusedRange {
  query: null;
  form: RangeForm;
  /** the page's field names (von, bis, intervall, vergleich) with one German message each */
  errors: Record<string, string>;
}

const formOf = (q: StatisticsQuery, compare: CompareMode): RangeForm => ({
  von: germanDay(q.startDate),
  bis: germanDay(q.endDate),
  intervall: INTERVAL_PARAMS[q.interval],
  ...(compare !== DEFAULT_COMPARE ? { vergleich: compare } : {}),
});

function checked(query: StatisticsQuery, compare: CompareMode, today: string): CheckedRange {
  const c = comparedRange(query.startDate, query.endDate, compare);
  return { query, form: formOf(query, compare), compare, compared: { startDate: c.start, endDate: c.end }, running: query.endDate >= today, errors: null };
}

/** A date field's message: one in the right shape that the calendar lacks says so. */
function dateMessage(typed: string, message: string) {
  const shaped = /^\d{1,2}\.\d{1,2}\.\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(typed) && parseDate(typed) === null;
  return message === DATE_MESSAGE && shaped ? RANGE_MESSAGES.noSuchDay(typed) : message;
}

/**
 * The range asked for in the address (or `fallback`, the page's default range, when
 * it names none), checked against today (YYYY-MM-DD, Berlin).
 */
export function dateRangeOf(url: URL, today: string, fallback: (today: string) => StatisticsQuery = defaultStatisticsQuery): CheckedRange | RefusedRange {
  const params = url.searchParams;
  const typed = (p: string) => cut((params.get(p) ?? "").trim(), 20);
  const compareTyped = typed(RANGE_PARAMS.compare).toLowerCase();
  const compareOk = !compareTyped || COMPARE_CHOICES.some((c) => c.value === compareTyped);
  const compare = (compareOk && compareTyped ? compareTyped : DEFAULT_COMPARE) as CompareMode;
  const named = [RANGE_PARAMS.startDate, RANGE_PARAMS.endDate, RANGE_PARAMS.interval].some((p) => params.has(p));
  if (!named && compareOk) return checked(fallback(today), compare, today);

  const form: RangeForm = { von: typed(RANGE_PARAMS.startDate), bis: typed(RANGE_PARAMS.endDate), intervall: typed(RANGE_PARAMS.interval) };
  if (compareTyped) form.vergleich = compareTyped;
  const start = typedDate(form.von);
  const end = typedDate(form.bis);
  const raw = { startDate: start, endDate: end, interval: INTERVAL_OF[form.intervall.toLowerCase()] ?? form.intervall };
  const result = named ? checkRules((name) => raw[name as keyof typeof raw], STATISTICS_QUERY_RULES, statisticsRangeRule(today)) : null;
  const errors: Record<string, string> = {};
  for (const [k, v] of Object.entries((result?.error ?? {}) as RuleErrors)) {
    const field = FIELD_OF[k] ?? k;
    // an interval the form does not offer gets the same message as none
    errors[field] = k === "startDate" ? dateMessage(start, v[0]!) : k === "endDate" ? dateMessage(end, v[0]!) : k === "interval" && v[0] !== DATE_RANGE_MESSAGES.dayTooLong ? DATE_RANGE_MESSAGES.interval : v[0]!;
  }
  if (!compareOk) errors[RANGE_PARAMS.compare] = RANGE_MESSAGES.compare;
  if (Object.keys(errors).length || !result?.value) {
    // only the comparison refused, with no range named: the default range in the form
    if (!named) return { query: null, form: { ...formOf(fallback(today), DEFAULT_COMPARE), vergleich: form.vergleich }, errors };
    return { query: null, form, errors };
  }
  return checked(result.value as StatisticsQuery, compare, today);
}

/**
 * The backend's refusal of a range (one that turned into the future at
 * midnight: a 422, or the adplorer calls' 400 naming its fields) as the page's
 * field messages, or null.
 */
export function rangeRefusal(results: { ok: boolean; status: number; errors?: { field?: string; message: string }[] }[]): Record<string, string> | null {
  const refused = results.find((r) => !r.ok && (r.status === 422 || (r.status === 400 && Boolean(r.errors?.length) && r.errors!.every((e) => e.field && e.field in FIELD_OF))));
  if (!refused) return null;
  const errors: Record<string, string> = {};
  for (const e of refused.errors ?? []) if (e.field) errors[FIELD_OF[e.field] ?? e.field] ??= e.message;
  return errors;
}

/** The refused fields in one line, for an answer that is no page (a CSV download): "Bis: Das Enddatum …". */
export function rangeErrorText(errors: Record<string, string>): string {
  const names: Record<string, string> = { von: "Von", bis: "Bis", intervall: "Intervall", vergleich: "Vergleich" };
  return `Dieser Zeitraum kann nicht gezeigt werden. ${Object.entries(errors)
    .map(([k, v]) => `${names[k] ?? k}: ${v}`)
    .join(" ")}`;
}
