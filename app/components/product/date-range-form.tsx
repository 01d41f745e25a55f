import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { COMPARE_CHOICES, DEFAULT_COMPARE, INTERVAL_CHOICES, presetForm, presets, rangeSearch, showsNewView, type RangeForm } from "./date-range";

/**
 * Every product page's date range (docs/product-page.md): one GET form, so each
 * view has its own bookmarkable address and works without JavaScript; the dates
 * as typed in German (TT.MM.JJJJ), the interval, what the figures are compared
 * with, and the quick choices as links (computed here from `today`, not sent as
 * page data). The server's `dateRangeOf` (app/server/date-range.server.ts) reads
 * the address and gives back the form with a message at each refused field.
 *
 * With JavaScript, a new range keeps the page where it is: the focus goes to the
 * first refused field, or to the results (`resultsId`), and either is scrolled into
 * view; without it, autofocus and the form's `#resultsId` do the same.
 */
export function DateRangeForm({
  form,
  errors,
  today,
  resultsId,
  compare = true,
  intervals = true,
  keep,
  fields,
}: {
  form: RangeForm;
  errors: Record<string, string> | null;
  /** YYYY-MM-DD, Berlin: the quick choices end here */
  today: string;
  /** the results' heading: where the form, the quick choices, focus and scrolling go */
  resultsId: string;
  /** offer the comparison (the page shows key figures) */
  compare?: boolean;
  /** offer the interval (the page cuts the range into periods); without, the interval is kept as it is */
  intervals?: boolean;
  /** more of the address that a new range keeps (the website a page shows: `{ website: "…" }`) */
  keep?: Record<string, string | readonly string[]>;
  /** fields of the page's own that go first in the form (which website), with the names of `keep` they send themselves */
  fields?: { names: readonly string[]; node: ReactNode; title: string };
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const firstError = errors ? (["von", "bis", "intervall", "vergleich"] as const).find((f) => errors[f]) : undefined;
  const interval = form.intervall.toLowerCase();
  const vergleich = form.vergleich ?? DEFAULT_COMPARE;
  const shown = useRef({ key: location.key, search: location.search, hash: location.hash });
  useEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = { key: location.key, search: location.search, hash: location.hash };
    if (!showsNewView(previous, location, resultsId)) return;
    const target = firstError
      ? document.querySelector<HTMLElement>(firstError === "intervall" ? 'input[name="intervall"]:checked, input[name="intervall"]' : `#zeitraum-${firstError}`)
      : document.getElementById(resultsId);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: firstError ? "center" : "start" });
  }, [location, firstError, resultsId]);
  const choices = presets(today);
  // a name may repeat (several campaigns chosen)
  const kept = Object.entries(keep ?? {}).flatMap(([name, v]) => [v].flat().map((value) => [name, value] as [string, string]));
  const keptSearch = kept.length ? `&${new URLSearchParams(kept)}` : "";
  const current = errors ? undefined : choices.find((p) => p.range && rangeSearch(presetForm(p.range)) === rangeSearch({ ...form, vergleich: undefined }));
  return (
    <Form method="get" action={`${location.pathname}#${resultsId}`} className="card mt-6" aria-labelledby="zeitraum-titel" noValidate>
      <h2 id="zeitraum-titel" className="text-lg font-semibold">
        {fields?.title ?? "Zeitraum wählen"}
      </h2>
      {kept
        .filter(([name]) => !fields?.names.includes(name))
        .map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
      {errors ? (
        <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          Bitte prüfen Sie Ihre Angaben. Die Zahlen werden gezeigt, sobald der Zeitraum stimmt.
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-x-6 gap-y-4">
        {fields?.node}
        <DateField name="von" label="Von" value={form.von} error={errors?.von} autoFocus={firstError === "von"} />
        <DateField name="bis" label="Bis" value={form.bis} error={errors?.bis} autoFocus={firstError === "bis"} />
        {intervals ? (
          <fieldset key={interval}>
            <legend className="field-label">Intervall</legend>
            <div className="flex gap-4 py-2">
              {INTERVAL_CHOICES.map((i) => (
                <label key={i.value} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="intervall"
                    value={i.value}
                    defaultChecked={interval === i.value}
                    aria-invalid={errors?.intervall ? true : undefined}
                    aria-describedby={errors?.intervall ? "zeitraum-intervall-fehler" : undefined}
                    // the checked choice (or the first) takes the focus of a refused interval
                    autoFocus={
                      firstError === "intervall" && (interval === i.value || (!INTERVAL_CHOICES.some((x) => x.value === interval) && i.value === "tag"))
                    }
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
        ) : (
          // (a refused interval in the address is replaced by the week: nothing here to correct it at)
          <input type="hidden" name="intervall" value={INTERVAL_CHOICES.some((x) => x.value === interval) ? interval : "woche"} />
        )}
        {compare ? (
          <div key={vergleich}>
            <label htmlFor="zeitraum-vergleich" className="field-label">
              Vergleichen mit
            </label>
            <select
              id="zeitraum-vergleich"
              name="vergleich"
              defaultValue={vergleich}
              className="field-input"
              aria-invalid={errors?.vergleich ? true : undefined}
              aria-describedby={errors?.vergleich ? "zeitraum-vergleich-fehler" : undefined}
              autoFocus={firstError === "vergleich"}
            >
              {COMPARE_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            {errors?.vergleich ? (
              <p id="zeitraum-vergleich-fehler" className="field-error max-w-md">
                {errors.vergleich}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="self-end pb-7">
          <button type="submit" className="btn-primary" aria-disabled={loading || undefined}>
            {loading ? "Wird geladen …" : "Anzeigen"}
          </button>
        </div>
      </div>
      <nav aria-label="Schnellauswahl" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {choices.map((p) => {
            const chosen = p.range ? p === current : !errors && !current;
            return (
              <li key={p.key}>
                <Link
                  // "Benutzerdefiniert": the form's own date fields
                  to={p.range ? `${rangeSearch(presetForm(p.range, vergleich))}${keptSearch}#${resultsId}` : "#zeitraum-von"}
                  className={chosen ? "tab tab-current" : "tab"}
                  aria-current={chosen ? "page" : undefined}
                  // the same page: nothing to discover
                  discover="none"
                >
                  {p.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </Form>
  );
}

/** A date field of the range form: TT.MM.JJJJ as typed, its message (read first) and the format below it. */
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
