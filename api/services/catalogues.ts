import { asc, desc, inArray, like, or } from "drizzle-orm";
import type { Db } from "../context";
import { industries, keywordCatalogue, productFeatureCatalogue, serviceAreaCities } from "../db/schema";
import { FieldErrors } from "../lib/errors";
import { catalogueKey, foldText } from "#domain/text-fold.mjs";
import { SUGGESTION_LIMIT } from "#domain/entry-sections/classification";
import { notInCatalogueMessage, type Catalogue, type ValueListSection } from "#domain/entry-sections/classification-lists";

/**
 * The catalogues the entry's classification is chosen from (spec §7 "Other
 * customer calls": the suggest calls; spec §7 "Entry updates": trades, product
 * features, service area take only their catalogue's values).
 */

const TABLES = {
  industries,
  searchKeywords: keywordCatalogue,
  productFeatures: productFeatureCatalogue,
  serviceAreaCities,
} as const;

/** One suggestion: the value, and for a city its federal state. */
export interface Suggestion {
  value: string;
  detail: string | null;
}

/**
 * Up to SUGGESTION_LIMIT names of a catalogue with a word starting with the term,
 * letter case, umlauts and accents ignored ("bäck", "baeck" and "back" find
 * "Bäckerei"); names starting with it first, then by name.
 */
export async function suggest(db: Db, catalogue: Catalogue, term: string): Promise<Suggestion[]> {
  const t = TABLES[catalogue];
  const words = [...new Set([foldText(term, "ae"), foldText(term, "a")])].filter(Boolean);
  if (!words.length) return [];
  // folded terms hold only a–z, 0–9 and spaces: nothing LIKE would read as a wildcard
  const rows = await db
    .select({ value: t.name, detail: t.extra })
    .from(t)
    .where(or(...words.map((w) => like(t.search, `% ${w}%`))))
    .orderBy(desc(or(...words.map((w) => like(t.search, ` ${w}%`)))!), asc(t.name))
    .limit(SUGGESTION_LIMIT);
  return rows.map((r) => ({ value: r.value, detail: catalogue === "serviceAreaCities" ? r.detail : null }));
}

/**
 * The catalogue's own spelling of each value (matched folded: "bäckerei" is
 * "Bäckerei"); a value it does not know is a 422 at the section's field.
 */
export async function fromCatalogue(db: Db, catalogue: Catalogue, section: ValueListSection, values: string[]): Promise<string[]> {
  if (!values.length) return [];
  const t = TABLES[catalogue];
  const keys = values.map((v) => catalogueKey(v));
  const rows = await db.select({ name: t.name, key: t.key }).from(t).where(inArray(t.key, keys));
  const names = new Map(rows.map((r) => [r.key, r.name]));
  const missing = values.find((_, i) => !names.has(keys[i]!));
  if (missing !== undefined) throw new FieldErrors({ [section]: [notInCatalogueMessage(section, missing)] });
  // two spellings of one catalogue value are one value
  return [...new Set(keys.map((k) => names.get(k)!))];
}
