import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { ASSIST, type FormReply } from "~/components/forms/validate";
import { entryFormId } from "#domain/entry-tabs";
import type { AddressAssist } from "#domain/address";
import { pathTo } from "#domain/pages";

/**
 * The company form's address (spec §7 "Address and utilities"). Without
 * JavaScript: "Vorschläge anzeigen" and "Adresse prüfen" send the form as it is
 * (nothing saved); the answer lists the choices as radio buttons, and "Auswahl
 * übernehmen" fills the chosen one in. With JavaScript the fields also suggest
 * as you type (address-combobox.client.ts, loaded on the first focus).
 */

/** The address help in a reply for the company form, if there is one. */
export function addressAssistOf(reply: FormReply | null | undefined): AddressAssist | null {
  const r = reply as (FormReply & { address?: AddressAssist }) | null | undefined;
  return r?.form === entryFormId("company") ? (r.address ?? null) : null;
}

/** The route that suggests as you type (routes/_portal+/kunde+/meineProdukte+/eintrag+/adressvorschlaege.ts). */
const SUGGESTIONS_URL = pathTo("entry.addressSuggestions");

/** A suggestion as the value of its radio button: [street, zipCode, city, houseNumber] (read back by address.server.ts). */
const encodeChoice = (o: AddressAssist["options"][number]) => JSON.stringify([o.street ?? "", o.zipCode ?? "", o.city ?? "", o.houseNumber ?? ""]);

/** Loads the suggestions-as-you-type once an address field first gets the focus. */
function enhanceOnFocus(e: FocusEvent<HTMLElement>) {
  const form = e.currentTarget.closest("form");
  if (form && !form.dataset.vorschlaege) void import("./address-combobox.client").then((m) => m.enhance(form, SUGGESTIONS_URL));
}

/** An address field (its Field) with the place for its list of suggestions. */
export function Suggesting({ name, className, children }: { name: string; className: string; children: ReactNode }) {
  return (
    <div className={`relative ${className}`} onFocus={enhanceOnFocus}>
      {children}
      <div data-vorschlaege={name} />
    </div>
  );
}

export function AddressHelp({ assist }: { assist: AddressAssist | null }) {
  const region = useRef<HTMLDivElement>(null);
  // with JavaScript a choice is filled in here; without, the server does it
  const [applied, setApplied] = useState<string | null>(null);
  useEffect(() => {
    setApplied(null);
    // after the form kit's own focus handling of the answer
    if (assist) requestAnimationFrame(() => region.current?.focus());
  }, [assist]);

  const apply = (e: MouseEvent<HTMLButtonElement>) => {
    const form = e.currentTarget.form;
    const chosen = form?.querySelector<HTMLInputElement>('input[name="adresswahl"]:checked');
    if (!form || !chosen) return;
    e.preventDefault();
    const [street, zipCode, city] = JSON.parse(chosen.value) as string[];
    for (const [name, value] of Object.entries({ street, zipCode, city })) {
      const input = form.elements.namedItem(name) as HTMLInputElement | null;
      if (input && value) {
        input.value = value;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    setApplied(`Übernommen: ${chosen.labels?.[0]?.textContent ?? ""}. Bitte speichern Sie die Firmendaten.`);
  };

  let body: ReactNode = null;
  if (applied) body = <Alert tone="success" announce={false}>{applied}</Alert>;
  else if (assist) {
    body = (
      <Alert tone={assist.tone} announce={false}>
        <p>{assist.message}</p>
        {assist.options.length ? (
          <fieldset className="mt-2">
            <legend className="sr-only">Vorschläge</legend>
            {assist.options.map((o, i) => (
              <div key={o.label} className="flex items-center gap-2">
                <input type="radio" id={`adresswahl-${i}`} name="adresswahl" value={encodeChoice(o)} defaultChecked={i === 0} className="h-4 w-4" />
                <label htmlFor={`adresswahl-${i}`}>{o.label}</label>
              </div>
            ))}
            <button type="submit" name={ASSIST} value="uebernehmen" formNoValidate onClick={apply} className="btn-secondary mt-2">
              Auswahl übernehmen
            </button>
          </fieldset>
        ) : null}
      </Alert>
    );
  }
  return (
    <div className="mb-4 sm:col-span-2">
      <div className="mb-2 flex flex-wrap gap-2">
        <button type="submit" name={ASSIST} value="vorschlaege" formNoValidate className="btn-secondary">
          Vorschläge anzeigen
        </button>
        <button type="submit" name={ASSIST} value="pruefen" formNoValidate className="btn-secondary">
          Adresse prüfen
        </button>
      </div>
      {/* the suggestions typed fields find are counted here (address-combobox.client.ts) */}
      <p aria-live="polite" className="sr-only" data-vorschlaege-anzahl="" />
      {/* a live region from the start: the answer is announced, with JavaScript too */}
      <div aria-live="polite" ref={region} tabIndex={-1} autoFocus={Boolean(assist)}>
        {body}
      </div>
    </div>
  );
}
