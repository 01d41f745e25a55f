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
  type StatisticsInterval,
  type StatisticsQuery,
} from "#domain/statistics";
import { menuOf } from "~/server/layout.server";
import { statisticsCharts } from "~/server/statistics-charts.server";

/** The page's own query names, readable in a bookmark: ?von=01.09.2026&bis=24.11.2026&intervall=woche. */
export const PARAMS = { startDate: "von", endDate: "bis", interval: "intervall" } as const;
export const INTERVAL_PARAMS: Record<StatisticsInterval, string> = { Day: "tag", Week: "woche", Month: "monat" };
const INTERVAL_OF = Object.fromEntries(Object.entries(INTERVAL_PARAMS).map(([k, v]) => [v, k])) as Record<string, StatisticsInterval>;

/** What the form shows again: the user's input as typed (cut to a date's length), or the range shown. */
export interface RangeForm {
  von: string;
  bis: string;
  intervall: string;
}

const formOf = (q: StatisticsQuery): RangeForm => ({ von: formatDay(q.startDate), bis: formatDay(q.endDate), intervall: INTERVAL_PARAMS[q.interval] });

/** The page's address for a range. */
export const statisticsHref = (path: string, q: StatisticsQuery) => {
  const f = formOf(q);
  return `${path}?${new URLSearchParams({ [PARAMS.startDate]: f.von, [PARAMS.endDate]: f.bis, [PARAMS.interval]: f.intervall })}`;
};

/** The query's field messages under the page's names. */
const pageErrors = (errors: RuleErrors) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [PARAMS[k as keyof typeof PARAMS] ?? k, v[0]!]));

/**
 * Statistics of the entry (spec §2 eintrag/statistiken, §7 b2b/get…Statistics):
 * the range and interval come from the page's address (a GET form, so each view
 * has its own bookmarkable address); without them, the default range by week
 * (spec §9). A range the rules refuse is shown with its messages and never
 * queried; otherwise the three calls go out side by side.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const today = formatDateWire(new Date());
  const params = portal.url.searchParams;
  const chosen = Object.values(PARAMS).some((p) => params.has(p));
  let query = defaultStatisticsQuery(today);
  const presets = statisticsPresets(today).map((p) => ({ label: p.label, href: statisticsHref(portal.url.pathname, p.query), query: formOf(p.query) }));
  if (chosen) {
    const typed = (p: string) => cut((params.get(p) ?? "").trim(), 20);
    const form: RangeForm = { von: typed(PARAMS.startDate), bis: typed(PARAMS.endDate), intervall: typed(PARAMS.interval) };
    const raw = { startDate: typedDate(form.von), endDate: typedDate(form.bis), interval: INTERVAL_OF[form.intervall.toLowerCase()] ?? form.intervall };
    const checked = checkRules((name) => raw[name as keyof typeof raw], STATISTICS_QUERY_RULES, statisticsRangeRule(today));
    if (checked.error) return { form, errors: pageErrors(checked.error), presets, statistics: null };
    query = checked.value as StatisticsQuery;
  }
  const q = { query: query };
  const [views, devices, locations, menu] = await Promise.all([
    portal.api.call((api) => api.customer.b2b.getViewStatistics.$get(q)),
    portal.api.call((api) => api.customer.b2b.getDeviceStatistics.$get(q)),
    portal.api.call((api) => api.customer.b2b.getLocationStatistics.$get(q)),
    menuOf(portal),
  ]);
  // the backend's rules are the page's: a refusal (a range that turned into the future at midnight) shows at the form
  for (const res of [views, devices, locations]) {
    if (!res.ok && res.status === 422) {
      const errors: RuleErrors = Object.fromEntries(res.errors.filter((e) => e.field).map((e) => [e.field!, [e.message]]));
      return { form: formOf(query), errors: pageErrors(errors), presets, statistics: null };
    }
  }
  const city = menu.ok ? (menu.data.customer?.city ?? null) : null;
  return {
    form: formOf(query),
    errors: null,
    presets,
    statistics: statisticsCharts({ views: await portal.need(views), devices: await portal.need(devices), locations: await portal.need(locations), city }),
  };
}
