import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { and, desc, eq } from "drizzle-orm";
import { ratings, recentlyViewed } from "../db/schema";
import { FieldErrors } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { UGC_RULES } from "../../domain/rating-rules";
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
  /**
   * User-generated content (spec §7 call-ugc; the page /ugc, for every kind of
   * account): a new rating of a directory entry the caller has looked at (the
   * entry's name comes from there), in their own ratings at once.
   */
  .post("/call-ugc", rulesBody(UGC_RULES), async (c) => {
    const v = c.req.valid("json");
    const db = c.var.db;
    const userId = Number(c.var.auth.sub);
    const seen = await db
      .select()
      .from(recentlyViewed)
      .where(and(eq(recentlyViewed.userId, userId), eq(recentlyViewed.entryId, v.entry_id)))
      .orderBy(desc(recentlyViewed.timestamp))
      .get();
    if (!seen) throw new FieldErrors({ entry_id: ["Sie können Firmen bewerten, deren Eintrag Sie angesehen haben. Diese Firma ist nicht darunter."] });
    const now = new Date().toISOString();
    const [rating] = await db
      .insert(ratings)
      .values({ userId, entryId: seen.entryId, entryName: seen.entryName, entryCity: seen.entryCity, ratingText: v.rating_text, stars: v.stars ?? 0, createdAt: now, updateDate: now })
      .returning({ id: ratings.id });
    return c.json({ data: { rating_id: rating!.id, entry: { id: seen.entryId, name: seen.entryName } } });
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
