import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { portalCsv, ratingsChart } from "~/components/ratings/report";
import { csvFileName, csvRefusal, csvResponse, tableRows } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { activeCompanyName } from "~/server/layout.server";
import { overviewPage, ratingReport, ratingStatisticsCall } from "./$product.uebersicht.server";

/**
 * A table of the rating overview as CSV (the page's range): `tabelle=portale`
 * each portal's figures, `verlauf` the ratings per period with their own and
 * the overall average.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  overviewPage(portal, params.product);
  const which = portal.url.searchParams.get("tabelle");
  if (which !== "portale" && which !== "verlauf") return csvRefusal("Diese Tabelle gibt es nicht. Bitte laden Sie die Tabelle über die Übersicht Ihrer Bewertungen herunter.", 404);
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const [res, company] = await Promise.all([ratingStatisticsCall(portal, range.query), activeCompanyName(portal)]);
  const refused = rangeRefusal([res]);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const s = await portal.need(res);
  const dates = `${range.form.von}-${range.form.bis}`;
  if (which === "portale") return csvResponse(portalCsv(s.allTime.portals, s.portals, { allTime: s.allTime.total, range: s.total }), csvFileName("Bewertungen je Portal", company, dates));
  const chart = ratingsChart(ratingReport(s), true);
  return csvResponse(tableRows(chart), csvFileName(`Bewertungen ${chart.title}`, company, dates));
}
