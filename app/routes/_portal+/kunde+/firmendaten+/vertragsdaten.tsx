import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { pathTo } from "#domain/pages";
import type { action, loader } from "./vertragsdaten.server";

export { action, loader } from "./vertragsdaten.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("companyData.contract", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The form with its rules comes after the page has painted (it posts plainly before). */
const BillingAddressForm = lazy(() => import("~/components/contracts/billing-form"));

/** A list of terms and values. */
function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The contract data (spec §2 firmendaten/vertragsdaten): customer and contract
 * number, start, terms, the next possible end and the day a cancellation must
 * arrive by, the billing address (versioned form) and the payment method.
 */
export default function ContractData() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!d.contract) {
    return (
      <div className="max-w-4xl">
        <h1 className="text-2xl font-bold">Vertragsdaten</h1>
        <p className="card mt-6">Für diese Firma ist noch kein Vertrag hinterlegt. Sobald Sie ein Produkt gebucht haben, finden Sie hier Ihre Vertragsdaten.</p>
      </div>
    );
  }
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Vertragsdaten</h1>
      {d.next ? (
        <p className="card mt-6" data-testid="naechstes-ende">
          <strong>Nächstmögliches Vertragsende: {d.next.effectiveOn}.</strong> Dafür muss Ihre Kündigung bis zum <strong>{d.next.arriveBy}</strong> bei uns eingehen. Einzelne Produkte kündigen Sie unter{" "}
          <Link to={pathTo("companyData.products")}>Produkte</Link>.
        </p>
      ) : null}
      <section className="card mt-6" aria-labelledby="vertrag-titel">
        <h2 id="vertrag-titel" className="text-xl font-semibold">
          Ihr Vertrag
        </h2>
        <Facts rows={d.facts} />
      </section>
      <section className="card mt-6" aria-labelledby="zahlung-titel">
        <h2 id="zahlung-titel" className="text-xl font-semibold">
          Zahlungsweise
        </h2>
        <Facts
          rows={[
            ["Zahlungsart", d.payment.method],
            ...((d.payment.sepa
              ? [
                  ["IBAN", d.payment.sepa.iban],
                  ["Kontoinhaber", d.payment.sepa.accountHolder],
                  ["Mandatsreferenz", d.payment.sepa.mandateReference],
                  ["Mandat erteilt am", d.payment.sepa.mandateSignedOn],
                ]
              : []) as [string, string][]),
          ]}
        />
        <p className="mt-3 text-sm text-slate-600">Aus Sicherheitsgründen zeigen wir die IBAN nur teilweise. Ein neues Konto teilen Sie uns bitte mit einem neuen SEPA-Mandat über den Kundenservice mit.</p>
      </section>
      <section className="card mt-6" aria-labelledby="rechnungsanschrift-titel">
        <h2 id="rechnungsanschrift-titel" className="text-xl font-semibold">
          Rechnungsanschrift
        </h2>
        <p className="mt-2 text-sm text-slate-600">Zuletzt geändert: {d.updatedAt}</p>
        <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
          <BillingAddressForm key={`${d.companyId}:${d.version}`} reply={reply} companyId={d.companyId} version={d.version} values={d.billing} />
        </Suspense>
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
