import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One D1 round trip for the reads a portal page's in-process /api calls make
 * together (docs/decisions/029-one-round-trip-per-page.md).
 *
 * A page's loaders start their /api calls at once; each call's handler then
 * sends its own queries, and every query was its own D1 round trip. Inside
 * `ReadBatch.run` (one per portal request, made in worker.ts handlePortal) the
 * plain reads (`SELECT …` by all(), raw() or first()) issued before the event
 * loop's next turn are sent as ONE `batch()`; the same statement with the same
 * values, asked twice in that window, is sent once (each caller gets its own copy
 * of the rows).
 *
 * What stays as it was:
 * - anything that is not a plain read (run(), INSERT/UPDATE/DELETE, WITH …,
 *   exec, a batch with a write) goes out on its own as before; the reads
 *   queued before it are sent first and it waits for them, so they never see
 *   it, and a read issued after it is in a later batch, so it sees it;
 * - nothing is kept across batches: every batch reads D1 afresh (the session
 *   check of every /api call stays live, spec §4.8);
 * - a batch belongs to one portal request (one visitor): two requests never
 *   share one, and /api calls from outside (their own HTTP request) run without;
 * - when a batch fails (one bad statement fails the whole transaction), each of
 *   its reads is sent on its own again, so each caller gets its own answer or error.
 */
export class ReadBatch {
  private static readonly current = new AsyncLocalStorage<ReadBatch>();

  /** D1 round trips this batcher made (batches and single reads): for Server-Timing and tests. */
  roundTrips = 0;
  private queue: Pending[] = [];
  private byKey = new Map<string, Pending>();
  private scheduled = false;
  /** the batches sent and not yet answered: a write waits for them */
  private inFlight = new Set<Promise<unknown>>();

  constructor(readonly binding: D1Database) {}

  /** Runs `fn` (an in-process /api call) with this batcher for its reads of `binding`. */
  run<T>(fn: () => T): T {
    return ReadBatch.current.run(this, fn);
  }

  /** The batcher of the running portal request for `binding`, if any. */
  static for(binding: D1Database): ReadBatch | undefined {
    const b = ReadBatch.current.getStore();
    return b && b.binding === binding ? b : undefined;
  }

  /** Queues one read; its answer comes with the batch sent on the event loop's next turn. */
  read<T>(
    key: string | null,
    direct: () => Promise<T>,
    batched: D1PreparedStatement,
    fromBatch: (r: D1Result) => T,
    /** a copy of the answer for a second caller of the same read, so neither sees the other's changes to it */
    copy: (answer: T) => T
  ): Promise<T> {
    const same = key === null ? undefined : this.byKey.get(key);
    if (same) return (same.promise as Promise<T>).then(copy);
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const pending: Pending = {
      direct,
      batched,
      fromBatch,
      promise,
      resolve,
      reject,
    };
    this.queue.push(pending);
    if (key !== null) this.byKey.set(key, pending);
    if (!this.scheduled) {
      this.scheduled = true;
      setTimeout(() => this.flush(), 0);
    }
    return promise as Promise<T>;
  }

  /** Sends the queued reads (one batch; a single read as it was asked). */
  flush(): void {
    const entries = this.queue;
    this.queue = [];
    this.byKey = new Map();
    this.scheduled = false;
    if (entries.length === 0) return;
    this.roundTrips++;
    const only = entries.length === 1 ? entries[0] : undefined;
    const sent = only
      ? settle(only, only.direct())
      : this.binding.batch(entries.map((e) => e.batched)).then(
          (results) =>
            entries.forEach((e, i) =>
              settle(
                e,
                Promise.resolve().then(() => e.fromBatch(results[i] as D1Result))
              )
            ),
          // one failing statement fails the batch: each read on its own, each caller its own answer
          () => Promise.all(entries.map((e) => (this.roundTrips++, settle(e, e.direct()))))
        );
    const done = sent.then(noop, noop);
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
  }

  /** Before a write: the reads queued so far go out first, and the write waits until D1 answered them. */
  async beforeWrite(): Promise<void> {
    this.flush();
    if (this.inFlight.size) await Promise.all(this.inFlight);
    this.roundTrips++;
  }

  /** The D1 binding as drizzle and the services see it: reads through the running request's batcher, if any. */
  static binding(binding: D1Database): D1Database {
    return new BatchingDatabase(binding);
  }
}

