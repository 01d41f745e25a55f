import { and, between, eq, sql, sum, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../context";
import { entryStatistics } from "../db/schema";
import { periodsOf, periodStart, type StatisticsQuery } from "#domain/statistics";
import { windowSums, withinWindows, type TwoWindows } from "../lib/two-windows";

/** The figures each statistics call answers with (spec §7 b2b/get…Statistics). */
export const STATISTICS_FIGURES = {
  views: ["impressions", "views", "clicks"],
  devices: ["desktop", "mobile", "tablet"],
  locations: ["local", "nearby", "far", "unknown"],
} as const;

type Figure = (typeof STATISTICS_FIGURES)[keyof typeof STATISTICS_FIGURES][number];
const ALL_FIGURES = Object.values(STATISTICS_FIGURES).flat();

/** The first day of the period a day column's day belongs to, in SQL: the day, the Monday of its ISO week, the 1st of its month. */
export const periodKeyOf = (day: SQLiteColumn) =>
  ({
    Day: sql`${day}`,
    Week: sql`date(${day}, 'weekday 0', '-6 days')`,
    Month: sql`substr(${day}, 1, 7) || '-01'`,
  }) as const;
const PERIOD_KEY = periodKeyOf(entryStatistics.day);

/**
 * The company's figures over the range, summed per period by D1 (one read of
 * the primary key, however long the range), every period of the range listed
 * (0 where no day has figures) and the totals. `today` (YYYY-MM-DD, Berlin)
 * tells the running period.
 */
export async function statisticsOf<F extends Figure>(db: Db, companyId: string, q: StatisticsQuery, figures: readonly F[], today: string) {
  const key = PERIOD_KEY[q.interval];
  const rows = await db
    .select({
      period: key.mapWith(String),
      ...(Object.fromEntries(ALL_FIGURES.map((f) => [f, sum(entryStatistics[f]).mapWith(Number)])) as Record<Figure, SQL<number>>),
    })
    .from(entryStatistics)
    .where(and(eq(entryStatistics.companyId, companyId), between(entryStatistics.day, q.startDate, q.endDate)))
    .groupBy(key);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const totals = Object.fromEntries(figures.map((f) => [f, 0])) as Record<F, number>;
  const periods = periodsOf(q.startDate, q.endDate, q.interval, today).map((p) => {
    // D1 grouped a period cut short by the range under its real first day
    const row = byPeriod.get(periodStart(q.interval, p.start));
    const values = Object.fromEntries(figures.map((f) => [f, Number(row?.[f] ?? 0)])) as Record<F, number>;
    for (const f of figures) totals[f] += values[f];
    return { ...p, ...values };
  });
  return { startDate: q.startDate, endDate: q.endDate, interval: q.interval, today, periods, totals };
}

/** The entry's views in two adjacent windows, in one read of the primary key (the dashboard's key figure, decision 088). */
export async function entryViewsInWindows(db: Db, companyId: string, w: TwoWindows) {
  const day = sql`${entryStatistics.day}`;
  const row = await db
    .select(windowSums(day, sql`${entryStatistics.views}`, w))
    .from(entryStatistics)
    .where(and(eq(entryStatistics.companyId, companyId), withinWindows(day, w)))
    .get();
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
}
