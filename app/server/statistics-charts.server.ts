import type { ChartRow, ChartSpec } from "~/components/charts";
import { formatDay, INTERVAL_LABELS, periodLabel, type Period, type StatisticsInterval } from "#domain/statistics";
import { germanList } from "#domain/format";

/** The answers of the three statistics calls (spec §7 b2b/get…Statistics), as far as the page reads them. */
export interface Answer<F extends string> {
  startDate: string;
  endDate: string;
  interval: StatisticsInterval;
  periods: (Period & Record<F, number>)[];
  totals: Record<F, number>;
}

const number = new Intl.NumberFormat("de-DE");
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });
const share = (part: number, whole: number) => (whole ? percent.format(part / whole) : "–");

/** "je Woche", "je Tag", "je Monat" */
const per = (interval: StatisticsInterval) => `je ${INTERVAL_LABELS[interval]}`;

/** The period with the most of a figure (the first of equals), for the summary. */
function peak<F extends string>(a: Answer<F>, figure: F) {
  return a.periods.reduce<(typeof a.periods)[number] | null>((best, p) => (!best || p[figure] > best[figure] ? p : best), null);
}

/** The rows of the time chart: every period of the answer with its name and figures. */
export function timeRows(views: Answer<"impressions" | "views" | "clicks">): ChartRow[] {
  return views.periods.map((p) => {
    const label = periodLabel(views.interval, p);
    // the label is unique too, and every page's HTML carries these rows: no second string per row
    const row: ChartRow = { key: label, label, values: { impressions: p.impressions, views: p.views, clicks: p.clicks } };
    if (!p.complete) row.incomplete = true;
    return row;
  });
}

/**
 * The page's charts and totals from the three answers: each chart's rows are the
 * answer's periods or categories, so chart and table show the same numbers; a
 * summary in words for screen readers names the busiest period and the shares
 * whether the last one is still running.
 */
export function statisticsCharts({
  views,
  devices,
  locations,
  city,
  tableRows,
  source,
}: {
  views: Answer<"impressions" | "views" | "clicks">;
  devices: Answer<"desktop" | "mobile" | "tablet">;
  locations: Answer<"local" | "nearby" | "far" | "unknown">;
  city: string | null;
  /** the periods the table shows ([from, to) of the answer's periods; all when not given) */
  tableRows?: [number, number];
  /** where the chart gets the rows of the whole range, when the table shows only some */
  source?: string;
}) {
  const interval = views.interval;
  const range = `Vom ${formatDay(views.startDate)} bis ${formatDay(views.endDate)}`;
  const t = views.totals;
  const busiest = peak(views, "views");
  const busiestText = busiest && busiest.views ? `: die meisten Aufrufe (${number.format(busiest.views)}) in ${periodLabel(interval, busiest)}` : ": keine Aufrufe";

  const visits: ChartSpec = {
    id: "zeitverlauf",
    title: `Einblendungen, Aufrufe und Klicks ${per(interval)}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [
      { key: "impressions", label: "Einblendungen" },
      { key: "views", label: "Aufrufe" },
      { key: "clicks", label: "Klicks" },
    ],
    // impressions run to about ten times the views: they get a drawing of their own
    drawings: [
      { title: "Aufrufe und Klicks", kind: "bar", series: ["views", "clicks"] },
      { title: "Einblendungen in Suchergebnissen", kind: "line", series: ["impressions"] },
    ],
    // only the table's periods are named here (the chart gets the whole range's rows from `source`)
    rows: timeRows(tableRows ? { ...views, periods: views.periods.slice(...tableRows) } : views),
    source,
    summary: `${range}${busiestText}.`,
  };
  const d = devices.totals;
  const deviceRows: [string, string, number][] = [
    ["mobile", "Smartphone", d.mobile],
    ["desktop", "Computer", d.desktop],
    ["tablet", "Tablet", d.tablet],
  ];
  const deviceTotal = d.mobile + d.desktop + d.tablet;
  const byDevice: ChartSpec = {
    id: "geraete",
    title: "Aufrufe nach Gerät",
    kind: "donut",
    rowHeader: "Gerät",
    series: [{ key: "views", label: "Aufrufe" }],
    rows: deviceRows.map(([key, label, n]) => ({ key, label, values: { views: n } })),
    summary: `${germanList(deviceRows.map(([, label, n], i) => `${share(n, deviceTotal)}${i ? "" : " der Aufrufe kamen"} von einem ${label}`))}.`,
  };
  const l = locations.totals;
  const locationRows: [string, string, number, string][] = [
    ["local", city ? `In ${city}` : "Am Ort Ihrer Firma", l.local, city ? `in ${city}` : "am Ort Ihrer Firma"],
    ["nearby", "Bis 50 km entfernt", l.nearby, "bis 50 km entfernt"],
    ["far", "Weiter entfernt", l.far, "weiter entfernt"],
    ["unknown", "Nicht bekannt", l.unknown, "an einem unbekannten Ort"],
  ];
  const locationTotal = l.local + l.nearby + l.far + l.unknown;
  const byLocation: ChartSpec = {
    id: "herkunft",
    title: "Aufrufe nach Standort der Besucher",
    kind: "bar",
    rowHeader: "Standort",
    layout: "vertical",
    series: [{ key: "views", label: "Aufrufe" }],
    rows: locationRows.map(([key, label, n]) => ({ key, label, values: { views: n } })),
    summary: `Die Besucher waren zu ${germanList(locationRows.map(([, , n, phrase]) => `${share(n, locationTotal)} ${phrase}`))}.`,
  };
  // the page names its range from its form: no second copy in the page's data
  return {
    totals: { impressions: t.impressions, views: t.views, clicks: t.clicks },
    charts: [visits, byDevice, byLocation],
  };
}
