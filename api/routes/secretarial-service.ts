import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesQuery } from "../lib/validate";
import { callerList, noSecretarialContract, secretarialContractOf } from "../services/secretarial";
import { DEFAULT_INTERVAL, STATISTICS_INTERVALS, STATISTICS_QUERY_RULES, statisticsRangeRule, type StatisticsQuery } from "#domain/statistics";
import { berlinToday } from "#domain/format";
import { CALLS_PER_PAGE } from "#domain/secretarial";
import { select, type Rules } from "#domain/form-rules";

const today = () => berlinToday();

/** The range of spec §7 (startDate, endDate), the interval of the page's chart (by default 'Week', spec §9) and the page of the list. */
const CALLER_LIST_QUERY = {
  startDate: STATISTICS_QUERY_RULES.startDate,
  endDate: STATISTICS_QUERY_RULES.endDate,
  interval: select({ options: STATISTICS_INTERVALS }),
  offset: { pattern: { value: /^\d{1,6}$/, message: "Ungültiger Beginn der Liste." } },
  limit: { pattern: { value: /^(?:[1-9]\d?|[1-4]\d\d|500)$/, message: "Es lassen sich 1 bis 500 Anrufe auf einmal abrufen." } },
} satisfies Rules;

/**
 * Spec §7 GET /api/secretarial-service/getCompanyCallerList?startDate&endDate:
 * the calls the service took for the active company in the range (a page of
 * them, `offset` and `limit`, newest first) with the range's calls and minutes
 * per period, per weekday and hour, and the running month's minutes against the
 * contract's. No contract: 404 NOT_BOOKED.
 */
export const secretarialServiceRoutes = new Hono<ApiEnv>().get(
  "/getCompanyCallerList",
  rulesQuery(CALLER_LIST_QUERY, (v) => statisticsRangeRule(today())({ ...v, interval: v.interval || DEFAULT_INTERVAL })),
  async (c) => {
    const q = c.req.valid("query");
    const contract = await secretarialContractOf(c.var.db, c.var.accountId);
    if (!contract) throw noSecretarialContract();
    const list = await callerList(
      c.var.db,
      c.var.accountId,
      { startDate: q.startDate, endDate: q.endDate, interval: q.interval || DEFAULT_INTERVAL } as StatisticsQuery,
      { offset: Number(q.offset || 0), limit: Number(q.limit || CALLS_PER_PAGE) },
      today(),
    );
    return c.json({ data: { ...list, contract: { serviceNumber: contract.serviceNumber, includedMinutes: contract.includedMinutes } } });
  },
);
