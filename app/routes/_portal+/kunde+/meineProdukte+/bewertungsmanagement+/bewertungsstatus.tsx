import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { ERROR_REPORT_TITLES, RATING_CHECK_STATEMENT, type ErrorReportPath } from "#domain/rating-labels";
import type { action, loader } from "./bewertungsstatus.server";

export { action, loader } from "./bewertungsstatus.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("ratingPlus.status", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The forms with their rules come after the page has painted (they post plainly before). */
const ErrorReportForm = lazy(() => import("~/components/ratings/forms").then((m) => ({ default: m.ErrorReportForm })));

/**
 * The rating status (spec §2 bewertungsstatus): the newest ratings and where
 * they are in the check before publication, reports of wrong data on a portal
 * (three forms, each in a disclosure that works without JavaScript), and the
 * reports sent with their state.
 */
export default function RatingStatus() {
  const { companyId, events, reports } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Bewertungsstatus</h1>

      <section className="mt-6" aria-labelledby="neueste">
        <h2 id="neueste" className="text-xl font-semibold">
          Ihre neuesten Bewertungen
        </h2>
        {events.length ? (
          <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
            {events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
                <span className="whitespace-nowrap">{e.when}</span>
                <span>
                  {e.portal}, {e.author}
                </span>
                <span>
                  <span aria-hidden="true" className="text-amber-700">
                    {e.stars}{" "}
                  </span>
                  <span className="sr-only">{e.starsLabel}, </span>
                </span>
                <strong className={e.pending ? "text-amber-800" : undefined}>{e.state}</strong>
                {e.answered ? <span className="text-sm">beantwortet am {e.answered}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">Für Ihre Firma gibt es noch keine Bewertungen.</p>
        )}
        <p className="mt-3 max-w-3xl text-sm">{RATING_CHECK_STATEMENT}</p>
      </section>

      <section className="mt-8" aria-labelledby="fehler-melden">
        <h2 id="fehler-melden" className="text-xl font-semibold">
          Fehler auf einem Portal melden
        </h2>
        <p className="mt-2">Ein Portal zeigt einen falschen Link zu Ihrem Eintrag, eine Bewertung, die nicht zu Ihnen gehört, oder einen falschen Durchschnitt? Melden Sie es uns.</p>
        {(Object.keys(ERROR_REPORT_TITLES) as ErrorReportPath[]).map((path) => {
          const id = `fehler-${path}`;
          return (
            <details key={path} className="card mt-3" open={reply?.form === id || undefined}>
              <summary className="cursor-pointer font-semibold" id={`${id}-titel`}>
                {ERROR_REPORT_TITLES[path]}
              </summary>
              <Suspense fallback={<p className="mt-3">{LOADER_TEXT}</p>}>
                <ErrorReportForm reply={reply} companyId={companyId} path={path} />
              </Suspense>
            </details>
          );
        })}
      </section>

      <section className="mt-8" aria-labelledby="meldungen">
        <h2 id="meldungen" className="text-xl font-semibold" tabIndex={-1}>
          Ihre Meldungen
        </h2>
        {reports.length ? (
          <div className="mt-3 overflow-auto" role="region" aria-labelledby="meldungen-tabelle" tabIndex={0}>
            <table className="data-table">
              <caption id="meldungen-tabelle" className="sr-only">
                Ihre Fehlermeldungen, die neuesten zuerst, mit ihrem Stand
              </caption>
              <thead>
                <tr>
                  <th scope="col">Eingang</th>
                  <th scope="col">Meldung</th>
                  <th scope="col">Falsch</th>
                  <th scope="col">Richtig</th>
                  <th scope="col">Stand</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" className="whitespace-nowrap">
                      {r.when}
                    </th>
                    <td className="!text-left">
                      {r.what} <span className="block text-sm">{r.portal}</span>
                    </td>
                    <td className="!text-left break-all">{r.wrong}</td>
                    <td className="!text-left break-all">{r.right}</td>
                    <td className="!text-left">
                      {r.state}
                      {r.reason ? <span className="block text-sm">{r.reason}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3">Sie haben noch keinen Fehler gemeldet.</p>
        )}
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
