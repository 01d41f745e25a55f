import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { rangeSearch } from "~/components/product/date-range";
import { dateRangeOf, rangeRefusal, type CheckedRange } from "~/server/date-range.server";
import { menuOf } from "~/server/layout.server";
import { pageUrl } from "~/server/page-url";
import { newestFirstPage } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";
import { statisticsCharts } from "~/server/statistics-charts.server";

/** The table shows at most this many periods at a time (the newest first); the chart shows the whole range. */
export const TABLE_PAGE_ROWS = 12;

/** The three calls of a checked range (spec §7 b2b/get…Statistics), side by side, with the menu (the company's town and name). */
export function statisticsCalls(portal: PortalContext, range: CheckedRange) {
  const q = { query: range.query };
  return Promise.all([
    portal.api.call((api) => api.customer.b2b.getViewStatistics.$get(q)),
    portal.api.call((api) => api.customer.b2b.getDeviceStatistics.$get(q)),
    portal.api.call((api) => api.customer.b2b.getLocationStatistics.$get(q)),
    menuOf(portal),
  ]);
}

/**
 * The totals of the range compared with (docs/product-page.md "Comparison"): only
 * getViewStatistics, by month (the fewest periods; the totals are the same by any
 * interval). Null when it cannot be had: the figures then say "kein Vergleichswert".
 */
async function comparedTotals(portal: PortalContext, range: CheckedRange) {
  const res = await portal.api.call((api) =>
    api.customer.b2b.getViewStatistics.$get({ query: { startDate: range.compared.startDate, endDate: range.compared.endDate, interval: "Month" } }),
  );
  return res.ok ? res.data.totals : null;
}

/**
 * Statistics of the entry (spec §2 eintrag/statistiken, §7 b2b/get…Statistics):
 * the range, interval and comparison come from the page's address (the product
 * kit's GET form, so each view has its own bookmarkable address); without them,
 * the default range by week (spec §9). A range the rules refuse is shown with its
 * messages and never queried; otherwise the three calls and the views of the range
 * compared with go out side by side. The table shows a page of the periods
 * (`seite`, 1 = the newest); the chart fetches the whole range from
 * statistiken/daten after the page is on screen; statistiken/csv gives each table.
 * The quick choices are computed by the page from `today`.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  if (!range.query) return { today, form: range.form, errors: range.errors, compare: null, statistics: null, table: null };
  const [[views, devices, locations, menu], previous] = await Promise.all([statisticsCalls(portal, range), comparedTotals(portal, range)]);
  const errors = rangeRefusal([views, devices, locations]);
  if (errors) return { today, form: range.form, errors, compare: null, statistics: null, table: null };
  const city = menu.ok ? (menu.data.customer?.city ?? null) : null;
  const viewData = await portal.need(views);
  const { rows, table } = newestFirstPage(portal.url, viewData.periods.length, TABLE_PAGE_ROWS);
  const statistics = statisticsCharts({
    views: viewData,
    devices: await portal.need(devices),
    locations: await portal.need(locations),
    city,
    tableRows: rows,
    source: table ? `${pageUrl(portal.request).pathname}/daten${rangeSearch(range.form)}` : undefined,
  });
  return {
    today,
    form: range.form,
    errors: null,
    compare: { mode: range.compare, running: range.running, totals: previous },
    statistics,
    table,
  };
}
