/**
 * The rating products (spec §1 rating management plus and "Wer kennt den
 * BESTEN"; §2 `{product}/…`; §3 Rating, Portal rating stats; §7 "Rating
 * product (wkdb)"; §9 the rating constants): pure rules shared by /api, which
 * checks, and the portal, which shows. No I/O.
 */
import { RATING_PORTALS, UNKNOWN_RATING, type RatingPortal } from "./entry-service-labels";
import type { ProductKey } from "./products";
import { select, type Refine, type Rules } from "./form-rules";
import { ERROR_REPORT_TITLES, type ErrorReportPath } from "./rating-labels";

export { ERROR_REPORT_TITLES, RATING_CHECK_STATEMENT, RATING_PORTAL_NAMES, type ErrorReportPath } from "./rating-labels";

export { RATING_PORTALS, UNKNOWN_RATING, type RatingPortal };

/** The two rating products by the slug their pages' paths carry (spec §2 `{product}/uebersicht`). */
export const RATING_PRODUCT_SLUGS = { bewertungsmanagement: "ratingPlus", wkdb: "wkdb" } as const satisfies Record<string, ProductKey>;
export type RatingProductSlug = keyof typeof RATING_PRODUCT_SLUGS;
export const isRatingProductSlug = (s: string | undefined): s is RatingProductSlug => s !== undefined && Object.hasOwn(RATING_PRODUCT_SLUGS, s);

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


/** "4,6 von 5 Sternen" — the stars in words (the drawn stars are decoration). */
export const starsText = (avg: number) => (avg < 1 ? "noch keine Daten" : `${averageText(avg)} von 5 Sternen`);

/** "★★★★☆": the average rounded to whole stars, for the eye only (aria-hidden beside starsText). */
export const starGlyphs = (avg: number) => {
  const full = Math.max(0, Math.min(5, Math.round(avg)));
  return "★".repeat(full) + "☆".repeat(5 - full);
};

/**
 * An average's change against the range compared with, in stars ("+0,2 Sterne
 * gegenüber dem Vorzeitraum"): a percentage of an average misleads. Without an
 * average in either range: nothing to compare.
 */
export function averageChange(now: number | null, before: number | null, against: string): { arrow: string; text: string } {
  if (now === null || before === null || now < 1 || before < 1) return { arrow: "", text: `– (kein Vergleichswert ${against})` };
  const diff = Math.round((now - before) * 10) / 10;
  if (diff === 0) return { arrow: "", text: `±0 Sterne ${against}` };
  const size = Math.abs(diff).toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // "Sterne" also for 1,0: a number with decimals takes the plural
  return { arrow: diff > 0 ? "▲" : "▼", text: `${diff > 0 ? "+" : "−"}${size} Sterne ${against}` };
}

/* ---- Partner network (spec §7 portals/list, portals/partners/selection-list, portals/partners/add) ---- */

/**
 * The rating portals a company may add as partners with its profile there
 * (beyond the portals of spec §3): the portal's id, its name and the hosts its
 * profile addresses live on.
 */
export const PARTNER_RATING_PORTALS = [
  { sourceId: "PROVENEXPERT", name: "ProvenExpert", hosts: ["provenexpert.com"] },
  { sourceId: "TRUSTPILOT", name: "Trustpilot", hosts: ["trustpilot.com"] },
  { sourceId: "YELP", name: "Yelp", hosts: ["yelp.de", "yelp.com"] },
  { sourceId: "JAMEDA", name: "jameda", hosts: ["jameda.de"] },
  { sourceId: "MYHAMMER", name: "MyHammer", hosts: ["my-hammer.de"] },
  { sourceId: "TRIPADVISOR", name: "Tripadvisor", hosts: ["tripadvisor.de", "tripadvisor.com"] },
  { sourceId: "KENNSTDUEINEN", name: "KennstDuEinen", hosts: ["kennstdueinen.de"] },
  { sourceId: "FACEBOOK", name: "Facebook", hosts: ["facebook.com"] },
] as const;
export type PartnerSourceId = (typeof PARTNER_RATING_PORTALS)[number]["sourceId"];
export const PARTNER_SOURCE_IDS = PARTNER_RATING_PORTALS.map((p) => p.sourceId) as readonly PartnerSourceId[];
export const partnerPortal = (sourceId: string) => PARTNER_RATING_PORTALS.find((p) => p.sourceId === sourceId) ?? null;

