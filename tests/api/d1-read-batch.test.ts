import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/d1";
import type { ClientResponse } from "hono/client";
import { eq } from "drizzle-orm";
import * as schema from "../../api/db/schema";
import type { Env } from "../../api/env";
import { ReadBatch } from "../../api/lib/d1-read-batch";
import { client, seedDemoData, send, tokensFor } from "./helpers";
import type { AreaClients } from "./client";

/**
 * The D1 binding as the tests see it: every round trip to D1 counted (a batch,
 * or one statement's all/raw/first/run), with the statements each batch carried.
 */
function countingD1(real: D1Database) {
  const trips: string[][] = [];
  const statements = new WeakMap<D1PreparedStatement, { real: D1PreparedStatement; sql: string }>();
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const counted = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values), sql),
      all: () => (trips.push([sql]), stmt.all()),
      raw: (o?: { columnNames?: false }) => (trips.push([sql]), stmt.raw(o)),
      first: (c?: string) => (trips.push([sql]), c === undefined ? stmt.first() : stmt.first(c)),
      run: () => (trips.push([sql]), stmt.run()),
    } as unknown as D1PreparedStatement;
    statements.set(counted, { real: stmt, sql });
    return counted;
  };
  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (list: D1PreparedStatement[]) => {
      trips.push(list.map((s) => statements.get(s)?.sql ?? "?"));
      return real.batch(list.map((s) => statements.get(s)?.real ?? s));
    },
    exec: (q: string) => (trips.push([q]), real.exec(q)),
  } as unknown as D1Database;
  return { db, trips };
}

/** A call of the typed client, made with the bindings it is given. */
type Call<R> = (api: AreaClients) => Promise<R>;

/** One portal request's in-process /api calls (worker.ts handlePortal): shared session checks, one read batcher. */
function portalRequest(db: D1Database) {
  const apiEnv: Env = { ...env, DB: db, SESSION_CHECKS: new Map() };
  const reads = new ReadBatch(db);
  const get = async <R extends ClientResponse<unknown, number, string>>(request: Call<R>, token: string) => {
    const res = await send(reads.run(() => request(client({ token, bindings: apiEnv }))));
    return { status: res.status, body: res.json };
  };
  return { reads, get };
}

const profile = (api: AreaClients) => api.user.data.getProfile.$get();
const menu = (api: AreaClients) => api.navigation["menu-items"].$get();

/** The calls the page /benutzer starts together (its layout's menu and its own four). */
const PROFILE_PAGE: Call<ClientResponse<unknown, number, string>>[] = [
  menu,
  profile,
  (api) => api.user["latest-search"].retrieve.$get(),
  (api) => api.user.recentlyViewedEntries.getRecentlyViewedEntries.$get({ query: { page: "1" } }),
  (api) => api.user.getPortals.$get(),
];

/** The first read of the live session check: the session row, not revoked, not expired (api/services/sessions.ts). */
const isSessionCheck = (sql: string) => sql.includes('"revoked_at" is null') && sql.includes('"absolute_expires_at" >');

let tokens: Record<"kunde@example.com" | "privat@example.com", string>;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("kunde@example.com", "privat@example.com");
});

