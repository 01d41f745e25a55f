import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { companyRatingStatements, ratingsOn } from "../../seed/company-ratings.mjs";
import { daysOf, periodsOf } from "#domain/statistics";
import { formatDateWire } from "#domain/format";
import { RATING_PORTALS } from "#domain/ratings";
import { call, seedDemoData, tokensFor } from "./helpers";

// spec §7 "Rating product (wkdb)": ratings/statistics and ratings/status/latest; spec §3 Portal rating stats; §9 upper-case interval, limit 6
const COMPANY = "100101"; // Bäckerei Krüger: MB-BEWERTUNG-PLUS and MB-WKDB
const today = formatDateWire(new Date());
const DAYS = daysOf("2026-08-01", today);
let token = "";
let einzel = "";
beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(companyRatingStatements(today, [{ id: COMPANY, source: COMPANY }], DAYS).map((s) => env.DB.prepare(s)));
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  token = tokens["kunde@example.com"];
  einzel = tokens["einzel@example.com"];
});

const post = (path: string, body: Record<string, unknown>, accountId = COMPANY, as = token) => call("POST", `/wkdb${path}`, { token: as, query: { accountId }, body });
const seeded = (from: string, to: string) => daysOf(from, to).flatMap((d) => ratingsOn(COMPANY, COMPANY, d, today));
const SEPTEMBER = { companyId: COMPANY, startDate: "2026-09-01", endDate: "2026-09-30", interval: "WEEK" };

describe("POST /api/wkdb/ratings/statistics", () => {
  it("the range's published ratings per period and per portal, the overall figure at each period's end", async () => {
    const res = await post("/ratings/statistics", SEPTEMBER);
    expect(res.status).toBe(200);
    const d = res.json.data;
    const published = seeded("2026-09-01", "2026-09-30").filter((r) => r.state === "PUBLISHED");
    expect(d.total.count).toBe(published.length);
    expect(d.total.avgScore).toBeCloseTo(published.reduce((s, r) => s + r.stars, 0) / published.length, 2);
    expect(d.periods.map((p: { start: string }) => p.start)).toEqual(periodsOf("2026-09-01", "2026-09-30", "Week", today).map((p) => p.start));
    expect(d.periods.reduce((s: number, p: { ratings: { count: number } }) => s + Math.max(0, p.ratings.count), 0)).toBe(published.length);
    // the overall figure counts everything published before the range too
    const upTo = seeded("2026-08-01", "2026-09-30").filter((r) => r.state === "PUBLISHED");
    expect(d.periods.at(-1).overall.count).toBe(upTo.length);
    expect(Object.keys(d.portals)).toEqual([...RATING_PORTALS]);
    // spec §3: a portal without ratings is -1 and -1
    expect(d.portals.DIALO).toEqual({ count: -1, avgScore: -1 });
  });

  it("the interval goes in upper case (spec §9); a range the kit refuses is a 400 at its field", async () => {
    expect((await post("/ratings/statistics", { ...SEPTEMBER, interval: "Week" })).status).toBe(400);
    const back = await post("/ratings/statistics", { ...SEPTEMBER, endDate: "2026-08-01" });
    expect(back.status).toBe(400);
    expect(back.json.errors[0].field).toBe("endDate");
  });

  it("another company's companyId in the body is a 403, though the query's accountId is right", async () => {
    const res = await post("/ratings/statistics", { ...SEPTEMBER, companyId: "100102" });
    expect(res.status).toBe(403);
    expect((await post("/ratings/statistics", { ...SEPTEMBER, companyId: "100201" })).status).toBe(403);
  });

  it("a company without a rating product: 404 NOT_BOOKED", async () => {
    const res = await post("/ratings/statistics", { ...SEPTEMBER, companyId: "100201" }, "100201", einzel);
    expect(res.status).toBe(404);
    expect(res.json.errors[0].code).toBe("NOT_BOOKED");
    expect(res.json.errors[0].message).toMatch(/kein Bewertungsprodukt/);
  });
});

describe("POST /api/wkdb/ratings/status/latest", () => {
  it("the newest ratings, newest first, with their state in the check", async () => {
    const res = await post("/ratings/status/latest", { companyId: COMPANY, limit: 6 });
    expect(res.status).toBe(200);
    const newest = seeded("2026-08-01", today).reverse().slice(0, 6);
    expect(res.json.data.events.map((e: { id: number }) => e.id)).toEqual(newest.map((r) => r.id));
    expect(res.json.data.events[0].state).toBe(newest[0]!.state);
  });

  it("a limit that is no number, negative or huge: 400", async () => {
    for (const limit of ["x", -1, 0, 10_000]) expect((await post("/ratings/status/latest", { companyId: COMPANY, limit })).status, String(limit)).toBe(400);
  });
});
