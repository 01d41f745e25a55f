import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesBody } from "../lib/validate";
import { COMPANY_ID_RULE, ratingArea } from "../lib/wkdb";
import { latestRatingEvents, ratingStatistics } from "../services/ratings";
import { wkdbManageRoutes } from "./wkdb-manage";
import { berlinToday } from "#domain/format";
import { STATISTICS_QUERY_RULES, statisticsRangeRule } from "#domain/statistics";
import { intervalOfRating, LATEST_STATUS_LIMIT, RATING_INTERVALS } from "#domain/ratings";
import { number, select } from "#domain/form-rules";

const today = () => berlinToday();

/** Spec §7 ratings/statistics: the company, the range as YYYY-MM-DD and the interval in upper case (spec §9). */
const STATISTICS_BODY = {
  companyId: COMPANY_ID_RULE,
  startDate: STATISTICS_QUERY_RULES.startDate,
  endDate: STATISTICS_QUERY_RULES.endDate,
  interval: select({ options: RATING_INTERVALS, required: "Bitte wählen Sie Tag, Woche oder Monat." }),
};

/** Spec §7 ratings/status/latest: the company and how many events (spec §9: the page asks for 6). */
const LATEST_BODY = {
  companyId: COMPANY_ID_RULE,
  limit: number({ min: { value: 1, message: "Es lassen sich 1 bis 50 Ereignisse abrufen." }, max: { value: 50, message: "Es lassen sich 1 bis 50 Ereignisse abrufen." } }),
};

/**
 * Spec §7 "Rating product (wkdb)": the calls of the rating products, for the
 * active company only (decision 047). The area's guard (api/lib/wkdb.ts)
 * refuses another company's `companyId` (403) and a company without a rating
 * product (404 NOT_BOOKED) before any handler runs.
 */
export const wkdbRoutes = new Hono<ApiEnv>()
  .use(ratingArea)
  .route("/", wkdbManageRoutes)
  // the ratings per period and portal over a range, with the overall figure at each period's end
  .post(
    "/ratings/statistics",
    rulesBody(STATISTICS_BODY, {
      status: 400,
      refine: (v) => statisticsRangeRule(today())({ startDate: v.startDate, endDate: v.endDate, interval: v.interval ? intervalOfRating(v.interval) : "Week" }),
    }),
    async (c) => {
      const b = c.req.valid("json");
      return c.json({ data: await ratingStatistics(c.var.db, c.var.accountId, { startDate: b.startDate, endDate: b.endDate, interval: intervalOfRating(b.interval || "WEEK") }, today()) });
    },
  )
  // the newest ratings and their state in the check before publication
  .post("/ratings/status/latest", rulesBody(LATEST_BODY, { status: 400 }), async (c) => {
    const b = c.req.valid("json");
    return c.json({ data: { events: await latestRatingEvents(c.var.db, c.var.accountId, b.limit ?? LATEST_STATUS_LIMIT) } });
  });
