import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { busiestOf, type SeaPeriod, type SeaReport } from "~/components/sea/report";
import { berlinToday } from "#domain/format";
import { SEA_MESSAGES } from "#domain/sea";
import { formatDay, INTERVAL_LABELS, periodLabel } from "#domain/statistics";
import { adplorerAccountOf, dropStaleAccount, isAlreadyLoading, isUnknownCompany, sumaCall } from "~/server/adplorer.server";
import type { AreaClients, DataOf } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal, type CheckedRange } from "~/server/date-range.server";
import { newestFirstPage } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";

/** The table shows at most this many periods at a time, the newest first (the default range, 12 weeks, is one page). */
export const TABLE_PAGE_ROWS = 12;

type Statistics = DataOf<Awaited<ReturnType<AreaClients["adplorer"]["suma"]["statistics"]["$post"]>>>;

/** Spec §7 suma/statistics for one range of the account. */
export const statisticsCall = (portal: PortalContext, adplorerCompanyId: string, range: Pick<CheckedRange["query"], "startDate" | "endDate" | "interval">) =>
  sumaCall(() => portal.api.call((api) => api.adplorer.suma.statistics.$post({ json: { adplorerCompanyId, ...range } })));

/** The periods as the page (a page of them) or the CSV (all) needs them. */
export function seaReport(s: Statistics, tableRows?: [number, number]): SeaReport {
  const all: SeaPeriod[] = s.periods.map((p) => ({
    label: periodLabel(s.interval, p),
    impressions: p.impressions,
    clicks: p.clicks,
    cost: p.cost,
    conversions: p.conversions,
    ...(p.complete ? {} : { incomplete: true as const }),
  }));
  return {
    intervalLabel: INTERVAL_LABELS[s.interval],
    from: formatDay(s.startDate),
    to: formatDay(s.endDate),
    periods: tableRows ? all.slice(...tableRows) : all,
    clicks: s.totals.clicks,
    busiest: busiestOf(all),
  };
}

/**
 * The statistics of the search-engine ads (spec §2 suchmaschinenWerbung/statistiken,
 * §7 customerData and suma/statistics): the range from the product kit's GET
 * form, six key figures against the range compared with, a chart with its table.
 * The adplorer's 'Unknown companyId' and '… is already loading' (spec §8) are
 * said in German on the page.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  const base = { today, form: range.form, errors: range.errors, notice: null as string | null, compare: null, totals: null, report: null, table: null };
  const account = await adplorerAccountOf(portal);
  if (isUnknownCompany(account)) return { ...base, notice: SEA_MESSAGES.unknownCompany };
  const { adplorerCompanyId } = await portal.need(account);
  if (!range.query) return base;
  const [statistics, previous] = await Promise.all([
    statisticsCall(portal, adplorerCompanyId, range.query),
    statisticsCall(portal, adplorerCompanyId, { startDate: range.compared.startDate, endDate: range.compared.endDate, interval: "Month" }),
  ]);
  if (isAlreadyLoading(statistics)) return { ...base, notice: SEA_MESSAGES.alreadyLoading };
  await dropStaleAccount(portal, [statistics]);
  const errors = rangeRefusal([statistics]);
  if (errors) return { ...base, errors };
  const data = await portal.need(statistics);
  const { rows, table } = newestFirstPage(portal.url, data.periods.length, TABLE_PAGE_ROWS);
  return {
    ...base,
    compare: { mode: range.compare, running: range.running, totals: previous.ok ? previous.data.totals : null },
    totals: data.totals,
    report: seaReport(data, rows),
    table,
  };
}
