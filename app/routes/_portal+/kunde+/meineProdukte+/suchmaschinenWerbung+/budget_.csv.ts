import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { SEA_MESSAGES } from "#domain/sea";
import { budgetChart } from "~/components/sea/report";
import { adplorerAccountOf, dropStaleAccount, isAlreadyLoading, isUnknownCompany } from "~/server/adplorer.server";
import { csvFileName, csvRefusal, csvResponse, tableRows } from "~/server/csv.server";
import { activeCompanyName } from "~/server/layout.server";
import { budgetCall, monthChoices, monthRange, seaBudget } from "./budget.server";

/** The spend of each day of a month (`?monat=YYYY-MM`) as CSV; a month the page does not offer is a 400. */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const month = portal.url.searchParams.get("monat");
  if (!monthChoices(today).some((c) => c.value === month)) return csvRefusal("Diesen Monat können wir nicht zeigen. Bitte laden Sie die Tabelle über die Seite „Budget“ herunter.");
  const [account, company] = await Promise.all([adplorerAccountOf(portal), activeCompanyName(portal)]);
  if (isUnknownCompany(account)) return csvRefusal(SEA_MESSAGES.unknownCompany, 404);
  const { adplorerCompanyId } = await portal.need(account);
  const range = monthRange(month!, today);
  const answer = await budgetCall(portal, adplorerCompanyId, range);
  if (isAlreadyLoading(answer)) return csvRefusal(SEA_MESSAGES.alreadyLoading, 409);
  await dropStaleAccount(portal, [answer]);
  const chart = budgetChart(seaBudget(await portal.need(answer), range));
  return csvResponse(tableRows(chart), csvFileName("Suchmaschinenwerbung Ausgaben je Tag", company, month!));
}
