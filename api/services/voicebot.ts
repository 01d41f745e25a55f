/**
 * The voicebot's calls (spec §2 "Voicebot: {token}"; the spec names no call,
 * decision 045): the company's voicebot found by the session's company, never
 * by the token alone, and for the range a page of its calls, newest first, with
 * what the page draws from all of the range — the calls by outcome and their
 * length in total and per period, and the reasons callers gave.
 */
import { and, between, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../context";
import { voicebotCalls, voicebotContracts } from "../db/schema";
import { ApiError } from "../lib/errors";
import { periodsOf, periodStart, type StatisticsQuery } from "#domain/statistics";
import { windowSums, withinWindows, type TwoWindows } from "../lib/two-windows";
import type { VoicebotOutcome, VoicebotReason } from "#domain/voicebot";

export const noVoicebot = () => new ApiError(404, "NOT_BOOKED", "Für Ihre Firma ist kein Voicebot eingerichtet.");
/** Another company's number, or none at all: the same answer (nothing tells whose a number is). */
export const unknownVoicebot = () => new ApiError(404, "NOT_FOUND", "Diesen Voicebot gibt es für Ihre Firma nicht.");

export const voicebotOf = (db: Db, companyId: string) => db.select().from(voicebotContracts).where(eq(voicebotContracts.companyId, companyId)).get();

const DAY = sql`substr(${voicebotCalls.startedAt}, 1, 10)`;
const PERIOD_KEY = {
  Day: DAY,
  Week: sql`date(${DAY}, 'weekday 0', '-6 days')`,
  Month: sql`substr(${voicebotCalls.startedAt}, 1, 7) || '-01'`,
} as const;
/** (each named: D1 hands rows back by column name, and four sums of the same shape would share one) */
const outcomeCount = (o: VoicebotOutcome) => sql<number>`sum(case when ${voicebotCalls.outcome} = ${o} then 1 else 0 end)`.mapWith(Number).as(o);
/** The sums of a set of calls: how many, their seconds, how many ended each way. */
const SUMS = {
  calls: count(),
  seconds: sql<number>`coalesce(sum(${voicebotCalls.durationSeconds}), 0)`.mapWith(Number),
  answered: outcomeCount("answered"),
  forwarded: outcomeCount("forwarded"),
  message: outcomeCount("message"),
  hungUp: outcomeCount("hungUp"),
};
const zero = { calls: 0, seconds: 0, answered: 0, forwarded: 0, message: 0, hungUp: 0 };

export async function voicebotCallList(db: Db, companyId: string, q: StatisticsQuery, page: { offset: number; limit: number }, today: string) {
  // the range on the time itself ("YYYY-MM-DD HH:MM"), so the index on company and time serves it
  const inRange = and(eq(voicebotCalls.companyId, companyId), between(voicebotCalls.startedAt, `${q.startDate} 00:00`, `${q.endDate} 23:59`));
  const key = PERIOD_KEY[q.interval];
  const [calls, totals, periods, reasons] = await db.batch([
    db
      .select({
        id: voicebotCalls.id,
        startedAt: voicebotCalls.startedAt,
        callerNumber: voicebotCalls.callerNumber,
        outcome: voicebotCalls.outcome,
        durationSeconds: voicebotCalls.durationSeconds,
        reason: voicebotCalls.reason,
        reasonText: voicebotCalls.reasonText,
      })
      .from(voicebotCalls)
      .where(inRange)
      .orderBy(desc(voicebotCalls.startedAt), desc(voicebotCalls.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select(SUMS).from(voicebotCalls).where(inRange),
    db.select({ period: key.mapWith(String), ...SUMS }).from(voicebotCalls).where(inRange).groupBy(key),
    db.select({ reason: voicebotCalls.reason, calls: count() }).from(voicebotCalls).where(inRange).groupBy(voicebotCalls.reason),
  ]);
  const byPeriod = new Map(periods.map((p) => [p.period, p]));
  const sums = (row: typeof zero | undefined) => {
    const { calls, seconds, answered, forwarded, message, hungUp } = row ?? zero;
    return { calls, seconds, answered, forwarded, message, hungUp };
  };
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    interval: q.interval,
    today,
    offset: page.offset,
    limit: page.limit,
    totals: sums(totals[0]),
    calls: calls.map((c) => ({ ...c, outcome: c.outcome as VoicebotOutcome, reason: c.reason as VoicebotReason | null })),
    periods: periodsOf(q.startDate, q.endDate, q.interval, today).map((p) => ({ ...p, ...sums(byPeriod.get(periodStart(q.interval, p.start))) })),
    /** the calls per reason (null: the caller gave none) */
    reasons: reasons.map((r) => ({ reason: r.reason as VoicebotReason | null, calls: r.calls })),
  };
}

/** The voicebot's calls in two adjacent windows, in one read of the index on company and time (the dashboard's key figure, decision 088). */
export async function voicebotCallsInWindows(db: Db, companyId: string, w: TwoWindows) {
  const at = sql`${voicebotCalls.startedAt}`;
  const row = await db.select(windowSums(at, sql`1`, w)).from(voicebotCalls).where(and(eq(voicebotCalls.companyId, companyId), withinWindows(at, w))).get();
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
}
