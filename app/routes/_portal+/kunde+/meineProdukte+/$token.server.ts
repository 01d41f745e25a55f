import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { callsChart, reasonRows, voicebotFigures, type VoicebotReport } from "~/components/voicebot/report";
import { COMPARE_CHOICES } from "~/components/product/date-range";
import { berlinToday, germanStamp } from "#domain/format";
import { defaultStatisticsQuery, formatDay, INTERVAL_LABELS, periodLabel } from "#domain/statistics";
import { isVoicebotToken, lengthText, NO_REASON, OUTCOME_LABELS, REASON_LABELS, VOICEBOT_CALLS_PER_PAGE } from "#domain/voicebot";
import type { AreaClients, DataOf } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal } from "~/server/date-range.server";
import { newestFirstPage, offsetParam } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";

/** The table shows at most this many periods at a time, the newest first (the default range, 12 weeks, is one page). */
export const TABLE_PAGE_ROWS = 12;

export type VoicebotCalls = DataOf<Awaited<ReturnType<AreaClients["customer"]["getVoicebotCalls"]["$get"]>>>;
type Range = { startDate: string; endDate: string; interval: "Day" | "Week" | "Month" };

/** GET /api/customer/getVoicebotCalls (decision 045) for the voicebot, a range and a page of its calls (limit 0: the sums only). */
export const voicebotCall = (portal: PortalContext, token: string, range: Range, offset: number, limit = VOICEBOT_CALLS_PER_PAGE) =>
  portal.api.call((api) => api.customer.getVoicebotCalls.$get({ query: { token, ...range, offset: String(offset), limit: String(limit) } }));

/** The page's token: the provider's number, or the 404 page for anything that cannot be one. */
export function tokenOf(portal: PortalContext, token: string | undefined): string {
  if (!token || !isVoicebotToken(token)) throw data({ requestId: portal.requestId }, { status: 404 });
  return token;
}

/** The periods as the page (a page of them) or the CSV (all) needs them. */
export function voicebotReport(list: VoicebotCalls, tableRows?: [number, number]): VoicebotReport {
  const periods = list.periods.map(({ start, end, complete, ...sums }) => ({ label: periodLabel(list.interval, { start, end }), ...sums, ...(complete ? {} : { incomplete: true as const }) }));
  return {
    intervalLabel: INTERVAL_LABELS[list.interval],
    from: formatDay(list.startDate),
    to: formatDay(list.endDate),
    periods: tableRows ? periods.slice(...tableRows) : periods,
    totals: list.totals,
  };
}

/** "29.11.2026, 09:41" from "2026-11-29 09:41" (domain/format.ts germanStamp). */
export const callTime = germanStamp;

/**
 * A call as the list and its CSV write it: time, caller, outcome, length, reason, the caller's words
 * (a row of cells, not an object: the page's data carries five of them within its 14 KB).
 */
export const callRow = (c: VoicebotCalls["calls"][number]): [string, string, string, string, string, string] => [
  callTime(c.startedAt),
  c.callerNumber,
  OUTCOME_LABELS[c.outcome],
  lengthText(c.durationSeconds),
  c.reason ? REASON_LABELS[c.reason] : NO_REASON,
  c.reasonText ?? "",
];

/**
 * The voicebot's page (spec §2 "Voicebot: {token}"): the range from the product
 * kit's GET form, the key figures against the range compared with, the calls
 * per period by outcome as a chart with its table, the reasons counted, and the
 * call list a page at a time (`ab`). Everything comes formatted: the page's
 * script only shows it. A token that is not the company's voicebot's: 404.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const token = tokenOf(portal, params.token);
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  const offset = offsetParam(portal.url, VOICEBOT_CALLS_PER_PAGE);
  const base = { today, form: range.form, errors: range.errors, offset, perPage: VOICEBOT_CALLS_PER_PAGE, phoneNumber: null as string | null, compare: null, figures: null, chart: null, reasons: null, table: null, list: null };
  if (!range.query) {
    // the voicebot's line (and whether the number is this company's voicebot) without the refused range
    const info = await portal.need(await voicebotCall(portal, token, defaultStatisticsQuery(today), 0, 0));
    return { ...base, phoneNumber: info.voicebot.phoneNumber };
  }
  const [list, previous] = await Promise.all([
    voicebotCall(portal, token, range.query, offset),
    voicebotCall(portal, token, { ...range.compared, interval: "Month" }, 0, 0),
  ]);
  const errors = rangeRefusal([list]);
  if (errors) {
    // the range compared with is as refused: the line from the default range
    const info = await portal.need(await voicebotCall(portal, token, defaultStatisticsQuery(today), 0, 0));
    return { ...base, errors, phoneNumber: info.voicebot.phoneNumber };
  }
  const current = await portal.need(list);
  const { rows, table } = newestFirstPage(portal.url, current.periods.length, TABLE_PAGE_ROWS);
  const report = voicebotReport(current, rows);
  const against = COMPARE_CHOICES.find((c) => c.value === range.compare)!.against;
  return {
    ...base,
    phoneNumber: current.voicebot.phoneNumber,
    compare: { mode: range.compare, running: range.running },
    figures: voicebotFigures(current.totals, previous.ok ? previous.data.totals : null, against),
    chart: callsChart(report),
    // the reasons as a table alone (no drawing: the page keeps to its 14 KB)
    reasons: reasonRows(current.reasons),
    table,
    list: { total: current.totals.calls, rows: current.calls.map(callRow) },
  };
}
