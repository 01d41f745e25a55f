import { useField } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SubmitButton } from "~/components/forms/form";
import { useKit } from "~/components/forms/kit-context";
import type { FormReply } from "~/components/forms/validate";
import { entryFormId } from "#domain/entry-tabs";
import { LIST_STEP, searchFieldOf, VALUE_LISTS, type ValueListSection } from "#domain/entry-sections/classification-lists";
import { EntrySectionForm, type SectionProps } from "./section-form";
import { pathTo } from "#domain/pages";

/**
 * A section that is a list of chosen values (spec §7: trades, search keywords,
 * service and product features, service area). Without JavaScript: the chosen
 * values are ticked boxes (untick to remove), a search field with "Vorschläge
 * anzeigen" (and "Hinzufügen" for the company's own words) asks the page, which
 * shows the form again with everything kept and the suggestions as boxes to
 * tick; "… speichern" saves. With JavaScript the suggestions come as you type.
 */

export interface Suggestion {
  value: string;
  detail: string | null;
}

/** The page's answer to "Vorschläge anzeigen" or "Hinzufügen" (nothing saved). */
export interface ListReply extends FormReply {
  suggestions?: Suggestion[] | null;
}

/** Where the page answers suggestions as you type (a resource route). */
export const SUGGEST_PATH = pathTo("entry.suggestions");

const asList = (v: unknown): string[] => (Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : [v]).filter((x): x is string => typeof x === "string");
const same = (a: string, b: string) => a.toLocaleLowerCase("de-DE") === b.toLocaleLowerCase("de-DE");

export function ValueListForm({ section, ...props }: SectionProps & { section: ValueListSection }) {
  const spec = VALUE_LISTS[section];
  const reply = props.reply?.form === entryFormId(section) ? (props.reply as ListReply) : null;
  const typed = reply?.result.initialValue as Record<string, unknown> | null | undefined;
  const chosen = asList(typed ? typed[spec.field] : props.values[spec.field]);
  const term = typed ? String(typed[searchFieldOf(section)] ?? "") : "";
  const suggestions = reply?.suggestions ?? null;
  const stored = asList(props.values[spec.field]);
  return (
    <EntrySectionForm section={section} labels={{ [spec.field]: spec.chosen }} {...props}>
      <ListFields key={JSON.stringify([chosen, term, suggestions])} section={section} initial={chosen} stored={stored} term={term} suggestions={suggestions} />
    </EntrySectionForm>
  );
}

function Errors({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <ul id={id} className="field-error">
      {errors.map((e, i) => (
        <li key={i}>{e}</li>
      ))}
    </ul>
  ) : null;
}

