import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { rulesBody } from "../lib/validate";
import { COMPANY_ID_RULE, ratingArea } from "../lib/wkdb";
import { latestRatingEvents, ratingStatistics } from "../services/ratings";
import { addPartner, createErrorReport, errorReports, partnerSelection, portalList } from "../services/rating-portals";
import { ApiError, FieldErrors, notFound } from "../lib/errors";
import { wkdbAwardRoutes } from "./wkdb-awards";
import { wkdbManageRoutes } from "./wkdb-manage";
import { berlinToday } from "#domain/format";
import { STATISTICS_QUERY_RULES, statisticsRangeRule } from "#domain/statistics";
import {
  ERROR_REPORT_KINDS,
  ERROR_REPORT_RULES,
  errorReportRule,
  intervalOfRating,
  isErrorReportPath,
  LATEST_STATUS_LIMIT,
  PARTNER_ADD_RULES,
  partnerAddRule,
  RATING_INTERVALS,
} from "#domain/ratings";
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
  // the awards and the marketing packages (api/routes/wkdb-awards.ts)
  .route("/", wkdbAwardRoutes)
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
  })
  // every portal of spec §3 with the company's profile link and figures there, then the partner portals it added
  .get("/portals/list", async (c) => c.json({ data: await portalList(c.var.db, c.var.accountId) }))
  // the partner portals the company can still add
  .get("/portals/partners/selection-list", async (c) => c.json({ data: { portals: await partnerSelection(c.var.db, c.var.accountId) } }))
  // a partner portal with the profile's address, which must be on that portal's host (422 at `url` otherwise)
  .post("/portals/partners/add", rulesBody({ companyId: COMPANY_ID_RULE, ...PARTNER_ADD_RULES }, { refine: partnerAddRule }), async (c) => {
    const b = c.req.valid("json");
    const added = await addPartner(c.var.db, { companyId: c.var.accountId, sourceId: b.sourceId, url: b.url, addedBy: Number(c.var.auth.sub) });
    if (!added) throw new ApiError(409, "ALREADY_ADDED", "Dieses Portal ist bereits in Ihrem Partner-Netzwerk.", "sourceId");
    return c.json({ data: { sourceId: b.sourceId, url: b.url } }, 201);
  })
  // the company's reports of wrong data and their state, newest first (decision 048: the spec names no call for it)
  .get("/portals/report-error/list", async (c) => c.json({ data: { reports: await errorReports(c.var.db, c.var.accountId, 20) } }))
  // a report of wrong data on a portal: the entry's link, a rating, or the average (spec §7)
  .post(
    "/portals/report-error/:kind",
    rulesBody({ companyId: COMPANY_ID_RULE, ...ERROR_REPORT_RULES }),
    async (c) => {
      const path = c.req.param("kind");
      if (!isErrorReportPath(path)) throw notFound("Diese Art von Fehlermeldung gibt es nicht.");
      const b = c.req.valid("json");
      const refused = errorReportRule(path)({ portal: b.portal, wrongValue: b.wrongValue, rightValue: b.rightValue });
      if (refused) throw new FieldErrors(Object.fromEntries(Object.entries(refused).map(([k, v]) => [k, [v]])));
      const report = await createErrorReport(c.var.db, {
        companyId: c.var.accountId,
        kind: ERROR_REPORT_KINDS[path].kind,
        portal: b.portal,
        wrongValue: b.wrongValue,
        rightValue: b.rightValue,
        createdBy: Number(c.var.auth.sub),
        bySupport: Boolean(c.var.auth.cuca),
      });
      return c.json({ data: { report } }, 201);
    },
  );
