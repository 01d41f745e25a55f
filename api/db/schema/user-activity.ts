/** What a user did in the directory: ratings, searches, viewed entries (spec §3). */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * The user's own ratings of directory entries (spec §3 Rating: id, rating_text,
 * stars, update_date). The rated entry is the directory's, named here as it was
 * rated (the directory holds far more businesses than the portal's customers).
 */
export const ratings = sqliteTable(
  "ratings",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    entryId: text("entry_id").notNull(),
    entryName: text("entry_name").notNull(),
    entryCity: text("entry_city"),
    ratingText: text("rating_text").notNull(),
    stars: integer("stars").notNull(),
    createdAt: text("created_at").notNull(),
    updateDate: text("update_date").notNull(),
    /** grows with every change (optimistic concurrency) */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("ratings_user").on(t.userId, t.updateDate)],
);

/** What the user searched for in the directory (spec §3 Latest search: timestamp). */
export const latestSearches = sqliteTable(
  "latest_searches",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** ms since 1970: the search's time and its key */
    timestamp: integer("timestamp").notNull(),
    what: text("what").notNull(),
    where: text("where"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timestamp] })],
);

/** Directory entries the user looked at (spec §3 Recently viewed entry: sequenceNumber, timestamp). */
export const recentlyViewed = sqliteTable(
  "recently_viewed",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    timestamp: integer("timestamp").notNull(),
    sequenceNumber: integer("sequence_number").notNull(),
    entryId: text("entry_id").notNull(),
    entryName: text("entry_name").notNull(),
    entryCity: text("entry_city"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timestamp] })],
);
