/**
 * The SEO product (spec §2 seo/uebersicht, §3 product subscription: the SKUs
 * MB-SEO-LOKAL, MB-SEO-REGIONAL, MB-SEO-NATIONAL): which package a SKU is, how
 * many keywords it covers, and how a keyword's Google position and its change
 * read in German. The backend, the page and its CSV read it from here.
 */

/**
 * What each package covers (the numbers of the product sheet): the keywords
 * whose position is measured, and in how many towns (0: nationwide, no town).
 */
export const SEO_TIERS: Record<string, { name: string; keywords: number; cities: number }> = {
  "MB-SEO-LOKAL": { name: "SEO Lokal", keywords: 5, cities: 1 },
  "MB-SEO-REGIONAL": { name: "SEO Regional", keywords: 10, cities: 3 },
  "MB-SEO-NATIONAL": { name: "SEO National", keywords: 20, cities: 0 },
};

/** Google's first results page holds ten organic results. */
export const FIRST_PAGE_LAST = 10;
/** The three results people see first. */
export const TOP_LAST = 3;
/** Positions are measured down to here; a keyword below it counts as "not found". */
export const TRACKED_DEPTH = 100;
/** The longer comparison of the keyword list: today against this many days ago. */
export const LONG_CHANGE_DAYS = 90;

/** A keyword without a town is measured for Germany as a whole. */
export const NATIONWIDE = "bundesweit";
export const NOT_RANKED = `nicht unter den ersten ${TRACKED_DEPTH}`;
/** A keyword the tracker has not measured yet (added since its last run). */
export const NOT_MEASURED = "noch nicht gemessen";

/**
 * The package a company has booked: of its active SEO subscriptions the one
 * with the most keywords (while a package booked up runs beside the old one
 * until that ends, the customer has the bigger one).
 */
export function seoTierOf(skus: readonly string[]) {
  let best: ({ sku: string } & (typeof SEO_TIERS)[string]) | null = null;
  for (const sku of skus) {
    const tier = SEO_TIERS[sku];
    if (tier && (!best || tier.keywords > best.keywords)) best = { sku, ...tier };
  }
  return best;
}

/** "5 Suchbegriffe in einem Ort", "10 Suchbegriffe in bis zu 3 Orten", "20 Suchbegriffe bundesweit". */
export function tierScope(tier: { keywords: number; cities: number }): string {
  const where = tier.cities === 0 ? "bundesweit" : tier.cities === 1 ? "in einem Ort" : `in bis zu ${tier.cities} Orten`;
  return `${keywordCount(tier.keywords)} ${where}`;
}

/**
 * How a position changed between two measurements (null: not among the first
 * TRACKED_DEPTH; undefined: not measured on that day).
 */
export type RankChange =
  | { kind: "better" | "worse"; places: number }
  | { kind: "same" }
  | { kind: "entered" }
  | { kind: "left" }
  | { kind: "none" }
  | { kind: "unmeasured" };

/** `now` and `before` are the positions of the later and the earlier measurement. */
export function rankChange(now: number | null | undefined, before: number | null | undefined): RankChange {
  if (now === undefined) return { kind: "unmeasured" };
  if (before === undefined) return { kind: "none" };
  if (now === null && before === null) return { kind: "same" };
  if (before === null) return { kind: "entered" };
  if (now === null) return { kind: "left" };
  if (now === before) return { kind: "same" };
  return now < before ? { kind: "better", places: before - now } : { kind: "worse", places: now - before };
}

const decimal = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
const places = (n: number) => `${decimal.format(n)} ${n === 1 ? "Platz" : "Plätze"}`;

/** The change in words: a lower position is the better one, so the words say "besser" and "schlechter", never a sign alone. */
export function rankChangeText(change: RankChange): string {
  switch (change.kind) {
    case "better":
      return `${places(change.places)} besser`;
    case "worse":
      return `${places(change.places)} schlechter`;
    case "same":
      return "unverändert";
    case "entered":
      return `neu unter den ersten ${TRACKED_DEPTH}`;
    case "left":
      return `nicht mehr unter den ersten ${TRACKED_DEPTH}`;
    case "none":
      return "keine frühere Messung";
    case "unmeasured":
      return NOT_MEASURED;
  }
}

/** The arrow beside the words (decoration: the words carry the direction). */
export function rankChangeArrow(change: RankChange): "▲" | "▼" | "" {
  if (change.kind === "better" || change.kind === "entered") return "▲";
  if (change.kind === "worse" || change.kind === "left") return "▼";
  return "";
}

/** A position as read: "3", "nicht unter den ersten 100", or "noch nicht gemessen". */
export const positionText = (position: number | null | undefined): string => (position === undefined ? NOT_MEASURED : position === null ? NOT_RANKED : String(position));

/** "1 Suchbegriff", "3 Suchbegriffe". */
export const keywordCount = (n: number) => `${n} ${n === 1 ? "Suchbegriff" : "Suchbegriffe"}`;

/** An average position or count with one decimal, the German way ("7,4"). */
export const formatAverage = (n: number): string => decimal.format(n);

/**
 * The change of an average position between two ranges, rounded to a tenth: a
 * smaller average is the better one.
 */
export function averageChange(now: number | null, before: number | null): RankChange {
  if (before === null || now === null) return { kind: "none" };
  const diff = Math.round((before - now) * 10) / 10;
  if (diff === 0) return { kind: "same" };
  return diff > 0 ? { kind: "better", places: diff } : { kind: "worse", places: -diff };
}
