import { getInputProps, useField, useFormMetadata } from "@conform-to/react";
import { Fragment } from "react";
import { Field } from "~/components/forms/fields";
import { useKit } from "~/components/forms/kit-context";
import { addKey, focusAfter, ListAsText, ListButton, ListFocus, useListFocus, type ListIntent } from "~/components/forms/list-rows";
import { entryFormId, type TimeRange } from "#domain/entry";
import { readTime } from "#domain/form-rules";
import { WEEKDAY_LABELS, type Weekday } from "#domain/weekdays";
import {
  COPY_MONDAY_INTENT,
  COPY_MONDAY_TO,
  DAYS,
  describeOpeningHours,
  MAX_RANGES,
  MAX_SPECIAL_DAYS,
  SPECIAL_DAYS_LABEL,
  SPECIAL_NOTE_MAX,
} from "#domain/entry-sections/opening-hours";
import { EntrySectionForm, type SectionProps } from "./section-form";

/**
 * Section "Öffnungszeiten" (spec §7 updateOpeningHours): per weekday its time
 * ranges (none: closed), and special days with a date. Adding and removing a
 * range or a day are conform's list intents: with JavaScript they change the
 * form in place, without it they are submit buttons whose answer shows the form
 * again with everything typed (the action answers an intent without saving).
 */

const FORM_ID = entryFormId("openingHours");
const COPY_KEY = "copy:mo";
const EMPTY_RANGE: TimeRange = { from: "", to: "" };
const EMPTY_SPECIAL = { date: "", until: "", ranges: [] as TimeRange[], note: "" };

/** Where the focus goes after adding or removing (the form kit's lists), or after "Montag übernehmen" (its button). */
function targetAfter(intent: ListIntent | undefined): string | null {
  if (intent?.type === "update" && intent.payload.name === "week") return COPY_KEY;
  return focusAfter(intent, (list) => (list === "special" ? "date" : "from"));
}

const useFocusTarget = () => useListFocus().target;

/**
 * One of the two times of a range, labelled with its day and position for screen
 * readers. A time typed as people write it ("9", "18.30", "9 Uhr") shows as HH:MM
 * once the field is left; the check reads it the same way (prepareOpeningHours).
 */
function TimeInput({ name, context, label }: { name: string; context: string; label: string }) {
  const [meta] = useField(name);
  const kit = useKit();
  const invalid = Boolean(meta.errors?.length);
  const focus = useFocusTarget() === name;
  return (
    <div>
      {/* the input inside its label: no id to repeat (the page stays small with many rows) */}
      <label>
        <span className="field-label">
          <span className="sr-only">{`${context}, `}</span>
          {label}
        </span>
        <input
          {...getInputProps(meta, { type: "text", ariaAttributes: false })}
          id={undefined}
          form={undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? meta.errorId : undefined}
          autoFocus={focus || kit.firstInvalid === meta.name || undefined}
          autoComplete="off"
          size={5}
          // before the form's own blur check, which then reads the shown value
          onBlur={(e) => {
            const read = readTime(e.currentTarget.value);
            if (read && read !== e.currentTarget.value) e.currentTarget.value = read;
          }}
          className="field-input w-24"
        />
      </label>
      {invalid ? (
        <p id={meta.errorId} className="field-error max-w-xs">
          {meta.errors![0]}
        </p>
      ) : null}
    </div>
  );
}

/** The ranges of one day: none (closed), or rows of from–to, each removable; a button adds one. */
function Ranges({ name, day, legend = day }: { name: string; day: string; legend?: string }) {
  const form = useFormMetadata(FORM_ID);
  const [meta] = useField<TimeRange[]>(name);
  const items = meta.getFieldList();
  const addButton = addKey(name);
  return (
    <fieldset className="mb-4 border-b border-slate-200 pb-3">
      <legend className="font-semibold">{legend}</legend>
      {items.length ? null : <p className="text-slate-700">Geschlossen</p>}
      {items.map((item, i) => {
        const context = `${day}, Zeitraum ${i + 1}`;
        return (
          <div key={item.key} className="mt-2 flex flex-wrap items-end gap-3">
            <TimeInput name={`${item.name}.from`} context={context} label="von" />
            <TimeInput name={`${item.name}.to`} context={context} label="bis" />
            <ListButton intent={form.remove.getButtonProps({ name, index: i })} focusAfter={addButton} className="link mb-2 text-sm">
              Entfernen<span className="sr-only">{` (${context})`}</span>
            </ListButton>
          </div>
        );
      })}
      {meta.errors?.length ? <p className="field-error">{meta.errors[0]}</p> : null}
      {items.length < MAX_RANGES ? (
        <ListButton
          intent={form.insert.getButtonProps<TimeRange[]>({ name, index: items.length, defaultValue: EMPTY_RANGE })}
          focusKey={addButton}
          focusAfter={`${name}[${items.length}].from`}
          className="btn-secondary mt-2 px-3 py-1"
        >
          {items.length ? "Weiteren Zeitraum hinzufügen" : "Öffnungszeit hinzufügen"}
          <span className="sr-only">{` (${day})`}</span>
        </ListButton>
      ) : null}
    </fieldset>
  );
}

