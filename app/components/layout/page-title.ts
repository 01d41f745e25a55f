import type { MetaFunction } from "@remix-run/cloudflare";
import { PAGES, titleOf, type PageName } from "#domain/pages";

const PORTAL_LAYOUT = "routes/_portal+/_layout";
type Matches = Parameters<MetaFunction>[0]["matches"];

/** The active company's name, from the portal layout's data (none outside the portal). */
const companyOf = (matches: Matches) =>
  (matches.find((m) => m.id === PORTAL_LAYOUT)?.data as { menu?: { customer?: { name: string } | null } } | undefined)?.menu?.customer?.name;

/**
 * A page title that names the active company, so the browser tab and a screen
 * reader's first announcement say which company is being worked on:
 * "Eintragsdaten – Bäckerei Krüger GmbH – Mein Bereich".
 */
export function portalTitle(page: string, matches: Matches): string {
  return [page, companyOf(matches), "Mein Bereich"].filter(Boolean).join(" – ");
}

/**
 * The title of a page of the registry (domain/pages.ts), with the active
 * company inside the portal: `meta = ({ matches }) => [{ title: pageTitle("entry.data", matches) }]`.
 */
export function pageTitle(name: PageName, matches: Matches = []): string {
  return titleOf(name, companyOf(matches));
}

/** A page's registry title with something before it ("Zahlungsarten – Eintragsdaten"). */
export function pageTitleWith(prefix: string | null, name: PageName, matches: Matches = []): string {
  const own = PAGES[name].title;
  return portalTitle(prefix ? `${prefix} – ${own}` : own!, matches);
}
