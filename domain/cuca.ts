/**
 * spec §6: "some controls are disabled by an 'isDisabledForCuCa' rule" — the
 * one place that says which. Support staff act for the customer and may change
 * the entry's data like the customer; what they may not do are declarations
 * only the company itself can make, because they bind the company beyond its
 * data: agreeing to the B2B codex, confirming or dissolving its ownership claim
 * (spec §4 Claiming), and asking for the entry's rights to be
 * transferred to another person. The portal shows these controls disabled with
 * the reason; /api refuses them to a support session (403) as well.
 */
export const CUCA_DISABLED = {
  b2bCodex: "Die Zustimmung zum B2B-Kodex kann nur die Firma selbst erklären. Bitten Sie die Firma, sie in ihrem eigenen Zugang zu geben.",
  claim: "Die Inhaberschaft kann nur die Firma selbst bestätigen oder aufgeben.",
  rightsTransfer: "Eine Rechteübertragung kann nur die Firma selbst beantragen.",
} as const;
export type CucaControl = keyof typeof CUCA_DISABLED;

/** Whether a support session may not use the control (spec §6 isDisabledForCuCa). */
export const isDisabledForCuCa = (_control: CucaControl, session: { cuca: boolean }): boolean => session.cuca;

/** The reason a support session sees at a disabled control, or null when it may use it. */
export const cucaReason = (control: CucaControl, session: { cuca: boolean }): string | null =>
  isDisabledForCuCa(control, session) ? CUCA_DISABLED[control] : null;

/** How long a website deeplink opens the editor (spec §1; docs/decisions/033-website-editor-deeplink.md): long enough to paste it, short enough that a forwarded link is soon worthless. */
export const DEEPLINK_TTL_MINUTES = 10;
