// Search-engine advertising of the demo companies (spec §2 suchmaschinenWerbung/…,
// §7 the adplorer calls): each company's adplorer account with its monthly budget,
// its ad groups and campaigns, and each campaign's figures on every day from the
// account's start (at most three years and a month before the seeding day) to a
// year after it. Every figure is a pure function of the account and the date, so
// tests recompute it instead of hard-coding it.
import { generator, hash } from "./hash.mjs";
import { seededDays } from "./statistics.mjs";

/**
 * The demo accounts: Krüger Haustechnik (booked since March 2023) and Café am Dom
 * (since April 2025), budgets in euro cents, net.
 */
export const SEA_ACCOUNTS = [
  {
    companyId: "100102",
    adplorerCompanyId: "ADP-40211",
    monthlyBudgetCents: 60_000,
    start: "2023-03-01",
    adGroups: [
      ["Heizungswartung", ["Heizungswartung Köln", "Heizungswartung Umland"]],
      ["Badsanierung", ["Badsanierung Köln", "Barrierefreies Bad", "Badsanierung Angebote"]],
      ["Notdienst Sanitär", ["Rohrbruch Notdienst", "Sanitär Notdienst 24 h"]],
    ],
  },
  {
    companyId: "100103",
    adplorerCompanyId: "ADP-40377",
    monthlyBudgetCents: 25_000,
    start: "2025-04-01",
    adGroups: [
      ["Frühstück", ["Frühstück am Dom", "Brunch Köln"]],
      ["Kaffee und Kuchen", ["Café Köln Altstadt"]],
    ],
  },
];

/** The ad groups and campaigns of an account with their ids (stable: "<account>-G1", "<account>-G1-C2"). */
export function structureOf(account) {
  return account.adGroups.map(([name, campaigns], g) => ({
    id: `${account.adplorerCompanyId}-G${g + 1}`,
    name,
    position: g,
    campaigns: campaigns.map((c, i) => ({ id: `${account.adplorerCompanyId}-G${g + 1}-C${i + 1}`, name: c, position: i })),
  }));
}

const DAYS_PER_MONTH = 30.4;
/** More searches on weekdays (index: getUTCDay). */
const WEEKDAY = [0.7, 1.1, 1.1, 1.05, 1.05, 1.0, 0.8];

const monthCache = new Map();

/**
 * The account's cost on each day of a month (cents): around the average daily
 * budget, never more than twice it on a day, and the month's sum never more
 * than the monthly budget (Google's rule; the last days of a full month get
 * what is left).
 */
function monthCosts(account, month) {
  const key = `${account.adplorerCompanyId}|${month}`;
  const cached = monthCache.get(key);
  if (cached) return cached;
  const daily = account.monthlyBudgetCents / DAYS_PER_MONTH;
  const [y, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const costs = new Map();
  let left = account.monthlyBudgetCents;
  for (let d = 1; d <= days; d++) {
    const day = `${month}-${String(d).padStart(2, "0")}`;
    const r = generator(hash(`${account.adplorerCompanyId}|${day}|cost`));
    const factor = Math.min(1.95, WEEKDAY[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] * (0.55 + 0.8 * r()));
    const cost = Math.min(left, Math.round(daily * factor));
    left -= cost;
    costs.set(day, cost);
  }
  monthCache.set(key, costs);
  return costs;
}

/**
 * One campaign's figures on a day, or null before the account's start.
 * @param {typeof SEA_ACCOUNTS[number]} account
 * @param {string} campaignId
 * @param {string} day YYYY-MM-DD
 * @returns {{ impressions: number, clicks: number, costCents: number, conversions: number } | null}
 */
export function campaignDay(account, campaignId, day) {
  if (day < account.start) return null;
  const campaigns = structureOf(account).flatMap((g) => g.campaigns);
  const index = campaigns.findIndex((c) => c.id === campaignId);
  if (index < 0) return null;
  const total = monthCosts(account, day.slice(0, 7)).get(day) ?? 0;
  // the day's cost split by each campaign's weight of the day; the last takes what rounding left
  const weights = campaigns.map((c) => (0.5 + generator(hash(c.id))()) * (0.7 + 0.6 * generator(hash(`${c.id}|${day}|w`))()));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  shares[shares.length - 1] += total - shares.reduce((a, b) => a + b, 0);
  const costCents = shares[index];
  const fixed = generator(hash(`${campaignId}|rates`));
  const cpc = 60 + fixed() * 180; // 0,60 € … 2,40 € a click
  const ctr = 0.02 + fixed() * 0.06;
  const conversionRate = 0.03 + fixed() * 0.09;
  const r = generator(hash(`${campaignId}|${day}`));
  const clicks = Math.round(costCents / (cpc * (0.85 + 0.3 * r())));
  const impressions = Math.round(clicks / (ctr * (0.85 + 0.3 * r()))) + Math.round(r() * 20);
  // a fraction of a conversion is one on some days: the expected number, rounded at random
  const conversions = Math.floor(clicks * conversionRate * (0.5 + r()) + r());
  return { impressions, clicks, costCents, conversions };
}

const q = (v) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The accounts, their ad groups, campaigns and daily figures as SQL (INSERT OR
 * IGNORE: a database seeded before gets only what it lacks).
 * @param {string} today YYYY-MM-DD
 * @param {typeof SEA_ACCOUNTS} [accounts]
 * @returns {string[]}
 */
export function seaStatements(today, accounts = SEA_ACCOUNTS) {
  const out = [];
  const days = seededDays(today);
  for (const a of accounts) {
    out.push(`INSERT OR IGNORE INTO sea_accounts (company_id, adplorer_company_id, monthly_budget_cents) VALUES (${[a.companyId, a.adplorerCompanyId, a.monthlyBudgetCents].map(q).join(", ")});`);
    for (const g of structureOf(a)) {
      out.push(`INSERT OR IGNORE INTO sea_ad_groups (id, adplorer_company_id, name, position) VALUES (${[g.id, a.adplorerCompanyId, g.name, g.position].map(q).join(", ")});`);
      for (const c of g.campaigns) {
        out.push(`INSERT OR IGNORE INTO sea_campaigns (id, ad_group_id, name, position) VALUES (${[c.id, g.id, c.name, c.position].map(q).join(", ")});`);
        const rows = days.flatMap((day) => {
          const f = campaignDay(a, c.id, day);
          return f ? [`(${q(c.id)}, '${day}', ${f.impressions}, ${f.clicks}, ${f.costCents}, ${f.conversions})`] : [];
        });
        for (let i = 0; i < rows.length; i += 400) {
          out.push(`INSERT OR IGNORE INTO sea_campaign_days (campaign_id, day, impressions, clicks, cost_cents, conversions) VALUES ${rows.slice(i, i + 400).join(", ")};`);
        }
      }
    }
  }
  return out;
}

