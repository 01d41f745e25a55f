import { Hono } from "hono";
import type { Context } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, notFound } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import {
  changeRating,
  deleteLatestSearch,
  deleteRating,
  deleteRecentlyViewed,
  latestSearchesOf,
  ratingsPage,
  recentlyViewedPage,
  type RatingRow,
} from "../services/user-activity";
import { parseVersion } from "#domain/entry";
import { UPDATE_RATING_RULES } from "#domain/rating-rules";
import { RATINGS_PER_PAGE, VIEWED_PER_PAGE } from "#domain/user-activity";
import { portalsFor } from "#domain/brand";

/**
 * The user's own ratings, latest searches and recently viewed entries (spec §7
 * "User"), and the portals (getPortals). Each call reads and changes only the
 * caller's own rows: another user's id or timestamp is a 404, unchanged.
 */

const userOf = (c: Context<ApiEnv>) => Number(c.var.auth.sub);

/** A page number from the query (1 when absent or not one). */
function pageOf(c: Context<ApiEnv>): number {
  const n = Number(c.req.query("page") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** A timestamp from the query (ms), or 404: a value that names no row of the caller's names nothing. */
function timestampOf(c: Context<ApiEnv>): number {
  const n = Number(c.req.query("timestamp"));
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound("Der Eintrag wurde nicht gefunden.");
  return n;
}

const ratingOut = (r: RatingRow) => ({
  id: r.id,
  rating_text: r.ratingText,
  stars: r.stars,
  update_date: r.updateDate,
  entry: { id: r.entryId, name: r.entryName, city: r.entryCity },
  version: r.version,
});

const RATING_CONFLICT = "Diese Bewertung wurde inzwischen an anderer Stelle geändert. Bitte prüfen Sie die gespeicherte Fassung.";
const ratingNotFound = () => notFound("Die Bewertung wurde nicht gefunden.");

export const userActivityRoutes = new Hono<ApiEnv>()
  /** Spec §7: `ratings` and `hasMorePages`, 5 per page (spec §9), newest change first. */
  .get("/ratings/getRatings", async (c) => {
    const page = pageOf(c);
    const { rows, total: n } = await ratingsPage(c.var.db, userOf(c), page, RATINGS_PER_PAGE);
    return c.json({ data: { ratings: rows.map(ratingOut), hasMorePages: page * RATINGS_PER_PAGE < n, page, total: n, perPage: RATINGS_PER_PAGE } });
  })
  /** Text and stars of one of the caller's ratings, on its version when given (a 409 when it changed meanwhile). */
  .post(
    "/ratings/updateRating",
    rulesBody(UPDATE_RATING_RULES, { extra: (body) => ({ version: body.version === undefined ? null : parseVersion(body.version) }) }),
    async (c) => {
      const v = c.req.valid("json");
      // both required by the rules: never null here
      const [id, stars] = [v.rating_id ?? 0, v.stars ?? 0];
      const changed = await changeRating(c.var.db, userOf(c), id, { ratingText: v.rating_text, stars }, v.version);
      if (changed.row) return c.json({ data: { rating: ratingOut(changed.row) } });
      if (changed.reason === "missing") throw ratingNotFound();
      throw new ApiError(409, "CONFLICT", RATING_CONFLICT);
    },
  )
  .delete("/ratings/deleteRating", async (c) => {
    const id = Number(c.req.query("rating_id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw ratingNotFound();
    if (!(await deleteRating(c.var.db, userOf(c), id))) throw ratingNotFound();
    return c.json({ data: { deleted: true } });
  })
  /** The newest searches (spec §3 Latest search: timestamp). */
  .get("/latest-search/retrieve", async (c) => {
    const rows = await latestSearchesOf(c.var.db, userOf(c));
    return c.json({ data: { searches: rows.map((r) => ({ timestamp: r.timestamp, what: r.what, where: r.where })) } });
  })
  .delete("/latest-search/delete", async (c) => {
    if (!(await deleteLatestSearch(c.var.db, userOf(c), timestampOf(c)))) throw notFound("Diese Suche wurde nicht gefunden.");
    return c.json({ data: { deleted: true } });
  })
  /** Spec §3 Recently viewed entry (sequenceNumber, timestamp), 5 per page (spec §9), newest first. */
  .get("/recentlyViewedEntries/getRecentlyViewedEntries", async (c) => {
    const page = pageOf(c);
    // 5 by default (spec §9); a chooser of all of them (/ugc) asks for up to 50
    const asked = Number(c.req.query("perPage") ?? VIEWED_PER_PAGE);
    const perPage = Number.isInteger(asked) && asked >= 1 && asked <= 50 ? asked : VIEWED_PER_PAGE;
    const { rows, total: n } = await recentlyViewedPage(c.var.db, userOf(c), page, perPage);
    return c.json({
      data: {
        entries: rows.map((r) => ({ sequenceNumber: r.sequenceNumber, timestamp: r.timestamp, entry: { id: r.entryId, name: r.entryName, city: r.entryCity } })),
        hasMorePages: page * perPage < n,
        page,
        total: n,
        perPage,
      },
    });
  })
  .delete("/recentlyViewedEntries/deleteRecentlyViewedEntry", async (c) => {
    if (!(await deleteRecentlyViewed(c.var.db, userOf(c), timestampOf(c)))) throw notFound("Dieser Eintrag wurde nicht gefunden.");
    return c.json({ data: { deleted: true } });
  })
  /** The provider's portals where the user's account works (spec §7 getPortals): those of the caller's roles. */
  .get("/getPortals", (c) => c.json({ data: { portals: portalsFor(c.var.auth.roles) } }));
