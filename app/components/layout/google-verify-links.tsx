import { Link, useRouteLoaderData } from "@remix-run/react";
import { GOOGLE_GUIDE_URL, GOOGLE_VERIFY_URL } from "#domain/external-services";
import type { loader as layoutLoader } from "~/routes/_portal+/_layout";
import { pathTo } from "#domain/pages";

/** A link to another site, opened in a new window (said to screen readers). */
export function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className="link" rel="noopener noreferrer" target="_blank">
      {children}
      <span className="sr-only"> (neues Fenster)</span>
    </a>
  );
}

/** Spec §1: where to confirm the Google location, and the guide to it (the banner and the profile page). */
export function GoogleVerifyLinks() {
  return (
    <>
      <ExternalLink href={GOOGLE_VERIFY_URL}>Jetzt bei Google bestätigen</ExternalLink>
      {" · "}
      <ExternalLink href={GOOGLE_GUIDE_URL}>Anleitung zur Bestätigung</ExternalLink>
    </>
  );
}

/**
 * The Google pages have no side menu (spec §2): the way back, to the entry
 * service where the company has it (which leads here), else to the dashboard.
 */
export function GoogleWayBack() {
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/_portal+/_layout");
  const viaEntryService = layout?.menu.customer?.products.includes("entryService") ?? false;
  return (
    <p className="mb-4 text-sm">
      <Link to={viaEntryService ? pathTo("entry.service") : pathTo("dashboard")} className="link">
        <span aria-hidden="true">← </span>
        {viaEntryService ? "Zurück zum Eintragsservice" : "Zurück zur Übersicht"}
      </Link>
    </p>
  );
}
