import type { MetaFunction } from "@remix-run/cloudflare";

const PORTAL_LAYOUT = "routes/_portal+/_layout";

/**
 * A page title that names the active company, so the browser tab and a screen
 * reader's first announcement say which company is being worked on:
 * "Eintragsdaten – Bäckerei Krüger GmbH – Mein Bereich".
 */
export function portalTitle(page: string, matches: Parameters<MetaFunction>[0]["matches"]): string {
  const layout = matches.find((m) => m.id === PORTAL_LAYOUT)?.data as { menu?: { customer?: { name: string } | null } } | undefined;
  const company = layout?.menu?.customer?.name;
  return [page, company, "Mein Bereich"].filter(Boolean).join(" – ");
}
