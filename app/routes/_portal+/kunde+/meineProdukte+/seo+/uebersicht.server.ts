import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { overallOf, type SeoPeriod, type SeoReport } from "~/components/seo/report";
import { berlinToday } from "#domain/format";
import { formatDay, INTERVAL_LABELS, periodLabel } from "#domain/statistics";
import type { AreaClients, DataOf } from "~/server/api-client.server";
import { dateRangeOf, rangeRefusal, type CheckedRange } from "~/server/date-range.server";
import { newestFirstPage } from "~/server/paging.server";
import type { PortalContext } from "~/server/context.server";

/** The table shows at most this many periods at a time, the newest first (the default range, 12 weeks, is one page). */
export const TABLE_PAGE_ROWS = 12;

type Statistic = DataOf<Awaited<ReturnType<AreaClients["customer"]["getSeoStatistic"]["$get"]>>>;

/** The package's keywords with their positions (today, the measurement before, 90 days before). */
export const seoKeywordsCall = (portal: PortalContext) => portal.api.call((api) => api.customer.getSeoKeywords.$get({ query: {} }));

/** The positions over one range (spec §3 "Date range"). */
export const seoStatisticCall = (portal: PortalContext, query: CheckedRange["query"]) => portal.api.call((api) => api.customer.getSeoStatistic.$get({ query }));

/** The periods as the page (a page of them) or the CSV (all) needs them: numbers and period names only. */
export function seoReport(statistic: Statistic, tableRows?: [number, number]): SeoReport {
  const all: SeoPeriod[] = statistic.periods.map((p) => ({
    label: periodLabel(statistic.interval, p),
    averagePosition: p.averagePosition,
    firstPage: p.firstPage,
    topThree: p.topThree,
    ...(p.complete ? {} : { incomplete: true as const }),
  }));
  return {
    intervalLabel: INTERVAL_LABELS[statistic.interval],
    from: formatDay(statistic.startDate),
    to: formatDay(statistic.endDate),
    periods: tableRows ? all.slice(...tableRows) : all,
    overall: overallOf(all),
    measured: statistic.totals.measuredDays > 0,
  };
}

/**
 * The SEO overview (spec §2 seo/uebersicht): the package and its keywords with
 * today's Google position and its changes (not bound to the range), then the
 * positions over the range of the product kit's GET form — three key figures
 * against the range compared with, and a chart with its table. The keyword
 * list and the range's two calls go out side by side.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  const [keywords, statistic, previous] = await Promise.all([
    seoKeywordsCall(portal),
    range.query ? seoStatisticCall(portal, range.query) : null,
    range.query ? seoStatisticCall(portal, { startDate: range.compared.startDate, endDate: range.compared.endDate, interval: "Month" }) : null,
  ]);
  const list = await portal.need(keywords);
  // the days as the page writes them (DD.MM.YYYY), so its script needs no date library
  const shown = (day: string | null) => (day ? formatDay(day) : null);
  const base = { today, form: range.form, keywords: { ...list, measuredOn: shown(list.measuredOn), previousOn: shown(list.previousOn), longAgoOn: shown(list.longAgoOn) } };
  const empty = { compare: null, totals: null, report: null, table: null };
  if (!range.query || !statistic) return { ...base, errors: range.errors, ...empty };
  const errors = rangeRefusal([statistic]);
  if (errors) return { ...base, errors, ...empty };
  const data = await portal.need(statistic);
  const { rows, table } = newestFirstPage(portal.url, data.periods.length, TABLE_PAGE_ROWS);
  return {
    ...base,
    errors: null,
    compare: { mode: range.compare, running: range.running, totals: previous?.ok ? previous.data.totals : null },
    totals: data.totals,
    report: seoReport(data, rows),
    table,
  };
}
