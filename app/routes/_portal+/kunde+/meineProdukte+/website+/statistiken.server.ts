import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ChartRow, ChartSpec } from "~/components/charts";
import { berlinToday, germanList } from "#domain/format";
import { formatDay, INTERVAL_LABELS, periodLabel } from "#domain/statistics";
import { KEYWORD_UNKNOWN_LABEL, WEBSITE_DEVICES, WEBSITE_REFERRERS } from "#domain/websites";
import type { ApiResult, DataOf } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal, type CheckedRange } from "~/server/date-range.server";
import { newestFirstPage } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";
import type { AreaClients } from "~/server/api-client.server";

/** The table shows at most this many periods at a time (the newest first). */
export const TABLE_PAGE_ROWS = 12;
/** The referring websites and search keywords the page names (the CSV has all the backend gives). */
export const TOP_ROWS = 10;

type Customer = AreaClients["customer"];
type Views = DataOf<Awaited<ReturnType<Customer["getWebsiteStatistic"]["views"][":identifier"]["$get"]>>>;
type Devices = DataOf<Awaited<ReturnType<Customer["getWebsiteStatistic"]["devices"][":identifier"]["$get"]>>>;
type Referrers = DataOf<Awaited<ReturnType<Customer["getWebsiteStatistic"]["referrers"][":identifier"]["$get"]>>>;
type Keywords = DataOf<Awaited<ReturnType<Customer["getWebsiteStatistic"]["keywords"]["$get"]>>>;

/** The company's websites (spec §7 getWebsites), for the choice. */
async function websitesOf(portal: PortalContext) {
  const res = await portal.api.call((api) => api.customer.getWebsites.$get({ query: {} }));
  return portal.need(res);
}

/** The four reports of one website and range (spec §7 getWebsiteStatistic), side by side. */
export function websiteStatisticsCalls(portal: PortalContext, website: string, range: CheckedRange) {
  const query = range.query;
  const param = { identifier: website };
  // keywords name the website in the query (spec §7 …/keywords?identifier)
  const keywordQuery = { ...query, identifier: website };
  return Promise.all([
    portal.api.call((api) => api.customer.getWebsiteStatistic.views[":identifier"].$get({ param, query })),
    portal.api.call((api) => api.customer.getWebsiteStatistic.devices[":identifier"].$get({ param, query })),
    portal.api.call((api) => api.customer.getWebsiteStatistic.referrers[":identifier"].$get({ param, query })),
    portal.api.call((api) => api.customer.getWebsiteStatistic.keywords.$get({ query: keywordQuery })),
  ]);
}

/** The totals of the range compared with: the views report by month (the fewest periods). Null when it cannot be had. */
async function comparedTotals(portal: PortalContext, website: string, range: CheckedRange) {
  const res = await portal.api.call((api) =>
    api.customer.getWebsiteStatistic.views[":identifier"].$get({
      param: { identifier: website },
      query: { startDate: range.compared.startDate, endDate: range.compared.endDate, interval: "Month" },
    }),
  );
  return res.ok ? res.data.totals : null;
}

/** The analytics server's "Statistik derzeit nicht verfügbar …" when one of the answers carries it (503), else null. */
export function unavailableOf(answers: ApiResult<unknown>[]): string | null {
  for (const a of answers) if (!a.ok && a.status === 503) return a.errors[0]?.message ?? null;
  return null;
}

const number = new Intl.NumberFormat("de-DE");
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });
const share = (part: number, whole: number) => (whole ? percent.format(part / whole) : "–");

/** The busiest of some rows by one value, or null. */
const busiest = (rows: ChartRow[], key: string) => rows.reduce<ChartRow | null>((best, r) => (!best || (r.values[key] ?? 0) > (best.values[key] ?? 0) ? r : best), null);

/**
 * The page's charts, each with its table: visits and page views over time (the
 * table's periods), visits by device, by kind of referrer, by referring website
 * and by search keyword (the first TOP_ROWS, or all with `all`, for the CSV).
 */
