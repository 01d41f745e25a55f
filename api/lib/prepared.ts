import { fillPlaceholders, type Query } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLitePreparedQuery } from "drizzle-orm/sqlite-core";
import type { Db } from "../context";

/** A drizzle select made with `.prepare()`, its placeholders (`sql.placeholder`) filled per run. */
type PreparedSelect = SQLitePreparedQuery<{ type: "async"; run: unknown; all: unknown; get: unknown; values: unknown; execute: unknown }>;
type RowsOf<P> = P extends SQLitePreparedQuery<infer C> ? C["all"] : never;

/** Reads ready to go into a D1 batch: their statements for some values, and their rows from its results. */
export interface BoundReads<R extends readonly unknown[]> {
  statements: D1PreparedStatement[];
  rows(results: readonly D1Result[]): R;
}

/**
 * Reads that every call makes (the session check, the menu), built once per
 * isolate and database instead of on every call: building a drizzle query
 * walks its whole expression tree, which cost more CPU than sending it. Run
 * with fresh values as (part of) one D1 batch; the rows are mapped by drizzle
 * as its own batch does.
 */
export function preparedReads<P extends readonly PreparedSelect[]>(build: (db: Db) => P) {
  const built = new WeakMap<Db, { queries: P; sql: Query[] }>();
  return (db: Db, values: Record<string, unknown>): BoundReads<{ -readonly [K in keyof P]: RowsOf<P[K]> }> => {
    let b = built.get(db);
    if (!b) {
      const queries = build(db);
      b = { queries, sql: queries.map((q) => q.getQuery()) };
      built.set(db, b);
    }
    const { queries, sql } = b;
    return {
      statements: sql.map((q) => db.$client.prepare(q.sql).bind(...fillPlaceholders(q.params, values))),
      rows: (results) => queries.map((q, i) => q.mapResult(results[i], true)) as { -readonly [K in keyof P]: RowsOf<P[K]> },
    };
  };
}

/** Runs bound reads as one D1 batch. */
export async function runReads<R extends readonly unknown[]>(db: Db, reads: BoundReads<R>): Promise<R> {
  return reads.rows(await db.$client.batch(reads.statements));
}

/** Runs statements built apart (tokens, mails, changes) as one D1 batch: one round trip, one transaction. */
export const runAll = (db: Db, statements: readonly BatchItem<"sqlite">[]) => db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
