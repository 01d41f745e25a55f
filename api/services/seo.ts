import { and, asc, between, count, countDistinct, eq, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "../context";
import { seoKeywords, seoRankings, subscriptions } from "../db/schema";
import { ApiError } from "../lib/errors";
import { periodKeyOf } from "./statistics";
import { activeSubscriptions } from "#domain/subscriptions";
import { FIRST_PAGE_LAST, LONG_CHANGE_DAYS, seoTierOf, TOP_LAST } from "#domain/seo";
import { periodsOf, periodStart, type StatisticsQuery } from "#domain/statistics";

/** A company without an active SEO subscription (spec §4 Subscription) has nothing to show. */
export const seoNotBooked = () => new ApiError(404, "NOT_BOOKED", "Für Ihre Firma ist keine Suchmaschinenoptimierung gebucht.");

/**
 * The company's SEO package: the tier of its active SEO subscription
 * (domain/seo.ts SEO_TIERS) and the keywords it covers, in their order — no
 * more than the tier's number (a package booked down keeps its first ones).
 */
export async function seoPackageOf(db: Db, companyId: string) {
  const [subs, keywords] = await db.batch([
    db.select({ Stock_Keeping_Unit__c: subscriptions.sku, Status__c: subscriptions.status }).from(subscriptions).where(eq(subscriptions.companyId, companyId)).orderBy(asc(subscriptions.id)),
    db.select({ id: seoKeywords.id, keyword: seoKeywords.keyword, city: seoKeywords.city }).from(seoKeywords).where(eq(seoKeywords.companyId, companyId)).orderBy(asc(seoKeywords.position), asc(seoKeywords.id)),
  ]);
  const tier = seoTierOf(activeSubscriptions(subs).map((s) => s.Stock_Keeping_Unit__c));
  if (!tier) throw seoNotBooked();
  return { tier, keywords: keywords.slice(0, tier.keywords) };
}

/** One decimal, as the page shows averages; null stays null. */
const tenth = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

type Keyword = Awaited<ReturnType<typeof seoPackageOf>>["keywords"][number];

/** The day `n` days before a day (YYYY-MM-DD). */
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Each keyword's position at the latest measurement up to `today`, at the one
 * before it, and at the latest one at least LONG_CHANGE_DAYS before it (one
 * read: the three days found in SQL, their rows fetched with them; the keywords
 * named once, by id, in a CTE, so any package stays within D1's bound
 * parameters). A keyword not measured on one of those days has no position for
 * it (undefined: "noch nicht gemessen"); null is "not among the first 100".
 */
export async function keywordPositions(db: Db, keywords: Keyword[], today: string) {
  const ids = sql.join(
    keywords.map((k) => sql`(${k.id})`),
    sql`, `,
  );
  const rows = !keywords.length
    ? []
    : await db.all<{ keywordId: number; day: string; position: number | null }>(sql`
    WITH ids(id) AS (VALUES ${ids}),
      measured AS (SELECT day, position, keyword_id FROM seo_rankings WHERE keyword_id IN (SELECT id FROM ids)),
      latest AS (SELECT max(day) AS d FROM measured WHERE day <= ${today}),
      previous AS (SELECT max(day) AS d FROM measured WHERE day < (SELECT d FROM latest)),
      long_ago AS (SELECT max(day) AS d FROM measured WHERE day <= date((SELECT d FROM latest), ${`-${LONG_CHANGE_DAYS} days`}))
    SELECT keyword_id AS keywordId, day, position FROM measured
    WHERE day IN ((SELECT d FROM latest), (SELECT d FROM previous), (SELECT d FROM long_ago))`);
  const days = [...new Set(rows.map((r) => r.day))].sort().reverse();
  const measuredOn = days[0] ?? null;
  const previousOn = days[1] ?? null;
  const longAgoOn = measuredOn ? (days.find((d) => d <= daysBefore(measuredOn, LONG_CHANGE_DAYS)) ?? null) : null;
  const at = (k: Keyword, day: string | null) => (day === null ? undefined : rows.find((r) => r.keywordId === k.id && r.day === day)?.position);
  const list = keywords.map((k) => ({ ...k, position: at(k, measuredOn), previous: at(k, previousOn), longAgo: at(k, longAgoOn) }));
  const ranked = list.flatMap((k) => (typeof k.position === "number" ? [k.position] : []));
  return {
    measuredOn,
    previousOn,
    longAgoOn,
    keywords: list,
    counts: {
      total: list.length,
      measured: list.filter((k) => k.position !== undefined).length,
      ranked: ranked.length,
      firstPage: ranked.filter((p) => p <= FIRST_PAGE_LAST).length,
      topThree: ranked.filter((p) => p <= TOP_LAST).length,
    },
    averagePosition: ranked.length ? tenth(ranked.reduce((a, b) => a + b, 0) / ranked.length) : null,
  };
}

/** Sums of a period's measurements, and what the page shows of them. */
interface Sums {
  /** measurements among the first 100, and their positions added up */
  ranked: number;
  positions: number;
  firstPage: number;
  topThree: number;
  /** days with a measurement */
  days: number;
}
const averages = (s: Sums) => ({
  averagePosition: s.ranked ? tenth(s.positions / s.ranked) : null,
  firstPage: s.days ? tenth(s.firstPage / s.days) : null,
  topThree: s.days ? tenth(s.topThree / s.days) : null,
  measuredDays: s.days,
});

/**
 * The keywords' positions over a range, per period (day, ISO week, month; spec
 * §3 "Date range"): the average position of the measurements among the first
 * 100, and how many keywords were on Google's first page and in the top three on
 * an average day of the period; the same over the whole range. Every period of
 * the range is listed (null where nothing was measured). One read of the
 * primary key, grouped by D1.
 */
export async function seoStatisticOf(db: Db, keywords: Keyword[], q: StatisticsQuery, today: string) {
  const key = periodKeyOf(seoRankings.day)[q.interval];
  const rows = keywords.length
    ? await db
        .select({
          period: key.mapWith(String),
          ranked: count(seoRankings.position),
          positions: sum(seoRankings.position).mapWith(Number),
          firstPage: sum(sql`${seoRankings.position} <= ${FIRST_PAGE_LAST}`).mapWith(Number),
          topThree: sum(sql`${seoRankings.position} <= ${TOP_LAST}`).mapWith(Number),
          days: countDistinct(seoRankings.day),
        })
        .from(seoRankings)
        .where(and(inArray(seoRankings.keywordId, keywords.map((k) => k.id)), between(seoRankings.day, q.startDate, q.endDate)))
        .groupBy(key)
    : [];
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const total: Sums = { ranked: 0, positions: 0, firstPage: 0, topThree: 0, days: 0 };
  const periods = periodsOf(q.startDate, q.endDate, q.interval, today).map((p) => {
    const row = byPeriod.get(periodStart(q.interval, p.start));
    const sums: Sums = { ranked: row?.ranked ?? 0, positions: row?.positions ?? 0, firstPage: row?.firstPage ?? 0, topThree: row?.topThree ?? 0, days: row?.days ?? 0 };
    for (const k of Object.keys(total) as (keyof Sums)[]) total[k] += sums[k];
    return { ...p, ...averages(sums) };
  });
  return { startDate: q.startDate, endDate: q.endDate, interval: q.interval, today, keywords: keywords.length, periods, totals: averages(total) };
}
