import { PAGE_PARAM } from "~/components/product/date-range";
import type { PeriodTablePage } from "~/components/product/table-footer";

/**
 * A list's or table's page from the address (docs/product-page.md): `?seite=2`
 * (page-based) or `?ab=20` (limit/offset). What people and old bookmarks put
 * there is never an error page: no number, zero, a negative or a fraction is the
 * first page; a page beyond the list is its last (`clampPage`, once the total is
 * known). Only a number no list reaches is refused, with a German message
 * (`PAGE_MESSAGE`), by the caller that cannot clamp it (a download answers 400).
 */

/** The highest page any list may be asked for: beyond it, the address is no list's. */
export const MAX_PAGE = 100_000;
export const PAGE_MESSAGE = `Diese Seite gibt es nicht. Bitte wählen Sie eine Seite zwischen 1 und ${MAX_PAGE.toLocaleString("de-DE")}.`;

/** The page asked for: 1 for anything that is no whole number from 1 up; `null` for one beyond MAX_PAGE. */
export function pageParam(url: URL, name: string = PAGE_PARAM): number | null {
  const raw = (url.searchParams.get(name) ?? "").trim();
  if (!/^\d{1,16}$/.test(raw)) return 1;
  const n = Number(raw);
  if (n < 1) return 1;
  return n > MAX_PAGE ? null : n;
}

/** The page within 1 … the last page of `total` rows at `perPage` a page. */
export function clampPage(page: number | null, total: number, perPage: number): { page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return { page: Math.min(pages, Math.max(1, page ?? pages)), pages };
}

/** A limit/offset list's start (`?ab=`): 0 for anything that is no whole number, a multiple of `limit`, at most `max`. */
export function offsetParam(url: URL, limit: number, max: number = MAX_PAGE * limit, name = "ab"): number {
  const raw = (url.searchParams.get(name) ?? "").trim();
  if (!/^\d{1,16}$/.test(raw)) return 0;
  const n = Math.min(Number(raw), max);
  return n - (n % limit);
}


/**
 * A table of periods shown a page at a time, the newest first (page 1 holds the
 * newest `perPage` periods; each page lists its periods oldest first): the slice
 * of the periods to show (`[from, to)`), and the pager's numbers (null when one
 * page holds them all).
 */
export function newestFirstPage(url: URL, total: number, perPage: number): { rows: [number, number]; table: PeriodTablePage | null } {
  const { page, pages } = clampPage(pageParam(url), total, perPage);
  const to = total - (page - 1) * perPage;
  const from = Math.max(0, to - perPage);
  return { rows: [from, to], table: pages > 1 ? { page, pages, first: from + 1, last: to, total } : null };
}
