/**
 * The forms of the page that hold input not yet saved (with JavaScript): each
 * RulesForm reports here whether what it shows differs from what it was loaded
 * with; the leave guard (leave-guard.tsx) asks before the page is left while
 * one does. A plain module, not React state: the router asks it while it
 * decides about a navigation, and the browser while it unloads the page.
 */

const unsaved = new Map<string, { label: string; form: HTMLFormElement }>();
/** set by a form's own submit: that navigation saves, it does not leave */
let submitting = false;

/** Marks a form (by its id, named for people by `label`) as holding unsaved input, or not. */
export function markUnsaved(formId: string, form: HTMLFormElement | null, label: string, isUnsaved: boolean): void {
  if (isUnsaved && form) unsaved.set(formId, { label, form });
  else unsaved.delete(formId);
}

/**
 * The names of the forms with unsaved input, in the page's order. Only forms still in the
 * page count: a saved form is replaced by a fresh one at once, its mark goes a moment later.
 */
export const unsavedForms = (): string[] => [...unsaved.values()].filter((f) => f.form.isConnected).map((f) => f.label);

/** A form of the page is being sent: the next navigation is that submission, not a leaving. */
export function formSubmitting(): void {
  submitting = true;
}

/** Whether the navigation now starting leaves unsaved input behind (and clears the submit mark). */
export function leavesUnsaved(): boolean {
  const own = submitting;
  submitting = false;
  return !own && unsavedForms().length > 0;
}