describe("one D1 round trip for a page's reads (docs/decisions/029-one-round-trip-per-page.md)", () => {
  it("a page's concurrent /api calls: the session check in one batch, all their reads in one more; the same answers as one by one", async () => {
    const page = countingD1(env.DB);
    const { get } = portalRequest(page.db);
    const together = await Promise.all(PROFILE_PAGE.map((request) => get(request, tokens["privat@example.com"])));

    // each call on its own (its own portal request, no batcher): its answer and its round trips
    const alone = [];
    for (const request of PROFILE_PAGE) {
      const one = countingD1(env.DB);
      const res = await send(request(client({ token: tokens["privat@example.com"], bindings: { ...env, DB: one.db, SESSION_CHECKS: new Map() } })));
      alone.push({ status: res.status, body: res.json, trips: one.trips.length });
    }
    expect(together).toEqual(alone.map(({ status, body }) => ({ status, body })));
    expect(together.every((r) => r.status === 200)).toBe(true);

    // without batching the five calls cost many round trips; together, no more than the deepest call alone
    expect(alone.reduce((n, a) => n + a.trips, 0)).toBeGreaterThan(5);
    expect(page.trips.length).toBeLessThanOrEqual(Math.max(...alone.map((a) => a.trips)));
    expect(page.trips.length).toBe(2);
    // the session check (four reads, spec §4.8: live on every call) went out once, with the menu's reads
    expect(page.trips[0]!.filter(isSessionCheck)).toHaveLength(1);
  });

  it("a read after a write sees the write, a read queued before it does not, and the two are never shared", async () => {
    const { db, trips } = countingD1(env.DB);
    const orm = drizzle(ReadBatch.binding(db), { schema });
    const reads = new ReadBatch(db);
    const nameOf = () => orm.select({ name: schema.users.username }).from(schema.users).where(eq(schema.users.login, "privat@example.com")).get();
    const [before, after] = await reads.run(() => {
      const first = nameOf();
      const write = orm.update(schema.users).set({ username: "Geändert" }).where(eq(schema.users.login, "privat@example.com")).run();
      const second = write.then(() => nameOf());
      return Promise.all([first, second]);
    });
    expect(before?.name).not.toBe("Geändert");
    expect(after?.name).toBe("Geändert");
    // read, write, read: three round trips in that order
    expect(trips.map((t) => t[0]!.split(" ")[0])).toEqual(["select", "update", "select"]);
  });

  it("two visitors' requests at the same time never share a batch, and each gets only its own menu", async () => {
    const { db, trips } = countingD1(env.DB);
    const kunde = portalRequest(db);
    const privat = portalRequest(db);
    const [k, p] = await Promise.all([
      Promise.all([kunde.get(menu, tokens["kunde@example.com"]), kunde.get(profile, tokens["kunde@example.com"])]),
      Promise.all([privat.get(menu, tokens["privat@example.com"]), privat.get(profile, tokens["privat@example.com"])]),
    ]);
    expect(k[0].body.data.user.login).toBe("kunde@example.com");
    expect(p[0].body.data.user.login).toBe("privat@example.com");
    // each request made its own round trips (session check, then its reads): four in all, none with both
    expect(kunde.reads.roundTrips).toBe(2);
    expect(privat.reads.roundTrips).toBe(2);
    expect(trips.length).toBe(4);
    // each visitor's session checked in a batch of its own
    expect(trips.map((t) => t.filter(isSessionCheck).length)).toEqual(expect.arrayContaining([1, 1, 0, 0]));
  });

  it("a join's two columns of the same name keep their values when batched, and a failing read fails only its caller", async () => {
    const { db } = countingD1(env.DB);
    const orm = drizzle(ReadBatch.binding(db), { schema });
    const join = () =>
      orm
        .select({ user: schema.users.id, company: schema.companies.id, login: schema.users.login })
        .from(schema.userCompanies)
        .innerJoin(schema.users, eq(schema.users.id, schema.userCompanies.userId))
        .innerJoin(schema.companies, eq(schema.companies.id, schema.userCompanies.companyId))
        .where(eq(schema.users.login, "kunde@example.com"))
        .orderBy(schema.userCompanies.position);
    const plain = await join();
    const reads = new ReadBatch(db);
    const [batched, broken, count] = await reads.run(() =>
      Promise.all([
        join(),
        ReadBatch.binding(db)
          .prepare("select * from no_such_table")
          .all()
          .then(
            () => "answered",
            () => "failed",
          ),
        orm.$count(schema.users),
      ]),
    );
    expect(plain.length).toBeGreaterThan(1);
    expect(plain[0]!.user).not.toBe(plain[0]!.company);
    expect(batched).toEqual(plain);
    expect(broken).toBe("failed");
    expect(count).toBeGreaterThan(0);
  });

  it("the same read asked twice at once goes to D1 once, and each caller gets rows of its own", async () => {
    const { db, trips } = countingD1(env.DB);
    const reads = new ReadBatch(db);
    const binding = ReadBatch.binding(db);
    const read = () => binding.prepare("select login from users where login = ?").bind("kunde@example.com").all<{ login: string }>();
    const [a, b, other] = await reads.run(() => Promise.all([read(), read(), binding.prepare("select count(*) as n from users").first<{ n: number }>()]));
    expect(trips).toHaveLength(1);
    expect(trips[0]).toHaveLength(2);
    a.results[0]!.login = "changed by the first caller";
    expect(b.results[0]!.login).toBe("kunde@example.com");
    expect(other?.n).toBeGreaterThan(0);
  });
});
