/**
 * The account link (spec §2 "Account link: /account/verknuepfung/weiterleitung
 * (redirect), then registration, login, /angehalten (hold) and /ausstehend
 * (pending)", §7 POST /api/accountlink/login and /api/accountlink/register):
 * the pure rules, shared by the portal and /api. Decisions 093 and 094.
 *
 * A sales mail carries the company's customer number, sealed as the claim links
 * are (domain/claim-seal.mjs, its own kind); whoever opens it registers or logs in,
 * and the company is linked to that account.
 */
import type { Rules } from "./form-rules";
import { CLAIM_LOGIN_RULES, CLAIM_PASSWORD_RULES, CLAIM_PERSON_RULES, holdReasonText, partnerOf } from "./claiming";
import { pathTo } from "./pages";

/** How long an account link from a sales mail is good for after it was sealed (decision 093). */
export const ACCOUNT_LINK_DAYS = 30;
/** How long the funnel's reference lives: from the link to the linked company (registration, activation, login). */
export const ACCOUNT_LINK_FUNNEL_DAYS = 30;

/** Why a sealed account link is refused, in German (spec §8: no codes on the page). */
export const ACCOUNT_LINK_MESSAGES = {
  malformed: "Dieser Link ist ungültig. Bitte öffnen Sie den Link direkt aus unserer E-Mail oder bitten Sie Ihre Ansprechperson um einen neuen.",
  altered: "Dieser Link wurde verändert und ist deshalb ungültig. Bitte öffnen Sie den Link direkt aus unserer E-Mail.",
  "other-key": "Dieser Link stammt nicht von uns oder ist nicht mehr gültig. Bitte bitten Sie Ihre Ansprechperson um einen neuen Link.",
  expired: `Dieser Link ist abgelaufen: Links zur Verknüpfung mit Ihrem Konto gelten ${ACCOUNT_LINK_DAYS} Tage. Bitte bitten Sie Ihre Ansprechperson um einen neuen Link.`,
  future: "Dieser Link ist ungültig. Bitte öffnen Sie den Link direkt aus unserer E-Mail.",
  reused: "Dieser Link wurde bereits verwendet. Jeder Link zur Verknüpfung gilt nur einmal: Bitte bitten Sie Ihre Ansprechperson um einen neuen Link.",
  unknown: "Zu dieser Kundennummer gibt es kein Unternehmen (mehr). Bitte wenden Sie sich an unseren Kundenservice.",
} as const;
export type AccountLinkProblem = keyof typeof ACCOUNT_LINK_MESSAGES;

/** A step whose reference is spent, expired or unknown. */
export const ACCOUNT_LINK_GONE =
  "Dieser Schritt ist nicht mehr gültig: Die Verknüpfung ist abgeschlossen, abgelaufen oder unbekannt. Bitte öffnen Sie den Link aus unserer E-Mail erneut.";

/**
 * Where a link stands (decision 093), in this order: the viewer's account has the
 * company already (`linked`); a hold or a partner channel locks it (`hold`); a
 * claim or link waits for staff's review (`pending`); the company is another
 * account's (`review`: the login asks staff to review, then `pending`); else `open`.
 * A visitor (no viewer) never sees `linked` or `review`: who they are shows at the login.
 */
export type AccountLinkOutcome = "open" | "hold" | "pending" | "review" | "linked";

export interface AccountLinkState {
  /** a hold's reason code (claim_locks) */
  hold: string | null;
  /** the partner channel that looks after the entry (claim_locks) */
  partner: string | null;
  /** a claim or account link waits for staff's review (claims, status pending) */
  pendingReview: boolean;
  /** the accounts the company is linked to */
  linkedUsers: readonly number[];
  /** the account that logs in; null for a visitor */
  viewer: number | null;
}

export function accountLinkOutcome(s: AccountLinkState): AccountLinkOutcome {
  if (s.viewer !== null && s.linkedUsers.includes(s.viewer)) return "linked";
  if (s.hold || s.partner) return "hold";
  if (s.pendingReview) return "pending";
  if (s.viewer !== null && s.linkedUsers.length > 0) return "review";
  return "open";
}

/** The hold page's text: the hold's reason, or the partner channel that looks after the entry. */
export function accountLinkHoldText(hold: string | null, partner: string | null): string {
  if (hold) return holdReasonText(hold);
  const p = partnerOf(partner);
  return p ? `${p.text} Kontakt: ${p.name}, Telefon ${p.phone}, E-Mail ${p.email}.` : holdReasonText(null);
}

/** The funnel's reference, as every account-link call and page carries it. */
export const LINK_REF_RULE = {
  required: "Der Link ist unvollständig. Bitte öffnen Sie den Link aus unserer E-Mail erneut.",
  maxLength: { value: 100, message: "Der Link ist ungültig." },
  pattern: { value: /^[A-Za-z0-9_-]+$/, message: "Der Link ist ungültig." },
};
export const LINK_REF_RULES = { ref: LINK_REF_RULE } satisfies Rules;
/** The sealed customer number of the sales mail's link (`?data=`). */
export const LINK_OPEN_RULES = {
  data: { required: "Der Link ist unvollständig.", maxLength: { value: 400, message: "Der Link ist ungültig." } },
} satisfies Rules;
/** The registration's first step (the claim funnel's form and rules, this funnel's reference). */
export const LINK_PERSON_RULES = { ...CLAIM_PERSON_RULES, ref: LINK_REF_RULE } satisfies Rules;
/** The registration's password (POST /api/accountlink/register). */
export const LINK_PASSWORD_RULES = { ...CLAIM_PASSWORD_RULES, ref: LINK_REF_RULE } satisfies Rules;
/** The login (POST /api/accountlink/login). */
export const LINK_LOGIN_RULES = { ...CLAIM_LOGIN_RULES, ref: LINK_REF_RULE } satisfies Rules;

/** The page a visitor sees for an outcome: the way in (registration, with the login beside it), or why not. */
export const ACCOUNT_LINK_PAGES = {
  open: "accountLink.register",
  hold: "accountLink.hold",
  pending: "accountLink.pending",
} as const;
export type AccountLinkPageName = (typeof ACCOUNT_LINK_PAGES)[keyof typeof ACCOUNT_LINK_PAGES] | "accountLink.login";

/** An account-link page's address with its reference. */
export const accountLinkPath = (name: AccountLinkPageName, ref: string) => `${pathTo(name)}?ref=${encodeURIComponent(ref)}`;
/** A visitor's page for an outcome (`linked` and `review` show only after a login, and are no visitor's). */
export const accountLinkOutcomePath = (outcome: "open" | "hold" | "pending", ref: string) => accountLinkPath(ACCOUNT_LINK_PAGES[outcome], ref);
