/**
 * The dashboard tiles' key figures (spec §2 dashboard, decision 088) and the
 * month's highlights (spec §2 highlights, decision 089) as text:
 * the loader shapes them, the page only prints them (no script, no chart). The
 * change is said in the comparison kit's words ("+12 % gegenüber dem
 * Vorzeitraum"; an average in stars, as the rating pages do), the arrow is
 * decoration beside them.
 */
import { CHANGE_ARROWS, changeOf, changeText, COMPARE_CHOICES, germanDay } from "~/components/product/date-range";
import { averageChange } from "#domain/ratings";
import { highlightText, KEY_FIGURES, type Highlight, type ProductKeyFigure } from "#domain/key-figures";
import { pathTo } from "#domain/pages";
import type { ProductKey } from "#domain/products";

const whole = new Intl.NumberFormat("de-DE");
const stars = (n: number) => `${n.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} von 5 Sternen`;
const AGAINST = COMPARE_CHOICES.find((c) => c.value === "vorzeitraum")!.against;

/** A tile's figure as the page shows it: its label, its value, and the change line in words (the arrow is decoration). */
export interface TileFigure {
  label: string;
  display: string;
  change: { arrow: string; text: string };
}

/**
 * A product's figure for its tile, or null when there is nothing to show (a
 * product without a figure, or no value: no rating in the 30 days, Matomo not
 * answering).
 */
export function tileFigure(f: ProductKeyFigure): TileFigure | null {
  const def = KEY_FIGURES[f.product];
  if (!def || f.value === null) return null;
  if (def.kind === "average") return { label: def.label, display: stars(f.value), change: averageChange(f.value, f.previous, AGAINST) };
  const change = changeOf(f.value, f.previous);
  return { label: def.label, display: whole.format(f.value), change: { arrow: CHANGE_ARROWS[change.kind], text: changeText(change, "vorzeitraum") } };
}

/** One line of the highlights page: its day, its sentence, and where it leads (none: the company has not booked the page). */
export interface HighlightRow {
  key: string;
  day: string;
  /** YYYY-MM-DD, for <time dateTime> */
  date: string;
  text: string;
  link: { href: string; text: string } | null;
}

/** Where each highlight leads, given the company's active products (a rating page only of a booked rating product). */
function linkOf(h: Highlight, products: readonly ProductKey[]): HighlightRow["link"] {
  switch (h.kind) {
    case "ratings":
      if (products.includes("ratingPlus")) return { href: pathTo("ratingPlus.overview"), text: "Zu Ihren Bewertungen" };
      if (products.includes("wkdb")) return { href: pathTo("wkdb.overview"), text: "Zu Ihren Bewertungen" };
      return null;
    case "views":
      return products.includes("entry") ? { href: pathTo("entry.statistics"), text: "Zu den Statistiken Ihres Eintrags" } : null;
    case "websiteCheck":
      return products.includes("website") ? { href: pathTo("website.overview"), text: "Zum Ergebnis des Website-Checks" } : null;
    case "leadsWaiting":
      return { href: pathTo("leads.overview"), text: "Zu Ihren Anfragen" };
    case "invoice":
      return { href: pathTo("companyData.documents"), text: "Zu Ihren Dokumenten" };
  }
}

/** The month's highlights as the page lists them (decision 089): newest first as the call answers, each with its German day, sentence and link. */
export function highlightRows(list: readonly Highlight[], products: readonly ProductKey[]): HighlightRow[] {
  return list.map((h, i) => ({ key: `${h.kind}-${h.date}-${i}`, day: germanDay(h.date), date: h.date, text: highlightText(h), link: linkOf(h, products) }));
}

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
/** "November 2026" of "2026-11". */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
