import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { formatDay } from "#domain/statistics";
import { keywordCsvRows, seoChart } from "~/components/seo/report";
import { csvFileName, csvRefusal, csvResponse, tableRows } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { activeCompanyName } from "~/server/layout.server";
import { seoKeywordsCall, seoReport, seoStatisticCall } from "./uebersicht.server";

const ASK_THE_PAGE = "Bitte laden Sie die Tabelle über die Seite „SEO-Übersicht“ herunter.";

/**
 * A table of the SEO overview as CSV (docs/product-page.md "Tables"):
 * `?tabelle=suchbegriffe` the keywords with today's position and its changes,
 * `?tabelle=verlauf` and the page's range every period of the range. A range
 * the page would refuse is a 400 with the German messages; a table the page
 * does not have, a 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const which = portal.url.searchParams.get("tabelle");
  if (which === "suchbegriffe") {
    const [answer, company] = await Promise.all([seoKeywordsCall(portal), activeCompanyName(portal)]);
    const list = await portal.need(answer);
    if (!list.measuredOn) return csvRefusal(`Für Ihre Suchbegriffe liegt noch keine Messung vor. ${ASK_THE_PAGE}`, 404);
    const days = { measuredOn: formatDay(list.measuredOn), previousOn: list.previousOn && formatDay(list.previousOn), longAgoOn: list.longAgoOn && formatDay(list.longAgoOn) };
    return csvResponse(keywordCsvRows(list.keywords, days), csvFileName("SEO Suchbegriffe", company, days.measuredOn));
  }
  if (which !== "verlauf") return csvRefusal(`Diese Tabelle gibt es nicht. ${ASK_THE_PAGE}`, 404);
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const [answer, company] = await Promise.all([seoStatisticCall(portal, range.query), activeCompanyName(portal)]);
  const refused = rangeRefusal([answer]);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const chart = seoChart(seoReport(await portal.need(answer)));
  return csvResponse(tableRows(chart), csvFileName(`SEO ${chart.title}`, company, `${range.form.von}-${range.form.bis}`));
}
