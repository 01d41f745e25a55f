import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { pathTo } from "#domain/pages";
import type { action, loader } from "./produkte_.kuendigen.server";

export { action, loader } from "./produkte_.kuendigen.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("companyData.cancel", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The form with its rules comes after the page has painted (it posts plainly before). */
const CancelForm = lazy(() => import("~/components/contracts/cancel-form"));

/**
 * § 312k BGB, the second step after "Verträge hier kündigen": the product, the
 * day the cancellation takes effect, an optional reason, "jetzt kündigen";
 * then the receipt with the date and time it arrived (decision 069).
 */
export default function CancelPage() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const back = (
    <p className="mt-6">
      <Link to={pathTo("companyData.products")}>Zurück zu den Produkten</Link>
    </p>
  );
  if (d.mode === "receipt") {
    const r = d.receipt;
    return (
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold">Ihre Kündigung ist eingegangen</h1>
        <div className="card mt-6" role="status" data-testid="eingangsbestaetigung">
          <p>
            Ihre Kündigung von <strong>{r.name}</strong> ist am <strong>{r.receivedAt}</strong> bei uns eingegangen.
          </p>
          <p className="mt-2">
            Das Produkt bleibt bis einschließlich <strong>{r.effectiveOn}</strong> aktiv und endet dann.
          </p>
          {r.reason ? <p className="mt-2">Ihr Grund: {r.reason}</p> : null}
          <p className="mt-2">{d.email ? `Eine Bestätigung mit Datum und Uhrzeit des Eingangs haben wir an ${d.email} geschickt.` : "Eine Bestätigung mit Datum und Uhrzeit des Eingangs schicken wir Ihnen per E-Mail."}</p>
          <p className="mt-2 text-sm text-slate-600">Bis zu diesem Tag können Sie die Kündigung unter „Produkte“ zurücknehmen.</p>
        </div>
        {back}
      </div>
    );
  }
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Kündigung bestätigen</h1>
      {d.options.length ? (
        <section className="card mt-6" aria-labelledby="kuendigung-titel">
          <h2 id="kuendigung-titel" className="text-xl font-semibold">
            Ordentliche Kündigung zum Ende der Laufzeit
          </h2>
          <p className="mt-2">Wählen Sie das Produkt. Neben jedem steht der Tag, an dem es endet, wenn Ihre Kündigung heute eingeht; bis dahin bleibt es aktiv.</p>
          <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
            <CancelForm reply={reply} companyId={d.companyId} options={d.options} chosen={d.chosen} />
          </Suspense>
        </section>
      ) : (
        <p className="card mt-6">Zurzeit können Sie keines Ihrer Produkte kündigen: Sie sind bereits gekündigt, enden von selbst oder sind beendet.</p>
      )}
      {back}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
