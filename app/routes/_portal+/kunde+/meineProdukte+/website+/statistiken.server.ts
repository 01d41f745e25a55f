import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { TOP_ROWS, type WebsiteReport } from "~/components/website/charts";
import { berlinToday } from "#domain/format";
import { formatDay, INTERVAL_LABELS, periodLabel } from "#domain/statistics";
import type { ApiResult, DataOf } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal, type CheckedRange } from "~/server/date-range.server";
import { newestFirstPage } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";
import type { AreaClients } from "~/server/api-client.server";

/** The table shows at most this many periods at a time (the newest first; spec §9's page size of lists). */
export const TABLE_PAGE_ROWS = 10;

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

/** The views report's call for one range by month (the fewest periods): its totals are what key figures are compared with. */
export const viewTotalsCall = (portal: PortalContext, website: string, startDate: string, endDate: string) =>
  portal.api.call((api) => api.customer.getWebsiteStatistic.views[":identifier"].$get({ param: { identifier: website }, query: { startDate, endDate, interval: "Month" } }));

/** The totals of the range compared with. Null when it cannot be had. */
async function comparedTotals(portal: PortalContext, website: string, range: CheckedRange) {
  const res = await viewTotalsCall(portal, website, range.compared.startDate, range.compared.endDate);
  return res.ok ? res.data.totals : null;
}

/** The analytics server's "Statistik derzeit nicht verfügbar …" when one of the answers carries it (503), else null. */
export function unavailableOf(answers: ApiResult<unknown>[]): string | null {
  for (const a of answers) if (!a.ok && a.status === 503) return a.errors[0]?.message ?? null;
  return null;
}

/**
 * The reports as the page (a page of the periods, the first TOP_ROWS referring
 * websites and keywords) or the CSV (`all`) needs them: figures and period names only.
 */
export function websiteReport({ views, devices, referrers, keywords, tableRows, all = false }: { views: Views; devices: Devices; referrers: Referrers; keywords: Keywords; tableRows?: [number, number]; all?: boolean }): WebsiteReport {
  const periods = tableRows ? views.periods.slice(...tableRows) : views.periods;
  const top = <T,>(list: T[]) => (all ? list : list.slice(0, TOP_ROWS));
  return {
    intervalLabel: INTERVAL_LABELS[views.interval],
    from: formatDay(views.startDate),
    to: formatDay(views.endDate),
    periods: periods.map((p) => ({ label: periodLabel(views.interval, p), visits: p.visits, pageViews: p.pageViews, ...(p.complete ? {} : { incomplete: true as const }) })),
    devices: devices.devices,
    deviceTotal: devices.total,
    referrers: referrers.referrers,
    referrerTotal: referrers.total,
    websites: top(referrers.websites),
    keywords: top(keywords.keywords),
    unknownKeywords: keywords.unknown.visits,
    searchTotal: keywords.total,
    all,
  };
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
  const empty = { compare: null, totals: null, report: null, table: null, unavailable: null };
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
  const report = websiteReport({
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
    totals: viewData.totals,
    report,
    table,
    unavailable: null,
  };
}
