import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Chart } from "~/components/charts";
import { portalTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { rangeSearch, showsNewView } from "~/statistics-address";
import type { loader } from "./statistiken.server";

export { loader } from "./statistiken.server";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: portalTitle(data?.errors ? "Eingaben prüfen – Statistiken" : "Statistiken", matches) },
];
export const shouldRevalidate = companySwitchRevalidates;

const number = new Intl.NumberFormat("de-DE");
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });

/** The totals over the range, and what each counts. */
const TOTALS = [
  { key: "impressions", label: "Einblendungen", hint: "So oft wurde Ihr Eintrag in Suchergebnissen gezeigt" },
  { key: "views", label: "Aufrufe", hint: "So oft wurde Ihr Eintrag geöffnet" },
  { key: "clicks", label: "Klicks", hint: "So oft wurde auf Telefonnummer, Website, Route oder E-Mail geklickt" },
] as const;

const INTERVALS = [
  { value: "tag", label: "Tag" },
  { value: "woche", label: "Woche" },
  { value: "monat", label: "Monat" },
] as const;

/** The results' heading: where focus and scrolling go once a new range has loaded. */
const RESULTS = "statistik-zeitraum";

/** A date field of the range form: DD.MM.YYYY as typed, its message (read first) and the format below it. */
function DateField({ name, label, value, error, autoFocus }: { name: string; label: string; value: string; error?: string; autoFocus: boolean }) {
  const id = `zeitraum-${name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        // a new range from a link or the back button shows in the field (the form itself stays, and with it the focus)
        key={value}
        id={id}
        name={name}
        type="text"
        defaultValue={value}
        className="field-input w-40"
        autoComplete="off"
        placeholder="TT.MM.JJJJ"
        maxLength={10}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${id}-fehler ` : ""}${id}-hinweis`}
        autoFocus={autoFocus}
      />
      <p id={`${id}-hinweis`} className="mt-1 text-sm text-slate-600">
        Format: TT.MM.JJJJ
      </p>
      {error ? (
        <p id={`${id}-fehler`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The entry's statistics (spec §2 eintrag/statistiken): a GET form for the range
 * and the interval, so every view has its own address and works without
 * JavaScript; the totals; and each chart with its table (the table is what shows
 * without JavaScript, the chart follows once the page is on screen).
 */
export default function EntryStatistics() {
  const { form, errors, presets, statistics, table } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const firstError = errors ? (["von", "bis", "intervall"] as const).find((f) => errors[f]) : undefined;
  const interval = form.intervall.toLowerCase();
  // with JavaScript, a new range keeps the page where it is: the focus goes to the first refused
  // field, or to the results, and either is scrolled into view (without it, autofocus and the
  // form's #statistik-zeitraum do the same). A jump inside the page (the skip link's #inhalt)
  // is no new range and is left to the browser.
  const shown = useRef({ key: location.key, search: location.search, hash: location.hash });
  useEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = { key: location.key, search: location.search, hash: location.hash };
    if (!showsNewView(previous, location, RESULTS)) return;
    const target = firstError
      ? document.querySelector<HTMLElement>(firstError === "intervall" ? 'input[name="intervall"]:checked, input[name="intervall"]' : `#zeitraum-${firstError}`)
      : document.getElementById(RESULTS);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: firstError ? "center" : "start" });
  }, [location, firstError]);
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Statistiken Ihres Eintrags</h1>
      <p className="mt-2 max-w-3xl">
        Wie oft Ihr Eintrag in Suchergebnissen gezeigt und aufgerufen wurde, wie oft Besucher Sie über Telefon, Website, Route oder E-Mail erreichen wollten,
        mit welchen Geräten und von wo.
      </p>

      <Form method="get" action={`${location.pathname}#${RESULTS}`} className="card mt-6" aria-labelledby="zeitraum-titel" noValidate>
        <h2 id="zeitraum-titel" className="text-lg font-semibold">
          Zeitraum wählen
        </h2>
        {errors ? (
          <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            Bitte prüfen Sie Ihre Angaben. Die Statistik wird gezeigt, sobald der Zeitraum stimmt.
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap items-start gap-x-6 gap-y-4">
          <DateField name="von" label="Von" value={form.von} error={errors?.von} autoFocus={firstError === "von"} />
          <DateField name="bis" label="Bis" value={form.bis} error={errors?.bis} autoFocus={firstError === "bis"} />
          <fieldset key={interval}>
            <legend className="field-label">Intervall</legend>
            <div className="flex gap-4 py-2">
              {INTERVALS.map((i) => (
                <label key={i.value} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="intervall"
                    value={i.value}
                    defaultChecked={interval === i.value}
                    aria-invalid={errors?.intervall ? true : undefined}
                    aria-describedby={errors?.intervall ? "zeitraum-intervall-fehler" : undefined}
                    // the checked choice (or the first) takes the focus of a refused interval
                    autoFocus={firstError === "intervall" && (interval === i.value || (!INTERVALS.some((x) => x.value === interval) && i.value === "tag"))}
                  />
                  {i.label}
                </label>
              ))}
            </div>
            {errors?.intervall ? (
              <p id="zeitraum-intervall-fehler" className="field-error max-w-md">
                {errors.intervall}
              </p>
            ) : null}
          </fieldset>
          <div className="self-end pb-7">
            <button type="submit" className="btn-primary" aria-disabled={loading || undefined}>
              {loading ? "Wird geladen …" : "Anzeigen"}
            </button>
          </div>
        </div>
        <nav aria-label="Schnellauswahl" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {presets.map((p) => {
              const current = !errors && p.query.von === form.von && p.query.bis === form.bis && p.query.intervall === form.intervall;
              return (
                <li key={p.label}>
                  <Link to={`${rangeSearch(p.query)}#${RESULTS}`} className={current ? "tab tab-current" : "tab"} aria-current={current ? "page" : undefined}>
                    {p.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </Form>

      {statistics ? (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <h2 className="mt-8 text-xl font-semibold" id={RESULTS} tabIndex={-1}>
            Ihre Zahlen vom {form.von} bis {form.bis}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="statistik-zeitraum">
            {TOTALS.map((t) => (
              <div key={t.key} className="card p-4">
                <dt className="text-sm font-semibold text-slate-800">{t.label}</dt>
                <dd className="mt-1 text-2xl font-bold">{number.format(statistics.totals[t.key])}</dd>
                <dd className="mt-1 text-sm text-slate-700">
                  {t.hint}
                  {t.key === "clicks" && statistics.totals.views ? ` (${percent.format(statistics.totals.clicks / statistics.totals.views)} der Aufrufe)` : ""}.
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            {statistics.charts.map((c) => (
              <div key={c.id} data-testid={`chart-${c.id}`} className={c.kind === "donut" || c.id === "herkunft" ? "min-w-0" : "min-w-0 xl:col-span-2"}>
                <Chart
                  chart={c}
                  headingLevel={3}
                  tableFooter={
                    table && c.source ? (
                      <nav aria-label="Seiten der Tabelle" className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                        <span>
                          Zeiträume {table.first} bis {table.last} von {table.total}
                        </span>
                        {table.page > 1 ? (
                          <Link to={`${rangeSearch(form, table.page - 1)}#${c.id}-titel`} className="link">
                            Neuere Zeiträume
                          </Link>
                        ) : null}
                        {table.page < table.pages ? (
                          <Link to={`${rangeSearch(form, table.page + 1)}#${c.id}-titel`} className="link">
                            Ältere Zeiträume
                          </Link>
                        ) : null}
                      </nav>
                    ) : null
                  }
                />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
