import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { positionOn, SEO_KEYWORDS, seoStatements, type SeoKeyword } from "../../seed/seo.mjs";
import { DATE_RANGE_MESSAGES, daysOf } from "#domain/statistics";
import { formatDateWire } from "#domain/format";
import { client, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// spec §2 seo/uebersicht; spec §3 product subscription (MB-SEO-LOKAL, -REGIONAL, -NATIONAL);
// spec §3 "Date range", spec §9 dates YYYY-MM-DD
const ACCOUNT = "100101";
const today = formatDateWire(new Date());
const DAY_MS = 86_400_000;
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

let token = "";
beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(seoStatements(today).map((s) => env.DB.prepare(s)));
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const customer = () => client({ token }).customer;
const keywords = (accountId = ACCOUNT) => send(customer().getSeoKeywords.$get({ query: { accountId } }));
const statistic = (query: Record<string, string>, accountId = ACCOUNT) => send(customer().getSeoStatistic.$get({ query: { accountId, ...query } }));
const sql = (statement: string, ...params: unknown[]) => env.DB.prepare(statement).bind(...params).run();

/** What the seed says for some keywords over some days: the mean position of those among the first 100, and the keywords on page 1 / in the top 3 per day. */
function expected(list: SeoKeyword[], days: string[]) {
  const positions = days.flatMap((d) => list.map((k) => positionOn(k, d)));
  const ranked = positions.filter((p): p is number => p !== null);
  const tenth = (n: number) => Math.round(n * 10) / 10;
  return {
    averagePosition: ranked.length ? tenth(ranked.reduce((a, b) => a + b, 0) / ranked.length) : null,
    firstPage: tenth(ranked.filter((p) => p <= 10).length / days.length),
    topThree: tenth(ranked.filter((p) => p <= 3).length / days.length),
    measuredDays: days.length,
  };
}

describe("GET /api/customer/getSeoKeywords", () => {
  it("names the package and gives each keyword's position today, at the measurement before and 90 days before", async () => {
    const res = await keywords();
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.tier).toEqual({ sku: "MB-SEO-LOKAL", name: "SEO Lokal", keywords: 5, cities: 1 });
    expect(data.measuredOn).toBe(today);
    expect(data.previousOn).toBe(dayBefore(today, 1));
    expect(data.longAgoOn).toBe(dayBefore(today, 90));
    expect(data.keywords).toEqual(
      SEO_KEYWORDS.map((k) => ({
        id: k.id,
        keyword: k.keyword,
        city: "Köln",
        position: positionOn(k, today),
        previous: positionOn(k, dayBefore(today, 1)),
        longAgo: positionOn(k, dayBefore(today, 90)),
      })),
    );
    const now = SEO_KEYWORDS.map((k) => positionOn(k, today)).filter((p): p is number => p !== null);
    expect(data.counts).toEqual({ total: 5, measured: 5, ranked: now.length, firstPage: now.filter((p) => p <= 10).length, topThree: now.filter((p) => p <= 3).length });
    expect(data.averagePosition).toBe(expected(SEO_KEYWORDS, [today]).averagePosition);
  });

  it("the tier decides how many keywords count: SEO Lokal five, SEO Regional up to ten; one never measured has no position", async () => {
    for (const [i, keyword] of ["Kuchen", "Brezeln", "Café"].entries()) {
      await sql("INSERT INTO seo_keywords (id, company_id, keyword, city, position) VALUES (?, ?, ?, ?, ?)", 50 + i, ACCOUNT, keyword, "Bonn", 10 + i);
    }
    const lokal = await keywords();
    expect(lokal.json.data.keywords.map((k) => k.keyword)).toEqual(SEO_KEYWORDS.map((k) => k.keyword));

    await sql("UPDATE subscriptions SET stock_keeping_unit = 'MB-SEO-REGIONAL' WHERE company_id = ? AND stock_keeping_unit = 'MB-SEO-LOKAL'", ACCOUNT);
    const regional = await keywords();
    expect(regional.json.data.tier).toEqual({ sku: "MB-SEO-REGIONAL", name: "SEO Regional", keywords: 10, cities: 3 });
    expect(regional.json.data.keywords.map((k) => k.keyword)).toEqual([...SEO_KEYWORDS.map((k) => k.keyword), "Kuchen", "Brezeln", "Café"]);
    // the new keywords have no measurement yet: no position at all (not "below 100") and nothing to compare with
    expect(regional.json.data.keywords.at(-1)).toEqual({ id: 52, keyword: "Café", city: "Bonn" });
    expect(regional.json.data.counts).toMatchObject({ total: 8, measured: 5 });
    // the statistics count the same keywords
    const range = await statistic({ startDate: today, endDate: today, interval: "Day" });
    expect(range.json.data.keywords).toBe(8);
  });

  it("a keyword that dropped out of the first 100 is null", async () => {
    await sql("UPDATE seo_rankings SET position = NULL WHERE keyword_id = 1 AND day = ?", today);
    await sql("UPDATE seo_rankings SET position = 7 WHERE keyword_id = 1 AND day = ?", dayBefore(today, 1));
    const res = await keywords();
    expect(res.json.data.keywords[0]).toMatchObject({ keyword: "Bäckerei", position: null, previous: 7 });
    expect(res.json.data.counts.ranked).toBe(SEO_KEYWORDS.slice(1).filter((k) => positionOn(k, today) !== null).length);
  });

  it("the latest measurement counts when today's is not there yet", async () => {
    await sql("DELETE FROM seo_rankings WHERE day >= ?", today);
    const res = await keywords();
    expect(res.json.data.measuredOn).toBe(dayBefore(today, 1));
    expect(res.json.data.previousOn).toBe(dayBefore(today, 2));
    expect(res.json.data.keywords[1]!.position).toBe(positionOn(SEO_KEYWORDS[1]!, dayBefore(today, 1)));
  });

  it("a company without an active SEO package: 404 NOT_BOOKED; another company's: the company check's 403", async () => {
    const none = await keywords("100102");
    expect(none.status).toBe(404);
    expect(none.json.errors?.[0]).toMatchObject({ code: "NOT_BOOKED", message: "Für Ihre Firma ist keine Suchmaschinenoptimierung gebucht." });
    await sql("UPDATE subscriptions SET status = 'Cancelled' WHERE company_id = ? AND stock_keeping_unit = 'MB-SEO-LOKAL'", ACCOUNT);
    expect((await keywords()).status).toBe(404);
    expect((await statistic({ startDate: today, endDate: today, interval: "Day" })).status).toBe(404);
    expect((await keywords("100301")).status).toBe(403);
  });
});

