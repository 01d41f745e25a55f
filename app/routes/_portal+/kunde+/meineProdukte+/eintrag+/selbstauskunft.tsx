import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { disclosureSections } from "./__selbstauskunft";
import { formatDateTimeDe } from "#domain/format";
import type { loader } from "./selbstauskunft.server";
import { pathTo } from "#domain/pages";

export { loader } from "./selbstauskunft.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("entry.selfDisclosure", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const BASE = pathTo("entry.selfDisclosure");
/** The most items of a list the page shows; the files have all. */
const LIST_ON_PAGE = 10;

/** What the provider stores about the company, and the files to download it (spec §2 eintrag/selbstauskunft). */
export default function SelfDisclosure() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Selbstauskunft</h1>
      <p className="mt-2">
        Hier sehen Sie, welche Daten wir zu Ihrer Firma speichern. Sie können alles herunterladen: als PDF zum Lesen und Ablegen, oder als JSON-Datei, um die
        Daten an anderer Stelle weiterzuverwenden.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a className="btn-primary" href={`${BASE}/pdf`} download>
          Selbstauskunft als PDF
        </a>
        <a className="btn-secondary" href={`${BASE}/download`} download>
          Als JSON-Datei (maschinenlesbar)
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-600">Stand: {formatDateTimeDe(d.generated_at)}</p>

      {disclosureSections(d).map((s) => (
        <section key={s.id} aria-labelledby={`sa-${s.id}`} className="card mt-6">
          <h2 id={`sa-${s.id}`} className="text-xl font-semibold">
            {s.heading}
          </h2>
          {s.rows ? (
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {s.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {s.lists?.map((l) => (
            <div key={l.heading}>
              <h3 className="mt-3 font-semibold">{l.heading}</h3>
              {l.items.length === 0 ? (
                <p className="mt-1">{l.empty}</p>
              ) : (
                <ul className="mt-1 list-disc pl-5">
                  {l.items.slice(0, LIST_ON_PAGE).map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                  {l.items.length > LIST_ON_PAGE ? <li>… und {l.items.length - LIST_ON_PAGE} weitere; die Dateien nennen alle.</li> : null}
                </ul>
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
