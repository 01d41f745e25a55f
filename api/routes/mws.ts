import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { FieldErrors } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { UGC_RULES } from "#domain/rating-rules";
import { lastViewOf, putRating } from "../services/user-activity";
import { checkAddress, suggestCities, suggestStreets, suggestZipCodes } from "../services/geo";
import {
  ADDRESS_CHECK_RULES,
  CITY_SUGGESTION_RULES,
  refineStreetSuggestion,
  refineZipSuggestion,
  STREET_SUGGESTION_RULES,
  ZIP_SUGGESTION_RULES,
} from "#domain/address";

/**
 * Address and utilities (spec §7): suggestions for cities, streets and
 * postcodes, and the address check. Every call needs a session (the protected
 * mount); none is for one company (`mws` is no account path family).
 */
export const mwsRoutes = new Hono<ApiEnv>()
  /**
   * User-generated content (spec §7 call-ugc; the page /ugc, for every kind of
   * account): a rating of a directory entry the caller has looked at (the
   * entry's name comes from there), in their own ratings at once. One rating per
   * account and entry: a second one replaces the text and stars of the one there
   * is (`updated: true`, the same rating id, its version counted up), as changing
   * it under "Meine Bewertungen" would; it never adds another.
   */
  .post("/call-ugc", rulesBody(UGC_RULES), async (c) => {
    const v = c.req.valid("json");
    const userId = Number(c.var.auth.sub);
    const seen = await lastViewOf(c.var.db, userId, v.entry_id);
    if (!seen) throw new FieldErrors({ entry_id: ["Sie können Firmen bewerten, deren Eintrag Sie angesehen haben. Diese Firma ist nicht darunter."] });
    const { id, updated } = await putRating(c.var.db, userId, seen, { ratingText: v.rating_text, stars: v.stars ?? 0 });
    return c.json({ data: { rating_id: id, updated, entry: { id: seen.entryId, name: seen.entryName } } });
  })
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
