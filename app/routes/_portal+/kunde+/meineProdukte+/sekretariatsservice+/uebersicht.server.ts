import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { SecretarialReport } from "~/components/secretarial/report";
import { berlinToday } from "#domain/format";
import { pathTo } from "#domain/pages";
import { CALLS_PER_PAGE } from "#domain/secretarial";
import { formatDay, INTERVAL_LABELS, periodLabel } from "#domain/statistics";
import type { AreaClients, DataOf } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal, type CheckedRange } from "~/server/date-range.server";
import { newestFirstPage, offsetParam } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";

/** The table shows at most this many periods at a time, the newest first (the default range, 12 weeks, is one page). */
export const TABLE_PAGE_ROWS = 12;

type CallerList = DataOf<Awaited<ReturnType<AreaClients["secretarial-service"]["getCompanyCallerList"]["$get"]>>>;

/** Spec §7 getCompanyCallerList for a range and a page of its calls. */
export const callerListCall = (portal: PortalContext, query: CheckedRange["query"], offset: number, limit = CALLS_PER_PAGE) =>
  portal.api.call((api) => api["secretarial-service"].getCompanyCallerList.$get({ query: { ...query, offset: String(offset), limit: String(limit) } }));

/** Calls per period, per weekday and hour: what the charts draw. */
export function secretarialReport(list: CallerList, tableRows?: [number, number]): SecretarialReport {
  const periods = list.periods.map((p) => ({ label: periodLabel(list.interval, p), calls: p.calls, ...(p.complete ? {} : { incomplete: true as const }) }));
  return {
    intervalLabel: INTERVAL_LABELS[list.interval],
    from: formatDay(list.startDate),
    to: formatDay(list.endDate),
    periods: tableRows ? periods.slice(...tableRows) : periods,
    total: list.total,
    busiest: periods.reduce<(typeof periods)[number] | null>((b, p) => (p.calls > (b?.calls ?? 0) ? p : b), null),
    byHour: list.byHour.map((h) => [h.weekday, h.hour, h.calls] as [number, number, number]),
  };
}

/**
 * The secretarial service's overview (spec §2 sekretariatsservice/uebersicht,
 * §7 getCompanyCallerList): the range from the product kit's GET form, its
 * calls and minutes, the running month's minutes against the contract's, the calls per period and per weekday and
 * hour as charts with tables, and the caller list a page at a time (`ab`).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  const offset = offsetParam(portal.url, CALLS_PER_PAGE);
  const base = { today, form: range.form, errors: range.errors, offset, guides: pathTo("secretarial.guides"), list: null, report: null, table: null, sums: null };
  if (!range.query) return base;
  const list = await callerListCall(portal, range.query, offset);
  const errors = rangeRefusal([list]);
  if (errors) return { ...base, errors };
  const data = await portal.need(list);
  const totals = (l: CallerList) => ({ calls: l.total, minutes: l.periods.reduce((n, p) => n + p.minutes, 0) });
  const { rows, table } = newestFirstPage(portal.url, data.periods.length, TABLE_PAGE_ROWS);
  return {
    ...base,
    list: { total: data.total, calls: data.calls.map(({ id: _id, ...c }) => c), contract: data.contract, monthMinutes: data.monthMinutes },
    report: secretarialReport(data, rows),
    table,
    sums: totals(data),
  };
}
