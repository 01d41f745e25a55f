/**
 * Managing ratings (spec §2 rating product `bewertungen-verwalten`; §3
 * Rating): the rules of the list, of the company's public answer to a rating
 * and of a notice that a rating breaks the rules (DSA art. 16): the words and
 * limits, light enough for the page's script (the form rules that /api and the
 * action check are in domain/rating-answer-rules.ts). No I/O.
 * Decisions 060–063.
 */
import { RATING_PORTAL_NAMES, type RatingPortal } from "./ratings";

/** The list shows ten ratings a page, newest first (decision 060). */
export const MANAGED_RATINGS_PER_PAGE = 10;
/** The most a caller may ask for at once. */
export const MANAGED_RATINGS_MAX_LIMIT = 50;
/** The furthest start of a page: beyond it no company has ratings. */
export const MANAGED_RATINGS_MAX_OFFSET = 1_000_000;

export const STAR_CHOICES = ["1", "2", "3", "4", "5"] as const;


/** "4 von 5 Sternen": the stars as words (the text equivalent of the drawn stars). */
export const starsText = (n: number) => `${n} von 5 Sternen`;

// ——— the public answer (decision 061) ———

export const ANSWER_MIN = 10;
export const ANSWER_MAX = 1000;


export const ANSWER_HINT = `${ANSWER_MIN} bis ${ANSWER_MAX.toLocaleString("de-DE")} Zeichen, ohne HTML. Ihre Antwort erscheint öffentlich unter der Bewertung.`;

/** Only a published rating can be answered (one in the check or not published is seen by nobody). */
export const NOT_PUBLISHED_MESSAGE = "Auf diese Bewertung können Sie erst antworten, wenn sie veröffentlicht ist.";
export const ANSWER_CONFLICT_MESSAGE = "Die Antwort auf diese Bewertung wurde inzwischen geändert, zum Beispiel in einem anderen Fenster.";
export const NO_ANSWER_MESSAGE = "Diese Bewertung hat keine Antwort, die sich löschen ließe.";
export const RATING_NOT_FOUND_MESSAGE = "Diese Bewertung wurde nicht gefunden.";

// ——— the notice (DSA art. 16 (2), decision 062) ———

/** Why a rating breaks the rules: the notice's reason (DSA art. 16 (2) (a)). */
export const REPORT_REASONS = {
  INSULT: "Beleidigung oder Schmähkritik",
  FALSE_FACT: "Falsche Tatsachenbehauptung",
  NO_CONTACT: "Kein Kundenkontakt",
  PERSONAL_DATA: "Persönliche Daten",
  OTHER: "Sonstiges",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const EXPLANATION_MIN = 20;
export const EXPLANATION_MAX = 2000;

/** The good-faith statement (DSA art. 16 (2) (d)), ticked by whoever sends the notice. */
export const GOOD_FAITH_TEXT = "Ich bestätige nach bestem Wissen und Gewissen, dass die Angaben richtig und vollständig sind.";


/**
 * Only ratings on the directory's own portals can be reported here: only
 * these does the directory host (DSA art. 16 goes to the host). A rating on
 * another portal is reported to that portal (decision 062).
 */
export const REPORTABLE_PORTALS: readonly RatingPortal[] = ["PROVIDER", "WKDB"];
export const isReportable = (portal: string) => (REPORTABLE_PORTALS as readonly string[]).includes(portal);
export const elsewhereMessage = (portal: RatingPortal) =>
  `Bewertungen auf ${RATING_PORTAL_NAMES[portal]} prüft ${RATING_PORTAL_NAMES[portal]} selbst. Bitte melden Sie diese Bewertung dort.`;
export const NOT_REPORTABLE_STATE_MESSAGE = "Melden lässt sich nur eine veröffentlichte Bewertung.";

/** The notice's states: received, in review, removed, or kept (with the reason). */
export const REPORT_STATES = ["RECEIVED", "IN_REVIEW", "REMOVED", "KEPT"] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  RECEIVED: "eingegangen",
  IN_REVIEW: "in Prüfung",
  REMOVED: "entfernt",
  KEPT: "nicht entfernt",
};
/** A notice not yet decided: the rating cannot be reported again meanwhile. */
export const isOpenReport = (state: string) => state === "RECEIVED" || state === "IN_REVIEW";
export const reportOpenMessage = (receivedAt: string) =>
  `Diese Bewertung haben Sie bereits am ${receivedAt} gemeldet. Wir prüfen Ihre Meldung noch; das Ergebnis sehen Sie hier neben der Bewertung.`;
