import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * Every product page's pager (docs/product-page.md): links, so it works without
 * JavaScript and each page has its own address; the same German words
 * everywhere ("Vorherige Seite", "Seite 2 von 5", "Nächste Seite"). The page
 * number comes from the server (app/server/paging.server.ts: `pageParam`,
 * `clampPage`), which never fails on what the address holds.
 */
export const PAGER_WORDS = { previous: "Vorherige Seite", next: "Nächste Seite", of: (page: number, pages: number) => `Seite ${page} von ${pages}` } as const;

export function Pager({
  page,
  pages,
  href,
  label,
  summary,
  hasNext,
  preventScrollReset,
  position = true,
}: {
  page: number;
  pages: number;
  /** the address of page `n` (page 1 without a number, as the list's own address) */
  href: (n: number) => string;
  /** the navigation's name for screen readers, e.g. "Seiten Ihrer Bewertungen" */
  label: string;
  /** said before the page number, e.g. "15 Bewertungen" or "Zeiträume 1 bis 12 von 30" */
  summary?: ReactNode;
  /** a list that only knows whether more follow (spec §7 `hasMorePages`); default: page < pages */
  hasNext?: boolean;
  preventScrollReset?: boolean;
  /** false: the page says "Seite 2 von 5" above the list already (once is enough) */
  position?: boolean;
}) {
  if (pages <= 1 && !hasNext && page <= 1) return null;
  const next = hasNext ?? page < pages;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {page > 1 ? (
        <Link className="link" to={href(page - 1)} rel="prev" preventScrollReset={preventScrollReset} discover="none">
          {PAGER_WORDS.previous}
        </Link>
      ) : null}
      {position ? (
        <span>
          {summary ? <>{summary} · </> : null}
          {PAGER_WORDS.of(page, Math.max(page, pages))}
        </span>
      ) : null}
      {next ? (
        <Link className="link" to={href(page + 1)} rel="next" preventScrollReset={preventScrollReset} discover="none">
          {PAGER_WORDS.next}
        </Link>
      ) : null}
    </nav>
  );
}

/** A limit/offset list's page and page count (`?ab=20` with 10 a page: page 3), for <Pager>. */
export function offsetPage(offset: number, limit: number, total: number): { page: number; pages: number } {
  return { page: Math.floor(offset / limit) + 1, pages: Math.max(1, Math.ceil(total / limit)) };
}
