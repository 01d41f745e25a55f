/**
 * The rating pages' texts that their scripts show (domain/ratings.ts has the
 * rules): no code imported, so a page that shows them carries nothing else.
 */
import type { RatingPortal } from "./entry-service-labels";

/** The portals' names as customers know them (spec §3 Portal rating stats; PROVIDER is the directory's own). */
export const RATING_PORTAL_NAMES: Record<RatingPortal, string> = {
  PROVIDER: "Unser Branchenverzeichnis",
  WKDB: "Wer kennt den BESTEN",
  KLICKTEL: "klicktel",
  CYLEX: "Cylex",
  GOOGLEMYBUSINESS: "Google Unternehmensprofil",
  DIALO: "Dialo",
  GOLOCAL: "golocal",
  GOYELLOW: "GoYellow",
};

/**
 * How ratings are checked before they are published (§ 5b (3) UWG: whoever
 * shows ratings says whether and how it makes sure they come from customers).
 * Shown on the rating pages and in the public texts.
 */
export const RATING_CHECK_STATEMENT =
  "So prüfen wir Bewertungen: Jede Bewertung auf unserem Branchenverzeichnis und auf „Wer kennt den BESTEN“ wird vor der Veröffentlichung geprüft. " +
  "Wir bestätigen die E-Mail-Adresse der bewertenden Person, prüfen den Text automatisch und bei Auffälligkeiten von Hand auf Beleidigungen, Werbung und fremde Daten " +
  "und veröffentlichen nur Bewertungen, die sich auf einen Kontakt mit dem Unternehmen beziehen. Bewertungen anderer Portale zeigen wir so, wie das jeweilige Portal sie veröffentlicht; " +
  "ob und wie diese Portale prüfen, regeln deren Bedingungen.";

/** The three kinds of error report (spec §7 portals/report-error/…) by the last segment of their call. */
export const ERROR_REPORT_TITLES = {
  "incorrect-entry-url": "Falscher Link zu Ihrem Eintrag",
  "incorrect-rating": "Falsch zugeordnete oder falsche Bewertung",
  "incorrect-average-rating": "Falscher Durchschnitt",
} as const;
export type ErrorReportPath = keyof typeof ERROR_REPORT_TITLES;
