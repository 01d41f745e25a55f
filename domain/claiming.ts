/**
 * Taking over a company's entry (spec §2 claiming routes, §3 claimed_by /
 * claimed_last_update, §4 "Claiming", §7 claiming calls): the pure rules, shared
 * by the portal and /api. Decisions 072–076.
 */
import type { ClaimedBy } from "./claim";
import { radio, refineFields, type Refine, type Rules } from "./form-rules";
import { LOGIN_RULES } from "./login";
import { pathTo } from "./pages";
import { newPassword, passwordRepeat, PERSON_RULES } from "./registration";

/** How long a sealed claim link (spec §7 decryptData `data`) is good for after it was made (decision 072). */
export const CLAIM_LINK_DAYS = 30;
/** How long a funnel's reference lives: from the link to the verified claim (decision 073). */
export const CLAIM_FUNNEL_DAYS = 30;
/** The letter's code (decision 074): its length, how long it is good for, how many wrong tries void it. */
export const LETTER_CODE_LENGTH = 5;
export const LETTER_CODE_DAYS = 30;
export const LETTER_CODE_MAX_WRONG = 5;
/** After a voided code: how long until a new letter can be asked for (hours). */
export const LETTER_RETRY_HOURS = 24;
/** The website-domain mail's link (decision 075): hours it is good for. */
export const DOMAIN_LINK_HOURS = 48;

/** Characters of a letter code: none people confuse (0/O, 1/I/L). */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/**
 * Why an entry is locked against claiming (decision 073): the reason in words a
 * person understands, never the code.
 */
export const HOLD_REASONS = {
  PHONE_PROVIDER: "Die Daten dieses Eintrags werden vom Telefonanbieter gepflegt. Änderungen nimmt Ihr Telefonanbieter vor.",
  LEGAL_REVIEW: "Der Eintrag wird gerade rechtlich geprüft, z. B. nach einer Beschwerde. Während der Prüfung kann ihn niemand übernehmen.",
  CLOSED: "Das Unternehmen ist als geschlossen gemeldet. Ist es weiter tätig, melden Sie sich bitte bei unserem Kundenservice.",
  DUPLICATE: "Der Eintrag ist als doppelt gemeldet und wird mit einem anderen zusammengeführt.",
} as const;
export type HoldReason = keyof typeof HOLD_REASONS;
export const holdReasonText = (code: string | null | undefined): string =>
  code && code in HOLD_REASONS ? HOLD_REASONS[code as HoldReason] : "Der Eintrag ist vorübergehend gesperrt. Unser Kundenservice hilft Ihnen gern weiter.";

/** Partner channels that look after companies (the `advantago` page: whom to contact). */
export const PARTNER_CHANNELS = {
  ADVANTAGO: {
    name: "Advantago Vertriebspartner GmbH",
    phone: "0800 1234 500",
    email: "service@advantago.example",
    text: "Dieser Eintrag wird von unserem Vertriebspartner Advantago betreut. Änderungen und die Übernahme des Eintrags laufen über Ihren Ansprechpartner dort.",
  },
} as const;
export type PartnerChannel = keyof typeof PARTNER_CHANNELS;
export const partnerOf = (code: string | null | undefined) => (code && code in PARTNER_CHANNELS ? PARTNER_CHANNELS[code as PartnerChannel] : null);

/** The outcome pages of the redirect (spec §2). */
export type ClaimPage = "welcome" | "start" | "otherowner" | "otherowner.provider" | "owner" | "owner.provider" | "hold" | "pending" | "advantago";

export interface ClaimState {
  claimedBy: ClaimedBy | string | null;
  /** a hold's reason code, when the entry is locked */
  hold: string | null;
  /** the partner channel that looks after the entry */
  partner: string | null;
  /** a claim waits for staff's review */
  pending: boolean;
  /** the viewer (logged in) is linked to the company */
  viewerLinked: boolean;
  /** a viewer is logged in */
  loggedIn: boolean;
  /**
   * the viewer asked the verified owner for access and the owner stayed silent
   * for the whole window (decision 090): they may verify and take over
   */
  ownerSilent?: boolean;
}

/**
 * Which page the redirect shows (spec §2, decision 073), in this order: the
 * viewer's own company (owner, or its variant when the provider holds the
 * claim); a locked entry (hold); the partner channel's (advantago); a claim
 * waiting for review (pending); another owner (otherowner, or the variant when
 * the provider holds it) — unless the viewer asked that owner for access and
 * the owner stayed silent (then the verification's start); else the way in: `welcome` for a visitor, `start`
 * (the verification's first step, /claiming/login/success) for someone logged in.
 */
export function claimPage(s: ClaimState): ClaimPage {
  if (s.viewerLinked) return s.claimedBy === "OWNER" || !s.claimedBy ? "owner" : "owner.provider";
  if (s.hold) return "hold";
  if (s.partner) return "advantago";
  if (s.pending) return "pending";
  if (s.claimedBy === "OWNER") return s.loggedIn && s.ownerSilent ? "start" : "otherowner";
  if (s.claimedBy) return "otherowner.provider";
  return s.loggedIn ? "start" : "welcome";
}

