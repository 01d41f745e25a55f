import { asc, desc, inArray, like, or } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv, Db } from "../context";
import { industries, keywordCatalogue, productFeatureCatalogue, serviceAreaCities } from "../db/schema";
import { FieldErrors } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { updateEntry } from "../services/entries";
import { catalogueKey, foldText } from "../../domain/text-fold.mjs";
import {
  PRODUCT_FEATURES_RULES,
  SEARCH_KEYWORDS_RULES,
  SERVICE_AREA_RULES,
  SERVICE_FEATURES_RULES,
  SUGGESTION_LIMIT,
  TRADES_RULES,
} from "../../domain/entry-sections/classification";
import { CATALOGUES, notInCatalogueMessage, suggestRules, type Catalogue, type ValueListSection } from "../../domain/entry-sections/classification-lists";
import { entryUpdate } from "./entry-sections";

/**
 * The entry's classification (spec §7 "Entry updates": trades, search keywords,
 * service and product features, service area) and the catalogues it is chosen
 * from (spec §7 "Other customer calls": the suggest calls).
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
async function fromCatalogue(db: Db, catalogue: Catalogue, section: ValueListSection, values: string[]): Promise<string[]> {
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

const suggestRoute = <C extends Catalogue>(c: C) => rulesBody(suggestRules(c));

export const classificationRoutes = new Hono<ApiEnv>()
  .post("/updateTradesData", entryUpdate(TRADES_RULES), async (c) => {
    const v = c.req.valid("json");
    const trades = await fromCatalogue(c.var.db, "industries", "trades", v.trades);
    return c.json({ data: { entry: await updateEntry(c.var.db, c.var.accountId, v.version, { trades }) } });
  })
  .post("/updateSearchKeywordsData", entryUpdate(SEARCH_KEYWORDS_RULES), async (c) => {
    const v = c.req.valid("json");
    return c.json({ data: { entry: await updateEntry(c.var.db, c.var.accountId, v.version, { searchKeywords: v.searchKeywords }) } });
  })
  .post("/updateServiceFeaturesData", entryUpdate(SERVICE_FEATURES_RULES), async (c) => {
    const v = c.req.valid("json");
    return c.json({ data: { entry: await updateEntry(c.var.db, c.var.accountId, v.version, { serviceFeatures: v.serviceFeatures }) } });
  })
  .post("/updateProductFeaturesData", entryUpdate(PRODUCT_FEATURES_RULES), async (c) => {
    const v = c.req.valid("json");
    const productFeatures = await fromCatalogue(c.var.db, "productFeatures", "productFeatures", v.productFeatures);
    return c.json({ data: { entry: await updateEntry(c.var.db, c.var.accountId, v.version, { productFeatures }) } });
  })
  .post("/updateServiceAreaData", entryUpdate(SERVICE_AREA_RULES), async (c) => {
    const v = c.req.valid("json");
    const serviceArea = await fromCatalogue(c.var.db, "serviceAreaCities", "serviceArea", v.serviceArea);
    return c.json({ data: { entry: await updateEntry(c.var.db, c.var.accountId, v.version, { serviceArea }) } });
  })
  .post(`/suggest/${CATALOGUES.industries.call}`, suggestRoute("industries"), async (c) => {
    return c.json({ data: { suggestions: await suggest(c.var.db, "industries", c.req.valid("json").trade) } });
  })
  .post(`/suggest/${CATALOGUES.searchKeywords.call}`, suggestRoute("searchKeywords"), async (c) => {
    return c.json({ data: { suggestions: await suggest(c.var.db, "searchKeywords", c.req.valid("json").searchKeyword) } });
  })
  .post(`/suggest/${CATALOGUES.productFeatures.call}`, suggestRoute("productFeatures"), async (c) => {
    return c.json({ data: { suggestions: await suggest(c.var.db, "productFeatures", c.req.valid("json").searchTerm) } });
  })
  .post(`/suggest/${CATALOGUES.serviceAreaCities.call}`, suggestRoute("serviceAreaCities"), async (c) => {
    return c.json({ data: { suggestions: await suggest(c.var.db, "serviceAreaCities", c.req.valid("json").searchTerm) } });
  });
