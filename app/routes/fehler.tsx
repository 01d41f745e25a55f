import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("error") }];
export const loader = ({ context }: LoaderFunctionArgs) => ({ requestId: context.portal.requestId });

/** The generic error page (spec §8 /fehler). */
export default function GenericError() {
  const { requestId } = useLoaderData<typeof loader>();
  return (
    <main id="inhalt" className="mx-auto max-w-xl px-4 py-16">
      <div className="card">
        <h1 className="text-2xl font-bold">Es ist ein Fehler aufgetreten</h1>
        <p className="mt-3">Ihre Anfrage konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.</p>
        <p className="mt-3 text-sm text-slate-700">
          Anfrage-ID: <code>{requestId}</code>
        </p>
        <p className="mt-6">
          <Link to={pathTo("dashboard")} className="btn-primary">Zur Startseite</Link>
        </p>
      </div>
    </main>
  );
}
