import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import type { action, loader } from "./partner-netzwerk.server";

export { action, loader } from "./partner-netzwerk.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("ratingPlus.partners", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The form with its rules comes after the page has painted (it posts plainly before). */
const PartnerForm = lazy(() => import("~/components/ratings/forms").then((m) => ({ default: m.PartnerForm })));

/**
 * The partner network (spec §2 partner-netzwerk): the portals the company is
 * rated on, its profile there and its figures, and partner portals to add with
 * the profile's address.
 */
export default function PartnerNetwork() {
  const { companyId, portals, partners, addable } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Ihr Partner-Netzwerk</h1>
      <p className="mt-2">Auf diesen Portalen werden Sie bewertet. Wir lesen Ihre Bewertungen dort und zeigen sie in Ihrer Übersicht.</p>

      <section className="mt-6" aria-labelledby="portale">
        <h2 id="portale" className="text-xl font-semibold">
          Portale
        </h2>
        <div className="mt-3 overflow-auto" role="region" aria-labelledby="portale-tabelle" tabIndex={0}>
          <table className="data-table">
            <caption id="portale-tabelle" className="sr-only">
              Portale mit Ihrem Profil, Durchschnitt und Anzahl der Bewertungen
            </caption>
            <thead>
              <tr>
                <th scope="col">Portal</th>
                <th scope="col">Ihr Profil</th>
                <th scope="col">Durchschnitt</th>
                <th scope="col">Bewertungen</th>
              </tr>
            </thead>
            <tbody>
              {[...portals, ...partners].map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {p.name}
                    {p.added ? <span className="block text-sm font-normal">Partnerportal seit {p.added}</span> : null}
                  </th>
                  <td className="!text-left">
                    {p.profileUrl ? (
                      <a className="link break-all" href={p.profileUrl} rel="noopener noreferrer" target="_blank">
                        Profil öffnen<span className="sr-only"> auf {p.name} (neues Fenster)</span>
                      </a>
                    ) : (
                      "kein Profil gefunden"
                    )}
                  </td>
                  <td>{p.figure ?? "noch keine Daten"}</td>
                  <td>{p.count ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card mt-8" aria-labelledby="partner-hinzufuegen">
        <h2 id="partner-hinzufuegen" className="text-xl font-semibold">
          Partnerportal hinzufügen
        </h2>
        {addable.length ? (
          <>
            <p className="mt-2">Sie werden noch auf einem anderen Portal bewertet? Wählen Sie es und geben Sie die Adresse Ihres Profils dort an.</p>
            <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
              <PartnerForm reply={reply} companyId={companyId} portals={addable} />
            </Suspense>
          </>
        ) : (
          <p className="mt-2">Alle Partnerportale, die wir anbinden, gehören schon zu Ihrem Netzwerk.</p>
        )}
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
