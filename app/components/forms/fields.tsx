import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, useField, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { uploadLimitsText } from "#domain/uploads";
import { useKit } from "./kit-context";

/**
 * The kit's fields, each inside a RulesForm: native controls only (STYLE §8.6),
 * a label, the hint and the messages tied to the control (aria-describedby), and
 * aria-invalid while refused. `name` is the rule's field path, nested ones as
 * conform writes them (`days[0].ranges[1].from`).
 */

type Meta = FieldMetadata<unknown>;

/**
 * The field's metadata with each property read once per render: conform builds a
 * fresh proxy of the field's state on every property read (and notes the read for
 * what the field re-renders on), and a field reads its id, name and messages many
 * times over (label, control, hint, messages). The first read of each property
 * goes to conform as before, so the field re-renders on the same changes; later
 * reads in the same render get the same value back without the work.
 */
function useMeta(name: string): Meta {
  const [meta] = useField(name);
  const seen = new Map<PropertyKey, unknown>();
  return new Proxy(meta, {
    get(target, key) {
      if (!seen.has(key)) seen.set(key, Reflect.get(target, key));
      return seen.get(key);
    },
  });
}

function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-error">
      {errors.map((e, i) => (
        <li key={i}>{e}</li>
      ))}
    </ul>
  );
}

/** aria-invalid, aria-describedby and autoFocus of a control, from its field. */
function useControl(meta: Meta, hint: string | undefined, autoFocus = false) {
  const kit = useKit();
  const invalid = Boolean(meta.errors?.length);
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": [invalid ? meta.errorId : null, hint ? meta.descriptionId : null].filter(Boolean).join(" ") || undefined,
    // without JavaScript the browser focuses the first refused field (or, on arrival, the one asked for)
    autoFocus: kit.firstInvalid === meta.name || (autoFocus && !kit.firstInvalid && !kit.hasMessage),
  };
}

