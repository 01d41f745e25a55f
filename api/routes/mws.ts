import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesBody } from "../lib/validate";
import { checkAddress, suggestCities, suggestStreets, suggestZipCodes } from "../services/geo";
import {
  ADDRESS_CHECK_RULES,
  CITY_SUGGESTION_RULES,
  refineStreetSuggestion,
  refineZipSuggestion,
  STREET_SUGGESTION_RULES,
  ZIP_SUGGESTION_RULES,
} from "../../domain/address";

/**
 * Address and utilities (spec §7): suggestions for cities, streets and
 * postcodes, and the address check. Every call needs a session (the protected
 * mount); none is for one company (`mws` is no account path family).
 */
export const mwsRoutes = new Hono<ApiEnv>()
  .post("/suggestions/cities", rulesBody(CITY_SUGGESTION_RULES), async (c) => {
    const { searchTerm } = c.req.valid("json");
    return c.json({ data: { cities: await suggestCities(c.var.db, searchTerm) } });
  })
  .post("/suggestions/streets", rulesBody(STREET_SUGGESTION_RULES, { refine: refineStreetSuggestion }), async (c) => {
    const v = c.req.valid("json");
    return c.json({ data: { streets: await suggestStreets(c.var.db, v) } });
  })
  .post("/suggestions/zip-codes", rulesBody(ZIP_SUGGESTION_RULES, { refine: refineZipSuggestion }), async (c) => {
    const v = c.req.valid("json");
    return c.json({ data: { zipCodes: await suggestZipCodes(c.var.db, v) } });
  })
  .post("/address/validate", rulesBody(ADDRESS_CHECK_RULES), async (c) => {
    const v = c.req.valid("json");
    return c.json({ data: { check: await checkAddress(c.var.db, v) } });
  });
