import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesBody } from "../lib/validate";
import { fromCatalogue, suggest } from "../services/catalogues";
import { updateEntry } from "../services/entries";
import {
  PRODUCT_FEATURES_RULES,
  SEARCH_KEYWORDS_RULES,
  SERVICE_AREA_RULES,
  SERVICE_FEATURES_RULES,
  TRADES_RULES,
} from "#domain/entry-sections/classification";
import { CATALOGUES, suggestRules, type Catalogue } from "#domain/entry-sections/classification-lists";
import { entryUpdate } from "./entry-sections";

/**
 * The entry's classification (spec §7 "Entry updates": trades, search keywords,
 * service and product features, service area) and the catalogues it is chosen
 * from (spec §7 "Other customer calls": the suggest calls).
 */

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
