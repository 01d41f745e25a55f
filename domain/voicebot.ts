/**
 * The voicebot (spec §2 "Voicebot: {token}", the path carries the provider's
 * number): the calls the company's voicebot took, how each ended, how long it
 * took and the reason the caller gave. The backend, the page, its CSV and the
 * seed read the words and rules from here (only the server imports it).
 */

/** How a call ended. */
export const VOICEBOT_OUTCOMES = ["answered", "forwarded", "message", "hungUp"] as const;
export type VoicebotOutcome = (typeof VOICEBOT_OUTCOMES)[number];
export const OUTCOME_LABELS: Record<VoicebotOutcome, string> = {
  answered: "Beantwortet",
  forwarded: "Weitergeleitet",
  message: "Nachricht hinterlassen",
  hungUp: "Aufgelegt",
};

/** The reason a caller gave, as the voicebot sorts it (a hung-up caller may give none). */
export const VOICEBOT_REASONS = ["appointment", "emergency", "quote", "invoice", "other"] as const;
export type VoicebotReason = (typeof VOICEBOT_REASONS)[number];
export const REASON_LABELS: Record<VoicebotReason, string> = {
  appointment: "Terminwunsch",
  emergency: "Notdienst",
  quote: "Angebot",
  invoice: "Rechnung",
  other: "Sonstiges",
};
export const NO_REASON = "Ohne Angabe";

/** The calls a page of the list shows (as the secretarial service's list: five; ten would not stay within the page's 14 KB). */
export const VOICEBOT_CALLS_PER_PAGE = 5;

/**
 * The provider's number of a voicebot as the page's path carries it: digits
 * only, 6 to 16 of them. Anything else is no voicebot's (the page answers 404
 * without asking /api).
 */
export const VOICEBOT_TOKEN = /^\d{6,16}$/;
export const isVoicebotToken = (v: string): boolean => VOICEBOT_TOKEN.test(v);

/** The counts of a range as /api sums them. */
export interface VoicebotTotals {
  calls: number;
  /** all calls' seconds together */
  seconds: number;
  answered: number;
  forwarded: number;
  message: number;
  hungUp: number;
}

/** The average length of a call in whole seconds, or null without calls. */
export const averageSeconds = (t: Pick<VoicebotTotals, "calls" | "seconds">): number | null => (t.calls ? Math.round(t.seconds / t.calls) : null);

/** A share of the calls (0 … 1), or null without calls. */
export const shareOf = (part: number, calls: number): number | null => (calls ? part / calls : null);

const percent = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1, minimumFractionDigits: 0 });
/** "12,5 %", "–" without calls. */
export const shareText = (share: number | null): string => (share === null ? "–" : `${percent.format(Math.round(share * 1000) / 10)} %`);

/**
 * A share's change against the range compared with, in percentage points (a
 * percentage of a percentage misleads): "▲ 2,5 Prozentpunkte gegenüber dem
 * Vorzeitraum". `against` is the comparison's words ("gegenüber dem
 * Vorzeitraum"). Without a share in either range: nothing to compare.
 */
export function shareChange(now: number | null, before: number | null, against: string): { arrow: string; text: string } {
  if (now === null || before === null) return { arrow: "", text: `– (kein Vergleichswert ${against})` };
  const points = Math.round((now - before) * 1000) / 10;
  if (points === 0) return { arrow: "", text: `±0 Prozentpunkte ${against}` };
  const size = percent.format(Math.abs(points));
  return { arrow: points > 0 ? "▲" : "▼", text: `${points > 0 ? "+" : "−"}${size} ${Math.abs(points) === 1 ? "Prozentpunkt" : "Prozentpunkte"} ${against}` };
}

/** "3 Min. 05 Sek.", "45 Sek.". */
export function lengthText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} Min. ${String(s).padStart(2, "0")} Sek.` : `${s} Sek.`;
}