interface Pending {
  direct: () => Promise<unknown>;
  batched: D1PreparedStatement;
  fromBatch: (r: D1Result) => unknown;
  promise: Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

const noop = () => {};
const settle = (p: Pending, answer: Promise<unknown>) => answer.then(p.resolve, p.reject);

/** A plain read: one SELECT (not WITH …, which may end in a write; not PRAGMA). */
const isRead = (sql: string) => /^\s*select\s/i.test(sql);

/** Values that make a reliable sharing key (blobs and the like do not). */
const keyOf = (mode: string, sql: string, params: readonly unknown[]) => {
  for (const p of params) if (p !== null && typeof p !== "string" && typeof p !== "number" && typeof p !== "boolean") return null;
  return `${mode}\u0000${sql}\u0000${JSON.stringify(params)}`;
};

/** An integer-like column name: JS puts such keys first in an object, so the row's order would be lost. */
const INDEX_KEY = /^(?:0|[1-9]\d*)$/;

class BatchingStatement implements D1PreparedStatement {
  constructor(
    private readonly db: D1Database,
    private readonly real: D1PreparedStatement,
    private readonly sql: string,
    private readonly params: readonly unknown[]
  ) {}

  /** the binding's own statement, for a batch sent past the batcher */
  get statement(): D1PreparedStatement {
    return this.real;
  }

  /** a plain read, which may join the request's batch */
  isRead(): boolean {
    return isRead(this.sql);
  }

  bind(...values: unknown[]): D1PreparedStatement {
    return new BatchingStatement(this.db, this.real.bind(...values), this.sql, values);
  }

  private batcher() {
    return ReadBatch.for(this.db);
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    const b = this.batcher();
    if (!b) return this.real.all<T>();
    if (!isRead(this.sql)) return b.beforeWrite().then(() => this.real.all<T>());
    return b.read(
      keyOf("all", this.sql, this.params),
      () => this.real.all<T>(),
      this.real,
      (r) => r as D1Result<T>,
      (r) => ({ ...r, results: r.results.map((row) => ({ ...row })) })
    );
  }

  first<T = unknown>(colName?: string): Promise<T | null> {
    const b = this.batcher();
    const direct = () => (colName === undefined ? this.real.first<T>() : this.real.first<T>(colName));
    if (!b) return direct();
    if (!isRead(this.sql) || colName !== undefined) return b.beforeWrite().then(direct);
    return b.read(
      keyOf("first", this.sql, this.params),
      direct,
      this.real,
      (r) => (r.results[0] ?? null) as T | null,
      (row) => (row && typeof row === "object" ? { ...row } : row)
    );
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    const b = this.batcher();
    const direct = (): Promise<T[] | [string[], ...T[]]> => (options?.columnNames ? this.real.raw<T>({ columnNames: true }) : this.real.raw<T>());
    if (!b) return direct();
    if (!isRead(this.sql) || options?.columnNames) return b.beforeWrite().then(direct);
    // A batch answers rows as objects, which would merge two columns of one name
    // (a join's two "id"); as a subquery SQLite names them apart ("id", "id:1"),
    // in the select list's order, so the row's values come back in order.
    const wrapped = this.db.prepare(`select * from (${this.sql})`).bind(...this.params);
    return b.read<T[] | Promise<T[]>>(
      keyOf("raw", this.sql, this.params),
      direct as () => Promise<T[]>,
      wrapped,
      (r) => {
        const rows = r.results as Record<string, unknown>[];
        const first = rows[0];
        // (a column named like an index would come first: that one read on its own)
        if (first && Object.keys(first).some((k) => INDEX_KEY.test(k))) return direct() as Promise<T[]>;
        return rows.map((row) => Object.values(row)) as T[];
      },
      async (rows) => (await rows).map((row) => (Array.isArray(row) ? [...row] : row)) as T[]
    ) as Promise<T[]>;
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    const b = this.batcher();
    return b ? b.beforeWrite().then(() => this.real.run<T>()) : this.real.run<T>();
  }
}

const unwrap = (s: D1PreparedStatement) => (s instanceof BatchingStatement ? s.statement : s);

class BatchingDatabase implements D1Database {
  constructor(private readonly real: D1Database) {}

  prepare(query: string): D1PreparedStatement {
    return new BatchingStatement(this.real, this.real.prepare(query), query, []);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const b = ReadBatch.for(this.real);
    const real = statements.map(unwrap);
    if (!b) return this.real.batch<T>(real);
    const reads = statements.every((s) => s instanceof BatchingStatement && s.isRead());
    if (!reads) return b.beforeWrite().then(() => this.real.batch<T>(real));
    // every read of the batch joins the request's batch (a batch is one snapshot; so is the joint one)
    return Promise.all(statements.map((s) => (s as BatchingStatement).all<T>()));
  }

  exec(query: string): Promise<D1ExecResult> {
    const b = ReadBatch.for(this.real);
    return b ? b.beforeWrite().then(() => this.real.exec(query)) : this.real.exec(query);
  }

  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.real.withSession(constraintOrBookmark);
  }

  dump(): Promise<ArrayBuffer> {
    return this.real.dump();
  }
}
