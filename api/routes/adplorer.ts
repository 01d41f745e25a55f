import { Hono, type Context } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, FieldErrors, forbidden } from "../lib/errors";
import { afterAnswer } from "../lib/mail";
import { clearEvents, takeEvent } from "../lib/throttle";
import { rulesBody } from "../lib/validate";
import { budgetConsumption, campaignsOf, checkedAccount, figuresBy, periodFigures, seaAccountOf, unknownCompany } from "../services/sea";
import { alreadyLoadingMessage, LOADING_HOLD_MS, type SeaCall } from "#domain/sea";
import { SEA_RANGE_RULES, seaRangeRule } from "#domain/sea-rules";
import { defaultStatisticsQuery, statisticsRangeRule, type StatisticsInterval, type StatisticsQuery } from "#domain/statistics";
import { berlinToday } from "#domain/format";
import type { Rules } from "#domain/form-rules";

const today = () => berlinToday();

const ACCOUNT_ID = { adplorerCompanyId: { required: "Es wurde kein Werbekonto angegeben.", maxLength: { value: 40, message: "Ungültiges Werbekonto." } } } satisfies Rules;
/** Every suma call: the adplorer id and an optional range (spec §7: dates as YYYY-MM-DD; a wrong one is a 400). */
const SUMA_RULES = { ...ACCOUNT_ID, ...SEA_RANGE_RULES } satisfies Rules;
const sumaBody = <Extra extends object = object>(extra?: (body: Record<string, unknown>) => Extra) =>
  rulesBody(SUMA_RULES, { refine: (v) => seaRangeRule(today())(v), status: 400, ...(extra ? { extra } : {}) });

/** At most this many campaigns at once (spec §7 adGroupCampaignIds). */
export const MAX_SELECTED_CAMPAIGNS = 20;

/** The `adGroupCampaignIds` of a body: 1 to MAX_SELECTED_CAMPAIGNS ids, else a 400 at the field. */
function campaignIdsOf(body: Record<string, unknown>): { adGroupCampaignIds: string[] } {
  const ids = body.adGroupCampaignIds;
  const list = Array.isArray(ids) ? ids : typeof ids === "string" ? [ids] : [];
  if (!list.length || list.length > MAX_SELECTED_CAMPAIGNS || !list.every((id) => typeof id === "string" && id.length > 0 && id.length <= 40)) {
    throw new FieldErrors({ adGroupCampaignIds: [`Bitte wählen Sie eine bis ${MAX_SELECTED_CAMPAIGNS} Kampagnen.`] }, 400);
  }
  return { adGroupCampaignIds: [...new Set(list as string[])] };
}

type RangeBody = { startDate?: string; endDate?: string; interval?: string };

/** The range a call asks for, or its default: the running week and the eleven before it, by week (spec §9 'Week'). */
function rangeOf(body: RangeBody): StatisticsQuery {
  const fallback = defaultStatisticsQuery(today());
  if (!body.startDate || !body.endDate) return { ...fallback, interval: (body.interval || fallback.interval) as StatisticsInterval };
  return { startDate: body.startDate, endDate: body.endDate, interval: (body.interval || "Week") as StatisticsInterval };
}

/** What makes two requests identical for the loading rule: the session, the call and what it asks for. */
export const loadingKey = (sessionId: string, call: SeaCall, request: object) => `sea-loading:${sessionId}:${call}:${JSON.stringify(request)}`;

/**
 * Spec §8: a second identical request of the same session while the first
 * still runs is refused ('… is already loading', 409). The running request
 * holds its place in the one-statement throttle (at most LOADING_HOLD_MS, should
 * its Worker die) and gives it up when done.
 */
async function once<T>(c: Context<ApiEnv>, call: SeaCall, body: object, run: () => Promise<T>): Promise<T> {
  const key = loadingKey(c.var.auth.sid, call, body);
  if (!(await takeEvent(c.var.db, key, 1, LOADING_HOLD_MS))) throw new ApiError(409, "ALREADY_LOADING", alreadyLoadingMessage(call));
  const work = run();
  // the place is given up when the work ends, answered or failed, also when the browser has gone away meanwhile
  // (waitUntil keeps the Worker for it); a failed release only leaves the place to run out
  await afterAnswer(c, () => work.then(noop, noop).then(() => clearEvents(c.var.db, key)));
  return work;
}
const noop = () => undefined;

/**
 * Spec §7 the adplorer calls: `customerData` gives the active company's
 * adplorer id; every suma call takes it (another company's → 403, one the
 * adplorer does not know → 404 'Unknown companyId', spec §8) and an optional
 * range. The pages ask for the id once per company (spec §4.5: it is reset
 * on a company switch).
 */