/** A special day or period (Betriebsferien): its date (and last day), an optional note and its own ranges (none: closed). */
function SpecialDay({ name, index }: { name: string; index: number }) {
  const form = useFormMetadata(FORM_ID);
  const day = `Besonderer Tag ${index + 1}`;
  const dateFocus = useFocusTarget() === `${name}.date`;
  return (
    <fieldset className="mb-4 rounded-md border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{day}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field name={`${name}.date`} label="Datum" type="date" autoFocus={dateFocus} />
        <Field name={`${name}.until`} label="Bis (optional)" type="date" hint="Der letzte Tag, wenn es mehrere Tage am Stück sind, z. B. Betriebsferien" />
        <Field
          name={`${name}.note`}
          label="Hinweis (optional)"
          hint={`Zum Beispiel Heiligabend oder Betriebsferien, höchstens ${SPECIAL_NOTE_MAX} Zeichen`}
        />
      </div>
      <Ranges name={`${name}.ranges`} day={day} legend="Öffnungszeiten an diesem Tag" />
      <ListButton intent={form.remove.getButtonProps({ name: "special", index })} focusAfter={addKey("special")} className="link text-sm">
        {`${day} entfernen`}
      </ListButton>
    </fieldset>
  );
}

export function OpeningHoursSection(props: SectionProps) {
  return (
    <EntrySectionForm
      section="openingHours"
      labels={{}}
      {...props}
      intro={
        <p className="mb-4 text-sm text-slate-600">
          Uhrzeiten geben Sie so ein, wie Sie sie schreiben, z. B. 8, 8:30, 18.30 oder 18 Uhr; gespeichert werden sie als 08:00, 08:30, 18:30
          und 18:00. Mehrere Zeiträume am Tag, etwa mit Mittagspause, geben Sie als eigene Zeilen an. Ein Tag ohne Zeitraum gilt als geschlossen.
        </p>
      }
    >
      {/* Enter in a field means "save", not the first add or remove button */}
      <button type="submit" className="hidden" tabIndex={-1} aria-hidden="true" />
      <ListAsText reply={props.reply} formId={FORM_ID} what="Öffnungszeiten" describe={describeOpeningHours} />
      <ListFocus formId={FORM_ID} reply={props.reply} targetAfter={targetAfter}>
        <h3 className="mb-2 text-lg font-semibold">Wochentage</h3>
        {DAYS.map((d) => (
          <Fragment key={d}>
            <Ranges name={`week.${d}`} day={WEEKDAY_LABELS[d]} />
            {d === "mo" ? <CopyMonday /> : null}
          </Fragment>
        ))}
        <SpecialDays />
      </ListFocus>
    </EntrySectionForm>
  );
}

/**
 * "Montag übernehmen": Monday's rows for Tuesday to Friday. Without JavaScript a
 * submit the server answers with the copied rows (the section's `prepare`), with
 * it a change in place; nothing is saved either way. The week is checked at once:
 * a time of Monday that cannot be read shows its message at every copy.
 */
function CopyMonday() {
  const form = useFormMetadata(FORM_ID);
  const { sending } = useKit();
  const focus = useListFocus();
  return (
    <button
      type="submit"
      name="__intent__"
      value={COPY_MONDAY_INTENT}
      formNoValidate
      data-focus={COPY_KEY}
      autoFocus={focus.target === COPY_KEY || undefined}
      disabled={Boolean(sending)}
      onClick={(e) => {
        e.preventDefault();
        e.currentTarget.focus(); // a focused field must not be replaced while React renders (see Fields)
        const week = (form.value as { week?: Partial<Record<Weekday, (Partial<TimeRange> | undefined)[]>> } | undefined)?.week ?? {};
        // read as the check reads them (a field not yet left may still show "9")
        const time = (v: unknown) => (typeof v === "string" ? (readTime(v) ?? v) : "");
        const rows = (d: Weekday) => (week[d] ?? []).map((r) => ({ from: time(r?.from), to: time(r?.to) }));
        const copied = (d: Weekday) => (COPY_MONDAY_TO as readonly Weekday[]).includes(d);
        // one update of the whole week, checked at once: an update per day would be checked on the
        // form as it was before the others, and their messages would be lost
        form.update<Record<Weekday, TimeRange[]>>({
          name: "week",
          value: Object.fromEntries(DAYS.map((d) => [d, rows(copied(d) ? "mo" : d)])) as Record<Weekday, TimeRange[]>,
          validated: true,
        });
      }}
      className="btn-secondary mb-4"
    >
      Zeiten vom Montag für Dienstag bis Freitag übernehmen
    </button>
  );
}

function SpecialDays() {
  const form = useFormMetadata(FORM_ID);
  const [meta] = useField<(typeof EMPTY_SPECIAL)[]>("special");
  const items = meta.getFieldList();

  return (
    <div className="mb-6">
      <h3 className="mb-1 text-lg font-semibold">{SPECIAL_DAYS_LABEL}</h3>
      <p className="mb-3 text-sm text-slate-600">
        Feiertage, Betriebsferien oder verlängerte Öffnungszeiten: An diesen Tagen gelten statt der Wochentage die hier angegebenen Zeiten.
        Mehrere Tage am Stück, etwa Betriebsferien vom 24.12. bis 31.12., tragen Sie einmal mit „Bis“ ein.
      </p>
      {items.map((item, i) => (
        <SpecialDay key={item.key} name={item.name} index={i} />
      ))}
      {meta.errors?.length ? <p className="field-error">{meta.errors[0]}</p> : null}
      {items.length < MAX_SPECIAL_DAYS ? (
        <ListButton
          intent={form.insert.getButtonProps<(typeof EMPTY_SPECIAL)[]>({ name: "special", index: items.length, defaultValue: EMPTY_SPECIAL })}
          focusKey={addKey("special")}
          focusAfter={`special[${items.length}].date`}
          className="btn-secondary"
        >
          Besonderen Tag hinzufügen
        </ListButton>
      ) : null}
    </div>
  );
}