/** Whether an address is one of the portal's own (its host or a subdomain of it, over http or https). */
export function isPortalAddress(url: string, hosts: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return false;
  const host = u.hostname.toLowerCase().replace(/\.$/, "");
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const URL_SHAPE = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/** POST portals/partners/add: the portal from the selection list and the profile's address there. */
export const PARTNER_ADD_RULES = {
  sourceId: select({ options: PARTNER_SOURCE_IDS, required: "Bitte wählen Sie das Portal." }),
  url: {
    required: "Bitte geben Sie die Adresse Ihres Profils auf dem Portal an.",
    maxLength: { value: 500, message: "Die Adresse darf höchstens 500 Zeichen lang sein." },
    pattern: { value: URL_SHAPE, message: "Bitte geben Sie die vollständige Adresse an, z. B. https://www.provenexpert.com/ihre-firma/." },
    plainText: true,
  },
} satisfies Rules;

/** The address must be one of the chosen portal's (a field error at `url`, the input kept). */
export const partnerAddRule: Refine<typeof PARTNER_ADD_RULES> = ({ sourceId, url }) => {
  const portal = partnerPortal(sourceId);
  if (!portal || !url || isPortalAddress(url, portal.hosts)) return null;
  return { url: `Diese Adresse gehört nicht zu ${portal.name}. Bitte geben Sie die Adresse Ihres Profils auf ${portal.hosts[0]} an.` };
};

/* ---- Error reports (spec §7 portals/report-error/incorrect-entry-url, /incorrect-rating, /incorrect-average-rating) ---- */

/** The three kinds of error report by the last segment of their call, with what the form asks. */
export const ERROR_REPORT_KINDS = {
  "incorrect-entry-url": { kind: "ENTRY_URL", title: ERROR_REPORT_TITLES["incorrect-entry-url"], wrong: "Angezeigter Link", right: "Richtiger Link" },
  "incorrect-rating": { kind: "RATING", title: ERROR_REPORT_TITLES["incorrect-rating"], wrong: "Welche Bewertung ist falsch?", right: "Was ist richtig?" },
  "incorrect-average-rating": { kind: "AVERAGE_RATING", title: ERROR_REPORT_TITLES["incorrect-average-rating"], wrong: "Angezeigter Durchschnitt", right: "Richtiger Durchschnitt" },
} as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[ErrorReportPath]["kind"];
export const ERROR_REPORT_PATHS = Object.keys(ERROR_REPORT_KINDS) as ErrorReportPath[];
export const isErrorReportPath = (s: string): s is ErrorReportPath => Object.hasOwn(ERROR_REPORT_KINDS, s);
export const errorReportPathOf = (kind: string) => ERROR_REPORT_PATHS.find((p) => ERROR_REPORT_KINDS[p].kind === kind) ?? null;

export const ERROR_REPORT_STATES = ["RECEIVED", "IN_REVIEW", "CORRECTED", "REJECTED"] as const;
export type ErrorReportState = (typeof ERROR_REPORT_STATES)[number];
export const ERROR_REPORT_STATE_LABELS: Record<ErrorReportState, string> = {
  RECEIVED: "eingegangen",
  IN_REVIEW: "in Prüfung",
  CORRECTED: "korrigiert",
  REJECTED: "nicht geändert",
};

const AVERAGE = /^[1-5](?:[.,]\d{1,2})?$/;
const value = (label: string, max: number) => ({
  required: `Bitte geben Sie an: ${label}.`,
  maxLength: { value: max, message: `Bitte fassen Sie sich kürzer (höchstens ${max} Zeichen).` },
  plainText: true,
});

/** The form of each kind: the portal (spec §3), the wrong value and the right one, checked as that kind needs. */
export const ERROR_REPORT_RULES = {
  portal: select({ options: RATING_PORTALS, required: "Bitte wählen Sie das Portal." }),
  wrongValue: value("was das Portal zeigt", 500),
  rightValue: value("was richtig wäre", 500),
} satisfies Rules;

/** What each kind's values must look like: links for a link, averages from 1 to 5 for an average. */
export const errorReportRule =
  (path: ErrorReportPath): Refine<typeof ERROR_REPORT_RULES> =>
  ({ wrongValue, rightValue }) => {
    const errors: Record<string, string> = {};
    if (path === "incorrect-entry-url") {
      if (rightValue && !URL_SHAPE.test(rightValue)) errors.rightValue = "Bitte geben Sie den richtigen Link vollständig an, z. B. https://www.ihre-firma.de/.";
    }
    if (path === "incorrect-average-rating") {
      if (wrongValue && !AVERAGE.test(wrongValue)) errors.wrongValue = "Bitte geben Sie den Durchschnitt als Zahl von 1 bis 5 an, z. B. 4,3.";
      if (rightValue && !AVERAGE.test(rightValue)) errors.rightValue = "Bitte geben Sie den Durchschnitt als Zahl von 1 bis 5 an, z. B. 4,6.";
    }
    if (wrongValue && rightValue && wrongValue.trim() === rightValue.trim()) errors.rightValue = "Richtiger und falscher Wert sind gleich. Bitte prüfen Sie Ihre Angaben.";
    return Object.keys(errors).length ? errors : null;
  };
