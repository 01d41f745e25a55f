import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { dateRangeOf } from "~/server/date-range.server";
import { timeRows } from "~/server/statistics-charts.server";

/**
 * The rows of the statistics' time chart over the whole range (JSON for the
 * page's chart, which draws every period while the table shows a page of them;
 * spec §7 b2b/getViewStatistics). The same range rules as the page: a refused
 * range is a 400 with the field messages.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) throw data({ errors: range.errors }, { status: 400 });
  const views = await portal.need(await portal.api.call((api) => api.customer.b2b.getViewStatistics.$get({ query: range.query })));
  return Response.json({ rows: timeRows(views) }, { headers: { "Cache-Control": "private, no-store" } });
}