describe("GET /api/customer/getSeoStatistic", () => {
  it("per ISO week, cut by the range: the mean position and the keywords on page 1 and in the top 3 on an average day", async () => {
    // Thursday 2026-10-01 to Wednesday 2026-10-21
    const res = await statistic({ startDate: "2026-10-01", endDate: "2026-10-21", interval: "Week" });
    expect(res.status).toBe(200);
    const { periods, totals, keywords: count } = res.json.data;
    expect(count).toBe(5);
    expect(periods.map((p) => [p.start, p.end])).toEqual([
      ["2026-10-01", "2026-10-04"],
      ["2026-10-05", "2026-10-11"],
      ["2026-10-12", "2026-10-18"],
      ["2026-10-19", "2026-10-21"],
    ]);
    for (const p of periods) expect(p).toMatchObject({ complete: true, ...expected(SEO_KEYWORDS, daysOf(p.start, p.end)) });
    expect(totals).toEqual(expected(SEO_KEYWORDS, daysOf("2026-10-01", "2026-10-21")));
  });

  it("three years by month in one answer; the running month is not complete; positions improved since the work began", async () => {
    // the longest range: from the day after this day three years ago
    const start = dayBefore(`${Number(today.slice(0, 4)) - 3}${today.slice(4)}`, -1);
    const res = await statistic({ startDate: start, endDate: today, interval: "Month" });
    expect(res.status).toBe(200);
    const periods = res.json.data.periods;
    expect(periods.length).toBeGreaterThanOrEqual(36);
    expect(periods.at(-1)).toMatchObject({ end: today, complete: false });
    expect(periods.at(-1)!.averagePosition!).toBeLessThan(periods[0]!.averagePosition!);
  });

  it("a range the rules refuse is a 422 at its field, never queried", async () => {
    const tomorrow = dayBefore(today, -1);
    const future = await statistic({ startDate: today, endDate: tomorrow, interval: "Day" });
    expect(future.status).toBe(422);
    expect(errorMessage(future.json, "endDate")).toBe(DATE_RANGE_MESSAGES.future);
    const long = await statistic({ startDate: "2026-01-01", endDate: "2026-06-30", interval: "Day" });
    expect(errorMessage(long.json, "interval")).toBe(DATE_RANGE_MESSAGES.dayTooLong);
  });

  it("days without a measurement: null averages, not zeros", async () => {
    await sql("DELETE FROM seo_rankings WHERE day BETWEEN '2026-10-05' AND '2026-10-11'");
    const res = await statistic({ startDate: "2026-10-01", endDate: "2026-10-21", interval: "Week" });
    expect(res.json.data.periods[1]).toMatchObject({ averagePosition: null, firstPage: null, topThree: null, measuredDays: 0 });
    const rest = [...daysOf("2026-10-01", "2026-10-04"), ...daysOf("2026-10-12", "2026-10-21")];
    expect(res.json.data.totals).toEqual(expected(SEO_KEYWORDS, rest));
  });
});
