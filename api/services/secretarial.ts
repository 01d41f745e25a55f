/**
 * The secretarial service's calls (spec §7 getCompanyCallerList): a page of
 * them, newest first, and what the page draws from all of the range — calls
 * and billed minutes per period, calls per weekday and hour, the minutes of
 * the running month against the contract's.
 */
import { and, between, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../context";
import { secretarialCalls, secretarialContracts } from "../db/schema";
import { ApiError } from "../lib/errors";
import { periodsOf, periodStart, type StatisticsQuery } from "#domain/statistics";
import { windowSums, withinWindows, type TwoWindows } from "../lib/two-windows";

export const noSecretarialContract = () => new ApiError(404, "NOT_BOOKED", "Für Ihre Firma ist kein Sekretariatsservice eingerichtet.");

export const secretarialContractOf = (db: Db, companyId: string) => db.select().from(secretarialContracts).where(eq(secretarialContracts.companyId, companyId)).get();

/** The day of a call's "YYYY-MM-DD HH:MM". */
const DAY = sql`substr(${secretarialCalls.startedAt}, 1, 10)`;
/** Each call counts whole minutes, rounded up (as the contract bills). */
const BILLED = sql<number>`sum((${secretarialCalls.durationSeconds} + 59) / 60)`.mapWith(Number);
const PERIOD_KEY = {
  Day: DAY,
  Week: sql`date(${DAY}, 'weekday 0', '-6 days')`,
  Month: sql`substr(${secretarialCalls.startedAt}, 1, 7) || '-01'`,
} as const;

export async function callerList(db: Db, companyId: string, q: StatisticsQuery, page: { offset: number; limit: number }, today: string) {
  // the range on the time itself ("YYYY-MM-DD HH:MM"), so the index on company and time serves it
  const inRange = and(eq(secretarialCalls.companyId, companyId), between(secretarialCalls.startedAt, `${q.startDate} 00:00`, `${q.endDate} 23:59`));
  const month = today.slice(0, 7);
  const key = PERIOD_KEY[q.interval];
  const [calls, total, periods, hours, monthMinutes] = await db.batch([
    db
      .select({
        id: secretarialCalls.id,
        startedAt: secretarialCalls.startedAt,
        callerNumber: secretarialCalls.callerNumber,
        callerName: secretarialCalls.callerName,
        concern: secretarialCalls.concern,
        message: secretarialCalls.message,
        durationSeconds: secretarialCalls.durationSeconds,
      })
      .from(secretarialCalls)
      .where(inRange)
      .orderBy(desc(secretarialCalls.startedAt), desc(secretarialCalls.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(secretarialCalls).where(inRange),
    db.select({ period: key.mapWith(String), calls: count(), minutes: BILLED }).from(secretarialCalls).where(inRange).groupBy(key),
    db
      .select({
        // ISO weekday 1 (Monday) … 7 (Sunday), and the hour
        weekday: sql<number>`((cast(strftime('%w', ${DAY}) as integer) + 6) % 7) + 1`.mapWith(Number),
        hour: sql<number>`cast(substr(${secretarialCalls.startedAt}, 12, 2) as integer)`.mapWith(Number),
        calls: count(),
      })
      .from(secretarialCalls)
      .where(inRange)
      .groupBy(sql`1`, sql`2`),
    db
      .select({ minutes: BILLED })
      .from(secretarialCalls)
      .where(and(eq(secretarialCalls.companyId, companyId), sql`substr(${secretarialCalls.startedAt}, 1, 7) = ${month}`, sql`${DAY} <= ${today}`)),
  ]);
  const byPeriod = new Map(periods.map((p) => [p.period, p]));
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    interval: q.interval,
    today,
    total: total[0]?.n ?? 0,
    offset: page.offset,
    limit: page.limit,
    calls,
    periods: periodsOf(q.startDate, q.endDate, q.interval, today).map((p) => {
      const row = byPeriod.get(periodStart(q.interval, p.start));
      return { ...p, calls: row?.calls ?? 0, minutes: row?.minutes ?? 0 };
    }),
    byHour: hours,
    monthMinutes: { month, used: monthMinutes[0]?.minutes ?? 0 },
  };
}

/** The calls the service took in two adjacent windows, in one read of the index on company and time (the dashboard's key figure, decision 088). */
export async function secretarialCallsInWindows(db: Db, companyId: string, w: TwoWindows) {
  const at = sql`${secretarialCalls.startedAt}`;
  const row = await db.select(windowSums(at, sql`1`, w)).from(secretarialCalls).where(and(eq(secretarialCalls.companyId, companyId), withinWindows(at, w))).get();
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
}
