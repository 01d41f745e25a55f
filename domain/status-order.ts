/**
 * Status values and list orders (spec §4 "Entry-service portal result status",
 * "Analysis portal status", "Website check status").
 */

/** Spec §4 Entry-service portal result status: list order. */
export const ENTRY_SERVICE_STATUS_ORDER = ["BLOCKED", "UNVERIFIED", "not found", "nok", "ok"] as const;

/** Spec §4 Analysis portal status: not found, then error, nok, ok. */
export const ANALYSIS_STATUS_ORDER = ["portal_not_found", "portal_error", "portal_nok", "portal_ok"] as const;

/**
 * Spec §4 (status list orders): returns a new array sorted by the position of
 * each item's status in `order`. Stable; statuses not in `order` go last,
 * keeping their original relative order. The input is not mutated.
 */
export function sortByStatus<T>(items: T[], status: (t: T) => string, order: readonly string[]): T[] {
  const rank = new Map<string, number>();
  order.forEach((value, index) => {
    if (!rank.has(value)) rank.set(value, index);
  });
  const unknown = order.length;
  return items
    .map((item, index) => ({ item, index, rank: rank.get(status(item)) ?? unknown }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
