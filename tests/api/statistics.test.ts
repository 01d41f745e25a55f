import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { dayFigures, statisticsStatements } from "../../seed/statistics.mjs";
import { DATE_RANGE_MESSAGES, daysOf } from "#domain/statistics";
import { formatDateWire } from "#domain/format";
import { client, errorFields, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 GET /api/customer/b2b/getViewStatistics, getDeviceStatistics, getLocationStatistics;
// spec §3 "Date range"; spec §9 dates YYYY-MM-DD
const ACCOUNT = "100101";
const today = formatDateWire(new Date());
let token = "";
beforeAll(async () => {
  await seedDemoData();
  const statements = statisticsStatements([ACCOUNT, "100201"], today);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const b2b = () => client({ token }).customer.b2b;
const viewStatistics = (query: Record<string, string>, accountId = ACCOUNT) => send(b2b().getViewStatistics.$get({ query: { accountId, ...query } }));
const deviceStatistics = (query: Record<string, string>) => send(b2b().getDeviceStatistics.$get({ query: { accountId: ACCOUNT, ...query } }));
const locationStatistics = (query: Record<string, string>) => send(b2b().getLocationStatistics.$get({ query: { accountId: ACCOUNT, ...query } }));

const sumOf = (company: string, ds: string[], figure: keyof ReturnType<typeof dayFigures>) => ds.reduce((n, d) => n + dayFigures(company, d)[figure], 0);

describe("GET /api/customer/b2b/getViewStatistics", () => {
  it("sums the seeded days per ISO week, Monday to Sunday; a week cut by the range counts only its days", async () => {
    // Thursday 2026-10-01 to Wednesday 2026-10-21: a cut first week, two whole weeks, a cut last one
    const res = await viewStatistics({ startDate: "2026-10-01", endDate: "2026-10-21", interval: "Week" });
    expect(res.status).toBe(200);
    const { periods, totals } = res.json.data;
    expect(periods.map((p) => [p.start, p.end])).toEqual([
      ["2026-10-01", "2026-10-04"],
      ["2026-10-05", "2026-10-11"],
      ["2026-10-12", "2026-10-18"],
      ["2026-10-19", "2026-10-21"],
    ]);
    for (const p of periods) {
      for (const f of ["impressions", "views", "clicks"] as const) expect(p[f]).toBe(sumOf(ACCOUNT, daysOf(p.start, p.end), f));
    }
    expect(totals.views).toBe(sumOf(ACCOUNT, daysOf("2026-10-01", "2026-10-21"), "views"));
    expect(periods.every((p) => p.complete)).toBe(true);
  });

  it("by month and by day; the running month and today are not complete", async () => {
    const monthStart = `${today.slice(0, 7)}-01`;
    const byMonth = await viewStatistics({ startDate: "2026-01-01", endDate: today, interval: "Month" });
    expect(byMonth.status).toBe(200);
    const months = byMonth.json.data.periods;
    expect(months[0]).toMatchObject({ start: "2026-01-01", end: "2026-01-31", complete: true, views: sumOf(ACCOUNT, daysOf("2026-01-01", "2026-01-31"), "views") });
    expect(months.at(-1)).toMatchObject({ start: monthStart, end: today, complete: false });
    expect(months.filter((p) => !p.complete)).toHaveLength(1);

    const byDay = await viewStatistics({ startDate: monthStart, endDate: today, interval: "Day" });
    const list = byDay.json.data.periods;
    expect(list).toHaveLength(daysOf(monthStart, today).length);
    expect(list.at(-1)).toMatchObject({ start: today, end: today, complete: false, clicks: dayFigures(ACCOUNT, today).clicks });
  });

  it("three years by week is one answer of every week, with zeros where no day has figures", async () => {
    const start = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
    const from = new Date(`${start}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() + 1);
    const res = await viewStatistics({ startDate: from.toISOString().slice(0, 10), endDate: today, interval: "Week" });
    expect(res.status).toBe(200);
    expect(res.json.data.periods.length).toBeGreaterThanOrEqual(156);
    // another company of the user without seeded figures: the same periods, all 0
    const empty = await viewStatistics({ startDate: "2026-10-01", endDate: "2026-10-21", interval: "Week" }, "100102");
    expect(empty.status).toBe(200);
    expect(empty.json.data.periods).toHaveLength(4);
    expect(empty.json.data.totals).toEqual({ impressions: 0, views: 0, clicks: 0 });
  });
});

describe("devices and locations", () => {
  it("split the same views: by device and by where the visitors were", async () => {
    const q = { startDate: "2026-09-01", endDate: "2026-09-30", interval: "Month" };
    const views = (await viewStatistics(q)).json.data.totals.views;
    const devices = await deviceStatistics(q);
    const locations = await locationStatistics(q);
    expect(devices.status).toBe(200);
    expect(locations.status).toBe(200);
    const d = devices.json.data.totals;
    const l = locations.json.data.totals;
    expect(Object.keys(d).sort()).toEqual(["desktop", "mobile", "tablet"]);
    expect(d.desktop + d.mobile + d.tablet).toBe(views);
    expect(l.local + l.nearby + l.far + l.unknown).toBe(views);
    expect(d.mobile).toBe(sumOf(ACCOUNT, daysOf("2026-09-01", "2026-09-30"), "mobile"));
    expect(l.nearby).toBe(sumOf(ACCOUNT, daysOf("2026-09-01", "2026-09-30"), "nearby"));
  });
});

describe("a range that cannot be shown is refused with a German message at its field, and nothing is read", () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ["no dates (spec §8 'dateRange is not set')", { interval: "Week" }, "startDate", DATE_RANGE_MESSAGES.startMissing],
    ["no end date", { startDate: "2026-10-01", interval: "Week" }, "endDate", DATE_RANGE_MESSAGES.endMissing],
    ["the end before the start", { startDate: "2026-10-10", endDate: "2026-10-01", interval: "Week" }, "endDate", DATE_RANGE_MESSAGES.endBeforeStart],
    ["longer than three years", { startDate: "2023-01-01", endDate: "2026-01-01", interval: "Month" }, "startDate", DATE_RANGE_MESSAGES.tooLong],
    ["a malformed date", { startDate: "2026-02-30", endDate: "2026-03-01", interval: "Week" }, "startDate", "Bitte geben Sie ein gültiges Datum ein, z. B. 31.12.2026."],
    ["an unknown interval", { startDate: "2026-10-01", endDate: "2026-10-02", interval: "YEAR" }, "interval", "Bitte wählen Sie einen der angebotenen Werte."],
    ["a day after today", { startDate: today, endDate: "2999-01-01", interval: "Day" }, "endDate", DATE_RANGE_MESSAGES.future],
    ["by day over more than 92 days", { startDate: "2026-01-01", endDate: "2026-06-30", interval: "Day" }, "interval", DATE_RANGE_MESSAGES.dayTooLong],
  ];
  for (const [what, query, field, message] of cases) {
    it(what, async () => {
      for (const statistics of [viewStatistics, deviceStatistics, locationStatistics]) {
        const res = await statistics(query);
        expect(res.status).toBe(422);
        expect(errorFields(res.json)).toContain(field);
        expect(errorMessage(res.json, field)).toBe(message);
      }
    });
  }

  it("exactly three years are still one range", async () => {
    const res = await viewStatistics({ startDate: "2023-01-02", endDate: "2026-01-01", interval: "Month" });
    expect(res.status).toBe(200);
  });
});
