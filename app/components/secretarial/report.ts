import type { ChartRow, ChartSpec } from "~/components/charts";
import { WEEKDAY_NAMES } from "#domain/secretarial";

/**
 * The secretarial service's figures as its page and CSV need them (spec §2
 * sekretariatsservice/uebersicht): calls per period, calls per
 * weekday and hour. The page draws titles and summaries from them on the
 * server and in the browser alike.
 */
export interface SecretarialReport {
  /** "Tag", "Woche" or "Monat" */
  intervalLabel: string;
  from: string;
  to: string;
  /** the periods shown (a page of them on the page, all in the CSV) */
  periods: SecretarialPeriod[];
  /** of the whole range: the calls, and the period with the most */
  total: number;
  busiest: SecretarialPeriod | null;
  /** calls per ISO weekday (1 = Monday) and hour: [weekday, hour, calls] (short: the page sends it as data) */
  byHour: [number, number, number][];
}

export interface SecretarialPeriod {
  label: string;
  calls: number;
  incomplete?: true;
}

const number = new Intl.NumberFormat("de-DE");
const callsText = (n: number) => `${number.format(n)} ${n === 1 ? "Anruf" : "Anrufe"}`;

/** Calls per period. */
export function callsChart(r: SecretarialReport): ChartSpec {
  const { busiest, total } = r;
  return {
    id: "anrufe",
    title: `Anrufe je ${r.intervalLabel}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [{ key: "calls", label: "Anrufe" }],
    rows: r.periods.map((p) => ({ key: p.label, label: p.label, values: { calls: p.calls }, ...(p.incomplete ? { incomplete: true } : {}) })),
    summary: busiest ? `Vom ${r.from} bis ${r.to} nahm der Sekretariatsservice ${callsText(total)} für Sie an, die meisten (${number.format(busiest.calls)}) in ${busiest.label}.` : `Vom ${r.from} bis ${r.to} kamen keine Anrufe an.`,
  };
}

/** Calls by time of day (rows of two hours) and weekday (one series each, the weekdays with calls). */
export function hoursChart(r: SecretarialReport): ChartSpec {
  const byHour = r.byHour.map(([weekday, hour, calls]) => ({ weekday, hour, calls }));
  const hours = [...new Set(byHour.map((h) => h.hour))].sort((a, b) => a - b);
  const weekdays = [...new Set(byHour.map((h) => h.weekday))].sort((a, b) => a - b);
  const at = (weekday: number, hour: number) => byHour.find((h) => h.weekday === weekday && h.hour === hour)?.calls ?? 0;
  // two hours a row: the day's shape, in a table that fits a phone and the page's 14 KB
  const first = hours[0] ?? 0;
  const blocks = [...new Set(hours.map((h) => h - ((h - first) % 2)))];
  const rows: ChartRow[] = blocks.map((from) => ({
    key: String(from),
    label: `${from}–${from + 2} Uhr`,
    values: Object.fromEntries(weekdays.map((w) => [`w${w}`, at(w, from) + at(w, from + 1)])),
  }));
  const top = byHour.reduce<(typeof byHour)[number] | null>((b, h) => (h.calls > (b?.calls ?? 0) ? h : b), null);
  return {
    id: "uhrzeiten",
    title: "Anrufe nach Wochentag und Uhrzeit",
    kind: "line",
    rowHeader: "Uhrzeit",
    series: weekdays.map((w) => ({ key: `w${w}`, label: WEEKDAY_NAMES[w - 1]! })),
    rows,
    summary: top
      ? `Die meisten Anrufe in einer Stunde (${number.format(top.calls)}) kamen ${WEEKDAY_NAMES[top.weekday - 1]!.toLowerCase()}s zwischen ${top.hour} und ${top.hour + 1} Uhr.`
      : "In diesem Zeitraum kamen keine Anrufe an.",
  };
}
