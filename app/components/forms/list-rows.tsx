import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { KitContext, useKit } from "./kit-context";
import type { FormReply } from "./validate";

/**
 * Lists that change inside a RulesForm (docs/product-page.md "Lists that
 * change"): rows added and removed with conform's list intents. With JavaScript
 * they change the form in place; without it they are submit buttons whose answer
 * (form-action.server.ts: an intent is no save, the form comes back with
 * everything typed) shows the form again. After adding, the focus goes to the new
 * row's first field; after removing, to the list's add button. Used by the
 * opening hours (app/components/entry/opening-hours.tsx); ready for contacts,
 * creatives and partner portals.
 */

/** conform's list intent as an answer carries it (`result.intent`). */
export interface ListIntent {
  type: string;
  payload: { name: string; index?: number };
}

/** The focus key of a list's add button (its `data-focus`). */
export const addKey = (list: string) => `add:${list}`;

/**
 * The field (its name) or button (`add:` and the list's name) that gets the focus
 * after an add or a remove: the new row's first field (`firstField` of the list),
 * or the list's add button.
 */
export function focusAfter(intent: ListIntent | undefined, firstField: (list: string) => string): string | null {
  if (!intent || (intent.type !== "insert" && intent.type !== "remove")) return null;
  const { name, index = 0 } = intent.payload;
  if (intent.type === "remove") return addKey(name);
  return `${name}[${index}].${firstField(name)}`;
}

const FocusContext = createContext<{ target: string | null; set: (key: string) => void }>({ target: null, set: () => {} });

/** The list focus of this form: where the focus goes now (`target`) and how a button sets it. */
export const useListFocus = () => useContext(FocusContext);

/**
 * Around a form's changing lists: without JavaScript the focus comes from the
 * intent the answer carries (autoFocus on the key), with it from the button
 * pressed (looked up by `data-focus` or field name once React has rendered the row).
 */
export function ListFocus({
  formId,
  reply,
  targetAfter,
  children,
}: {
  formId: string;
  reply?: FormReply | null;
  /** where the focus goes after the answer's intent (e.g. `focusAfter(intent, …)`), or null */
  targetAfter: (intent: ListIntent | undefined) => string | null;
  children: ReactNode;
}) {
  const kit = useKit();
  const mine = reply?.form === formId ? reply : undefined;
  const intent = mine?.result.intent as ListIntent | undefined;
  const [pressed, setPressed] = useState<string | null>(null);
  const target = pressed ?? targetAfter(intent);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on every render until the element is there; it then clears `pressed`
  useEffect(() => {
    if (!pressed) return;
    // conform adds or removes the row after the click: look again at every render until it is there
    const el = document.getElementById(formId)?.querySelector<HTMLElement>(`[data-focus="${pressed}"], [name="${pressed}"]`);
    if (el) {
      el.focus();
      setPressed(null);
    }
  });
  // Pressing a button of this form does not take the focus first: the field left would be
  // checked on blur, its message would push the button down and the click would miss it.
  // The buttons take the focus in their click instead: a focused field removed while React
  // renders would be checked from inside that render, and its check would submit the form.
  useEffect(() => {
    const form = document.getElementById(formId);
    const keep = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("button")) e.preventDefault();
    };
    form?.addEventListener("mousedown", keep);
    return () => form?.removeEventListener("mousedown", keep);
  }, [formId]);
  // an answer to adding or removing is no refusal: the kit must not put the focus on a refused field
  const value = intent ? { ...kit, firstInvalid: null } : kit;
  return (
    <KitContext.Provider value={value}>
      <FocusContext.Provider value={{ target, set: setPressed }}>{children}</FocusContext.Provider>
    </KitContext.Provider>
  );
}

/**
 * An add or remove button (conform's intent button: a submit without JavaScript).
 * The click moves the focus to `focusAfter`; `focusKey` names the button itself
 * as a focus target (a list's add button: `addKey(list)`).
 */
export function ListButton({
  intent,
  focusAfter: after,
  focusKey,
  className,
  children,
}: {
  /** conform's `getButtonProps` of the intent */
  intent: { name: string; value: string; form: string; formNoValidate: boolean };
  focusAfter: string;
  focusKey?: string;
  className: string;
  children: ReactNode;
}) {
  const { sending } = useKit();
  const focus = useListFocus();
  return (
    <button
      type="submit"
      {...intent}
      form={undefined}
      data-focus={focusKey}
      autoFocus={(focusKey !== undefined && focus.target === focusKey) || undefined}
      onClick={(e) => {
        // the field the pointer left loses the focus now (see ListFocus): before its row may be removed
        e.currentTarget.focus();
        focus.set(after);
      }}
      disabled={Boolean(sending)}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * A list form's values as text, above the form: after a 409 what is stored now,
 * after a company switch the input that was not saved (the kit's answers name only
 * fields they can show as text). `what` names the rows in the plural
 * ("Ansprechpartner", "Öffnungszeiten"); `describe` says them a line each.
 */
export function ListAsText({ reply, formId, what, describe }: { reply?: FormReply | null; formId: string; what: string; describe: (values: unknown) => string[] }) {
  const mine = reply?.form === formId ? reply : undefined;
  const shown = mine?.conflict
    ? { title: `Gespeichert sind jetzt diese ${what}:`, values: mine.conflict.stored }
    : mine?.otherCompany
      ? { title: `Ihre nicht gespeicherten ${what} für die Firma mit der ID ${mine.otherCompany.companyId}:`, values: mine.otherCompany.typed }
      : null;
  if (!shown) return null;
  return (
    <div className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="font-semibold">{shown.title}</p>
      <ul className="mt-1 list-disc pl-5">
        {describe(shown.values).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