function ListFields({
  section,
  initial,
  stored,
  term,
  suggestions,
}: {
  section: ValueListSection;
  initial: string[];
  /** the saved list: a value not in it is marked "noch nicht gespeichert" */
  stored: string[];
  term: string;
  suggestions: Suggestion[] | null;
}) {
  const spec = VALUE_LISTS[section];
  const searchName = searchFieldOf(section);
  const [list] = useField(spec.field);
  const [search] = useField(searchName);
  const kit = useKit();
  const [chosen, setChosen] = useState(initial);
  const [found, setFound] = useState(suggestions);
  const box = useRef<HTMLDivElement>(null);
  // new suggestions as you type: the ticked ones join the chosen values first, so no tick is lost
  const live = useLiveSuggestions(spec.catalogue, (next) => {
    const ticked = [...(box.current?.querySelectorAll<HTMLInputElement>("input[data-vorschlag]:checked") ?? [])].map((i) => i.value);
    if (ticked.length) setChosen((c) => [...c, ...ticked.filter((t) => !c.some((v) => same(v, t)))]);
    setFound(next);
  });
  const offered = (found ?? []).filter((s) => !chosen.some((c) => same(c, s.value)));
  const hintId = `${search.id}-hinweis`;
  const searchInvalid = Boolean(search.errors?.length);

  return (
    <div ref={box}>
      <fieldset className="mb-4" aria-describedby={list.errors?.length ? list.errorId : undefined}>
        <legend className="field-label">{spec.chosen}</legend>
        {chosen.length ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {chosen.map((v, i) => (
              <li key={v} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  id={`${list.id}-${i}`}
                  name={spec.field}
                  value={v}
                  defaultChecked
                  aria-invalid={list.errors?.length ? true : undefined}
                  autoFocus={i === 0 && kit.firstInvalid === spec.field}
                  className="h-4 w-4"
                />
                <label htmlFor={`${list.id}-${i}`}>
                  {v}
                  {stored.some((s) => same(s, v)) ? null : <span className="ml-2 rounded bg-amber-100 px-1.5 text-sm text-amber-900">noch nicht gespeichert</span>}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Noch keine Einträge.</p>
        )}
        {chosen.length ? <p className="mt-1 text-sm text-slate-600">Entfernen Sie den Haken, um einen Eintrag zu löschen.</p> : null}
        <Errors id={list.errorId} errors={list.errors} />
      </fieldset>

      <div className="mb-4">
        <label htmlFor={search.id} className="field-label">
          {spec.input}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={search.id}
            name={searchName}
            type="text"
            defaultValue={term}
            autoComplete="off"
            aria-invalid={searchInvalid || undefined}
            aria-describedby={[searchInvalid ? search.errorId : null, hintId].filter(Boolean).join(" ")}
            autoFocus={kit.firstInvalid === searchName}
            onInput={live}
            className="field-input max-w-sm flex-1"
          />
          {spec.only ? null : (
            <SubmitButton name={LIST_STEP} value="add" pending="Wird hinzugefügt …" variant="secondary" formNoValidate>
              Hinzufügen
            </SubmitButton>
          )}
          {spec.catalogue ? (
            <SubmitButton name={LIST_STEP} value="suggest" pending="Vorschläge werden geladen …" variant="secondary" formNoValidate>
              Vorschläge anzeigen
            </SubmitButton>
          ) : null}
        </div>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {spec.hint}
        </p>
        <Errors id={search.errorId} errors={search.errors} />
      </div>

      <div role="status" className="sr-only">
        {found ? (offered.length ? `${offered.length} ${offered.length === 1 ? "Vorschlag" : "Vorschläge"}` : "Keine Vorschläge") : ""}
      </div>
      {found ? (
        offered.length ? (
          <fieldset className="mb-4">
            <legend className="field-label">Vorschläge – zum Übernehmen ankreuzen</legend>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {offered.map((s, i) => (
                <li key={s.value} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    id={`${list.id}-vorschlag-${i}`}
                    name={spec.field}
                    value={s.value}
                    data-vorschlag=""
                    className="h-4 w-4"
                  />
                  <label htmlFor={`${list.id}-vorschlag-${i}`}>
                    {s.value}
                    {s.detail ? <span className="text-sm text-slate-600"> ({s.detail})</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="mb-4 text-sm text-slate-600">Keine Vorschläge für diesen Suchbegriff.</p>
        )
      ) : null}
    </div>
  );
}

/**
 * Suggestions as you type: 250 ms after the last keystroke, and a newer request
 * aborts the older one (spec §7 "cancelable"), so an old answer never replaces a newer.
 */
function useLiveSuggestions(catalogue: string | null, show: (s: Suggestion[] | null) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pending = useRef<AbortController>();
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );
  return (e: FormEvent<HTMLInputElement>) => {
    if (!catalogue) return;
    const term = e.currentTarget.value.trim();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      pending.current?.abort();
      if (!term) return show(null);
      const ctrl = (pending.current = new AbortController());
      fetch(`${SUGGEST_PATH}?katalog=${catalogue}&q=${encodeURIComponent(term)}`, { signal: ctrl.signal, headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ suggestions?: Suggestion[] }>) : null))
        // a refused term (too long, not plain text) shows nothing: "Vorschläge anzeigen" gives its message
        .then((d) => ctrl.signal.aborted || show(d?.suggestions ?? null))
        .catch(() => undefined);
    }, 250);
  };
}

/** For React.lazy (classification-forms.tsx). */
export default ValueListForm;
