import { createContext, useContext } from "react";
import type { Rules } from "#domain/form-rules";

/** What the fields and buttons of a RulesForm know about its state. */
export interface KitState {
  /** the form is being sent, with these values (to tell which button was pressed) */
  sending: FormData | null;
  /** the first field path the last answer refused: it gets the focus without JavaScript */
  firstInvalid: string | null;
  /** the last answer has a message above the form */
  hasMessage: boolean;
  /** the server's last answer for this form (a new object per answer), or null: it never sends a password back */
  answer: object | null;
  /** the form's rules (an upload field says what files it takes) */
  rules: Rules | null;
  /** the form holds input not saved yet (null: not known, without JavaScript or not guarded) */
  unsaved?: boolean | null;
}

export const KitContext = createContext<KitState>({ sending: null, firstInvalid: null, hasMessage: false, answer: null, rules: null });
export const useKit = () => useContext(KitContext);
