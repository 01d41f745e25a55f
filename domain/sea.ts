/**
 * Search-engine advertising (spec §2 suchmaschinenWerbung/statistiken,
 * anzeigengruppen, budget; §7 the adplorer calls; §8 their messages): the
 * figures derived from the counts, the budget rule Google
 * tells advertisers, and the German words. The backend, the pages and their
 * CSVs read it from here; the calls' rules are in domain/sea-rules.ts (the
 * backend's, with the form rules and the date library the pages' script does
 * not need).
 */

/** Spec §8: the adplorer does not know the company. */
export const UNKNOWN_COMPANY_MESSAGE = "Unknown companyId";

/** The four calls of spec §8's loading rule, as the spec names them in '… is already loading'. */
export const SEA_LOADING_NAMES = {
  statistics: "Statistics",
  adGroups: "Ad groups",
  campaigns: "Campaigns",
  budget: "Budget consumption",
} as const;
export type SeaCall = keyof typeof SEA_LOADING_NAMES;

/** Spec §8 '… is already loading' (for example 'Statistics is already loading'). */
export const alreadyLoadingMessage = (call: SeaCall) => `${SEA_LOADING_NAMES[call]} is already loading`;

/** What the pages say instead of spec §8's English messages. */
export const SEA_MESSAGES = {
  unknownCompany: "Für diese Firma ist bei uns noch keine Suchmaschinenwerbung eingerichtet. Bitte wenden Sie sich an Ihre Ansprechperson oder an unseren Kundenservice.",
  alreadyLoading: "Diese Zahlen werden gerade schon geladen. Bitte warten Sie einen Moment und laden Sie die Seite dann neu.",
} as const;

/** A running request holds its place this long at most (a Worker that died does not block the call for longer). */
export const LOADING_HOLD_MS = 30_000;

/** The counts of a period or a campaign. Money in euro cents. */
export interface SeaCounts {
  impressions: number;
  clicks: number;
  cost: number;
  conversions: number;
}

/** Click-through rate (clicks per impression) and average cost per click (cents), null where they cannot be had. */
export function seaRates(c: SeaCounts): { ctr: number | null; cpc: number | null } {
  return { ctr: c.impressions ? c.clicks / c.impressions : null, cpc: c.clicks ? c.cost / c.clicks : null };
}

/** German VAT on the ad budget (§ 12 (1) UStG). */
export const VAT_RATE = 0.19;

/**
 * Google's rule for a budget (as Google Ads explains it to advertisers): on a
 * single day it may spend up to twice the average daily budget, and over a
 * month no more than the average daily budget times 30.4 (the average number of
 * days in a month). The contract names a monthly budget; its average daily
 * budget is that divided by 30.4.
 */
export const DAYS_PER_MONTH = 30.4;
export const DAILY_PEAK_FACTOR = 2;
export const dailyBudgetOf = (monthlyCents: number) => monthlyCents / DAYS_PER_MONTH;

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
/** Cents as the German way writes euro: "1.234,56 €". */
export const formatEuro = (cents: number) => euro.format(cents / 100);
/** Net cents with VAT added, rounded to the cent. */
export const withVat = (netCents: number) => Math.round(netCents * (1 + VAT_RATE));

const percent = new Intl.NumberFormat("de-DE", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A rate as "3,4 %", or "–". */
export const formatRate = (rate: number | null) => (rate === null ? "–" : percent.format(rate));

/**
 * Google's budget rule checked on a month's spend (cents per day): the days
 * above the average daily budget (allowed: Google evens them out), those above
 * twice it (never allowed), and whether the month stayed within the budget.
 */
export function budgetCheck(days: readonly { day: string; cost: number }[], monthlyBudget: number) {
  const daily = dailyBudgetOf(monthlyBudget);
  const total = days.reduce((n, d) => n + d.cost, 0);
  const overAverage = days.filter((d) => d.cost > daily);
  const highest = days.reduce<{ day: string; cost: number } | null>((h, d) => (!h || d.cost > h.cost ? d : h), null);
  return {
    daily,
    peak: daily * DAILY_PEAK_FACTOR,
    total,
    overAverage,
    overPeak: days.filter((d) => d.cost > daily * DAILY_PEAK_FACTOR),
    overMonth: total > monthlyBudget,
    highest,
  };
}
