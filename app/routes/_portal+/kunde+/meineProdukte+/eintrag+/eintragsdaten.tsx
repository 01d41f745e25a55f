import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { lazy, Suspense } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { ENTRY_TABS, entryTab, entryTabPath } from "#domain/entry-tabs";
import type { action, loader } from "./eintragsdaten.server";
import { portalTitle } from "~/components/layout/page-title";
import { formatDateTimeDe } from "#domain/format";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const tab = entryTab(data?.tab ?? null);
  return [
    {
      title: portalTitle(
        tab === ENTRY_TABS[0]
          ? "Eintragsdaten"
          : `${tab.label} – Eintragsdaten`,
        matches
      ),
    },
  ];
};

export const shouldRevalidate = companySwitchRevalidates;

export { action, loader } from "./eintragsdaten.server";

/**
 * The sections' forms with their rules come in a chunk of their own, after the
 * page has painted (the page works without it, as every form posts plainly):
 * the page stays within its JavaScript budget however many sections there are.
 */
const SectionForm = lazy(() => import("~/components/entry/sections"));

export default function EntryDataPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const tab = entryTab(loaded.tab);
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Eintragsdaten</h1>
      <p className="mt-2 text-slate-700">
        So erscheint Ihr Unternehmen im Verzeichnis. Jeder Abschnitt wird für
        sich gespeichert.
      </p>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Zuletzt geändert: {formatDateTimeDe(loaded.updatedAt)}
      </p>
      <nav aria-label="Abschnitte des Eintrags" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {ENTRY_TABS.map((t) => (
            <li key={t.slug}>
              <Link
                to={entryTabPath(t)}
                aria-current={t === tab ? "page" : undefined}
                className={t === tab ? "tab tab-current" : "tab"}
                preventScrollReset
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p className="card mb-6">{LOADER_TEXT}</p>}>
        {tab.sections.map((section) => {
          const values = loaded.values[section] ?? {};
          return (
            <SectionForm
              section={section}
              // stored values that changed (a save, another window) start the section afresh;
              // the other sections keep what the user is typing there
              key={`${section}:${loaded.companyId}:${JSON.stringify(values)}`}
              companyId={loaded.companyId}
              cuca={loaded.cuca}
              version={loaded.version}
              values={values}
              reply={reply}
            />
          );
        })}
      </Suspense>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
