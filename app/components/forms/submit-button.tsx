import type { ReactNode } from "react";
import { useKit } from "./kit-context";
import { ASSIST, CONFLICT_CHOICE } from "./validate";

/**
 * The names of the other buttons a form may have (help, list steps, "Nach oben",
 * "Entfernen", the 409 choice): while one of them is sent, the save button does
 * not say "Wird gespeichert …".
 */
export const OTHER_BUTTONS = [CONFLICT_CHOICE, ASSIST, "listenschritt" /* LIST_STEP: its module stays out of every form's bundle */, "move", "removeDocument", "removeMedia"];

/**
 * A submit button that says so while its form is being sent ("Wird gespeichert …",
 * "Wird hochgeladen …" while a chosen file goes with it), with aria-busy; every
 * button of the form is disabled meanwhile. The save button of a guarded form
 * (RulesForm `guard`) has "Ungespeicherte Änderungen" beside it while the form
 * holds input not saved yet.
 */
export function SubmitButton({
  children,
  pending,
  name,
  value,
  variant = "primary",
  formNoValidate,
  className = "",
}: {
  children: ReactNode;
  /** the text while the form is being sent */
  pending: string;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary" | "danger";
  formNoValidate?: boolean;
  className?: string;
}) {
  const { sending, unsaved } = useKit();
  // the plain save button, or the one whose name and value were sent
  const mine = Boolean(sending) && (name ? sending!.get(name) === value : !OTHER_BUTTONS.some((n) => sending!.get(n)));
  // a chosen file is on its way: that is what takes the time
  const uploading = mine && [...sending!.values()].some((v) => typeof v === "object" && v !== null && "size" in v && v.size > 0);
  const button = (
    <button
      type="submit"
      name={name}
      value={value}
      formNoValidate={formNoValidate}
      className={`btn-${variant} ${className}`}
      disabled={Boolean(sending)}
      aria-busy={mine}
    >
      {uploading ? "Wird hochgeladen …" : mine ? pending : children}
    </button>
  );
  // the plain save button of a guarded form says when there is something to save (with JavaScript)
  if (name || unsaved === undefined || unsaved === null) return button;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {button}
      <span aria-live="polite" className="text-sm font-medium text-amber-800">
        {unsaved && !sending ? "Ungespeicherte Änderungen" : ""}
      </span>
    </span>
  );
}
