import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesQuery } from "../lib/validate";
import { keywordPositions, seoPackageOf, seoStatisticOf } from "../services/seo";
import { STATISTICS_QUERY_RULES, statisticsRangeRule, type StatisticsQuery } from "#domain/statistics";
import { berlinToday } from "#domain/format";

/** Today in Berlin (YYYY-MM-DD): no measurement after it is answered. */
const today = () => berlinToday();

/** startDate, endDate, interval as for the statistics (spec §3 "Date range", decision 010): a refused range is never queried. */
const rangeQuery = rulesQuery(STATISTICS_QUERY_RULES, (v) => statisticsRangeRule(today())(v));

/**
 * The SEO product (spec §2 seo/uebersicht; the spec names no call, so these
 * follow its getX naming in the customer area): the active company's package and
 * its keywords' positions. A company without an active SEO subscription gets
 * 404 NOT_BOOKED; another company's keywords are never read (the company is the
 * session's, spec §4).
 */
export const seoRoutes = new Hono<ApiEnv>()
  // the package, and each keyword's position today, at the measurement before and LONG_CHANGE_DAYS before
  .get("/getSeoKeywords", async (c) => {
    const { tier, keywords } = await seoPackageOf(c.var.db, c.var.accountId);
    return c.json({ data: { tier, ...(await keywordPositions(c.var.db, keywords, today())) } });
  })
  // the average position and the keywords on page 1 and in the top 3, per period of the range and in total
  .get("/getSeoStatistic", rangeQuery, async (c) => {
    const { keywords } = await seoPackageOf(c.var.db, c.var.accountId);
    return c.json({ data: await seoStatisticOf(c.var.db, keywords, c.req.valid("query") as StatisticsQuery, today()) });
  });
