import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesQuery } from "../lib/validate";
import { STATISTICS_FIGURES, statisticsOf } from "../services/statistics";
import { STATISTICS_QUERY_RULES, statisticsRangeRule, type StatisticsQuery } from "#domain/statistics";
import { berlinToday } from "#domain/format";

/** Today in Berlin (YYYY-MM-DD): the last day with figures, and what tells the running period. */
const today = () => berlinToday();

/** The query checked, the range rules against today's date included: a refused range is never queried. */
const rangeQuery = rulesQuery(STATISTICS_QUERY_RULES, (v) => statisticsRangeRule(today())(v));

/**
 * Spec §7 GET /api/customer/b2b/getViewStatistics, getDeviceStatistics,
 * getLocationStatistics (startDate, endDate, interval; spec §3 "Date range"):
 * the active company's figures per period of the range and in total. Each
 * period says whether it is complete; the running one is not.
 */
export const entryStatisticsRoutes = new Hono<ApiEnv>()
  .get("/getViewStatistics", rangeQuery, async (c) =>
    c.json({ data: await statisticsOf(c.var.db, c.var.accountId, c.req.valid("query") as StatisticsQuery, STATISTICS_FIGURES.views, today()) }),
  )
  .get("/getDeviceStatistics", rangeQuery, async (c) =>
    c.json({ data: await statisticsOf(c.var.db, c.var.accountId, c.req.valid("query") as StatisticsQuery, STATISTICS_FIGURES.devices, today()) }),
  )
  .get("/getLocationStatistics", rangeQuery, async (c) =>
    c.json({ data: await statisticsOf(c.var.db, c.var.accountId, c.req.valid("query") as StatisticsQuery, STATISTICS_FIGURES.locations, today()) }),
  );
