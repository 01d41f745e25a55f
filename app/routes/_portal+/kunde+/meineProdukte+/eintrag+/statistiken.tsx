import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Chart } from "~/components/charts";
import { portalTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import type { loader } from "./statistiken.server";

export { loader } from "./statistiken.server";
export const meta: MetaFunction = ({ matches }) => [{ title: portalTitle("Statistiken", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const number = new Intl.NumberFormat("de-DE");

const INTERVALS = [
  { value: "tag", label: "Tag" },
  { value: "woche", label: "Woche" },
  { value: "monat", label: "Monat" },
] as const;

/** A date field of the range form: DD.MM.YYYY as typed, its message below it. */
function DateField({ name, label, value, error, autoFocus }: { name: string; label: string; value: string; error?: string; autoFocus: boolean }) {
  return (
    <div>
      <label htmlFor={`zeitraum-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`zeitraum-${name}`}
        name={name}
        defaultValue={value}
        className="field-input w-40"
        inputMode="numeric"
        autoComplete="off"
        placeholder="TT.MM.JJJJ"
        maxLength={10}
        aria-invalid={error ? true : undefined}
        aria-describedby={`zeitraum-${name}-hinweis${error ? ` zeitraum-${name}-fehler` : ""}`}
        autoFocus={autoFocus}
      />
      <p id={`zeitraum-${name}-hinweis`} className="mt-1 text-sm text-slate-600">
        z. B. 01.09.2026
      </p>
      {error ? (
        <p id={`zeitraum-${name}-fehler`} className="field-error">
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
  const { form, errors, presets, statistics } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const firstError = errors ? (["von", "bis", "intervall"] as const).find((f) => errors[f]) : undefined;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Statistiken</h1>
      <p className="mt-2 max-w-3xl">
        Wie oft Ihr Eintrag in Suchergebnissen gezeigt und aufgerufen wurde, wie oft Besucher Sie über Telefon, Website, Route oder E-Mail erreichen wollten,
        mit welchen Geräten und von wo.
      </p>

      <Form method="get" className="card mt-6" aria-labelledby="zeitraum-titel" key={location.search} noValidate>
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
          <fieldset aria-describedby={errors?.intervall ? "zeitraum-intervall-fehler" : undefined}>
            <legend className="field-label">Intervall</legend>
            <div className="flex gap-4 py-2">
              {INTERVALS.map((i) => (
                <label key={i.value} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="intervall"
                    value={i.value}
                    defaultChecked={form.intervall.toLowerCase() === i.value}
                    autoFocus={firstError === "intervall" && i.value === "woche"}
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
                  <Link to={p.href} className={current ? "tab tab-current" : "tab"} aria-current={current ? "page" : undefined}>
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
          <h2 className="mt-8 text-xl font-semibold" id="statistik-zeitraum">
            {form.von} bis {form.bis}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="statistik-zeitraum">
            {statistics.totals.map((t) => (
              <div key={t.key} className="card p-4">
                <dt className="text-sm text-slate-700">{t.label}</dt>
                <dd className="mt-1 text-2xl font-bold">{number.format(t.value)}</dd>
                {t.note ? <dd className="text-sm text-slate-700">{t.note}</dd> : null}
              </div>
            ))}
          </dl>
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            {statistics.charts.map((c) => (
              <div key={c.id} data-testid={`chart-${c.id}`} className={c.kind === "donut" || c.id === "herkunft" ? "min-w-0" : "min-w-0 xl:col-span-2"}>
                <Chart chart={c} headingLevel={3} />
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
