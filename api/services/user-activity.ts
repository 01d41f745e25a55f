import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../context";
import { latestSearches, ratings, recentlyViewed } from "../db/schema";
import { SEARCHES_SHOWN } from "#domain/user-activity";

/**
 * The user's own ratings, latest searches and recently viewed entries (spec §7
 * "User", call-ugc): each read and change is of the given user's rows only.
 */

export type RatingRow = typeof ratings.$inferSelect;

/** A page of the user's ratings, newest change first, and how many there are. */
export async function ratingsPage(db: Db, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(ratings)
      .where(eq(ratings.userId, userId))
      .orderBy(desc(ratings.updateDate), desc(ratings.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(ratings).where(eq(ratings.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Text and stars of one of the user's ratings, on `version` when given: the
 * changed row, or why not ("missing": no such rating of the user's; "moved": another version).
 */
export async function changeRating(
  db: Db,
  userId: number,
  id: number,
  change: { ratingText: string; stars: number },
  version: number | null,
): Promise<{ row: RatingRow } | { row: null; reason: "missing" | "moved" }> {
  const own = and(eq(ratings.id, id), eq(ratings.userId, userId));
  const [row] = await db
    .update(ratings)
    .set({ ...change, updateDate: new Date().toISOString(), version: sql`${ratings.version} + 1` })
    .where(version === null ? own : and(own, eq(ratings.version, version)))
    .returning();
  if (row) return { row };
  const exists = await db.select({ id: ratings.id }).from(ratings).where(own).get();
  return { row: null, reason: exists ? "moved" : "missing" };
}

/** Deletes one of the user's ratings; false when the user has none of that id. */
export async function deleteRating(db: Db, userId: number, id: number): Promise<boolean> {
  const [gone] = await db
    .delete(ratings)
    .where(and(eq(ratings.id, id), eq(ratings.userId, userId)))
    .returning({ id: ratings.id });
  return Boolean(gone);
}

/** The newest searches (spec §3 Latest search: timestamp). */
export const latestSearchesOf = (db: Db, userId: number) =>
  db.select().from(latestSearches).where(eq(latestSearches.userId, userId)).orderBy(desc(latestSearches.timestamp)).limit(SEARCHES_SHOWN);

/** Deletes one of the user's searches by its timestamp; false when there is none. */
export async function deleteLatestSearch(db: Db, userId: number, timestamp: number): Promise<boolean> {
  const [gone] = await db
    .delete(latestSearches)
    .where(and(eq(latestSearches.userId, userId), eq(latestSearches.timestamp, timestamp)))
    .returning({ timestamp: latestSearches.timestamp });
  return Boolean(gone);
}

/** A page of the entries the user looked at, newest first, and how many there are. */
export async function recentlyViewedPage(db: Db, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(recentlyViewed)
      .where(eq(recentlyViewed.userId, userId))
      .orderBy(desc(recentlyViewed.timestamp))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(recentlyViewed).where(eq(recentlyViewed.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes one viewed entry of the user's by its timestamp; false when there is none. */
export async function deleteRecentlyViewed(db: Db, userId: number, timestamp: number): Promise<boolean> {
  const [gone] = await db
    .delete(recentlyViewed)
    .where(and(eq(recentlyViewed.userId, userId), eq(recentlyViewed.timestamp, timestamp)))
    .returning({ timestamp: recentlyViewed.timestamp });
  return Boolean(gone);
}

/** The user's newest look at a directory entry, or undefined when they never looked at it. */
export const lastViewOf = (db: Db, userId: number, entryId: string) =>
  db
    .select()
    .from(recentlyViewed)
    .where(and(eq(recentlyViewed.userId, userId), eq(recentlyViewed.entryId, entryId)))
    .orderBy(desc(recentlyViewed.timestamp))
    .get();

/**
 * One rating per account and entry (spec §7 call-ugc): the newest rating of this
 * user and entry is changed, else one is inserted only if none exists, in one
 * transaction (a D1 batch). Two posts at the same time run one after the other,
 * so the second finds the first's row and changes it.
 */
export async function putRating(
  db: Db,
  userId: number,
  seen: { entryId: string; entryName: string; entryCity: string | null },
  v: { ratingText: string; stars: number },
): Promise<{ id: number; updated: boolean }> {
  const now = new Date().toISOString();
  const own = and(eq(ratings.userId, userId), eq(ratings.entryId, seen.entryId));
  const [updated, inserted] = await db.batch([
    db
      .update(ratings)
      .set({ ratingText: v.ratingText, stars: v.stars, updateDate: now, version: sql`${ratings.version} + 1` })
      .where(eq(ratings.id, db.select({ id: ratings.id }).from(ratings).where(own).orderBy(desc(ratings.updateDate), desc(ratings.id)).limit(1)))
      .returning({ id: ratings.id }),
    // INSERT … SELECT of every column in the table's order (id NULL: the next one), only where none exists
    db
      .insert(ratings)
      .select(
        sql`SELECT NULL, ${userId}, ${seen.entryId}, ${seen.entryName}, ${seen.entryCity}, ${v.ratingText}, ${v.stars}, ${now}, ${now}, 1
            WHERE NOT EXISTS (SELECT 1 FROM ${ratings} WHERE ${own})`,
      )
      .returning({ id: ratings.id }),
  ]);
  const id = updated[0]?.id ?? inserted[0]?.id;
  if (id === undefined) throw new Error("call-ugc: neither changed nor inserted a rating");
  return { id, updated: updated.length > 0 };
}
