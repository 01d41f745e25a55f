/**
 * The dashboard tiles' key figures as text (spec §2 dashboard, decision 088):
 * the loader shapes them, the page only prints them (no script, no chart). The
 * change is said in the comparison kit's words ("+12 % gegenüber dem
 * Vorzeitraum"; an average in stars, as the rating pages do), the arrow is
 * decoration beside them.
 */
import { changeOf, changeText, COMPARE_CHOICES } from "~/components/product/date-range";
import { averageChange } from "#domain/ratings";
import { KEY_FIGURES, type ProductKeyFigure } from "#domain/key-figures";

const ARROW = { up: "▲", down: "▼", same: "", new: "", none: "" } as const;
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
  return { label: def.label, display: whole.format(f.value), change: { arrow: ARROW[change.kind], text: changeText(change, "vorzeitraum") } };
}
