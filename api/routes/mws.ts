import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { and, desc, eq, sql } from "drizzle-orm";
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
   * account): a rating of a directory entry the caller has looked at (the
   * entry's name comes from there), in their own ratings at once. One rating per
   * account and entry: a second one replaces the text and stars of the one there
   * is (`updated: true`, the same rating id, its version counted up), as changing
   * it under "Meine Bewertungen" would; it never adds another.
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
    const stars = v.stars ?? 0;
    // One transaction (a D1 batch): the newest rating of this account and entry is
    // changed, else one is inserted only if none exists. Two posts at the same time
    // run one after the other, so the second finds the first's row and changes it.
    const own = and(eq(ratings.userId, userId), eq(ratings.entryId, seen.entryId));
    const [updated, inserted] = await db.batch([
      db
        .update(ratings)
        .set({ ratingText: v.rating_text, stars, updateDate: now, version: sql`${ratings.version} + 1` })
        .where(eq(ratings.id, db.select({ id: ratings.id }).from(ratings).where(own).orderBy(desc(ratings.updateDate), desc(ratings.id)).limit(1)))
        .returning({ id: ratings.id }),
      // INSERT … SELECT of every column in the table's order (id NULL: the next one), only where none exists
      db
        .insert(ratings)
        .select(
          sql`SELECT NULL, ${userId}, ${seen.entryId}, ${seen.entryName}, ${seen.entryCity}, ${v.rating_text}, ${stars}, ${now}, ${now}, 1
              WHERE NOT EXISTS (SELECT 1 FROM ${ratings} WHERE ${own})`,
        )
        .returning({ id: ratings.id }),
    ]);
    const id = updated[0]?.id ?? inserted[0]?.id;
    if (id === undefined) throw new Error("call-ugc: neither changed nor inserted a rating");
    return c.json({ data: { rating_id: id, updated: updated.length > 0, entry: { id: seen.entryId, name: seen.entryName } } });
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
