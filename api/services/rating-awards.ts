/**
 * The figures behind the awards and the marketing packages of "Wer kennt den
 * BESTEN" (spec §7 "Rating product (wkdb)" awards/…, marketing-packages/…):
 * published ratings over a period, a month's report, and the month the
 * company's subscription started. Only published ratings count (§ 5b (3)
 * UWG, as in api/services/ratings.ts).
 */
import { and, between, count, eq, isNotNull, lte, sql, sum } from "drizzle-orm";
import type { Db } from "../context";
import { companies, companyRatings, entryStatistics } from "../db/schema";
import { subscriptionsOf } from "./accounts";
import { productOfSku } from "#domain/products";
import { isActiveSubscription } from "#domain/subscriptions";
import { NO_FIGURE, RATING_PORTALS, type RatingFigure, type RatingPortal } from "#domain/ratings";
import { monthEnd, type AwardFigures } from "#domain/rating-awards";

const PUBLISHED = eq(companyRatings.state, "PUBLISHED");
const STARS_SUM = sql<number>`coalesce(sum(${companyRatings.stars}), 0)`.mapWith(Number);
const MONTH = sql<string>`substr(${companyRatings.ratedAt}, 1, 7)`;
const figure = (n: number, stars: number): RatingFigure => (n > 0 ? { count: n, avgScore: Math.round((stars / n) * 100) / 100 } : NO_FIGURE);
const inDays = (from: string, to: string) => between(companyRatings.ratedAt, `${from} 00:00`, `${to} 23:59`);

/** The company's name as the directory shows it (null: no such company). */
export async function companyName(db: Db, companyId: string): Promise<string | null> {
  const row = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).get();
  return row?.name ?? null;
}

/** Published ratings between two days (YYYY-MM-DD, both included): count and average across the portals, and the months that had any. */
export async function awardFigures(db: Db, companyId: string, period: { from: string; to: string }): Promise<AwardFigures> {
  const rows = await db
    .select({ month: MONTH, n: count(), stars: STARS_SUM })
    .from(companyRatings)
    .where(and(eq(companyRatings.companyId, companyId), PUBLISHED, inDays(period.from, period.to)))
    .groupBy(MONTH);
  const n = rows.reduce((s, r) => s + r.n, 0);
  const stars = rows.reduce((s, r) => s + r.stars, 0);
  return { figure: figure(n, stars), months: rows.filter((r) => r.n > 0).length };
}

/** Every published rating up to a day: the figure a signet shows. */
export async function overallFigure(db: Db, companyId: string, upTo: string): Promise<RatingFigure> {
  const row = await db
    .select({ n: count(), stars: STARS_SUM })
    .from(companyRatings)
    .where(and(eq(companyRatings.companyId, companyId), PUBLISHED, lte(companyRatings.ratedAt, `${upTo} 23:59`)))
    .get();
  return figure(row?.n ?? 0, row?.stars ?? 0);
}

/**
 * The first day of the company's active "Wer kennt den BESTEN" subscription
 * (the earliest, if it has several); null without one. Its marketing
 * packages start there (decision 058).
 */
export async function wkdbSince(db: Db, companyId: string): Promise<string | null> {
  const starts = (await subscriptionsOf(db, companyId))
    .filter((s) => isActiveSubscription(s) && productOfSku(s.Stock_Keeping_Unit__c) === "wkdb" && s.startDate)
    .map((s) => s.startDate!.slice(0, 10))
    .sort();
  return starts[0] ?? null;
}

export interface MonthReport {
  month: string;
  /** the month's new published ratings per portal of spec §3 (-1 and -1 without any) */
  portals: Record<RatingPortal, RatingFigure>;
  /** the month's new published ratings together */
  total: RatingFigure;
  /** every published rating up to the month's end */
  overall: RatingFigure;
  /** of the month's published ratings, how many have the company's answer */
  answered: number;
  /** the entry's figures of the month (table entry_statistics) */
  entry: { impressions: number; views: number; clicks: number };
}

/** The figures of one month's report: the month's ratings per portal, the overall figure at its end, answers and the entry's views. */
export async function monthReport(db: Db, companyId: string, month: string): Promise<MonthReport> {
  const from = `${month}-01`;
  const to = monthEnd(month);
  const own = and(eq(companyRatings.companyId, companyId), PUBLISHED);
  const [portals, overall, answered, entry] = await db.batch([
    db.select({ portal: companyRatings.portal, n: count(), stars: STARS_SUM }).from(companyRatings).where(and(own, inDays(from, to))).groupBy(companyRatings.portal),
    db.select({ n: count(), stars: STARS_SUM }).from(companyRatings).where(and(own, lte(companyRatings.ratedAt, `${to} 23:59`))),
    db.select({ n: count() }).from(companyRatings).where(and(own, inDays(from, to), isNotNull(companyRatings.answeredAt))),
    db
      .select({ impressions: sum(entryStatistics.impressions).mapWith(Number), views: sum(entryStatistics.views).mapWith(Number), clicks: sum(entryStatistics.clicks).mapWith(Number) })
      .from(entryStatistics)
      .where(and(eq(entryStatistics.companyId, companyId), between(entryStatistics.day, from, to))),
  ]);
  const byPortal = Object.fromEntries(
    RATING_PORTALS.map((p) => {
      const r = portals.find((x) => x.portal === p);
      return [p, r ? figure(r.n, r.stars) : NO_FIGURE];
    }),
  ) as Record<RatingPortal, RatingFigure>;
  const n = portals.reduce((s, r) => s + r.n, 0);
  const stars = portals.reduce((s, r) => s + r.stars, 0);
  return {
    month,
    portals: byPortal,
    total: figure(n, stars),
    overall: figure(overall[0]?.n ?? 0, overall[0]?.stars ?? 0),
    answered: answered[0]?.n ?? 0,
    entry: { impressions: entry[0]?.impressions || 0, views: entry[0]?.views || 0, clicks: entry[0]?.clicks || 0 },
  };
}
