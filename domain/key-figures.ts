/**
 * The dashboard's key figures and the highlights of the month (spec §2 "/
 * (dashboard)" and "/kunde highlights"; decisions 088, 089): which product has
 * which figure, the two 30-day windows it is counted and compared in, and the
 * order of the month's highlights. Pure rules, shared by /api and the portal's
 * loaders (never the browser: the page gets its lines as text).
 */
import type { ProductKey } from "./products";

import { addDays } from "./days";

export { addDays };

/** A figure counts this many whole Berlin days (decision 088). */
export const KEY_FIGURE_DAYS = 30;

export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * The window a figure counts and the one it is compared with (decision 088):
 * the last 30 whole Berlin days, ending yesterday (today is still running and
 * would make every figure look like a fall), and the 30 days just before them.
 */
export function keyFigureWindows(today: string): { current: DayRange; previous: DayRange } {
  const end = addDays(today, -1);
  const start = addDays(end, 1 - KEY_FIGURE_DAYS);
  return {
    current: { startDate: start, endDate: end },
    previous: { startDate: addDays(start, -KEY_FIGURE_DAYS), endDate: addDays(start, -1) },
  };
}

/** How a figure is compared: a count by percent, an average of stars by stars (a percentage of an average misleads). */
export type FigureKind = "count" | "average";

/**
 * The products with a key figure and what it counts (decision 088). Products
 * without one (entry service, job ad, premium listing, Office 365, web and TV
 * banners: the portal keeps no counts of theirs) are absent: their tile shows
 * no figure. SEO's is the keywords on Google's first page on an average
 * measured day (the SEO page's own figure).
 */
export const KEY_FIGURES = {
  entry: { label: "Aufrufe Ihres Eintrags", kind: "count" },
  website: { label: "Besuche Ihrer Website", kind: "count" },
  seo: { label: "Suchbegriffe auf Googles erster Seite (Ø pro Tag)", kind: "count" },
  searchAds: { label: "Klicks auf Ihre Anzeigen", kind: "count" },
  ratingPlus: { label: "Durchschnitt neuer Bewertungen", kind: "average" },
  wkdb: { label: "Durchschnitt neuer Bewertungen", kind: "average" },
  secretarial: { label: "Angenommene Anrufe", kind: "count" },
  voicebot: { label: "Anrufe beim Voicebot", kind: "count" },
  leads: { label: "Neue Anfragen", kind: "count" },
} as const satisfies Partial<Record<ProductKey, { label: string; kind: FigureKind }>>;

export type KeyFigureProduct = keyof typeof KEY_FIGURES;
export const KEY_FIGURE_PRODUCTS = Object.keys(KEY_FIGURES) as KeyFigureProduct[];
export const hasKeyFigure = (key: string): key is KeyFigureProduct => Object.hasOwn(KEY_FIGURES, key);

/** One product's figure as the call answers it: the value of the window and of the one before (null: not known, e.g. no rating to average). */
export interface ProductKeyFigure {
  product: KeyFigureProduct;
  value: number | null;
  previous: number | null;
}

/* ---- Highlights of the month (decision 089) ---- */

/** What a highlight is about. */
export type HighlightKind = "ratings" | "views" | "websiteCheck" | "leadsWaiting" | "invoice";

/** One thing that changed for the company this month, as the call answers it. */
export interface Highlight {
  kind: HighlightKind;
  /** the day it happened (YYYY-MM-DD, Berlin): the newest rating, the day counted up to, the check, the newest waiting lead, the invoice */
  date: string;
  /** the facts the sentence is made of */
  count?: number;
  previous?: number;
  stars?: number;
  status?: string;
  url?: string;
  number?: string;
}

/** The first day of the calendar month a day is in. */
export const monthStartOf = (iso: string) => `${iso.slice(0, 8)}01`;

/**
 * The entry's views of this calendar month (Berlin) against the same days of
 * the month before (decision 089): the month's whole days, up to yesterday,
 * against the month before from its first day to the same day of the month (or
 * its last, 31 March against February). Null on the month's first day: no
 * whole day yet.
 */
export function monthViewWindows(today: string): { current: DayRange; previous: DayRange } | null {
  const start = monthStartOf(today);
  if (today === start) return null;
  const yesterday = addDays(today, -1);
  const prevLast = addDays(start, -1);
  const prevStart = monthStartOf(prevLast);
  const sameDay = `${prevStart.slice(0, 8)}${yesterday.slice(8, 10)}`;
  return { current: { startDate: start, endDate: yesterday }, previous: { startDate: prevStart, endDate: sameDay > prevLast ? prevLast : sameDay } };
}

/** A rise or fall of the entry's views smaller than this (in percent) is no highlight. */
export const VIEWS_CHANGE_PERCENT = 10;

/** Newest first; on the same day in a fixed order (what needs doing first). */
const whole = new Intl.NumberFormat("de-DE");

const KIND_ORDER: HighlightKind[] = ["leadsWaiting", "ratings", "websiteCheck", "views", "invoice"];
export function newestFirst(list: readonly Highlight[]): Highlight[] {
  return [...list].sort((a, b) => (a.date === b.date ? KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) : a.date < b.date ? 1 : -1));
}

/** The views' change worth a highlight: at least VIEWS_CHANGE_PERCENT either way, against a month before with views. */
export function viewsWorthSaying(current: number, previous: number): boolean {
  const change = viewsChangePercent(current, previous);
  return change !== null && Math.abs(change) >= VIEWS_CHANGE_PERCENT;
}

/** The change in whole percent, or null without views the month before (nothing to compare). */
export const viewsChangePercent = (current: number, previous: number): number | null =>
  previous > 0 ? Math.round(((current - previous) / previous) * 100) : null;

/** A highlight's sentence (German, formal), without its link. */
export function highlightText(h: Highlight): string {
  const n = h.count ?? 0;
  switch (h.kind) {
    case "ratings":
      return n === 1
        ? `Sie haben 1 neue Bewertung erhalten${h.stars ? ` (${h.stars} von 5 Sternen)` : ""}.`
        : `Sie haben ${whole.format(n)} neue Bewertungen erhalten; die neueste mit ${h.stars ?? 0} von 5 Sternen.`;
    case "views": {
      const percent = viewsChangePercent(n, h.previous ?? 0) ?? 0;
      return `Ihr Eintrag wurde in diesem Monat ${whole.format(n)}-mal aufgerufen: ${whole.format(Math.abs(percent))}\u00a0% ${percent > 0 ? "mehr" : "weniger"} als an den gleichen Tagen des Vormonats (${whole.format(h.previous ?? 0)}).`;
    }
    case "websiteCheck":
      return `Der Website-Check von ${h.url ?? "Ihrer Website"} ist abgeschlossen.`;
    case "leadsWaiting":
      return n === 1 ? "1 Anfrage wartet darauf, dass Sie sie annehmen." : `${whole.format(n)} Anfragen warten darauf, dass Sie sie annehmen.`;
    case "invoice":
      return `Ihre Rechnung ${h.number ?? ""} für diesen Monat liegt bereit.`.replace("  ", " ");
  }
}
