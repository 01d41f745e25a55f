import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { lazy, Suspense } from "react";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { cucaReason } from "#domain/cuca";
import { SERVICE_CASE_STATES, TRANSFER_REASONS } from "#domain/service-cases";
import { formatDateTimeDe } from "#domain/format";
import type { action, loader } from "./uebersicht.server";

export { action, loader } from "./uebersicht.server";
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle("entry.rightsTransfer", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

/** The request form with its rules comes after the page has painted (it posts plainly before). */
const RightsTransferForm = lazy(
  () => import("~/components/entry/rights-transfer-form")
);

export default function RightsTransfer() {
  const { cases, cuca, companyId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const open = cases.find((c) => c.open);
  const blocked = cucaReason("rightsTransfer", { cuca });
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Rechteübertragung</h1>
      <p className="mt-2">
        Sie haben Ihr Unternehmen verkauft oder übergeben? Hier beantragen Sie,
        dass die Rechte an Ihrem Eintrag auf eine andere Person übergehen. Wir
        prüfen den Antrag und melden uns bei Ihnen und der neuen Person.
      </p>

      <section aria-labelledby="antraege" className="card mt-6">
        <h2 id="antraege" className="text-xl font-semibold">
          Ihre Anträge
        </h2>
        {cases.length === 0 ? (
          <p className="mt-2">
            Sie haben noch keine Rechteübertragung beantragt.
          </p>
        ) : (
          <table
            className="mt-2 w-full text-left text-sm"
            data-testid="transfer-cases"
          >
            <thead>
              <tr>
                <th scope="col">Beantragt am</th>
                <th scope="col">Neue Person</th>
                <th scope="col">Grund</th>
                <th scope="col">Stand</th>
              </tr>
            </thead>
            <tbody>
              {cases.map((c) => (
                <tr key={c.id}>
                  <td>{formatDateTimeDe(c.created_at)}</td>
                  <td>{c.new_owner}</td>
                  <td>
                    {TRANSFER_REASONS[
                      c.reason as keyof typeof TRANSFER_REASONS
                    ] ?? c.reason}
                  </td>
                  <td>{SERVICE_CASE_STATES[c.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="neuer-antrag" className="card mt-6">
        <h2 id="neuer-antrag" className="text-xl font-semibold">
          Neuer Antrag
        </h2>
        <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
          <RightsTransferForm
            reply={reply}
            companyId={companyId}
            blocked={
              blocked ??
              (open
                ? `Ihr Antrag vom ${formatDateTimeDe(
                    open.created_at
                  )} ist noch offen. Einen weiteren können Sie stellen, sobald er bearbeitet ist.`
                : null)
            }
          />
        </Suspense>
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
