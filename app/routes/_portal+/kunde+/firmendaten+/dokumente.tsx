import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle, pageTitleWith } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import type { loader } from "./dokumente.server";

export { loader } from "./dokumente.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data?.year ? pageTitleWith(String(data.year), "companyData.documents", matches) : pageTitle("companyData.documents", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

/**
 * The company's documents (spec §2 /kunde/firmendaten/dokumente): one year at a
 * time, the years as links (newest first); invoices, credit notes and contract
 * documents with number, date and amount, each as PDF, an invoice also as
 * XRechnung; the year's documents as one ZIP.
 */
export default function Documents() {
  const { years, year, groups, zip, retentionYears } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Dokumente</h1>
      <p className="mt-2">
        Ihre Rechnungen, Gutschriften und Vertragsdokumente. Rechnungen erhalten Sie als PDF und als XRechnung (XML nach EN 16931) für Ihre Buchhaltung. Wir bewahren Dokumente {retentionYears} Jahre nach Ablauf des Ausstellungsjahres auf (§ 147 AO, § 14b UStG); so lange finden Sie sie hier.
      </p>
      {years.length ? (
        <nav aria-label="Jahre" className="mt-4">
          <ul className="flex flex-wrap gap-3">
            {years.map((y) => (
              <li key={y.year}>
                <Link className="link" to={`?jahr=${y.year}`} aria-current={y.current ? "page" : undefined} preventScrollReset>
                  {y.year}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {year === null ? (
        <p className="mt-6">Für Ihre Firma sind noch keine Dokumente vorhanden.</p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
            <h2 className="text-xl font-semibold">Dokumente {year}</h2>
            {zip ? (
              <a className="link" href={zip} download>
                Alle Dokumente {year} als ZIP
              </a>
            ) : null}
          </div>
          {groups.length ? null : <p className="mt-2">Für {year} sind keine Dokumente vorhanden.</p>}
          {groups.map((g) => (
            <section key={g.type} className="card mt-4 overflow-x-auto" aria-labelledby={`g-${g.type}`}>
              <h3 id={`g-${g.type}`} className="text-lg font-semibold">
                {g.heading}
              </h3>
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1 pr-3">Nummer</th>
                    <th scope="col" className="py-1 pr-3">Datum</th>
                    <th scope="col" className="py-1 pr-3">Zeitraum</th>
                    <th scope="col" className="py-1 pr-3 text-right">Betrag (brutto)</th>
                    <th scope="col" className="py-1">Dateien</th>
                  </tr>
                </thead>
                <tbody>
                  {g.rows.map((r) => (
                    <tr key={r.number} className="border-b border-slate-100">
                      <td className="py-1 pr-3">
                        {r.number}
                        {r.refersTo ? <span className="block text-xs">zu {r.refersTo}</span> : null}
                      </td>
                      <td className="py-1 pr-3">{r.date}</td>
                      <td className="py-1 pr-3">{r.period}</td>
                      <td className="py-1 pr-3 text-right">{r.amount}</td>
                      <td className="py-1">
                        <a className="link" href={r.pdf} download>
                          PDF<span className="sr-only"> {g.label} {r.number}</span>
                        </a>
                        {r.xml ? (
                          <>
                            {" · "}
                            <a className="link" href={r.xml} download>
                              XRechnung<span className="sr-only"> {r.number}</span>
                            </a>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
