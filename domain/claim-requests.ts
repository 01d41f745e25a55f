/**
 * Competing claims and the owner claim's upkeep (spec §4 "Claiming", §9 owner
 * claim lifetime; decisions 090–092): the pure rules, shared by the portal and
 * /api. A claimant who finds the entry held by a verified owner may ask for
 * access; the owner has a window to agree or refuse; silence lets the claimant
 * verify (letter or website-domain mail) and take over.
 */
import { addDays } from "./days";
import { radio, type Rules } from "./form-rules";
import { ownerClaimExpiry } from "./claim";
import { formatDateWire, formatTimeWire } from "./format";
import { REF_RULE } from "./claiming";

/** The owner's window to agree or refuse, in calendar days after the day of the request (item "competing claims"). */
export const REQUEST_WINDOW_DAYS = 7;
/** After a refusal, the same claimant may ask again for the same entry only after this many days (decision 090). */
export const REQUEST_AGAIN_DAYS = 30;
/** The reminder mail goes this many days before the owner claim expires (item "owner claim upkeep": four weeks). */
export const REMINDER_DAYS_BEFORE = 28;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export { addDays };

/** The moment a Berlin calendar day (YYYY-MM-DD) begins: 00:00 in Berlin, 23:00 or 22:00 UTC the day before. */
export function berlinMidnight(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d) - offsetHours * HOUR_MS);
    if (formatDateWire(candidate) === day && formatTimeWire(candidate) === "00:00") return candidate;
  }
  // no zone rule puts Berlin's midnight elsewhere; kept for a date library's sake
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * The owner's window (decision 090): the day of the request and REQUEST_WINDOW_DAYS
 * full Berlin days after it. `lastDay` is the last day the owner may answer (what
 * the pages and mails show, DD.MM.YYYY); `endsAt` the moment after it.
 */
export function requestWindow(requestedAt: Date): { lastDay: string; endsAt: Date } {
  const lastDay = addDays(formatDateWire(requestedAt), REQUEST_WINDOW_DAYS);
  return { lastDay, endsAt: berlinMidnight(addDays(lastDay, 1)) };
}

/** A request's state at `now`: still the owner's to answer, or the owner stayed silent (the claimant may verify). */
export type RequestStatus = "open" | "silent" | "agreed" | "refused" | "taken" | "lost" | "withdrawn";
export function requestStatus(r: { status: string; windowEndsAt: string }, now: Date): RequestStatus {
  if (r.status === "open") return now.getTime() >= Date.parse(r.windowEndsAt) ? "silent" : "open";
  return r.status as RequestStatus;
}

/** Whether a refused claimant may ask again (decision 090): REQUEST_AGAIN_DAYS after the refusal. */
export const mayAskAgainAt = (refusedAt: string): Date => new Date(Date.parse(refusedAt) + REQUEST_AGAIN_DAYS * DAY_MS);

/**
 * The day the reminder is due (item "owner claim upkeep"): REMINDER_DAYS_BEFORE
 * days before the owner claim expires (spec §4: one year after claimed_last_update
 * minus three weeks), as YYYY-MM-DD; null for an unreadable date.
 */
export function reminderDay(claimedLastUpdate: string): string | null {
  try {
    return addDays(ownerClaimExpiry(claimedLastUpdate).toISOString().slice(0, 10), -REMINDER_DAYS_BEFORE);
  } catch {
    return null;
  }
}

/**
 * Whether the nightly job reminds the owner on `today` (YYYY-MM-DD, Berlin): from
 * the reminder day on, until the claim has expired (then the next company switch
 * asks, spec §4.5). A night missed is made up the next night; the job sends it
 * once per claim period (claim_reminders).
 */
export function isReminderDue(company: { claimedBy: string | null; claimedLastUpdate: string | null }, today: string): boolean {
  if (company.claimedBy !== "OWNER" || !company.claimedLastUpdate) return false;
  const due = reminderDay(company.claimedLastUpdate);
  if (!due) return false;
  const expiry = ownerClaimExpiry(company.claimedLastUpdate).toISOString().slice(0, 10);
  return due <= today && today < expiry;
}

/**
 * The oldest claimed_last_update that can be due for a reminder by `today`: a
 * cut for the nightly job's query (a claim of a later day is not due yet).
 */
export const reminderCandidatesUpTo = (today: string): string => addDays(today, -(365 - 21 - REMINDER_DAYS_BEFORE - 2));

/** The claimant's request (POST /api/claiming/request): the funnel's reference. */
export const ACCESS_REQUEST_RULES = { ref: REF_RULE } satisfies Rules;

/** The owner's link's token. */
export const REQUEST_TOKEN_RULE = {
  required: "Der Link ist unvollständig. Bitte öffnen Sie ihn direkt aus unserer E-Mail.",
  maxLength: { value: 100, message: "Der Link ist ungültig." },
  pattern: { value: /^[A-Za-z0-9_-]+$/, message: "Der Link ist ungültig." },
};
export const REQUEST_TOKEN_RULES = { token: REQUEST_TOKEN_RULE } satisfies Rules;

/** The owner's answer: agree (the entry goes to the claimant) or refuse. */
export const REQUEST_DECISION_RULES = {
  token: REQUEST_TOKEN_RULE,
  decision: radio({ required: "Bitte wählen Sie, ob Sie zustimmen oder ablehnen.", options: ["agree", "refuse"] as const }),
} satisfies Rules;

/** What the claimant's page says of their request, by its state (German, formal). */
export const REQUEST_TEXTS = {
  open: (lastDay: string) =>
    `Wir haben den Inhaber gefragt. Er kann Ihrer Anfrage bis einschließlich ${lastDay} zustimmen oder sie ablehnen. Wir informieren Sie per E-Mail.`,
  silent: "Der Inhaber hat nicht geantwortet. Sie können jetzt nachweisen, dass das Unternehmen Ihres ist, und den Eintrag danach übernehmen.",
  refused: (again: string) =>
    `Der Inhaber hat Ihre Anfrage abgelehnt. Der Eintrag bleibt bei ihm. Eine neue Anfrage ist ab ${again} möglich; bei Fragen hilft Ihnen unser Kundenservice.`,
} as const;

/** Why a request cannot be made or answered, in German (spec §8: no codes on the page). */
export const REQUEST_MESSAGES = {
  notPossible: "Für diesen Eintrag können Sie gerade keinen Zugang anfragen.",
  tooSoon: (again: string) => `Der Inhaber hat Ihre letzte Anfrage abgelehnt. Eine neue Anfrage ist ab ${again} möglich.`,
  gone: "Diese Anfrage ist nicht mehr offen: Sie wurde bereits beantwortet, ist abgelaufen oder der Link ist ungültig.",
  windowOver: "Die Frist für Ihre Antwort ist abgelaufen. Die anfragende Person kann jetzt nachweisen, dass das Unternehmen ihres ist.",
  notOwner: "Diese Anfrage betrifft einen Eintrag, der nicht mit Ihrem Konto verbunden ist. Bitte melden Sie sich mit dem Konto des Inhabers an.",
} as const;
