import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle, pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import type { loader } from "./vermarktungspakete.server";

export { loader } from "./vermarktungspakete.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data?.year ? pageTitleWith(`Archiv ${data.year.year}`, "wkdb.packages", matches) : pageTitle("wkdb.packages", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

function Reports({ reports, labelledBy }: { reports: { label: string; pdf: string }[]; labelledBy: string }) {
  return (
    <ul className="mt-2 divide-y divide-slate-200" aria-labelledby={labelledBy}>
      {reports.map((r) => (
        <li key={r.pdf} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>{r.label}</span>
          <a className="link" href={r.pdf} download>
            Bericht {r.label} als PDF
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The marketing packages of "Wer kennt den BESTEN" (spec §2 rating product
 * `vermarktungspakete`): a report per complete month as PDF, the latest
 * first, and the archive by year (links, `?jahr=`).
 */
export default function MarketingPackages() {
  const { latest, years, year, asked } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Vermarktungspakete</h1>
      <p className="mt-2">
        Für jeden abgeschlossenen Monat erhalten Sie einen Bericht als PDF: neue Bewertungen je Portal mit Durchschnitt, Ihren Gesamtdurchschnitt am Monatsende, wie viele Bewertungen Sie beantwortet haben, und die Aufrufe Ihres Eintrags.
      </p>
      <section className="card mt-6" aria-labelledby="neueste">
        <h2 id="neueste" className="text-xl font-semibold">
          Neueste Berichte
        </h2>
        {latest.length ? <Reports reports={latest} labelledBy="neueste" /> : <p className="mt-2">Ihr erster Bericht erscheint nach dem ersten vollen Monat mit „Wer kennt den BESTEN“.</p>}
      </section>
      {years.length || asked ? (
        <section className="card mt-6" aria-labelledby="archiv">
          <h2 id="archiv" className="text-xl font-semibold">
            Archiv
          </h2>
          <nav aria-label="Jahre des Archivs">
            <ul className="mt-2 flex flex-wrap gap-3">
              {years.map((y) => (
                <li key={y}>
                  <Link className="link" to={`?jahr=${y}#archiv`} aria-current={year?.year === y ? "page" : undefined} preventScrollReset>
                    {y}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {year ? (
            <>
              <h3 id="archiv-jahr" className="mt-4 text-lg font-semibold">
                Berichte {year.year}
              </h3>
              {year.reports.length ? <Reports reports={year.reports} labelledBy="archiv-jahr" /> : <p className="mt-2">Für {year.year} gibt es keine Berichte.</p>}
            </>
          ) : asked ? (
            <p className="mt-4">Bitte wählen Sie ein Jahr aus der Liste.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
