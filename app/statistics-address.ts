// The statistics page's address (docs/decisions/010-entry-statistics.md): its query names in
// German, as the form shows them; used by the page, its loader and the chart rows' route.
import type { StatisticsInterval } from "#domain/statistics";

/** The page's own query names, readable in a bookmark: ?von=01.09.2026&bis=24.11.2026&intervall=woche. */
export const PARAMS = { startDate: "von", endDate: "bis", interval: "intervall" } as const;
export const INTERVAL_PARAMS: Record<StatisticsInterval, string> = { Day: "tag", Week: "woche", Month: "monat" };
export const INTERVAL_OF = Object.fromEntries(Object.entries(INTERVAL_PARAMS).map(([k, v]) => [v, k])) as Record<string, StatisticsInterval>;

/** What the form shows again: the user's input as typed (cut to a date's length), or the range shown. */
export interface RangeForm {
  von: string;
  bis: string;
  intervall: string;
}

/** The page's address for a range (and a page of its table). */
export function rangeSearch(form: RangeForm, page?: number) {
  const search = new URLSearchParams({ [PARAMS.startDate]: form.von, [PARAMS.endDate]: form.bis, [PARAMS.interval]: form.intervall });
  if (page && page > 1) search.set("seite", String(page));
  return `?${search}`;
}


/** Where the page's address may point: its own targets (the results, a chart's title) or elsewhere (the skip link's #inhalt). */
export interface ShownAddress {
  search: string;
  hash: string;
}

/**
 * Whether a new address shows a new view of the statistics, to which the focus and the
 * scroll position go (the results, or the first refused field): a new range, interval or
 * table page (the query changed), or the same range asked for again (the form and the
 * presets point at the results' heading, `#<resultsId>`). A jump within the same view, such
 * as the skip link to the main content (`#inhalt`), is the browser's own and stays so.
 */
export function showsNewView(previous: ShownAddress, next: ShownAddress, resultsId: string): boolean {
  return previous.search !== next.search || next.hash === `#${resultsId}`;
}
