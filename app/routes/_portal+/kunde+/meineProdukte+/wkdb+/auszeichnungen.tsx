import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { RATING_CHECK_STATEMENT } from "#domain/rating-labels";
import type { loader } from "./auszeichnungen.server";

export { loader } from "./auszeichnungen.server";
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle("wkdb.awards", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The signet's HTML to copy: selectable without JavaScript, a "Kopieren" button with it. */
function Snippet({ html }: { html: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => setReady(true), []);
  const copy = async () => {
    area.current?.select();
    try {
      await navigator.clipboard.writeText(html);
      setCopied("Der Code ist kopiert.");
    } catch {
      setCopied("Der Code ist markiert: Kopieren Sie ihn mit Strg+C (Mac: Cmd+C).");
    }
  };
  return (
    <>
      <label htmlFor="siegel-code" className="mt-4 block font-semibold">
        HTML-Code für Ihre Website
      </label>
      <p id="siegel-hinweis" className="text-sm">
        Markieren Sie den Code und fügen Sie ihn in Ihre Website ein, dort, wo das Siegel erscheinen soll.
      </p>
      <textarea id="siegel-code" ref={area} readOnly rows={4} className="mt-1 w-full max-w-3xl rounded border p-2 font-mono text-sm" aria-describedby="siegel-hinweis" value={html} onFocus={(e) => e.currentTarget.select()} />
      {ready ? (
        <div className="mt-2 flex items-center gap-3">
          <button type="button" className="btn-secondary" onClick={copy}>
            Kopieren
          </button>
          <span role="status">{copied}</span>
        </div>
      ) : null}
    </>
  );
}

/**
 * The awards of "Wer kennt den BESTEN" (spec §2 rating product
 * `auszeichnungen`): each award with its rule, as PDF while it is earned and
 * else what is missing; the rating signet for the customer's website.
 */
export default function Awards() {
  const { period, figure, awards, signet } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Auszeichnungen</h1>
      <p className="mt-2">
        Zeigen Sie Ihren Kundinnen und Kunden, wie gut Sie bewertet werden. Es zählen Ihre veröffentlichten Bewertungen aller Portale vom {period}
        {figure ? <>: Durchschnitt <strong>{figure}</strong>.</> : <>; in dieser Zeit wurden Sie noch nicht bewertet.</>}
      </p>
      {awards.map((a) => (
        <section key={a.id} className="card mt-6" aria-labelledby={`auszeichnung-${a.id}`}>
          <h2 id={`auszeichnung-${a.id}`} className="text-xl font-semibold">
            {a.title}
          </h2>
          <p className="mt-1 text-sm">Vergeben für {a.rule}.</p>
          {a.pdf ? (
            <p className="mt-3">
              <strong>Erreicht.</strong>{" "}
              <a className="link" href={a.pdf} download>
                Urkunde „{a.title}“ als PDF herunterladen
              </a>
            </p>
          ) : (
            <>
              <p className="mt-3 font-semibold">Noch nicht erreicht:</p>
              <ul className="list-disc pl-6">
                {a.missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
      <section className="card mt-6" aria-labelledby="website-siegel">
        <h2 id="website-siegel" className="text-xl font-semibold">
          Bewertungssiegel für Ihre Website
        </h2>
        {signet ? (
          <>
            <p className="mt-1">Das Siegel zeigt stets Ihren aktuellen Stand der letzten zwölf Monate und führt zu Ihrem Eintrag.</p>
            <img className="mt-3" src={signet.image} width={200} height={100} alt="Vorschau Ihres Bewertungssiegels" />
            <Snippet html={signet.snippet} />
          </>
        ) : (
          <p className="mt-1">Das Siegel für Ihre Website steht Ihnen zur Verfügung, sobald Sie das Bewertungssiegel erreicht haben.</p>
        )}
      </section>
      <p className="mt-6 text-sm">{RATING_CHECK_STATEMENT}</p>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
