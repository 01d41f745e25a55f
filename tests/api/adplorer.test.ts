import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { campaignDay, SEA_ACCOUNTS, seaStatements, structureOf } from "../../seed/sea.mjs";
import { loadingKey } from "../../api/routes/adplorer";
import { dailyBudgetOf, DAILY_PEAK_FACTOR, LOADING_HOLD_MS } from "#domain/sea";
import { DATE_RANGE_MESSAGES, daysOf, defaultStatisticsQuery, periodsOf } from "#domain/statistics";
import { formatDateWire } from "#domain/format";
import { client, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 the adplorer calls (customerData, suma/statistics, statistics/adGroups, adGroups/campaigns,
// adGroups/campaign, budgetConsumption); spec §8 'Unknown companyId' and '… is already loading'; spec §4.5
const HAUSTECHNIK = SEA_ACCOUNTS[0]!; // 100102, ADP-40211
const CAFE = SEA_ACCOUNTS[1]!; // 100103, ADP-40377
const today = formatDateWire(new Date());
let token = "";
beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(seaStatements(today).map((s) => env.DB.prepare(s)));
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const adplorer = (t = token) => client({ token: t }).adplorer;
type Body = Record<string, unknown>;
const customerData = (companyId: string, accountId = companyId) => send(adplorer().customerData.$post({ query: { accountId }, json: { companyId } } as never));
const suma = (call: "statistics" | "adGroups" | "campaigns" | "campaign" | "budget", json: Body, accountId = HAUSTECHNIK.companyId, t = token) => {
  const a = adplorer(t).suma;
  const req = { query: { accountId }, json } as never;
  const calls = {
    statistics: () => a.statistics.$post(req),
    adGroups: () => a.statistics.adGroups.$post(req),
    campaigns: () => a.adGroups.campaigns.$post(req),
    campaign: () => a.adGroups.campaign.$post(req),
    budget: () => a.budgetConsumption.$post(req),
  };
  // the answers' shapes differ by call: the tests read them untyped
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return send(calls[call]() as Promise<any>) as Promise<{ status: number; json: { data: any; errors?: { code: string; message: string; field?: string }[] } }>;
};
const ADP = HAUSTECHNIK.adplorerCompanyId;
const campaigns = structureOf(HAUSTECHNIK).flatMap((g) => g.campaigns.map((c) => ({ ...c, group: g.id })));

/** The seed's sums of some campaigns over some days. */
function sums(ids: string[], days: string[]) {
  const out = { impressions: 0, clicks: 0, cost: 0, conversions: 0 };
  for (const id of ids)
    for (const d of days) {
      const f = campaignDay(HAUSTECHNIK, id, d);
      if (!f) continue;
      out.impressions += f.impressions;
      out.clicks += f.clicks;
      out.cost += f.costCents;
      out.conversions += f.conversions;
    }
  return out;
}

describe("POST /api/adplorer/customerData", () => {
  it("gives the active company's adplorer id and budget; a company the adplorer does not know: 404 'Unknown companyId'", async () => {
    const res = await customerData("100102");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ companyId: "100102", adplorerCompanyId: ADP, monthlyBudget: 60_000 });
    const unknown = await customerData("100101");
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors?.[0]).toMatchObject({ code: "UNKNOWN_COMPANY", message: "Unknown companyId" });
  });

  it("another company than the active one: 403; a company not the user's: the company check's 403", async () => {
    expect((await customerData("100103", "100102")).status).toBe(403);
    expect((await customerData("100201")).status).toBe(403);
  });

  it("after a company switch (spec §4.5) the id asked for before is refused: each company has its own", async () => {
    expect((await suma("statistics", { adplorerCompanyId: ADP }, "100102")).status).toBe(200);
    // the user switched to Café am Dom: the old id names another company's account
    expect((await suma("statistics", { adplorerCompanyId: ADP }, "100103")).status).toBe(403);
    const cafe = await customerData("100103");
    expect(cafe.json.data.adplorerCompanyId).toBe(CAFE.adplorerCompanyId);
    expect((await suma("statistics", { adplorerCompanyId: CAFE.adplorerCompanyId }, "100103")).status).toBe(200);
  });
});

