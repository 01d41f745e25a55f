import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesQuery } from "../lib/validate";
import { noVoicebot, unknownVoicebot, voicebotCallList, voicebotOf } from "../services/voicebot";
import { DEFAULT_INTERVAL, STATISTICS_INTERVALS, STATISTICS_QUERY_RULES, statisticsRangeRule, type StatisticsQuery } from "#domain/statistics";
import { berlinToday } from "#domain/format";
import { VOICEBOT_CALLS_PER_PAGE, VOICEBOT_TOKEN } from "#domain/voicebot";
import { select, type Rules } from "#domain/form-rules";

const today = () => berlinToday();

/** The voicebot (its provider's number), the range and interval of the date-range kit (spec §3 "Date range"), a page of the list. */
const VOICEBOT_QUERY = {
  token: { required: "Es wurde kein Voicebot angegeben.", pattern: { value: VOICEBOT_TOKEN, message: "Ungültige Nummer des Voicebots." } },
  startDate: STATISTICS_QUERY_RULES.startDate,
  endDate: STATISTICS_QUERY_RULES.endDate,
  interval: select({ options: STATISTICS_INTERVALS }),
  offset: { pattern: { value: /^\d{1,6}$/, message: "Ungültiger Beginn der Liste." } },
  // 0: the sums only (the range compared with)
  limit: { pattern: { value: /^(?:\d\d?|[1-4]\d\d|500)$/, message: "Es lassen sich 0 bis 500 Anrufe auf einmal abrufen." } },
} satisfies Rules;

/**
 * GET /api/customer/getVoicebotCalls?accountId&token&startDate&endDate[&interval&offset&limit]
 * (decision 045; the spec names no call): the calls the active company's
 * voicebot took in the range — a page of them, newest first, the sums by
 * outcome and length in total and per period (by default 'Week', spec §9), the
 * calls per reason — and the voicebot's number and line. A query the kit's
 * rules refuse: 400 naming its fields. The company has no voicebot: 404
 * NOT_BOOKED; the token is not its voicebot's (another company's, or none):
 * 404 NOT_FOUND, the same whoever's number it is.
 */
export const voicebotRoutes = new Hono<ApiEnv>().get(
  "/getVoicebotCalls",
  rulesQuery(VOICEBOT_QUERY, (v) => statisticsRangeRule(today())({ ...v, interval: v.interval || DEFAULT_INTERVAL }), 400),
  async (c) => {
    const q = c.req.valid("query");
    const voicebot = await voicebotOf(c.var.db, c.var.accountId);
    if (!voicebot) throw noVoicebot();
    if (voicebot.token !== q.token) throw unknownVoicebot();
    const list = await voicebotCallList(
      c.var.db,
      c.var.accountId,
      { startDate: q.startDate, endDate: q.endDate, interval: q.interval || DEFAULT_INTERVAL } as StatisticsQuery,
      { offset: Number(q.offset || 0), limit: q.limit ? Number(q.limit) : VOICEBOT_CALLS_PER_PAGE },
      today(),
    );
    return c.json({ data: { ...list, voicebot: { token: voicebot.token, phoneNumber: voicebot.phoneNumber } } });
  },
);
