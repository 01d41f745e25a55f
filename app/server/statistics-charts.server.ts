import type { ChartRow, ChartSpec } from "~/components/charts";
import { formatDay, INTERVAL_LABELS, periodLabel, type Period, type StatisticsInterval } from "#domain/statistics";

/** The answers of the three statistics calls (spec §7 b2b/get…Statistics), as far as the page reads them. */
interface Answer<F extends string> {
  startDate: string;
  endDate: string;
  interval: StatisticsInterval;
  periods: (Period & Record<F, number>)[];
  totals: Record<F, number>;
}

const number = new Intl.NumberFormat("de-DE");
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });
const share = (part: number, whole: number) => (whole ? percent.format(part / whole) : "–");

/** "a, b und c" */
const listing = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} und ${parts.at(-1)}` : (parts[0] ?? ""));

/** "je Woche", "je Tag", "je Monat" */
const per = (interval: StatisticsInterval) => `je ${INTERVAL_LABELS[interval]}`;

/** The period with the most of a figure (the first of equals), for the summary. */
function peak<F extends string>(a: Answer<F>, figure: F) {
  return a.periods.reduce<(typeof a.periods)[number] | null>((best, p) => (!best || p[figure] > best[figure] ? p : best), null);
}

/**
 * The page's charts and totals from the three answers: each chart's rows are the
 * answer's periods or categories, so chart and table show the same numbers; a
 * summary in words for screen readers names the totals, the busiest period and
 * whether the last one is still running.
 */
export function statisticsCharts({
  views,
  devices,
  locations,
  city,
}: {
  views: Answer<"impressions" | "views" | "clicks">;
  devices: Answer<"desktop" | "mobile" | "tablet">;
  locations: Answer<"local" | "nearby" | "far" | "unknown">;
  city: string | null;
}) {
  const interval = views.interval;
  const range = `Vom ${formatDay(views.startDate)} bis ${formatDay(views.endDate)}`;
  const rows = (pick: (p: (typeof views.periods)[number]) => Record<string, number>): ChartRow[] =>
    views.periods.map((p) => ({ key: p.start, label: periodLabel(interval, p), incomplete: !p.complete, values: pick(p) }));
  const t = views.totals;
  const busiest = peak(views, "views");
  const busiestText = busiest && busiest.views ? ` Die meisten Aufrufe: ${number.format(busiest.views)} in ${periodLabel(interval, busiest)}.` : "";

  const visits: ChartSpec = {
    id: "aufrufe",
    title: `Aufrufe und Klicks ${per(interval)}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [
      { key: "views", label: "Aufrufe" },
      { key: "clicks", label: "Klicks" },
    ],
    rows: rows((p) => ({ views: p.views, clicks: p.clicks })),
    summary: `${range}: ${number.format(t.views)} Aufrufe Ihres Eintrags und ${number.format(t.clicks)} Klicks auf Telefonnummer, Website, Route oder E-Mail.${busiestText}`,
  };
  const impressions: ChartSpec = {
    id: "einblendungen",
    title: `Einblendungen in Suchergebnissen ${per(interval)}`,
    kind: "line",
    rowHeader: "Zeitraum",
    series: [{ key: "impressions", label: "Einblendungen" }],
    rows: rows((p) => ({ impressions: p.impressions })),
    summary: `${range}: Ihr Eintrag wurde ${number.format(t.impressions)}-mal in Suchergebnissen gezeigt.`,
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
    summary: `${range} kamen ${listing(deviceRows.map(([, label, n], i) => `${share(n, deviceTotal)}${i ? "" : " der Aufrufe"} von einem ${label}`))}.`,
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
    series: [{ key: "views", label: "Aufrufe" }],
    rows: locationRows.map(([key, label, n]) => ({ key, label, values: { views: n } })),
    summary: `${range} waren die Besucher zu ${listing(locationRows.map(([, , n, phrase]) => `${share(n, locationTotal)} ${phrase}`))}.`,
  };
  return {
    range: { start: views.startDate, end: views.endDate, interval },
    totals: [
      { key: "impressions", label: "Einblendungen", hint: "So oft wurde Ihr Eintrag in Suchergebnissen gezeigt.", value: t.impressions },
      { key: "views", label: "Aufrufe", hint: "So oft wurde Ihr Eintrag geöffnet.", value: t.views },
      {
        key: "clicks",
        label: "Klicks",
        hint: `So oft wurde auf Telefonnummer, Website, Route oder E-Mail geklickt${t.views ? ` (${share(t.clicks, t.views)} der Aufrufe)` : ""}.`,
        value: t.clicks,
      },
    ],
    charts: [visits, impressions, byDevice, byLocation],
  };
}
