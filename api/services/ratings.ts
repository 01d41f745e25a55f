/**
 * The ratings of a company on the portals (spec §3 Rating, Portal rating
 * stats; §7 wkdb/ratings/statistics and ratings/status/latest): figures per
 * portal, their development over a range, and the newest events. Only
 * published ratings count in figures (§ 5b (3) UWG: a rating in the check, or
 * not published, is no rating yet).
 */
import { and, between, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../context";
import { companyRatings } from "../db/schema";
import { periodsOf, periodStart, type StatisticsQuery } from "#domain/statistics";
import { windowSums, withinWindows, type TwoWindows } from "../lib/two-windows";
import { NO_FIGURE, RATING_PORTALS, weightedAverage, type RatingFigure, type RatingPortal, type RatingState } from "#domain/ratings";

const PUBLISHED = eq(companyRatings.state, "PUBLISHED");
const DAY = sql`substr(${companyRatings.ratedAt}, 1, 10)`;
const PERIOD_KEY = {
  Day: DAY,
  Week: sql`date(${DAY}, 'weekday 0', '-6 days')`,
  Month: sql`substr(${companyRatings.ratedAt}, 1, 7) || '-01'`,
} as const;
const STARS_SUM = sql<number>`coalesce(sum(${companyRatings.stars}), 0)`.mapWith(Number);

const figure = (n: number, stars: number): RatingFigure => (n > 0 ? { count: n, avgScore: Math.round((stars / n) * 100) / 100 } : NO_FIGURE);

/** Each portal of spec §3 with its figure (-1 and -1 without a published rating), in the spec's order. */
const byPortal = (rows: { portal: string; n: number; stars: number }[]) =>
  Object.fromEntries(
    RATING_PORTALS.map((p) => {
      const r = rows.find((x) => x.portal === p);
      return [p, r ? figure(r.n, r.stars) : NO_FIGURE];
    }),
  ) as Record<RatingPortal, RatingFigure>;

/**
 * The company's ratings over a range: per period the new ratings (count and
 * average) and the overall figure at the period's end (every published rating
 * up to then, weighted by count as the overall average is); per portal the
 * range's figures and those of all time; and the range's total.
 */
export async function ratingStatistics(db: Db, companyId: string, q: StatisticsQuery, today: string) {
  const own = and(eq(companyRatings.companyId, companyId), PUBLISHED);
  const inRange = and(own, between(companyRatings.ratedAt, `${q.startDate} 00:00`, `${q.endDate} 23:59`));
  const key = PERIOD_KEY[q.interval];
  const [periods, before, portals, allTime] = await db.batch([
    db.select({ period: key.mapWith(String), n: count(), stars: STARS_SUM }).from(companyRatings).where(inRange).groupBy(key),
    db.select({ n: count(), stars: STARS_SUM }).from(companyRatings).where(and(own, lt(companyRatings.ratedAt, `${q.startDate} 00:00`))),
    db.select({ portal: companyRatings.portal, n: count(), stars: STARS_SUM }).from(companyRatings).where(inRange).groupBy(companyRatings.portal),
    db.select({ portal: companyRatings.portal, n: count(), stars: STARS_SUM }).from(companyRatings).where(own).groupBy(companyRatings.portal),
  ]);
  const byPeriod = new Map(periods.map((p) => [p.period, p]));
  let n = before[0]?.n ?? 0;
  let stars = before[0]?.stars ?? 0;
  const rangePortals = byPortal(portals);
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    interval: q.interval,
    today,
    periods: periodsOf(q.startDate, q.endDate, q.interval, today).map((p) => {
      const row = byPeriod.get(periodStart(q.interval, p.start));
      n += row?.n ?? 0;
      stars += row?.stars ?? 0;
      return { ...p, ratings: figure(row?.n ?? 0, row?.stars ?? 0), overall: figure(n, stars) };
    }),
    /** the range's figures per portal, and in total (weighted by count) */
    portals: rangePortals,
    total: weightedAverage(Object.values(rangePortals)),
    /** every published rating up to today, per portal and in total */
    allTime: { portals: byPortal(allTime), total: weightedAverage(Object.values(byPortal(allTime))) },
  };
}

/** The newest ratings with their state in the check before publication (spec §7 ratings/status/latest, limit 6 by spec §9). */
export async function latestRatingEvents(db: Db, companyId: string, limit: number) {
  const rows = await db
    .select({
      id: companyRatings.id,
      portal: companyRatings.portal,
      authorName: companyRatings.authorName,
      stars: companyRatings.stars,
      ratedAt: companyRatings.ratedAt,
      state: companyRatings.state,
      answeredAt: companyRatings.answeredAt,
    })
    .from(companyRatings)
    .where(eq(companyRatings.companyId, companyId))
    .orderBy(desc(companyRatings.ratedAt), desc(companyRatings.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, portal: r.portal as RatingPortal, state: r.state as RatingState }));
}

/**
 * The average stars of the published ratings the company received in each of
 * two adjacent windows, and how many (the dashboard's key figure, decision 088):
 * null for a window without a rating.
 */
export async function ratingAverageInWindows(db: Db, companyId: string, w: TwoWindows) {
  const at = sql`${companyRatings.ratedAt}`;
  const row = await db
    .select({
      ...windowSums(at, sql`${companyRatings.stars}`, w),
      n: sql<number>`coalesce(sum(case when ${at} >= ${w.current.startDate} then 1 else 0 end), 0)`.mapWith(Number).as("n"),
      nBefore: sql<number>`coalesce(sum(case when ${at} <= ${`${w.previous.endDate} 23:59`} then 1 else 0 end), 0)`.mapWith(Number).as("n_before"),
    })
    .from(companyRatings)
    .where(and(eq(companyRatings.companyId, companyId), PUBLISHED, withinWindows(at, w)))
    .get();
  const avg = (stars: number, n: number) => (n > 0 ? Math.round((stars / n) * 10) / 10 : null);
  return { current: avg(row?.current ?? 0, row?.n ?? 0), previous: avg(row?.previous ?? 0, row?.nBefore ?? 0), count: row?.n ?? 0 };
}

/** The published ratings received from a day on: how many, and the newest (the highlights, decision 089). */
export async function newRatingsSince(db: Db, companyId: string, from: string) {
  const [sums, newest] = await db.batch([
    db.select({ n: count() }).from(companyRatings).where(and(eq(companyRatings.companyId, companyId), PUBLISHED, sql`${companyRatings.ratedAt} >= ${from}`)),
    db
      .select({ ratedAt: companyRatings.ratedAt, stars: companyRatings.stars })
      .from(companyRatings)
      .where(and(eq(companyRatings.companyId, companyId), PUBLISHED, sql`${companyRatings.ratedAt} >= ${from}`))
      .orderBy(desc(companyRatings.ratedAt), desc(companyRatings.id))
      .limit(1),
  ]);
  return { count: sums[0]?.n ?? 0, newest: newest[0] ?? null };
}
