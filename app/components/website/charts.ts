import type { ChartRow, ChartSpec } from "~/components/charts";
import { germanList } from "#domain/format";
import { KEYWORD_UNKNOWN_LABEL, WEBSITE_DEVICES, WEBSITE_REFERRERS, type WebsiteDevice, type WebsiteReferrer } from "#domain/websites";

/** The referring websites and search keywords the page names (the CSV has all the backend gives). */
export const TOP_ROWS = 10;

/**
 * A website's reports as the statistics page and its CSV need them (spec §7
 * getWebsiteStatistic): only the figures, the periods already named. The page
 * sends this as its data and draws titles, labels and summaries from it on the
 * server and in the browser alike, so none of that text travels twice.
 */
export interface WebsiteReport {
  /** "Tag", "Woche" or "Monat" */
  intervalLabel: string;
  /** the range, DD.MM.YYYY */
  from: string;
  to: string;
  /** the periods shown (a page of them on the page, all in the CSV) */
  periods: { label: string; visits: number; pageViews: number; incomplete?: true }[];
  devices: { key: WebsiteDevice; visits: number }[];
  deviceTotal: number;
  referrers: { key: WebsiteReferrer; visits: number }[];
  referrerTotal: number;
  /** the referring websites, most first (the first TOP_ROWS on the page) */
  websites: { name: string; visits: number }[];
  /** the search keywords passed on, most first (the first TOP_ROWS on the page) */
  keywords: { keyword: string; visits: number }[];
  /** search visits without a keyword */
  unknownKeywords: number;
  searchTotal: number;
  /** every referring website and keyword (the CSV): the titles say so */
  all: boolean;
}

const number = new Intl.NumberFormat("de-DE");
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });
const share = (part: number, whole: number) => (whole ? percent.format(part / whole) : "–");

/** The busiest of some rows by one value, or null. */
const busiest = (rows: ChartRow[], key: string) => rows.reduce<ChartRow | null>((best, r) => (!best || (r.values[key] ?? 0) > (best.values[key] ?? 0) ? r : best), null);

const listChart = (id: string, title: string, rowHeader: string, rows: ChartRow[], summary: string): ChartSpec => ({
  id,
  title,
  kind: "bar",
  layout: "vertical",
  rowHeader,
  series: [{ key: "visits", label: "Besuche" }],
  rows,
  summary,
});

/**
 * The page's charts, each with its table: visits and page views over time, visits
 * by device, by kind of referrer, by referring website and by search keyword.
 */
export function websiteCharts(r: WebsiteReport): ChartSpec[] {
  const timeRows: ChartRow[] = r.periods.map((p) => ({ key: p.label, label: p.label, values: { visits: p.visits, pageViews: p.pageViews }, ...(p.incomplete ? { incomplete: true } : {}) }));
  const peak = busiest(timeRows, "visits");
  const over: ChartSpec = {
    id: "besuche",
    title: `Besuche und Seitenaufrufe je ${r.intervalLabel}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [
      { key: "visits", label: "Besuche" },
      { key: "pageViews", label: "Seitenaufrufe" },
    ],
    rows: timeRows,
    summary: `Vom ${r.from} bis ${r.to}${peak && peak.values.visits ? `: die meisten Besuche (${number.format(peak.values.visits)}) in ${peak.label}` : ": keine Besuche"}.`,
  };
  const deviceRows = r.devices.map((d) => ({ key: d.key, label: WEBSITE_DEVICES[d.key], values: { visits: d.visits } }));
  const byDevice: ChartSpec = {
    id: "geraete",
    title: "Besuche nach Gerät",
    kind: "donut",
    rowHeader: "Gerät",
    series: [{ key: "visits", label: "Besuche" }],
    rows: deviceRows,
    summary: r.deviceTotal
      ? `${germanList(deviceRows.filter((d) => d.values.visits).map((d, i) => `${share(d.values.visits, r.deviceTotal)}${i ? "" : " der Besuche kamen"} von ${d.key === "other" ? "sonstigen Geräten" : `einem ${d.label}`}`))}.`
      : "Keine Besuche in diesem Zeitraum.",
  };
  const referrerRows = r.referrers.map((x) => ({ key: x.key, label: WEBSITE_REFERRERS[x.key], values: { visits: x.visits } }));
  const top = busiest(referrerRows, "visits");
  const byReferrer = listChart(
    "herkunft",
    "Wie Besucher auf Ihre Website kamen",
    "Herkunft",
    referrerRows,
    top && r.referrerTotal ? `Die meisten Besuche (${share(top.values.visits!, r.referrerTotal)}) kamen über ${top.label}.` : "Keine Besuche in diesem Zeitraum.",
  );
  const [site] = r.websites;
  const bySite = listChart(
    "websites",
    r.all ? "Verweisende Websites" : `Verweisende Websites (die ${TOP_ROWS} häufigsten)`,
    "Website",
    r.websites.map((w) => ({ key: w.name, label: w.name, values: { visits: w.visits } })),
    site ? `Die meisten Besuche über eine andere Website kamen von ${site.name} (${number.format(site.visits)}).` : "Keine Besuche über andere Websites in diesem Zeitraum.",
  );
  const keywordRows: ChartRow[] = r.keywords.map((k) => ({ key: k.keyword, label: k.keyword, values: { visits: k.visits } }));
  if (r.unknownKeywords) keywordRows.push({ key: "unbekannt", label: KEYWORD_UNKNOWN_LABEL, values: { visits: r.unknownKeywords } });
  const [word] = r.keywords;
  const byKeyword = listChart(
    "suchbegriffe",
    r.all ? "Suchbegriffe" : `Suchbegriffe (die ${TOP_ROWS} häufigsten)`,
    "Suchbegriff",
    keywordRows,
    word
      ? `Der häufigste übermittelte Suchbegriff war „${word.keyword}“ (${number.format(word.visits)} Besuche); bei ${share(r.unknownKeywords, r.searchTotal)} der Besuche aus Suchmaschinen wurde keiner übermittelt.`
      : "Keine Besuche aus Suchmaschinen mit übermitteltem Suchbegriff in diesem Zeitraum.",
  );
  return [over, byDevice, byReferrer, bySite, byKeyword];
}
