import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { CsrfInput } from "~/components/ui/csrf-input";
import { CompanyInput } from "~/components/forms/company-input";
import { pathTo } from "#domain/pages";
import type { loader } from "./produkte.server";

export { action, loader } from "./produkte.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("companyData.products", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const cancelPath = (id?: string) => `${pathTo("companyData.cancel")}${id ? `?produkt=${encodeURIComponent(id)}` : ""}`;

/**
 * The company's products (spec §2 firmendaten/produkte): each with status,
 * start, term, price and its cancellation — the button "Verträge hier kündigen"
 * (§ 312k BGB) leads to the confirmation page; a pending cancellation says
 * until when the product stays active and can be withdrawn until then.
 */
export default function Products() {
  const { companyId, rows, anyCancellable } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Produkte</h1>
      <p className="mt-2">Alle Produkte Ihrer Firma mit Laufzeit und Preis (monatlich, zzgl. MwSt.). Eine Kündigung wird zum Ende der Laufzeit wirksam; bis dahin bleibt das Produkt aktiv.</p>
      {anyCancellable ? (
        <p className="mt-4">
          <Link to={cancelPath()} className="btn-primary">
            Verträge hier kündigen
          </Link>
        </p>
      ) : null}
      {rows.length === 0 ? <p className="card mt-6">Ihre Firma hat noch keine Produkte.</p> : null}
      {rows.map((r) => (
        <article key={r.id} id={`produkt-${r.id}`} className="card mt-6" aria-labelledby={`produkt-${r.id}-titel`}>
          <h2 id={`produkt-${r.id}-titel`} className="text-xl font-semibold">
            {r.name}
          </h2>
          <p className={r.pending ? "mt-1 font-semibold text-amber-800" : r.active ? "mt-1 font-semibold text-green-800" : "mt-1 text-slate-600"}>{r.status}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">Beginn</dt>
            <dd>{r.start}</dd>
            <dt className="font-semibold">Laufzeit</dt>
            <dd>{r.term}</dd>
            {r.active ? (
              <>
                <dt className="font-semibold">Läuft bis</dt>
                <dd>{r.runsUntil}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Preis</dt>
            <dd>{r.price}</dd>
          </dl>
          {r.cancel ? (
            <p className="mt-3 text-sm">
              Geht Ihre Kündigung bis zum {r.cancel.arriveBy} ein, endet es am {r.cancel.effectiveOn}.{" "}
              <Link to={cancelPath(r.id)}>
                Kündigen<span className="sr-only"> ({r.name})</span>
              </Link>
            </p>
          ) : null}
          {r.pending ? (
            <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
              <p>
                Ihre Kündigung ist am {r.pending.receivedAt} eingegangen. Das Produkt bleibt bis einschließlich {r.pending.effectiveOn} aktiv.
                {r.pending.reason ? ` Ihr Grund: ${r.pending.reason}` : ""}
              </p>
              {r.pending.withdrawable ? (
                <Form method="post" className="mt-2">
                  <CsrfInput />
                  <CompanyInput companyId={companyId} />
                  <input type="hidden" name="subscriptionId" value={r.id} />
                  <input type="hidden" name="name" value={r.name} />
                  <button type="submit" className="btn-secondary">
                    Kündigung zurücknehmen<span className="sr-only"> ({r.name})</span>
                  </button>
                </Form>
              ) : null}
            </div>
          ) : null}
        </article>
      ))}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
