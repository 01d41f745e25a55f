import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { pathTo } from "#domain/pages";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("products.error", matches) }];

export const loader = ({ context }: LoaderFunctionArgs) => ({ requestId: context.portal.requestId });

/** The product area's error page (spec §2 /kunde/meineProdukte/fehler). */
export default function ProductError() {
  const { requestId } = useLoaderData<typeof loader>();
  return (
    <div className="card max-w-xl">
      <h1 className="text-2xl font-bold">Die Produktseite konnte nicht geladen werden</h1>
      <p className="mt-3">Bitte versuchen Sie es in einigen Minuten erneut. Ihre gespeicherten Daten sind davon nicht betroffen.</p>
      <p className="mt-3 text-sm text-slate-700">
        Wenn Sie unseren Kundenservice anrufen (Telefonnummer unten auf der Seite), nennen Sie bitte diese Nummer: <code>{requestId}</code>
      </p>
      <p className="mt-6">
        <Link to={pathTo("dashboard")} className="btn-primary">
          Zur Startseite
        </Link>
      </p>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
