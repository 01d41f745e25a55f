import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { portalRows, ratingFigures, ratingsChart, type RatingReport } from "~/components/ratings/report";
import { COMPARE_CHOICES } from "~/components/product/date-range";
import { berlinToday } from "#domain/format";
import { formatDay, INTERVAL_LABELS, periodLabel, type StatisticsQuery } from "#domain/statistics";
import { isRatingProductSlug, NO_FIGURE, ratingIntervalOf } from "#domain/ratings";
import { pageFor, type PageName } from "#domain/pages";
import type { AreaClients, DataOf } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal } from "~/server/date-range.server";
import { newestFirstPage } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";

/** The table shows at most this many periods at a time, the newest first (the default range, 12 weeks, is one page). */
export const TABLE_PAGE_ROWS = 12;

export type RatingStatistics = DataOf<Awaited<ReturnType<AreaClients["wkdb"]["ratings"]["statistics"]["$post"]>>>;

/** POST /api/wkdb/ratings/statistics (spec §7) for the active company and a range; the interval in upper case (spec §9). */
export async function ratingStatisticsCall(portal: PortalContext, q: StatisticsQuery) {
  const companyId = (await portal.auth())?.accountId ?? "";
  return portal.api.call((api) => api.wkdb.ratings.statistics.$post({ json: { companyId, startDate: q.startDate, endDate: q.endDate, interval: ratingIntervalOf(q.interval) } }));
}

/** The page of this address (spec §2 `{product}/uebersicht`): the rating product's overview its slug names, or the 404 page. */
export function overviewPage(portal: PortalContext, slug: string | undefined): Extract<PageName, "ratingPlus.overview" | "wkdb.overview"> {
  const name = pageFor(portal.url.pathname.replace(/\/csv\/?$/, ""))?.name;
  if (!isRatingProductSlug(slug) || (name !== "ratingPlus.overview" && name !== "wkdb.overview")) throw data({ requestId: portal.requestId }, { status: 404 });
  return name;
}

/** The periods as the page (a page of them) or the CSV (all) needs them. */
export function ratingReport(s: RatingStatistics, tableRows?: [number, number]): RatingReport {
  const periods = s.periods.map(({ start, end, complete, ratings, overall }) => ({ label: periodLabel(s.interval, { start, end }), ratings, overall, ...(complete ? {} : { incomplete: true as const }) }));
  return { intervalLabel: INTERVAL_LABELS[s.interval], from: formatDay(s.startDate), to: formatDay(s.endDate), periods: tableRows ? periods.slice(...tableRows) : periods, total: s.total };
}

/**
 * The rating overview of either rating product (spec §2 `{product}/uebersicht`,
 * §3 Portal rating stats): the range from the product kit's GET form, the key
 * figures against the range compared with, each portal's average and count
 * (−1: "noch keine Daten", never averaged in) with the overall average weighted
 * by count, and the ratings per period with the overall average at each
 * period's end as a chart with its table. Everything comes formatted.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const page = overviewPage(portal, params.product);
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  const base = { page, today, form: range.form, errors: range.errors, compare: null, figures: null, chart: null, portals: null, table: null };
  if (!range.query) return base;
  const [current, previous] = await Promise.all([ratingStatisticsCall(portal, range.query), ratingStatisticsCall(portal, { ...range.compared, interval: "Month" })]);
  const errors = rangeRefusal([current]);
  if (errors) return { ...base, errors };
  const s = await portal.need(current);
  const before = previous.ok ? previous.data : null;
  const { rows, table } = newestFirstPage(portal.url, s.periods.length, TABLE_PAGE_ROWS);
  const report = ratingReport(s, rows);
  const against = COMPARE_CHOICES.find((c) => c.value === range.compare)!.against;
  const overallAt = (x: RatingStatistics) => x.periods.at(-1)?.overall ?? NO_FIGURE;
  return {
    ...base,
    compare: { mode: range.compare, running: range.running },
    figures: ratingFigures({ total: s.total, overall: overallAt(s) }, before ? { total: before.total, overall: overallAt(before) } : null, against),
    chart: ratingsChart(report),
    portals: portalRows(s.allTime.portals, s.portals, { allTime: s.allTime.total, range: s.total }),
    table,
  };
}