/** Whether a page is one where a claim can go on (the rest only say why not). */
export const claimable = (page: ClaimPage) => page === "welcome" || page === "start";

/**
 * A masked hint of an address (item "competing claims"): the first character of
 * the local part and of the domain's first label, the top-level domain whole:
 * "k***@b***.de".
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const head = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}***@${head[0] ?? ""}***${tld}`;
}

/** A letter code as typed: spaces and hyphens dropped, upper case. */
export const normaliseLetterCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/** The host of a website address, without "www."; null when there is none. */
export function websiteDomain(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase();
    return host.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** The local parts a website-domain mail may go to (decision 075): the usual role addresses, or one the claimant names. */
export const DOMAIN_LOCAL_PART = /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/i;

/** The verification ways built (spec item "Verification before ownership"). */
export const VERIFICATION_METHODS = {
  letter: "Code per Brief an die Adresse des Eintrags",
  domain: "Link per E-Mail an eine Adresse der Website des Eintrags",
} as const;
export type VerificationMethod = keyof typeof VERIFICATION_METHODS;

/** The funnel's reference, as every claiming call and page carries it. */
export const REF_RULE = {
  required: "Der Link ist unvollständig. Bitte öffnen Sie den Eintrag im Verzeichnis erneut.",
  maxLength: { value: 100, message: "Der Link ist ungültig." },
  pattern: { value: /^[A-Za-z0-9_-]+$/, message: "Der Link ist ungültig." },
};
export const REF_RULES = { ref: REF_RULE } satisfies Rules;

/** spec §7 decryptData {data}: the sealed reference of the public directory's link. */
export const DECRYPT_RULES = {
  data: { required: "Der Link ist unvollständig.", maxLength: { value: 400, message: "Der Link ist ungültig." } },
} satisfies Rules;

/** register (spec §2 /claiming/register): the person and the terms, kept in the funnel until the password. */
export const CLAIM_PERSON_RULES = { ref: REF_RULE, ...PERSON_RULES } satisfies Rules;
/** register/password: the password twice (POST /api/claiming/register). */
export const CLAIM_PASSWORD_RULES = { ref: REF_RULE, password: newPassword, passwordRepeat } satisfies Rules;
export const CLAIM_PASSWORD_REFINE: Refine<typeof CLAIM_PASSWORD_RULES> = refineFields(["password", "passwordRepeat"], (v) =>
  v.password === v.passwordRepeat ? null : { passwordRepeat: "Die beiden Passwörter stimmen nicht überein." },
);
/** login (POST /api/claiming/login): the login form's rules and the funnel's reference. */
export const CLAIM_LOGIN_RULES = { ref: REF_RULE, ...LOGIN_RULES } satisfies Rules;

/** The page of each outcome (domain/pages.ts). */
export const CLAIM_PAGE_NAMES = {
  welcome: "claiming.welcome",
  start: "claiming.loginSuccess",
  otherowner: "claiming.otherowner",
  "otherowner.provider": "claiming.otherownerProvider",
  owner: "claiming.owner",
  "owner.provider": "claiming.ownerProvider",
  hold: "claiming.hold",
  pending: "claiming.pending",
  advantago: "claiming.advantago",
} as const satisfies Record<ClaimPage, string>;

/** A funnel page's address with its reference. */
export const claimingPath = (name: (typeof CLAIM_PAGE_NAMES)[ClaimPage] | "claiming.register" | "claiming.registerPassword" | "claiming.registerSuccess" | "claiming.login", ref: string) =>
  `${pathTo(name)}?ref=${encodeURIComponent(ref)}`;
export const outcomePath = (page: ClaimPage, ref: string) => claimingPath(CLAIM_PAGE_NAMES[page], ref);

/** The choice of the verification way (login/success). */
export const VERIFICATION_START_RULES = {
  ref: REF_RULE,
  method: radio({ required: "Bitte wählen Sie, wie Sie nachweisen möchten, dass das Unternehmen Ihres ist.", options: ["letter", "domain"] as const }),
  localPart: {
    maxLength: { value: 64, message: "Der Teil vor dem @ darf höchstens 64 Zeichen lang sein." },
    pattern: { value: DOMAIN_LOCAL_PART, message: "Bitte geben Sie nur den Teil vor dem @ ein, z. B. info." },
  },
} satisfies Rules;
export const VERIFICATION_START_REFINE: Refine<typeof VERIFICATION_START_RULES> = refineFields(["method", "localPart"], (v) =>
  v.method === "domain" && !v.localPart ? { localPart: "Bitte geben Sie an, an welche Adresse Ihrer Website wir den Link schicken sollen, z. B. info." } : null,
);
/** The letter's code typed. */
export const LETTER_CODE_RULES = {
  ref: REF_RULE,
  code: {
    required: "Bitte geben Sie den Code aus unserem Brief ein.",
    maxLength: { value: 12, message: `Der Code hat ${LETTER_CODE_LENGTH} Zeichen.` },
  },
} satisfies Rules;
/** The domain mail's link. */
export const CLAIM_TOKEN_RULES = {
  token: { required: "Der Link ist unvollständig. Bitte öffnen Sie ihn direkt aus unserer E-Mail.", maxLength: { value: 100, message: "Der Link ist ungültig." } },
} satisfies Rules;
