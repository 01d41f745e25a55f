/**
 * The secretarial service (spec §2 sekretariatsservice/uebersicht and
 * anleitungen, §7 getCompanyCallerList): the calls the service took for the
 * company, the minutes of the contract, and how a phone forwards its calls to
 * the service. The backend, the pages and their CSV read it from here.
 */

/** One call the service took: when (Berlin, "YYYY-MM-DD HH:MM"), who called, why, what was noted, how long (seconds). */
export interface SecretarialCall {
  id: string;
  startedAt: string;
  callerNumber: string;
  callerName: string | null;
  concern: string;
  message: string;
  durationSeconds: number;
}

/** The calls a page shows at a time (as spec §9 pages ratings: five; with their notes ten would not stay within the page's 14 KB). */
export const CALLS_PER_PAGE = 5;

/** The weekdays as the chart by hour names them, Monday first (index: ISO weekday − 1). */
export const WEEKDAY_NAMES = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"] as const;

/** "3 Min. 05 Sek.", "45 Sek.". */
export function durationText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} Min. ${String(s).padStart(2, "0")} Sek.` : `${s} Sek.`;
}

/** Minutes as the contract counts them: each call rounded up to the whole minute. */
export const billedMinutes = (calls: readonly { durationSeconds: number }[]) => calls.reduce((n, c) => n + Math.ceil(c.durationSeconds / 60), 0);

/**
 * How a mobile phone forwards calls to the service (GSM codes of 3GPP TS 22.030,
 * the same with every German network): the code to switch it on with the
 * service's number, and the one to switch it off.
 */
export const FORWARDING_CODES = [
  { when: "Immer (alle Anrufe)", on: "**21*", off: "##21#" },
  { when: "Wenn Sie nicht rangehen", on: "**61*", off: "##61#", note: "Nach wie vielen Sekunden, steht vor der Raute: **61*Nummer**20# (5 bis 30 Sekunden)." },
  { when: "Wenn besetzt ist", on: "**67*", off: "##67#" },
  { when: "Wenn Sie nicht erreichbar sind (Funkloch, Handy aus)", on: "**62*", off: "##62#" },
] as const;

/** All forwardings off at once (3GPP TS 22.030: all conditional and unconditional). */
export const ALL_FORWARDINGS_OFF = "##002#";
