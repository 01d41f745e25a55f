/**
 * Search-engine advertising as the adplorer keeps it (spec §7 the adplorer
 * calls): a company's account, its ad groups and campaigns, and their daily
 * figures summed by D1 over a range.
 */
import { and, asc, between, eq, inArray, sql, sum, type SQL } from "drizzle-orm";
import type { Db } from "../context";
import { seaAccounts, seaAdGroups, seaCampaignDays, seaCampaigns } from "../db/schema";
import { ApiError, forbidden } from "../lib/errors";
import { periodKeyOf } from "./statistics";
import { dailyBudgetOf, UNKNOWN_COMPANY_MESSAGE, type SeaCounts } from "#domain/sea";
import { periodsOf, periodStart, type StatisticsQuery } from "#domain/statistics";
import { windowSums, withinWindows, type TwoWindows } from "../lib/two-windows";

/** Spec §8 'Unknown companyId': the adplorer has no account of that company (or of that id). */
export const unknownCompany = () => new ApiError(404, "UNKNOWN_COMPANY", UNKNOWN_COMPANY_MESSAGE);

/** The company's adplorer account (spec §7 customerData), or null. */
export const seaAccountOf = (db: Db, companyId: string) => db.select().from(seaAccounts).where(eq(seaAccounts.companyId, companyId)).get();

/** The account an adplorer id names, checked against the active company: unknown → 404, another company's → 403. */
export async function checkedAccount(db: Db, companyId: string, adplorerCompanyId: string) {
  const account = await db.select().from(seaAccounts).where(eq(seaAccounts.adplorerCompanyId, adplorerCompanyId)).get();
  if (!account) throw unknownCompany();
  if (account.companyId !== companyId) throw forbidden("Sie haben keinen Zugriff auf dieses Werbekonto.");
  return account;
}

/** The account's campaigns with their ad group, in the account's order. */
export const campaignsOf = (db: Db, adplorerCompanyId: string) =>
  db
    .select({ id: seaCampaigns.id, name: seaCampaigns.name, adGroupId: seaAdGroups.id, adGroupName: seaAdGroups.name })
    .from(seaCampaigns)
    .innerJoin(seaAdGroups, eq(seaAdGroups.id, seaCampaigns.adGroupId))
    .where(eq(seaAdGroups.adplorerCompanyId, adplorerCompanyId))
    .orderBy(asc(seaAdGroups.position), asc(seaCampaigns.position))
    .all();

const COUNTS = {
  impressions: sum(seaCampaignDays.impressions).mapWith(Number),
  clicks: sum(seaCampaignDays.clicks).mapWith(Number),
  cost: sum(seaCampaignDays.costCents).mapWith(Number),
  conversions: sum(seaCampaignDays.conversions).mapWith(Number),
};
const ZERO: SeaCounts = { impressions: 0, clicks: 0, cost: 0, conversions: 0 };
const countsOf = (row: Partial<SeaCounts> | undefined): SeaCounts => ({
  impressions: row?.impressions ?? 0,
  clicks: row?.clicks ?? 0,
  cost: row?.cost ?? 0,
  conversions: row?.conversions ?? 0,
});
const add = (a: SeaCounts, b: SeaCounts): SeaCounts => ({ impressions: a.impressions + b.impressions, clicks: a.clicks + b.clicks, cost: a.cost + b.cost, conversions: a.conversions + b.conversions });

/**
 * The figures of some campaigns over a range, per period (day, ISO week,
 * month), every period listed (zeros where nothing ran), and in total.
 * `today` tells the running period.
 */
export async function periodFigures(db: Db, campaignIds: string[], q: StatisticsQuery, today: string) {
  const key = periodKeyOf(seaCampaignDays.day)[q.interval];
  const rows = campaignIds.length
    ? await db
        .select({ period: key.mapWith(String), ...COUNTS })
        .from(seaCampaignDays)
        .where(and(inArray(seaCampaignDays.campaignId, campaignIds), between(seaCampaignDays.day, q.startDate, q.endDate)))
        .groupBy(key)
    : [];
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  let totals = ZERO;
  const periods = periodsOf(q.startDate, q.endDate, q.interval, today).map((p) => {
    const counts = countsOf(byPeriod.get(periodStart(q.interval, p.start)));
    totals = add(totals, counts);
    return { ...p, ...counts };
  });
  return { startDate: q.startDate, endDate: q.endDate, interval: q.interval, today, periods, totals };
}

/** Each of some campaigns' (or their ad groups') figures summed over a range. */
export async function figuresBy(db: Db, campaignIds: string[], range: { startDate: string; endDate: string }, by: "campaign" | "adGroup") {
  if (!campaignIds.length) return new Map<string, SeaCounts>();
  const column: SQL = by === "campaign" ? sql`${seaCampaignDays.campaignId}` : sql`${seaCampaigns.adGroupId}`;
  const rows = await db
    .select({ key: column.mapWith(String), ...COUNTS })
    .from(seaCampaignDays)
    .innerJoin(seaCampaigns, eq(seaCampaigns.id, seaCampaignDays.campaignId))
    .where(and(inArray(seaCampaignDays.campaignId, campaignIds), between(seaCampaignDays.day, range.startDate, range.endDate)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.key, countsOf(r)]));
}

/** The account's spend on each day of a range (cents, net), with the contract's monthly and average daily budget. */
export async function budgetConsumption(db: Db, account: { adplorerCompanyId: string; monthlyBudgetCents: number }, range: { startDate: string; endDate: string }, today: string) {
  const ids = (await campaignsOf(db, account.adplorerCompanyId)).map((c) => c.id);
  const { periods, totals } = await periodFigures(db, ids, { ...range, interval: "Day" }, today);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    monthlyBudget: account.monthlyBudgetCents,
    dailyBudget: Math.round(dailyBudgetOf(account.monthlyBudgetCents)),
    days: periods.map((p) => ({ day: p.start, cost: p.cost, complete: p.complete })),
    total: totals.cost,
  };
}

/** The clicks on the company's ads in two adjacent windows, all its campaigns in one read (the dashboard's key figure, decision 088); null without an adplorer account. */
export async function seaClicksInWindows(db: Db, companyId: string, w: TwoWindows) {
  const day = sql`${seaCampaignDays.day}`;
  const rows = await db
    .select({ account: seaAccounts.companyId, ...windowSums(day, sql`${seaCampaignDays.clicks}`, w) })
    .from(seaAccounts)
    .leftJoin(seaAdGroups, eq(seaAdGroups.adplorerCompanyId, seaAccounts.adplorerCompanyId))
    .leftJoin(seaCampaigns, eq(seaCampaigns.adGroupId, seaAdGroups.id))
    .leftJoin(seaCampaignDays, and(eq(seaCampaignDays.campaignId, seaCampaigns.id), withinWindows(day, w)))
    .where(eq(seaAccounts.companyId, companyId))
    .groupBy(seaAccounts.companyId);
  const row = rows[0];
  return row ? { current: row.current, previous: row.previous } : null;
}