describe("POST /api/adplorer/suma/statistics", () => {
  it("per ISO week, cut by the range: the sums of all campaigns' days", async () => {
    const res = await suma("statistics", { adplorerCompanyId: ADP, startDate: "2026-10-01", endDate: "2026-10-21", interval: "Week" });
    expect(res.status).toBe(200);
    const { periods, totals } = res.json.data;
    expect(periods.map((p: { start: string; end: string }) => [p.start, p.end])).toEqual(periodsOf("2026-10-01", "2026-10-21", "Week", today).map((p) => [p.start, p.end]));
    for (const p of periods) expect(p).toMatchObject(sums(campaigns.map((c) => c.id), daysOf(p.start, p.end)));
    expect(totals).toEqual(sums(campaigns.map((c) => c.id), daysOf("2026-10-01", "2026-10-21")));
  });

  it("without dates: the last twelve weeks by week, up to today", async () => {
    const res = await suma("statistics", { adplorerCompanyId: ADP });
    const q = defaultStatisticsQuery(today);
    expect(res.json.data).toMatchObject({ startDate: q.startDate, endDate: today, interval: "Week" });
    expect(res.json.data.periods.at(-1)).toMatchObject({ end: today, complete: false });
  });

  it("a date not as YYYY-MM-DD, half a range, a range the kit refuses: 400 at the field, nothing read", async () => {
    const german = await suma("statistics", { adplorerCompanyId: ADP, startDate: "01.10.2026", endDate: "2026-10-21" });
    expect(german.status).toBe(400);
    expect(errorMessage(german.json, "startDate")).toBe("Bitte geben Sie das Datum als JJJJ-MM-TT an.");
    expect(errorMessage((await suma("statistics", { adplorerCompanyId: ADP, startDate: "2026-02-30", endDate: "2026-03-02" })).json, "startDate")).toMatch(/gültiges Datum/);
    const half = await suma("statistics", { adplorerCompanyId: ADP, startDate: "2026-10-01" });
    expect(half.status).toBe(400);
    expect(errorMessage(half.json, "endDate")).toBe(DATE_RANGE_MESSAGES.endMissing);
    const future = await suma("statistics", { adplorerCompanyId: ADP, startDate: today, endDate: "2099-01-01" });
    expect(future.status).toBe(400);
    expect(errorMessage(future.json, "endDate")).toBe(DATE_RANGE_MESSAGES.future);
    expect((await suma("statistics", { adplorerCompanyId: ADP, interval: "Year" })).status).toBe(400);
  });

  it("an adplorer id nobody has: 404 'Unknown companyId'; another company's: 403", async () => {
    const unknown = await suma("statistics", { adplorerCompanyId: "ADP-99999" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors?.[0]?.message).toBe("Unknown companyId");
    expect((await suma("statistics", { adplorerCompanyId: CAFE.adplorerCompanyId })).status).toBe(403);
  });
});

describe("ad groups and campaigns", () => {
  const range = { startDate: "2026-09-01", endDate: "2026-09-30" };
  const september = daysOf(range.startDate, range.endDate);

  it("statistics/adGroups: each ad group with its campaigns' sums", async () => {
    const res = await suma("adGroups", { adplorerCompanyId: ADP, ...range });
    expect(res.status).toBe(200);
    const groups = structureOf(HAUSTECHNIK);
    expect(res.json.data.adGroups).toEqual(groups.map((g) => ({ id: g.id, name: g.name, campaigns: g.campaigns.length, ...sums(g.campaigns.map((c) => c.id), september) })));
  });

  it("adGroups/campaigns: the campaigns of one ad group; another account's ad group: 403", async () => {
    const group = structureOf(HAUSTECHNIK)[1]!;
    const res = await suma("campaigns", { adplorerCompanyId: ADP, adGroupId: group.id, ...range });
    expect(res.json.data.campaigns.map((c: { name: string }) => c.name)).toEqual(group.campaigns.map((c) => c.name));
    expect(res.json.data.campaigns[0]).toMatchObject(sums([group.campaigns[0]!.id], september));
    const foreign = structureOf(CAFE)[0]!.id;
    expect((await suma("campaigns", { adplorerCompanyId: ADP, adGroupId: foreign, ...range })).status).toBe(403);
  });

  it("adGroups/campaign: several campaigns at once, per period and in total; another's, none or too many: refused", async () => {
    const ids = [campaigns[0]!.id, campaigns[4]!.id];
    const res = await suma("campaign", { adplorerCompanyId: ADP, adGroupCampaignIds: ids, ...range, interval: "Month" });
    expect(res.status).toBe(200);
    expect(res.json.data.totals).toEqual(sums(ids, september));
    expect(res.json.data.campaigns.map((c: { id: string }) => c.id)).toEqual(ids);
    const foreign = structureOf(CAFE)[0]!.campaigns[0]!.id;
    expect((await suma("campaign", { adplorerCompanyId: ADP, adGroupCampaignIds: [ids[0], foreign], ...range })).status).toBe(403);
    expect((await suma("campaign", { adplorerCompanyId: ADP, adGroupCampaignIds: [], ...range })).status).toBe(400);
    expect((await suma("campaign", { adplorerCompanyId: ADP, adGroupCampaignIds: Array.from({ length: 21 }, (_, i) => `x${i}`) })).status).toBe(400);
  });
});

describe("POST /api/adplorer/suma/budgetConsumption", () => {
  it("the spend of each day of the running month against the budget: never over twice the daily budget, the month within the budget", async () => {
    const res = await suma("budget", { adplorerCompanyId: ADP });
    expect(res.status).toBe(200);
    const data = res.json.data;
    const monthStart = `${today.slice(0, 7)}-01`;
    expect(data).toMatchObject({ startDate: monthStart, endDate: today, monthlyBudget: 60_000, dailyBudget: Math.round(dailyBudgetOf(60_000)) });
    expect(data.days.map((d: { day: string }) => d.day)).toEqual(daysOf(monthStart, today));
    expect(data.days[0].cost).toBe(sums(campaigns.map((c) => c.id), [monthStart]).cost);
    for (const d of data.days) expect(d.cost).toBeLessThanOrEqual(DAILY_PEAK_FACTOR * dailyBudgetOf(60_000));
    expect(data.total).toBeLessThanOrEqual(60_000);
  });

  it("a whole past month; by day at most a quarter", async () => {
    const res = await suma("budget", { adplorerCompanyId: ADP, startDate: "2026-02-01", endDate: "2026-02-28" });
    expect(res.json.data.total).toBe(sums(campaigns.map((c) => c.id), daysOf("2026-02-01", "2026-02-28")).cost);
    expect((await suma("budget", { adplorerCompanyId: ADP, startDate: "2026-01-01", endDate: "2026-06-30" })).status).toBe(400);
  });
});

describe("spec §8: a second identical request of the same session while the first runs", () => {
  const sidOf = (t: string) => JSON.parse(atob(t.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).sid as string;

  it("is refused with 'Statistics is already loading'; another session, another range or the same once done: answered", async () => {
    const range = { startDate: "2026-10-01", endDate: "2026-10-21", interval: "Week" as const };
    // the first request holds its place while it runs
    const key = loadingKey(sidOf(token), "statistics", { account: ADP, ...range });
    await env.DB.prepare("INSERT INTO throttle_events (key, at) VALUES (?, ?)").bind(key, Date.now()).run();
    const second = await suma("statistics", { adplorerCompanyId: ADP, ...range });
    expect(second.status).toBe(409);
    expect(second.json.errors?.[0]).toMatchObject({ code: "ALREADY_LOADING", message: "Statistics is already loading" });
    expect((await suma("statistics", { adplorerCompanyId: ADP, ...range, endDate: "2026-10-20" })).status).toBe(200);
    const other = (await tokensFor("kunde@example.com"))["kunde@example.com"];
    expect((await suma("statistics", { adplorerCompanyId: ADP, ...range }, HAUSTECHNIK.companyId, other)).status).toBe(200);
    // a place held longer than a request may run is free again (a Worker that died does not block)
    await env.DB.prepare("UPDATE throttle_events SET at = ? WHERE key = ?").bind(Date.now() - LOADING_HOLD_MS - 1, key).run();
    expect((await suma("statistics", { adplorerCompanyId: ADP, ...range })).status).toBe(200);
    // and a finished request gives its place up
    expect((await suma("statistics", { adplorerCompanyId: ADP, ...range })).status).toBe(200);
  });

  it("a request that failed gives its place up: the same request again gets its own answer, not 'already loading'", async () => {
    const foreign = structureOf(CAFE)[0]!.id;
    const body = { adplorerCompanyId: ADP, adGroupId: foreign, startDate: "2026-09-01", endDate: "2026-09-30" };
    expect((await suma("campaigns", body)).status).toBe(403);
    expect((await suma("campaigns", body)).status).toBe(403);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM throttle_events WHERE key LIKE 'sea-loading:%'").first<{ n: number }>())!.n).toBe(0);
  });

  it("names each call: ad groups, campaigns, budget consumption", async () => {
    const sid = sidOf(token);
    const q = defaultStatisticsQuery(today);
    const monthStart = `${today.slice(0, 7)}-01`;
    const held: [Parameters<typeof suma>[0], Parameters<typeof loadingKey>[1], object, string][] = [
      ["adGroups", "adGroups", { account: ADP, startDate: q.startDate, endDate: q.endDate }, "Ad groups is already loading"],
      ["campaigns", "campaigns", { account: ADP, adGroupId: null, startDate: q.startDate, endDate: q.endDate }, "Campaigns is already loading"],
      ["budget", "budget", { account: ADP, startDate: monthStart, endDate: today }, "Budget consumption is already loading"],
    ];
    for (const [call, name, request, message] of held) {
      await env.DB.prepare("INSERT INTO throttle_events (key, at) VALUES (?, ?)").bind(loadingKey(sid, name, request), Date.now()).run();
      const res = await suma(call, { adplorerCompanyId: ADP });
      expect(res.status, call).toBe(409);
      expect(res.json.errors?.[0]?.message).toBe(message);
    }
  });
});
