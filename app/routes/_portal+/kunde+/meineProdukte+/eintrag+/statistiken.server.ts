import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkRules, cut, type RuleErrors } from "#domain/form-rules";
import { formatDateWire } from "#domain/format";
import {
  defaultStatisticsQuery,
  formatDay,
  STATISTICS_QUERY_RULES,
  statisticsPresets,
  statisticsRangeRule,
  typedDate,
  type StatisticsQuery,
} from "#domain/statistics";
import { menuOf } from "~/server/layout.server";
import { pageUrl } from "~/server/page-url";
import { INTERVAL_OF, INTERVAL_PARAMS, PARAMS, rangeSearch, type RangeForm } from "~/statistics-address";
import { statisticsCharts } from "~/server/statistics-charts.server";

const formOf = (q: StatisticsQuery): RangeForm => ({ von: formatDay(q.startDate), bis: formatDay(q.endDate), intervall: INTERVAL_PARAMS[q.interval] });



/** The query's field messages under the page's names. */
const pageErrors = (errors: RuleErrors) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [PARAMS[k as keyof typeof PARAMS] ?? k, v[0]!]));

/** The table shows at most this many periods at a time (the newest first); the chart shows the whole range. */
export const TABLE_PAGE_ROWS = 12;

/** The range asked for in the page's address (or the default one), checked; or what the form shows with its messages. */
export function rangeOf(url: URL, today: string): { query: StatisticsQuery; form: RangeForm; errors: null } | { query: null; form: RangeForm; errors: Record<string, string> } {
  const params = url.searchParams;
  if (!Object.values(PARAMS).some((p) => params.has(p))) {
    const query = defaultStatisticsQuery(today);
    return { query, form: formOf(query), errors: null };
  }
  const typed = (p: string) => cut((params.get(p) ?? "").trim(), 20);
  const form: RangeForm = { von: typed(PARAMS.startDate), bis: typed(PARAMS.endDate), intervall: typed(PARAMS.interval) };
  const raw = { startDate: typedDate(form.von), endDate: typedDate(form.bis), interval: INTERVAL_OF[form.intervall.toLowerCase()] ?? form.intervall };
  const checked = checkRules((name) => raw[name as keyof typeof raw], STATISTICS_QUERY_RULES, statisticsRangeRule(today));
  if (checked.error) return { query: null, form, errors: pageErrors(checked.error) };
  const query = checked.value as StatisticsQuery;
  return { query, form: formOf(query), errors: null };
}

/** The backend's 422 on a range (one that turned into the future at midnight) as the page's field messages. */
function refusal(results: { ok: boolean; status: number; errors?: { field?: string; message: string }[] }[]) {
  const refused = results.find((r) => !r.ok && r.status === 422);
  if (!refused) return null;
  return pageErrors(Object.fromEntries((refused.errors ?? []).filter((e) => e.field).map((e) => [e.field!, [e.message]])));
}

/**
 * Statistics of the entry (spec §2 eintrag/statistiken, §7 b2b/get…Statistics):
 * the range and interval come from the page's address (a GET form, so each view
 * has its own bookmarkable address); without them, the default range by week
 * (spec §9). A range the rules refuse is shown with its messages and never
 * queried; otherwise the three calls go out side by side. The table shows a
 * page of the periods (`seite`, 1 = the newest); the chart fetches the whole
 * range from statistiken/daten after the page is on screen.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = formatDateWire(new Date());
  const presets = statisticsPresets(today).map((p) => ({ label: p.label, query: formOf(p.query) }));
  const range = rangeOf(portal.url, today);
  if (!range.query) return { form: range.form, errors: range.errors, presets, statistics: null, table: null };
  const q = { query: range.query };
  const [views, devices, locations, menu] = await Promise.all([
    portal.api.call((api) => api.customer.b2b.getViewStatistics.$get(q)),
    portal.api.call((api) => api.customer.b2b.getDeviceStatistics.$get(q)),
    portal.api.call((api) => api.customer.b2b.getLocationStatistics.$get(q)),
    menuOf(portal),
  ]);
  const errors = refusal([views, devices, locations]);
  if (errors) return { form: range.form, errors, presets, statistics: null, table: null };
  const city = menu.ok ? (menu.data.customer?.city ?? null) : null;
  const viewData = await portal.need(views);
  const total = viewData.periods.length;
  const pages = Math.max(1, Math.ceil(total / TABLE_PAGE_ROWS));
  const page = Math.min(pages, Math.max(1, Math.trunc(Number(portal.url.searchParams.get("seite"))) || 1));
  // page 1 holds the newest periods; each page lists its periods oldest first
  const to = total - (page - 1) * TABLE_PAGE_ROWS;
  const from = Math.max(0, to - TABLE_PAGE_ROWS);
  const statistics = statisticsCharts({
    views: viewData,
    devices: await portal.need(devices),
    locations: await portal.need(locations),
    city,
    tableRows: [from, to],
    source: pages > 1 ? `${pageUrl(portal.request).pathname}/daten${rangeSearch(range.form)}` : undefined,
  });
  return {
    form: range.form,
    errors: null,
    presets,
    statistics,
    table: pages > 1 ? { page, pages, first: from + 1, last: to, total } : null,
  };
}
