import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { ScrollTable } from "~/components/ui/scroll-table";
import { devPagesEnabled } from "#domain/env";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("test") }, { name: "robots", content: "noindex" }];

/**
 * The component page of the non-production environments (spec §2): the shared UI
 * components in each of their states, for the browser tests and reviewers
 * (`data-component`, `data-state` name each example). Only where DEV_PAGES = "1" is
 * set outside production (decision 086); else 404. So far: buttons, fields, alerts,
 * badges, links, the card and the scrolling table; the form kit, pagers, charts and
 * the modal are still to be added (each as a `Sample` group here).
 */
export function loader({ context }: LoaderFunctionArgs) {
  if (!devPagesEnabled(context.portal.env)) throw new Response(null, { status: 404 });
  return null;
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mt-6" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-4">{children}</div>
    </section>
  );
}

function Sample({ component, state, children }: { component: string; state: string; children: ReactNode }) {
  return (
    <div data-component={component} data-state={state} className="min-w-0">
      <p className="mb-1 text-xs text-slate-600">{state}</p>
      {children}
    </div>
  );
}

const BUTTONS = ["btn-primary", "btn-secondary", "btn-danger"] as const;
const TONES = ["info", "success", "warning", "danger"] as const;
const BADGES = [
  ["badge-ok", "Aktiv"],
  ["badge-warn", "Läuft ab"],
  ["badge-bad", "Abgelaufen"],
  ["badge-muted", "Nicht gebucht"],
] as const;

export default function TestPage() {
  return (
    <main id="inhalt" className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Komponenten</h1>
      <p className="mt-2 text-slate-700">Nur in Test- und Entwicklungsumgebungen: jede gemeinsame Komponente in ihren Zuständen.</p>
      <Group id="knoepfe" title="Schaltflächen">
        {BUTTONS.map((b) => (
          <div key={b} className="flex gap-2">
            <Sample component={b} state="normal">
              <button type="button" className={b}>
                Speichern
              </button>
            </Sample>
            <Sample component={b} state="gesperrt">
              <button type="button" className={b} disabled>
                Speichern
              </button>
            </Sample>
          </div>
        ))}
      </Group>
      <Group id="felder" title="Eingabefelder">
        <Sample component="field" state="leer">
          <label htmlFor="t-leer" className="field-label">
            Firmenname
          </label>
          <input type="text" id="t-leer" className="field-input" placeholder="z. B. Bäckerei Krüger" />
        </Sample>
        <Sample component="field" state="ausgefüllt">
          <label htmlFor="t-voll" className="field-label">
            Ort
          </label>
          <input type="text" id="t-voll" className="field-input" defaultValue="Köln" />
        </Sample>
        <Sample component="field" state="fehler">
          <label htmlFor="t-fehler" className="field-label">
            Postleitzahl
          </label>
          <input type="text" id="t-fehler" className="field-input" defaultValue="5066" aria-invalid="true" aria-describedby="t-fehler-text" />
          <p id="t-fehler-text" className="field-error">
            Die Postleitzahl muss aus 5 Ziffern bestehen.
          </p>
        </Sample>
        <Sample component="field" state="gesperrt">
          <label htmlFor="t-aus" className="field-label">
            Kundennummer
          </label>
          <input type="text" id="t-aus" className="field-input" defaultValue="100101" disabled />
        </Sample>
      </Group>
      <Group id="hinweise" title="Hinweise">
        {TONES.map((tone) => (
          <Sample key={tone} component="alert" state={tone}>
            <Alert tone={tone} announce={false}>
              Hinweis der Art „{tone}“.
            </Alert>
          </Sample>
        ))}
        <Sample component="alert" state="schließbar">
          <Alert tone="success" dismissible autoDismiss={false} announce={false}>
            Gespeichert.
          </Alert>
        </Sample>
      </Group>
      <Group id="marken" title="Statusmarken und Links">
        {BADGES.map(([cls, text]) => (
          <Sample key={cls} component="badge" state={cls}>
            <span className={`badge ${cls}`}>{text}</span>
          </Sample>
        ))}
        <Sample component="link" state="normal">
          <a className="link" href="#inhalt">
            Zum Seitenanfang
          </a>
        </Sample>
      </Group>
      <Group id="tabelle" title="Tabelle mit seitlichem Wischen">
        <Sample component="scroll-table" state="mit Hinweis">
          <ScrollTable label="Beispieltabelle" hint>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">Monat</th>
                  <th scope="col">Anrufe</th>
                  <th scope="col">Minuten</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Oktober 2026</td>
                  <td>42</td>
                  <td>118</td>
                </tr>
              </tbody>
            </table>
          </ScrollTable>
        </Sample>
      </Group>
    </main>
  );
}