function Hint({ meta, hint }: { meta: Meta; hint?: string }) {
  return hint ? (
    <p id={meta.descriptionId} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** A control under its label, with its hint (and what `extra` adds) and its messages below. */
function Labelled({ meta, label, hint, className, extra, children }: { meta: Meta; label: string; hint?: string; className: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      {children}
      {extra}
      <Hint meta={meta} hint={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  /** focus on arrival (without an answer to show) */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A text-like input: text, email, tel, url, password, search, date, time. Numbers
 * are `type="text"` with `inputMode="numeric"` or `"decimal"` (a number rule takes
 * "12,50"); dates `type="date"` (it sends YYYY-MM-DD).
 */
export function Field({
  name,
  label,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  autoFocus,
  counter,
  className = "mb-4",
}: FieldProps & {
  type?: "text" | "email" | "tel" | "url" | "password" | "search" | "date" | "time";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  /** show how many of the allowed characters are used (instead of the browser cutting what is typed or pasted) */
  counter?: boolean;
}) {
  const meta = useMeta(name);
  const control = useControl(meta, hint, autoFocus);
  const count = useCharCount(meta, counter, control["aria-describedby"]);
  const password = usePassword(meta, label, type === "password", control["aria-describedby"]);
  const input = (
    <input
      {...getInputProps(meta, { type, ariaAttributes: false })}
      {...control}
      {...count.props}
      {...password.props}
      autoComplete={autoComplete ?? "off"}
      inputMode={inputMode}
      className={password.on ? "field-input min-w-0 flex-1" : "field-input"}
    />
  );
  return (
    <Labelled meta={meta} label={label} hint={hint} className={className} extra={count.view ?? password.view}>
      {password.on ? (
        <div className="flex items-stretch gap-2">
          {input}
          {password.toggle}
        </div>
      ) : (
        input
      )}
    </Labelled>
  );
}

/**
 * A password field's extras:
 * - "Passwort anzeigen", a toggle button (aria-pressed) beside the field that
 *   shows what was typed as plain text; it needs JavaScript, so it is there only
 *   with it. The field is hidden again when its form is sent.
 * - After the server refused the form, the password is not in the page
 *   (docs/decisions/017-password-echo.md): the field says so, "Bitte geben Sie
 *   Ihr Passwort erneut ein", while it is empty. With JavaScript what was typed
 *   stays in the field, and the note only shows if the field is empty.
 */
function usePassword(meta: Meta, label: string, on: boolean, describedBy: string | undefined) {
  const kit = useKit();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  // without JavaScript (and in the server's HTML) a refused form's password field is empty
  const [filled, setFilled] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!on) return;
    setFilled(Boolean(ref.current?.value));
  }, [on, kit.answer]);
  useEffect(() => {
    const form = ref.current?.form;
    if (!on || !form) return;
    // sent as a password field: browsers keep no plain-text copy of it
    const hide = () => {
      if (ref.current) ref.current.type = "password";
      setShown(false);
    };
    form.addEventListener("submit", hide, true);
    return () => form.removeEventListener("submit", hide, true);
  }, [on]);
  if (!on) return { on, props: {}, view: null, toggle: null };
  const again = Boolean(kit.answer) && !filled;
  const againId = `${meta.id}-erneut`;
  return {
    on,
    props: {
      ref,
      type: shown ? "text" : "password",
      onInput: (e: FormEvent<HTMLInputElement>) => setFilled(e.currentTarget.value !== ""),
      "aria-describedby": [describedBy, again ? againId : null].filter(Boolean).join(" ") || undefined,
    },
    view: again ? (
      <p id={againId} className="mt-1 text-sm font-medium text-slate-800">
        Bitte geben Sie Ihr Passwort erneut ein. Aus Sicherheitsgründen wird es nach dem Absenden nicht wieder angezeigt.
      </p>
    ) : null,
    toggle: hydrated ? (
      <button type="button" className="btn-secondary shrink-0" aria-pressed={shown} aria-controls={meta.id} onClick={() => setShown((s) => !s)}>
        Passwort anzeigen
        {label === "Passwort" ? null : <span className="sr-only"> ({label})</span>}
      </button>
    ) : null,
  };
}

/**
 * The character counter of a field with a maximum length: "12 von 150 Zeichen",
 * kept up to date while typing. The field then has no maxlength attribute, so a
 * pasted text is not cut without a word: what is too long is shown and refused
 * with its message.
 */
function useCharCount(meta: Meta, on: boolean | undefined, describedBy: string | undefined) {
  const initial = typeof meta.initialValue === "string" ? meta.initialValue.length : 0;
  const [count, setCount] = useState(initial);
  const max = meta.maxLength;
  if (!on || max === undefined) return { props: {}, view: null };
  const id = `${meta.id}-zaehler`;
  const over = count - max;
  return {
    props: {
      maxLength: undefined,
      "aria-describedby": [describedBy, id].filter(Boolean).join(" "),
      onInput: (e: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setCount(e.currentTarget.value.length),
    },
    view: (
      <p id={id} className={over > 0 ? "mt-1 text-sm font-semibold text-red-700" : "mt-1 text-sm text-slate-600"}>
        {count.toLocaleString("de-DE")} von {max.toLocaleString("de-DE")} Zeichen
        {over > 0 ? ` – bitte kürzen Sie um ${over.toLocaleString("de-DE")} Zeichen` : ""}
      </p>
    ),
  };
}

/** Several lines of text. */
export function Textarea({ name, label, hint, rows = 4, autoFocus, counter, className = "mb-4" }: FieldProps & { rows?: number; counter?: boolean }) {
  const meta = useMeta(name);
  const control = useControl(meta, hint, autoFocus);
  const count = useCharCount(meta, counter, control["aria-describedby"]);
  return (
    <Labelled meta={meta} label={label} hint={hint} className={className} extra={count.view}>
      <textarea {...getTextareaProps(meta, { ariaAttributes: false })} {...control} {...count.props} rows={rows} className="field-input" />
    </Labelled>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** One of a list (a select rule); `placeholder` is the empty first entry ("Bitte wählen"). */
export function Select({
  name,
  label,
  hint,
  options,
  placeholder = "Bitte wählen",
  autoFocus,
  className = "mb-4",
}: FieldProps & { options: readonly Option[]; placeholder?: string }) {
  const meta = useMeta(name);
  const control = useControl(meta, hint, autoFocus);
  return (
    <Labelled meta={meta} label={label} hint={hint} className={className}>
      <select {...getSelectProps(meta, { ariaAttributes: false })} {...control} className="field-input">
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A single checkbox (a checkbox rule): its label beside it. */
export function Checkbox({ name, label, hint, autoFocus, className = "mb-4" }: FieldProps) {
  const meta = useMeta(name);
  const control = useControl(meta, hint, autoFocus);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input {...getInputProps(meta, { type: "checkbox", ariaAttributes: false })} {...control} className="mt-1 h-4 w-4" />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      <Hint meta={meta} hint={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A group under one legend: radio buttons (a radio rule) or checkboxes (a checkboxes rule). */
function Choices({ type, name, label, hint, options, autoFocus, className = "mb-4" }: FieldProps & { type: "radio" | "checkbox"; options: readonly Option[] }) {
  const meta = useMeta(name);
  const control = useControl(meta, hint, autoFocus);
  const labels = new Map(options.map((o) => [o.value, o.label]));
  return (
    <fieldset className={className} aria-describedby={control["aria-describedby"]}>
      <legend className="field-label">{label}</legend>
      <Hint meta={meta} hint={hint} />
      {getCollectionProps(meta, { type, options: options.map((o) => o.value), ariaAttributes: false }).map(({ key, ...props }, i) => (
        <div key={key} className="flex items-center gap-2">
          <input {...props} aria-invalid={control["aria-invalid"]} autoFocus={i === 0 && control.autoFocus} className="h-4 w-4" />
          <label htmlFor={props.id}>{labels.get(props.value)}</label>
        </div>
      ))}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

export function Radio(props: FieldProps & { options: readonly Option[] }) {
  return <Choices type="radio" {...props} />;
}

export function Checkboxes(props: FieldProps & { options: readonly Option[] }) {
  return <Choices type="checkbox" {...props} />;
}

/** Said at every upload field: without JavaScript nothing else shows that the file is on its way. */
export const UPLOAD_SLOW_NOTE = "Das Hochladen kann bei langsamer Verbindung etwas dauern.";

/**
 * A file (a file rule): `accept` comes from the rule; the form is sent as
 * multipart/form-data. Its hint, tied to it, says what the rule takes
 * ("JPG, PNG oder GIF, höchstens 5 MB."), then `hint`, then that uploading
 * may take a while; with JavaScript the save button says "Wird hochgeladen …"
 * while a file is sent (SubmitButton).
 */
export function File({ name, label, hint, autoFocus, className = "mb-4" }: FieldProps) {
  const meta = useMeta(name);
  const rule = useKit().rules?.[name];
  const limits = rule?.kind === "file" ? `${uploadLimitsText(rule.types.value, rule.maxBytes.value)}.` : null;
  const text = [limits, hint, UPLOAD_SLOW_NOTE].filter(Boolean).join(" ");
  const control = useControl(meta, text, autoFocus);
  return (
    <Labelled meta={meta} label={label} hint={text} className={className}>
      <input {...getInputProps(meta, { type: "file", ariaAttributes: false })} {...control} className="field-input" />
    </Labelled>
  );
}

/** Fields side by side (e.g. from–to of a time range), under one legend. */
export function FieldGroup({ legend, children, className = "mb-4" }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className}>
      <legend className="field-label">{legend}</legend>
      <div className="flex flex-wrap gap-4">{children}</div>
    </fieldset>
  );
}
