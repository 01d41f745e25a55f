/**
 * The rating products (spec §1 rating management plus and "Wer kennt den
 * BESTEN"; §2 `{product}/…`; §3 Rating, Portal rating stats; §7 "Rating
 * product (wkdb)"; §9 the rating constants): pure rules shared by /api, which
 * checks, and the portal, which shows. No I/O.
 */
import { RATING_PORTALS, UNKNOWN_RATING, type RatingPortal } from "./entry-service-labels";
import type { ProductKey } from "./products";

export { RATING_PORTALS, UNKNOWN_RATING, type RatingPortal };

/** The two rating products by the slug their pages' paths carry (spec §2 `{product}/uebersicht`). */
export const RATING_PRODUCT_SLUGS = { bewertungsmanagement: "ratingPlus", wkdb: "wkdb" } as const satisfies Record<string, ProductKey>;
export type RatingProductSlug = keyof typeof RATING_PRODUCT_SLUGS;
export const isRatingProductSlug = (s: string | undefined): s is RatingProductSlug => s !== undefined && Object.hasOwn(RATING_PRODUCT_SLUGS, s);

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
export const isRatingPortal = (s: string): s is RatingPortal => (RATING_PORTALS as readonly string[]).includes(s);

/** Spec §9: the interval of the rating statistics is sent in upper case. */
export const RATING_INTERVALS = ["DAY", "WEEK", "MONTH"] as const;
export type RatingInterval = (typeof RATING_INTERVALS)[number];
export const ratingIntervalOf = (interval: "Day" | "Week" | "Month"): RatingInterval => interval.toUpperCase() as RatingInterval;
export const intervalOfRating = (interval: RatingInterval): "Day" | "Week" | "Month" => (interval[0] + interval.slice(1).toLowerCase()) as "Day" | "Week" | "Month";

/** Spec §9: the latest rating status shows 6 events. */
export const LATEST_STATUS_LIMIT = 6;

/** Count and average of a set of ratings; -1 and -1 without any (spec §3: "both defaulting to -1"). */
export interface RatingFigure {
  count: number;
  avgScore: number;
}
export const NO_FIGURE: RatingFigure = { count: UNKNOWN_RATING, avgScore: UNKNOWN_RATING };

/** Whether a portal's figure says anything: -1 means "noch keine Daten" (spec §3) and is never averaged in. */
export const hasFigure = (f: RatingFigure) => f.count > 0 && f.avgScore >= 1;

/**
 * The overall average, weighted by count, of the portals that have figures
 * (-1 never counts); NO_FIGURE when none has. Rounded to two places.
 */
export function weightedAverage(figures: readonly RatingFigure[]): RatingFigure {
  const known = figures.filter(hasFigure);
  const count = known.reduce((s, f) => s + f.count, 0);
  if (count === 0) return NO_FIGURE;
  const sum = known.reduce((s, f) => s + f.avgScore * f.count, 0);
  return { count, avgScore: Math.round((sum / count) * 100) / 100 };
}

/** The German school-grade word beside the stars: "sehr gut" from 4.5, "gut" from 3.5, … */
export function gradeWord(avg: number): string {
  if (avg < 1) return "noch keine Daten";
  if (avg >= 4.5) return "sehr gut";
  if (avg >= 3.5) return "gut";
  if (avg >= 2.5) return "befriedigend";
  if (avg >= 1.5) return "ausreichend";
  return "mangelhaft";
}

/** "4,6" — an average as German readers write it (one decimal). */
export const averageText = (avg: number) => (avg < 1 ? "–" : avg.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/**
 * Spec §3 Rating and § 5b (3) UWG: every rating is checked before it is
 * published. IN_REVIEW: waiting for the check; PUBLISHED: shown on the
 * portal; REJECTED: not published (no real customer contact, or against the
 * rules). Only published ratings count in figures.
 */
export const RATING_STATES = ["IN_REVIEW", "PUBLISHED", "REJECTED"] as const;
export type RatingState = (typeof RATING_STATES)[number];
export const RATING_STATE_LABELS: Record<RatingState, string> = {
  IN_REVIEW: "wird geprüft",
  PUBLISHED: "veröffentlicht",
  REJECTED: "nicht veröffentlicht",
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
