import { sql } from "drizzle-orm";

/** A column's default: the time of the insert, as ISO 8601 in UTC with milliseconds. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