export function websiteCharts({ views, devices, referrers, keywords, tableRows, all = false }: { views: Views; devices: Devices; referrers: Referrers; keywords: Keywords; tableRows?: [number, number]; all?: boolean }) {
  const interval = views.interval;
  const periods = tableRows ? views.periods.slice(...tableRows) : views.periods;
  const timeRows: ChartRow[] = periods.map((p) => {
    const label = periodLabel(interval, p);
    const row: ChartRow = { key: label, label, values: { visits: p.visits, pageViews: p.pageViews } };
    if (!p.complete) row.incomplete = true;
    return row;
  });
  const peak = busiest(timeRows, "visits");
  const over: ChartSpec = {
    id: "besuche",
    title: `Besuche und Seitenaufrufe je ${INTERVAL_LABELS[interval]}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [
      { key: "visits", label: "Besuche" },
      { key: "pageViews", label: "Seitenaufrufe" },
    ],
    rows: timeRows,
    summary: `Vom ${formatDay(views.startDate)} bis ${formatDay(views.endDate)}${peak && peak.values.visits ? `: die meisten Besuche (${number.format(peak.values.visits!)}) in ${peak.label}` : ": keine Besuche"}.`,
  };
  const deviceRows = devices.devices.map((d) => ({ key: d.key, label: WEBSITE_DEVICES[d.key], values: { visits: d.visits } }));
  const byDevice: ChartSpec = {
    id: "geraete",
    title: "Besuche nach Gerät",
    kind: "donut",
    rowHeader: "Gerät",
    series: [{ key: "visits", label: "Besuche" }],
    rows: deviceRows,
    summary: devices.total
      ? `${germanList(deviceRows.filter((r) => r.values.visits).map((r, i) => `${share(r.values.visits, devices.total)}${i ? "" : " der Besuche kamen"} von ${r.label === "Sonstige Geräte" ? "sonstigen Geräten" : `einem ${r.label}`}`))}.`
      : "Keine Besuche in diesem Zeitraum.",
  };
  const referrerRows = referrers.referrers.map((r) => ({ key: r.key, label: WEBSITE_REFERRERS[r.key], values: { visits: r.visits } }));
  const top = busiest(referrerRows, "visits");
  const byReferrer: ChartSpec = {
    id: "herkunft",
    title: "Wie Besucher auf Ihre Website kamen",
    kind: "bar",
    layout: "vertical",
    rowHeader: "Herkunft",
    series: [{ key: "visits", label: "Besuche" }],
    rows: referrerRows,
    summary: top && referrers.total ? `Die meisten Besuche (${share(top.values.visits!, referrers.total)}) kamen über ${top.label}.` : "Keine Besuche in diesem Zeitraum.",
  };
  const sites = all ? referrers.websites : referrers.websites.slice(0, TOP_ROWS);
  const bySite: ChartSpec = {
    id: "websites",
    title: all ? "Verweisende Websites" : `Verweisende Websites (die ${TOP_ROWS} häufigsten)`,
    kind: "bar",
    layout: "vertical",
    rowHeader: "Website",
    series: [{ key: "visits", label: "Besuche" }],
    rows: sites.map((w) => ({ key: w.name, label: w.name, values: { visits: w.visits } })),
    summary: sites[0] ? `Die meisten Besuche über eine andere Website kamen von ${sites[0].name} (${number.format(sites[0].visits)}).` : "Keine Besuche über andere Websites in diesem Zeitraum.",
  };
  const words = all ? keywords.keywords : keywords.keywords.slice(0, TOP_ROWS);
  const keywordRows: ChartRow[] = words.map((k) => ({ key: k.keyword, label: k.keyword, values: { visits: k.visits } }));
  if (keywords.unknown.visits) keywordRows.push({ key: "unbekannt", label: KEYWORD_UNKNOWN_LABEL, values: { visits: keywords.unknown.visits } });
  const byKeyword: ChartSpec = {
    id: "suchbegriffe",
    title: all ? "Suchbegriffe" : `Suchbegriffe (die ${TOP_ROWS} häufigsten)`,
    kind: "bar",
    layout: "vertical",
    rowHeader: "Suchbegriff",
    series: [{ key: "visits", label: "Besuche" }],
    rows: keywordRows,
    summary: words[0]
      ? `Der häufigste übermittelte Suchbegriff war „${words[0].keyword}“ (${number.format(words[0].visits)} Besuche); bei ${share(keywords.unknown.visits, keywords.total)} der Besuche aus Suchmaschinen wurde keiner übermittelt.`
      : "Keine Besuche aus Suchmaschinen mit übermitteltem Suchbegriff in diesem Zeitraum.",
  };
  return { totals: views.totals, charts: [over, byDevice, byReferrer, bySite, byKeyword] };
}

/**
 * The website statistics (spec §2 website/statistiken, §7 getWebsiteStatistic):
 * the company's websites to choose from, the range from the product kit's GET
 * form, the four key figures compared with the range before, and each report as a
 * chart with its table. A Matomo that does not answer shows "Statistik derzeit
 * nicht verfügbar" with the day of the last figures; the page itself still renders.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  const named = portal.url.searchParams.get("website");
  // with a website named, its figures go out beside the list; without, they wait for the list's first website
  const checked = range.query ? range : null;
  const calls = (website: string) =>
    checked ? Promise.all([websiteStatisticsCalls(portal, website, checked), comparedTotals(portal, website, checked)]) : Promise.resolve(null);
  const early = named ? calls(named) : null;
  const websites = (await websitesOf(portal)).websites;
  const base = { today, form: range.form, websites: websites.map((w) => ({ id: w.id, url: w.url, tierName: w.tierName, hasStatistics: w.piwikId !== null })) };
  const website = named ?? websites.find((w) => w.piwikId !== null)?.id ?? null;
  const empty = { compare: null, statistics: null, table: null, unavailable: null };
  if (!website) return { ...base, website: null, errors: null, ...empty };
  if (!range.query) return { ...base, website, errors: range.errors, ...empty };
  const answers = await (early ?? calls(website));
  if (!answers) return { ...base, website, errors: null, ...empty };
  const [[views, devices, referrers, keywords], previous] = answers;
  const errors = rangeRefusal([views, devices, referrers, keywords]);
  if (errors) return { ...base, website, errors, ...empty };
  const unavailable = unavailableOf([views, devices, referrers, keywords]);
  if (unavailable) return { ...base, website, errors: null, ...empty, unavailable };
  const viewData = await portal.need(views);
  const { rows, table } = newestFirstPage(portal.url, viewData.periods.length, TABLE_PAGE_ROWS);
  const statistics = websiteCharts({
    views: viewData,
    devices: await portal.need(devices),
    referrers: await portal.need(referrers),
    keywords: await portal.need(keywords),
    tableRows: rows,
  });
  return {
    ...base,
    website,
    errors: null,
    compare: { mode: range.compare, running: range.running, totals: previous },
    statistics,
    table,
    unavailable: null,
  };
}
