import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { seaRates, SEA_MESSAGES } from "#domain/sea";
import { seaChart } from "~/components/sea/report";
import { adplorerAccountOf, dropStaleAccount, isAlreadyLoading, isUnknownCompany, sumaCall } from "~/server/adplorer.server";
import { csvFileName, csvRefusal, csvResponse, tableRows } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { activeCompanyName } from "~/server/layout.server";
import { MAX_COMPARED } from "./anzeigengruppen.server";
import { seaReport } from "./statistiken.server";

const ASK_THE_PAGE = "Bitte laden Sie die Tabelle über die Seite „Anzeigengruppen“ herunter.";

/**
 * A table of the ad-groups page as CSV: `tabelle=gruppen` every ad group with
 * its figures over the range, `tabelle=kampagnen` the chosen campaigns
 * (`kampagne`, repeated) together per period. Refused ranges are a 400, a
 * table the page does not have or no campaign chosen a 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const which = portal.url.searchParams.get("tabelle");
  const chosen = [...new Set(portal.url.searchParams.getAll("kampagne"))].slice(0, MAX_COMPARED);
  if (which !== "gruppen" && !(which === "kampagnen" && chosen.length)) return csvRefusal(`Diese Tabelle gibt es nicht. ${ASK_THE_PAGE}`, 404);
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const q = range.query;
  const [account, company] = await Promise.all([adplorerAccountOf(portal), activeCompanyName(portal)]);
  if (isUnknownCompany(account)) return csvRefusal(SEA_MESSAGES.unknownCompany, 404);
  const { adplorerCompanyId } = await portal.need(account);
  const dates = `${range.form.von}-${range.form.bis}`;
  if (which === "gruppen") {
    const answer = await sumaCall(() => portal.api.call((api) => api.adplorer.suma.statistics.adGroups.$post({ json: { adplorerCompanyId, ...q } })));
    if (isAlreadyLoading(answer)) return csvRefusal(SEA_MESSAGES.alreadyLoading, 409);
    await dropStaleAccount(portal, [answer]);
    const refused = rangeRefusal([answer]);
    if (refused) return csvRefusal(rangeErrorText(refused));
    // the rate as a number with one decimal, like the statistics' CSV (a spreadsheet reads it; "2,8 %" it would take as text or a fraction)
    const rate = (g: Parameters<typeof seaRates>[0]) => {
      const ctr = seaRates(g).ctr;
      return ctr === null ? null : Math.round(ctr * 1000) / 10;
    };
    const rows = (await portal.need(answer)).adGroups.map((g) => [g.name, g.campaigns, g.impressions, g.clicks, rate(g), g.cost / 100, g.conversions]);
    return csvResponse([["Anzeigengruppe", "Kampagnen", "Einblendungen", "Klicks", "Klickrate (%)", "Kosten netto (€)", "Conversions"], ...rows], csvFileName("Suchmaschinenwerbung Anzeigengruppen", company, dates));
  }
  const answer = await sumaCall(() => portal.api.call((api) => api.adplorer.suma.adGroups.campaign.$post({ json: { adplorerCompanyId, adGroupCampaignIds: chosen, ...q } })));
  if (isAlreadyLoading(answer)) return csvRefusal(SEA_MESSAGES.alreadyLoading, 409);
  await dropStaleAccount(portal, [answer]);
  const refused = rangeRefusal([answer]);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const chart = seaChart(seaReport(await portal.need(answer)), "kampagnen", "Ausgewählte Kampagnen: ");
  return csvResponse(tableRows(chart), csvFileName(`Suchmaschinenwerbung ${chart.title}`, company, dates));
}
