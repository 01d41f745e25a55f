import { SubmitButton } from "./submit-button";
import { CONFLICT_CHOICE } from "./validate";

/**
 * The parts of a form's answer that only a 409 shows: the stored values with
 * the explicit choice, and the input of a form loaded for another company.
 */

/** A value as the user knows it. */
function shown(v: unknown): string {
  if (Array.isArray(v)) return v.map(shown).filter(Boolean).join(", ");
  if (typeof v === "boolean") return v ? "ja" : "nein";
  return typeof v === "string" || typeof v === "number" ? String(v) : "";
}

/** Label and value of each field, as a list. */
function Values({ entries }: { entries: [string, string][] }) {
  return (
    // on a phone each label above its value: a value squeezed beside a long label would break inside its words
    <dl className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-1">
      {entries.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="hyphens-auto font-semibold">{label}</dt>
          {/* words break only where one is longer than the box ("Fassung A" stays whole) */}
          <dd className="mb-1 min-w-0 break-anywhere sm:mb-0">{value || "(leer)"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * After a 409: what is stored now where it differs from the input (which stays in
 * the fields), and the explicit choice between the two.
 */
export function ConflictChoice({ stored, typed, labels }: { stored: Record<string, unknown>; typed: Record<string, unknown>; labels?: Record<string, string> }) {
  const differing = Object.entries(labels ?? {}).filter(([name]) => shown(stored[name]) !== shown(typed[name]).trim());
  return (
    <div className="mt-2">
      {differing.length ? (
        <>
          <p>Gespeichert ist jetzt:</p>
          <Values entries={differing.map(([name, label]) => [label, shown(stored[name])])} />
        </>
      ) : null}
      <p className="mt-2">Ihre Eingaben stehen weiter unten im Formular. Wie möchten Sie fortfahren?</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <SubmitButton name={CONFLICT_CHOICE} value="overwrite" pending="Wird gespeichert …">
          Meine Eingaben trotzdem speichern
        </SubmitButton>
        <SubmitButton name={CONFLICT_CHOICE} value="discard" pending="Wird geladen …" variant="secondary" formNoValidate>
          Gespeicherte Fassung übernehmen
        </SubmitButton>
      </div>
    </div>
  );
}

/** Input for a company that is no longer the active one: shown as text, so it is not lost, but not in the form. */
export function NotSaved({ companyId, typed, labels }: { companyId: string; typed: Record<string, unknown>; labels?: Record<string, string> }) {
  const entries = Object.entries(labels ?? {})
    .map(([name, label]): [string, string] => [label, shown(typed[name])])
    .filter(([, value]) => value);
  if (!entries.length) return null;
  return (
    <div className="mt-2">
      <p>Ihre nicht gespeicherten Eingaben für die Firma mit der ID {companyId}:</p>
      <Values entries={entries} />
    </div>
  );
}