export const adplorerRoutes = new Hono<ApiEnv>()
  .post("/customerData", rulesBody({ companyId: { required: "Es wurde keine Firma angegeben.", maxLength: { value: 64, message: "Ungültige Firmen-ID." } } }), async (c) => {
    const { companyId } = c.req.valid("json");
    if (companyId !== c.var.accountId) throw forbidden();
    const account = await seaAccountOf(c.var.db, companyId);
    if (!account) throw unknownCompany();
    return c.json({ data: { companyId, adplorerCompanyId: account.adplorerCompanyId, monthlyBudget: account.monthlyBudgetCents } });
  })
  // impressions, clicks, cost and conversions per period and in total (the page derives CTR and cost per click)
  .post("/suma/statistics", sumaBody(), async (c) => {
    const body = c.req.valid("json");
    const account = await checkedAccount(c.var.db, c.var.accountId, body.adplorerCompanyId);
    const range = rangeOf(body);
    return c.json({
      data: await once(c, "statistics", { account: account.adplorerCompanyId, ...range }, async () =>
        periodFigures(c.var.db, (await campaignsOf(c.var.db, account.adplorerCompanyId)).map((x) => x.id), range, today()),
      ),
    });
  })
  // each ad group with its campaigns' figures summed over the range
  .post("/suma/statistics/adGroups", sumaBody(), async (c) => {
    const body = c.req.valid("json");
    const account = await checkedAccount(c.var.db, c.var.accountId, body.adplorerCompanyId);
    const range = rangeOf(body);
    const data = await once(c, "adGroups", { account: account.adplorerCompanyId, startDate: range.startDate, endDate: range.endDate }, async () => {
      const campaigns = await campaignsOf(c.var.db, account.adplorerCompanyId);
      const figures = await figuresBy(c.var.db, campaigns.map((x) => x.id), range, "adGroup");
      const groups = [...new Map(campaigns.map((x) => [x.adGroupId, x.adGroupName])).entries()];
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        adGroups: groups.map(([id, name]) => ({ id, name, campaigns: campaigns.filter((x) => x.adGroupId === id).length, ...(figures.get(id) ?? { impressions: 0, clicks: 0, cost: 0, conversions: 0 }) })),
      };
    });
    return c.json({ data });
  })
  // the campaigns (of one ad group, `adGroupId`, or all) with their figures over the range
  .post("/suma/adGroups/campaigns", sumaBody((b) => ({ adGroupId: typeof b.adGroupId === "string" ? b.adGroupId : undefined })), async (c) => {
    const body = c.req.valid("json");
    const account = await checkedAccount(c.var.db, c.var.accountId, body.adplorerCompanyId);
    const range = rangeOf(body);
    const data = await once(c, "campaigns", { account: account.adplorerCompanyId, adGroupId: body.adGroupId ?? null, startDate: range.startDate, endDate: range.endDate }, async () => {
      const all = await campaignsOf(c.var.db, account.adplorerCompanyId);
      if (body.adGroupId && !all.some((x) => x.adGroupId === body.adGroupId)) throw forbidden("Sie haben keinen Zugriff auf diese Anzeigengruppe.");
      const campaigns = body.adGroupId ? all.filter((x) => x.adGroupId === body.adGroupId) : all;
      const figures = await figuresBy(c.var.db, campaigns.map((x) => x.id), range, "campaign");
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        campaigns: campaigns.map((x) => ({ ...x, ...(figures.get(x.id) ?? { impressions: 0, clicks: 0, cost: 0, conversions: 0 }) })),
      };
    });
    return c.json({ data });
  })
  // the selected campaigns together, per period and in total (spec §7 {adGroupCampaignIds})
  .post("/suma/adGroups/campaign", sumaBody(campaignIdsOf), async (c) => {
    const body = c.req.valid("json");
    const account = await checkedAccount(c.var.db, c.var.accountId, body.adplorerCompanyId);
    const range = rangeOf(body);
    const data = await once(c, "campaigns", { account: account.adplorerCompanyId, ids: body.adGroupCampaignIds, ...range }, async () => {
      const own = new Map((await campaignsOf(c.var.db, account.adplorerCompanyId)).map((x) => [x.id, x]));
      if (!body.adGroupCampaignIds.every((id) => own.has(id))) throw forbidden("Sie haben keinen Zugriff auf diese Kampagne.");
      return { ...(await periodFigures(c.var.db, body.adGroupCampaignIds, range, today())), campaigns: body.adGroupCampaignIds.map((id) => own.get(id)!) };
    });
    return c.json({ data });
  })
  // the spend per day against the contract's budget; without dates the running month
  .post("/suma/budgetConsumption", sumaBody(), async (c) => {
    const body = c.req.valid("json");
    const account = await checkedAccount(c.var.db, c.var.accountId, body.adplorerCompanyId);
    const day = today();
    const range = body.startDate && body.endDate ? { startDate: body.startDate, endDate: body.endDate } : { startDate: `${day.slice(0, 7)}-01`, endDate: day };
    // by day: at most a quarter (decision 010)
    const refused = statisticsRangeRule(day)({ ...range, interval: "Day" });
    if (refused) throw new FieldErrors(Object.fromEntries(Object.entries(refused).map(([k, v]) => [k, [v]])), 400);
    const data = await once(c, "budget", { account: account.adplorerCompanyId, ...range }, () => budgetConsumption(c.var.db, account, range, day));
    return c.json({ data });
  });
