import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { csvFileName, csvRefusal, csvResponse, tableRows } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { statisticsCharts } from "~/server/statistics-charts.server";
import { statisticsCalls } from "./statistiken.server";

/**
 * One table of the entry statistics as CSV (`?tabelle=zeitverlauf|geraete|herkunft`
 * and the page's range; docs/product-page.md "Tables"): every period of the range,
 * not only the page shown. A range the page would refuse is a 400 with the German
 * messages; a table the page does not have, a 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const [views, devices, locations, menu] = await statisticsCalls(portal, range);
  const refused = rangeRefusal([views, devices, locations]);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const company = menu.ok ? (menu.data.customer ?? null) : null;
  const statistics = statisticsCharts({
    views: await portal.need(views),
    devices: await portal.need(devices),
    locations: await portal.need(locations),
    city: company?.city ?? null,
  });
  const chart = statistics.charts.find((c) => c.id === portal.url.searchParams.get("tabelle"));
  if (!chart) return csvRefusal("Diese Tabelle gibt es nicht. Bitte laden Sie die Tabelle über die Seite „Statistiken“ herunter.", 404);
  return csvResponse(tableRows(chart), csvFileName(chart.title, company?.name, `${range.form.von}-${range.form.bis}`));
}
