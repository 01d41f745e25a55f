import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { durationText } from "#domain/secretarial";
import { callsChart, hoursChart } from "~/components/secretarial/report";
import { csvFileName, csvRefusal, csvResponse, tableRows, type CsvCell } from "~/server/csv.server";
import { dateRangeOf, rangeErrorText, rangeRefusal } from "~/server/date-range.server";
import { activeCompanyName } from "~/server/layout.server";
import { callerListCall, secretarialReport } from "./uebersicht.server";

/** The calls a CSV fetches at a time. */
const CSV_PAGE = 500;
/** A CSV holds at most this many calls (a year of a busy line): a longer range is asked to be cut. */
const CSV_MAX_CALLS = 5000;

/**
 * A table of the secretarial service's overview as CSV (the page's range):
 * `tabelle=anrufe` the calls and minutes per period, `uhrzeiten` the calls per
 * weekday and hour, `anrufliste` every call of the range, oldest first.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const which = portal.url.searchParams.get("tabelle");
  if (which !== "anrufe" && which !== "uhrzeiten" && which !== "anrufliste") return csvRefusal("Diese Tabelle gibt es nicht. Bitte laden Sie die Tabelle über die Seite „Sekretariatsservice“ herunter.", 404);
  const range = dateRangeOf(portal.url, berlinToday());
  if (!range.query) return csvRefusal(rangeErrorText(range.errors));
  const [first, company] = await Promise.all([callerListCall(portal, range.query, 0, CSV_PAGE), activeCompanyName(portal)]);
  const refused = rangeRefusal([first]);
  if (refused) return csvRefusal(rangeErrorText(refused));
  const data = await portal.need(first);
  const dates = `${range.form.von}-${range.form.bis}`;
  if (which !== "anrufliste") {
    const report = secretarialReport(data);
    const chart = which === "anrufe" ? callsChart(report) : hoursChart(report);
    return csvResponse(tableRows(chart), csvFileName(`Sekretariatsservice ${chart.title}`, company, dates));
  }
  if (data.total > CSV_MAX_CALLS) return csvRefusal(`Für eine Liste sind das zu viele Anrufe (${data.total}). Bitte wählen Sie einen kürzeren Zeitraum.`);
  const calls = [...data.calls];
  // the further pages side by side
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(data.total / CSV_PAGE) - 1 }, (_, i) => callerListCall(portal, range.query!, (i + 1) * CSV_PAGE, CSV_PAGE).then((r) => portal.need(r))),
  );
  for (const page of rest) calls.push(...page.calls);
  const rows: CsvCell[][] = [
    ["Zeit", "Name", "Rufnummer", "Anliegen", "Notiz", "Dauer", "Dauer (Sekunden)"],
    ...calls.reverse().map((c) => [c.startedAt, c.callerName ?? "", c.callerNumber, c.concern, c.message, durationText(c.durationSeconds), c.durationSeconds]),
  ];
  return csvResponse(rows, csvFileName("Sekretariatsservice Anrufliste", company, dates));
}
