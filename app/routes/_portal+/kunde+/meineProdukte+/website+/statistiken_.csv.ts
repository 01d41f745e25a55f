import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { csvFileName, csvRefusal, csvResponse, tableRows } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { activeCompanyName } from "~/server/layout.server";
import { websiteCharts } from "~/components/website/charts";
import { unavailableOf, websiteReport, websiteStatisticsCalls } from "./statistiken.server";

/**
 * One table of the website statistics as CSV (`?website=…&tabelle=besuche|geraete|herkunft|websites|suchbegriffe`
 * and the page's range; docs/product-page.md "Tables"): every period of the
 * range, every referring website and keyword the backend gives, not only those
 * the page shows. A range the page would refuse is a 400 with the German
 * messages; no website or a table the page does not have, a 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const website = portal.url.searchParams.get("website");
  if (!website) return csvRefusal("Es wurde keine Website angegeben. Bitte laden Sie die Tabelle über die Seite „Statistiken“ Ihrer Website herunter.", 404);
  const [answers, company] = await Promise.all([websiteStatisticsCalls(portal, website, range), activeCompanyName(portal)]);
  const refused = rangeRefusal(answers);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const unavailable = unavailableOf(answers);
  if (unavailable) return csvRefusal(unavailable, 503);
  const [views, devices, referrers, keywords] = answers;
  const report = websiteReport({
    views: await portal.need(views),
    devices: await portal.need(devices),
    referrers: await portal.need(referrers),
    keywords: await portal.need(keywords),
    all: true,
  });
  const chart = websiteCharts(report).find((c) => c.id === portal.url.searchParams.get("tabelle"));
  if (!chart) return csvRefusal("Diese Tabelle gibt es nicht. Bitte laden Sie die Tabelle über die Seite „Statistiken“ Ihrer Website herunter.", 404);
  return csvResponse(tableRows(chart), csvFileName(`Website ${chart.title}`, company, `${range.form.von}-${range.form.bis}`));
}
