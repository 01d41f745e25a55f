import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { callsChart, reasonsChart } from "~/components/voicebot/report";
import { csvFileName, csvRefusal, csvResponse, tableRows, type CsvCell } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { activeCompanyName } from "~/server/layout.server";
import { callRow, tokenOf, voicebotCall, voicebotReport } from "./$token.server";

/** The calls a CSV fetches at a time. */
const CSV_PAGE = 500;
/** A CSV holds at most this many calls (about two years of the demo's line): a longer range is asked to be cut. */
const CSV_MAX_CALLS = 5000;

/**
 * A table of the voicebot's page as CSV (the page's range): `tabelle=anrufe`
 * the calls per period by outcome with their average length, `anliegen` the
 * reasons counted, `anrufliste` every call of the range, oldest first. A token
 * that is not the company's voicebot's: 404, as the page.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const token = tokenOf(portal, params.token);
  const which = portal.url.searchParams.get("tabelle");
  if (which !== "anrufe" && which !== "anliegen" && which !== "anrufliste") return csvRefusal("Diese Tabelle gibt es nicht. Bitte laden Sie die Tabelle über die Seite „Voicebot“ herunter.", 404);
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const [first, company] = await Promise.all([voicebotCall(portal, token, range.query, 0, which === "anrufliste" ? CSV_PAGE : 0), activeCompanyName(portal)]);
  const refused = rangeRefusal([first]);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const data = await portal.need(first);
  const dates = `${range.form.von}-${range.form.bis}`;
  if (which !== "anrufliste") {
    const report = voicebotReport(data);
    // with each period's average length and each reason's share (the page shows fewer columns)
    const chart = which === "anrufe" ? callsChart(report, true) : reasonsChart(report, data.reasons, true);
    return csvResponse(tableRows(chart), csvFileName(`Voicebot ${chart.title}`, company, dates));
  }
  const total = data.totals.calls;
  if (total > CSV_MAX_CALLS) return csvRefusal(`Für eine Liste sind das zu viele Anrufe (${total}). Bitte wählen Sie einen kürzeren Zeitraum.`);
  const calls = [...data.calls];
  // the further pages side by side
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(total / CSV_PAGE) - 1 }, (_, i) => voicebotCall(portal, token, range.query!, (i + 1) * CSV_PAGE, CSV_PAGE).then((r) => portal.need(r))),
  );
  for (const page of rest) calls.push(...page.calls);
  const rows: CsvCell[][] = [
    ["Zeit", "Rufnummer", "Ausgang", "Dauer", "Dauer (Sekunden)", "Anliegen", "Angabe des Anrufers"],
    ...calls.reverse().map((c) => {
      const [when, caller, outcome, length, reason, text] = callRow(c);
      return [when, caller, outcome, length, c.durationSeconds, reason, text];
    }),
  ];
  return csvResponse(rows, csvFileName("Voicebot Anrufliste", company, dates));
}
