/**
 * The entry statistics (spec §7 GET /api/customer/b2b/getViewStatistics,
 * getDeviceStatistics, getLocationStatistics; spec §3 "Date range": startDate,
 * endDate, interval; spec §9: the default interval is 'Week', dates go as
 * YYYY-MM-DD). The rules of a date range, the periods it is cut into, and their
 * German names; used by the API, which answers, and by the portal, which asks
 * and shows. dayjs with the `de` locale names days and months.
 */
import dayjs from "dayjs";
import "dayjs/locale/de.js";
import isoWeek from "dayjs/plugin/isoWeek.js";
import utc from "dayjs/plugin/utc.js";
import { date, select, type Refine, type RuleValues } from "./form-rules";

dayjs.extend(utc);
dayjs.extend(isoWeek);

export const STATISTICS_INTERVALS = ["Day", "Week", "Month"] as const;
export type StatisticsInterval = (typeof STATISTICS_INTERVALS)[number];

/** Spec §9: 'Week' unless the user chose another. */
export const DEFAULT_INTERVAL: StatisticsInterval = "Week";

/** How the interval reads on screen. */
export const INTERVAL_LABELS: Record<StatisticsInterval, string> = { Day: "Tag", Week: "Woche", Month: "Monat" };

/** The longest range any interval may show. */
export const MAX_RANGE_YEARS = 3;
/** By day at most a quarter: longer, the table would run to hundreds of rows. */
export const MAX_DAY_RANGE_DAYS = 92;

/** Spec §8 'dateRange is not set', as the user reads it at each field. */
export const DATE_RANGE_MESSAGES = {
  startMissing: "Bitte geben Sie an, ab welchem Tag die Statistik beginnen soll.",
  endMissing: "Bitte geben Sie an, bis zu welchem Tag die Statistik reichen soll.",
  interval: "Bitte wählen Sie Tag, Woche oder Monat.",
  endBeforeStart: "Das Enddatum liegt vor dem Startdatum. Bitte wählen Sie ein späteres Enddatum.",
  future: "Für Tage nach heute gibt es noch keine Zahlen. Bitte wählen Sie spätestens das heutige Datum.",
  tooLong: `Der Zeitraum darf höchstens ${MAX_RANGE_YEARS} Jahre umfassen. Bitte wählen Sie ein späteres Startdatum.`,
  dayTooLong: `Nach Tagen lassen sich höchstens ${MAX_DAY_RANGE_DAYS} Tage zeigen. Bitte wählen Sie Woche oder Monat oder einen kürzeren Zeitraum.`,
} as const;

/** The query of the three statistics calls (spec §7), YYYY-MM-DD on the wire. */
export const STATISTICS_QUERY_RULES = {
  startDate: date({ required: DATE_RANGE_MESSAGES.startMissing }),
  endDate: date({ required: DATE_RANGE_MESSAGES.endMissing }),
  interval: select({ options: STATISTICS_INTERVALS, required: DATE_RANGE_MESSAGES.interval }),
};

/** A checked query: both dates and the interval given. */
export interface StatisticsQuery {
  startDate: string;
  endDate: string;
  interval: StatisticsInterval;
}

const day = (iso: string) => dayjs.utc(iso);

/**
 * The checks across the fields, against today's date (YYYY-MM-DD, Berlin): the
 * end not before the start and not after today, at most three years, by day at
 * most MAX_DAY_RANGE_DAYS days. A range that breaks one is never queried.
 */
export const statisticsRangeRule =
  (today: string): Refine<typeof STATISTICS_QUERY_RULES> =>
  ({ startDate, endDate, interval }: RuleValues<typeof STATISTICS_QUERY_RULES>): Record<string, string> | null => {
    if (endDate < startDate) return { endDate: DATE_RANGE_MESSAGES.endBeforeStart };
    if (endDate > today) return { endDate: DATE_RANGE_MESSAGES.future };
    // three years from 25.11.2023 end on 24.11.2026
    if (!day(endDate).isBefore(day(startDate).add(MAX_RANGE_YEARS, "year"))) return { startDate: DATE_RANGE_MESSAGES.tooLong };
    if (interval === "Day" && day(endDate).diff(day(startDate), "day") + 1 > MAX_DAY_RANGE_DAYS) return { interval: DATE_RANGE_MESSAGES.dayTooLong };
    return null;
  };

