import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { DateRangeForm } from "~/components/product/date-range-form";
import { KeyFigures, type KeyFigure } from "~/components/product/key-figures";
import { Pager } from "~/components/product/pager";
import { dateRangeOf } from "~/server/date-range.server";
import { berlinToday } from "#domain/format";
import { Alert } from "~/components/ui/alert";
import { ScrollTable } from "~/components/ui/scroll-table";
import { devPagesEnabled } from "#domain/env";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("test") }, { name: "robots", content: "noindex" }];

/**
 * The component page of the non-production environments (spec §2): the shared UI
 * components in each of their states, for the browser tests and reviewers
 * (`data-component`, `data-state` name each example). Only where DEV_PAGES = "1" is
 * set outside production (decision 086); else 404. Buttons, fields, alerts, badges,
 * links, the card, the scrolling table, and the product-page kit (docs/product-page.md):
 * key figures with their changes, the pager, and the date range,
 * which works here as on a product page (its address is read by the same server
 * rules, so a refused range shows its messages). The form kit's states show on the
 * pages that use it; charts on the statistics pages; the modal on the support login.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  if (!devPagesEnabled(portal.env)) throw new Response(null, { status: 404 });
  const today = berlinToday();
  const range = dateRangeOf(portal.url, today);
  return { today, form: range.form, errors: range.errors ?? null };
}

/** The key figures in each state of their change (spec §9 comparison). */
const FIGURES: KeyFigure[] = [
  { key: "steigend", label: "Aufrufe", value: 112, previous: 100, hint: "steigend" },
  { key: "fallend", label: "Klicks", value: 80, previous: 100, hint: "fallend" },
  { key: "gleich", label: "Anrufe", value: 42, previous: 42, hint: "unverändert" },
  { key: "neu", label: "Anfragen", value: 7, previous: 0, hint: "vorher keine" },
];


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
  const { today, form, errors } = useLoaderData<typeof loader>();
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
      <Group id="kennzahlen" title="Kennzahlen mit Vergleich">
        <Sample component="key-figures" state="Zeitraum läuft noch">
          <h3 id="t-kennzahlen" className="sr-only">
            Kennzahlen des Beispielzeitraums
          </h3>
          <KeyFigures figures={FIGURES} compare="vorzeitraum" running labelledBy="t-kennzahlen" />
        </Sample>
      </Group>
      <Group id="blaettern" title="Seitenweise blättern">
        {[1, 3, 5].map((n) => (
          <Sample key={n} component="pager" state={n === 1 ? "erste Seite" : n === 5 ? "letzte Seite" : "mittlere Seite"}>
            <Pager label={`Beispiel: Seite ${n}`} page={n} pages={5} href={(k) => `/test?seite=${k}#blaettern-titel`} summary="48 Anrufe" />
          </Sample>
        ))}
      </Group>
      <Group id="zeitraum-beispiel" title="Zeitraum (wie auf einer Produktseite)">
        <Sample component="date-range" state={errors ? "fehler" : "normal"}>
          <DateRangeForm form={form} errors={errors} today={today} resultsId="zeitraum-ergebnis" />
          <p id="zeitraum-ergebnis" tabIndex={-1} className="mt-2 text-sm">
            {errors ? "Zeitraum nicht übernommen." : `Gezeigt: ${form.von} bis ${form.bis}`}
          </p>
        </Sample>
      </Group>
    </main>
  );
}
