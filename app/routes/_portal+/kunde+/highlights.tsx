import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import type { loader } from "./highlights.server";

/** Spec §2 /kunde highlights: the month's news of the active company (decision 089); no script of its own. */
export { loader } from "./highlights.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle("customer.highlights", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

export default function Highlights() {
  const { month, rows } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold">Neuigkeiten des Monats</h1>
      <p className="mt-2 text-slate-700">Was sich im {month} für Ihre Firma getan hat, das Neueste zuerst.</p>
      {rows.length === 0 ? (
        <p className="mt-6" data-testid="keine-neuigkeiten">
          In diesem Monat gibt es noch keine Neuigkeiten für Ihre Firma.
        </p>
      ) : (
        <ul className="mt-6 grid gap-3" data-testid="neuigkeiten">
          {rows.map((r) => (
            <li key={r.key} className="card">
              <p className="text-sm text-slate-700">
                <time dateTime={r.date}>{r.day}</time>
              </p>
              <p className="mt-1">{r.text}</p>
              {r.link ? (
                <p className="mt-2 text-sm">
                  <Link to={r.link.href} className="link">
                    {r.link.text}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