/** One period of a range: its dates within the range, and whether the period itself has ended. */
export interface Period {
  /** the period's first day within the range (YYYY-MM-DD) */
  start: string;
  /** its last day within the range */
  end: string;
  /** false for the running day, week or month: its figures still grow */
  complete: boolean;
}

const DAY_MS = 86_400_000;
/** A checked day (YYYY-MM-DD) as UTC midnight in ms, and back: plain arithmetic, as the periods of three years by week are hundreds of steps. */
const msOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day from `start` to `end` (YYYY-MM-DD), both included. */
export function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let ms = msOf(start), last = msOf(end); ms <= last; ms += DAY_MS) out.push(isoOf(ms));
  return out;
}

/** The first day (ms) of the period (day, ISO week from Monday, month) that holds day `ms`. */
function startMs(interval: StatisticsInterval, ms: number): number {
  if (interval === "Day") return ms;
  const d = new Date(ms);
  if (interval === "Week") return ms - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The last day (ms) of the period that starts on day `ms`. */
function endMs(interval: StatisticsInterval, ms: number): number {
  if (interval === "Day") return ms;
  if (interval === "Week") return ms + 6 * DAY_MS;
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
}

/** The first day of the period (day, ISO week from Monday, month) that holds `iso`. */
export function periodStart(interval: StatisticsInterval, iso: string): string {
  return isoOf(startMs(interval, msOf(iso)));
}

/** The range cut into its periods, oldest first; the first and last may be cut short by the range. */
export function periodsOf(startDate: string, endDate: string, interval: StatisticsInterval, today: string): Period[] {
  const out: Period[] = [];
  const last = msOf(endDate);
  for (let from = startMs(interval, msOf(startDate)); from <= last; ) {
    const naturalEnd = endMs(interval, from);
    const start = isoOf(from);
    const end = isoOf(naturalEnd);
    out.push({ start: start < startDate ? startDate : start, end: end > endDate ? endDate : end, complete: end < today });
    from = naturalEnd + DAY_MS;
  }
  return out;
}

/** DD.MM.YYYY (spec §9 on screen). */
export const formatDay = (iso: string) => day(iso).format("DD.MM.YYYY");

/**
 * The German name of a period: "Mo, 23.11.2026", "KW 48, 23.11.–29.11.2026"
 * (with both years when the week spans New Year), "November 2026" (with its
 * days when the range cuts it short: "November 2026, 01.11.–24.11.").
 */
export function periodLabel(interval: StatisticsInterval, p: Pick<Period, "start" | "end">): string {
  const start = day(p.start).locale("de");
  const end = day(p.end);
  if (interval === "Day") return start.format("dd, DD.MM.YYYY");
  if (interval === "Week") {
    const from = p.start === p.end ? "" : start.format(start.year() === end.year() ? "DD.MM.–" : "DD.MM.YYYY–");
    return `KW ${start.isoWeek()}, ${from}${end.format("DD.MM.YYYY")}`;
  }
  const month = start.format("MMMM YYYY");
  const whole = start.date() === 1 && end.date() === end.daysInMonth();
  return whole ? month : `${month}, ${start.format("DD.MM.")}–${end.format("DD.MM.")}`;
}

/**
 * A date as people type it, made readable for the rules: "1.9.26" and
 * "01.09.26" are in this century, "01092026" is DD.MM.YYYY without dots.
 * Anything else comes back as it was (the rules then say what is wrong).
 */
export function typedDate(value: string): string {
  const v = value.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  if (digits) return `${digits[1]}.${digits[2]}.${digits[3]}`;
  const short = /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/.exec(v);
  if (short) return `${short[1]}.${short[2]}.20${short[3]}`;
  return v;
}

/** The range a page shows when the user has not chosen one: the running week and the eleven before it, by week. */
export function defaultStatisticsQuery(today: string): StatisticsQuery {
  return { startDate: day(today).startOf("isoWeek").subtract(11, "week").format("YYYY-MM-DD"), endDate: today, interval: DEFAULT_INTERVAL };
}
