import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { SEA_MESSAGES } from "#domain/sea";
import { seaChart } from "~/components/sea/report";
import { adplorerAccountOf, dropStaleAccount, isAlreadyLoading, isUnknownCompany } from "~/server/adplorer.server";
import { csvFileName, csvRefusal, csvResponse, tableRows } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { activeCompanyName } from "~/server/layout.server";
import { seaReport, statisticsCall } from "./statistiken.server";

/**
 * The search-engine ads' periods as CSV (the page's range; docs/product-page.md
 * "Tables"): every period of the range. A range the page would refuse is a 400
 * with the German messages; no adplorer account, a 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const [account, company] = await Promise.all([adplorerAccountOf(portal), activeCompanyName(portal)]);
  if (isUnknownCompany(account)) return csvRefusal(SEA_MESSAGES.unknownCompany, 404);
  const { adplorerCompanyId } = await portal.need(account);
  const answer = await statisticsCall(portal, adplorerCompanyId, range.query);
  if (isAlreadyLoading(answer)) return csvRefusal(SEA_MESSAGES.alreadyLoading, 409);
  await dropStaleAccount(portal, [answer]);
  const refused = rangeRefusal([answer]);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const chart = seaChart(seaReport(await portal.need(answer)));
  return csvResponse(tableRows(chart), csvFileName(`Suchmaschinenwerbung ${chart.title}`, company, `${range.form.von}-${range.form.bis}`));
}
