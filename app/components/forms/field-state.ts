// What a form's fields hold, for the unsaved-input check of RulesForm (form.tsx),
// with the page's record of unsaved forms: loaded when a guarded form goes live,
// so pages without one (login, registration) do not carry it.

export { formSubmitting, markUnsaved } from "./unsaved";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED = new Set(["hidden", "submit", "button", "reset", "image"]);

/**
 * What a form's fields hold, as text to compare: `loaded` reads what the page
 * put into them (the default values), else what they hold now. Hidden fields
 * (token, version) and buttons do not count; a chosen file counts by its name.
 */
export function fieldState(form: HTMLFormElement, loaded: boolean): string {
  const parts: string[] = [];
  for (const el of Array.from(form.elements) as Field[]) {
    if (!el.name || SKIPPED.has(el.type) || el.closest("[aria-hidden=true]")) continue;
    let v: string;
    if (el instanceof HTMLSelectElement) {
      const opts = Array.from(el.options);
      const fallback = el.multiple ? -1 : 0; // a single select without a chosen default shows its first option
      const chosen = opts.map((o, i) => (loaded ? o.defaultSelected || (i === fallback && !opts.some((p) => p.defaultSelected)) : o.selected));
      v = opts.filter((_, i) => chosen[i]).map((o) => o.value).join("\u0001");
    } else if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      v = String(loaded ? el.defaultChecked : el.checked);
    } else if (el instanceof HTMLInputElement && el.type === "file") {
      v = loaded ? "" : Array.from(el.files ?? []).map((f) => f.name).join("\u0001");
    } else v = loaded ? el.defaultValue : el.value;
    parts.push(`${el.name}=${el.type === "checkbox" || el.type === "radio" ? `${el.value}:` : ""}${v}`);
  }
  return parts.join("\u0000");
}
