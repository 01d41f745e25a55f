import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEVICE_TYPES, KEYWORD_NOT_DEFINED, siteDay, siteKeywords, siteReferringWebsites } from "../../seed/website-statistics.mjs";
import { FAILING_SITES } from "../../scripts/fake-matomo.mjs";
import { DATE_RANGE_MESSAGES, periodsOf, daysOf } from "#domain/statistics";
import { berlinToday, formatDateDe } from "#domain/format";
import { KEYWORD_UNKNOWN_LABEL } from "#domain/websites";
import { client, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 GET /api/customer/getWebsites, getWebsiteStatistic/{views|devices|referrers}/{identifier},
// getWebsiteStatistic/keywords; the figures come from the local Matomo (scripts/fake-matomo.mjs),
// whose answers are those of seed/website-statistics.mjs, recomputed here
const KUNDE = "kunde@example.com";
const ACCOUNT = "100101";
const SITE = { id: "WEB-100101-1", piwikId: 11, url: "https://www.baeckerei-krueger.example" };
const today = berlinToday();
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor(KUNDE))[KUNDE];
});

const customer = (bindings: object = env) => client({ token, bindings }).customer;
const RANGE = { startDate: "2026-10-01", endDate: "2026-10-21", interval: "Week" };
type Args = [query?: Record<string, string>, identifier?: string, bindings?: object];
const args = (query: Record<string, string> = {}, identifier = SITE.id) => ({ param: { identifier }, query: { accountId: ACCOUNT, piwikId: String(SITE.piwikId), ...RANGE, ...query } });
const views = (...[query, identifier, bindings]: Args) => send(customer(bindings).getWebsiteStatistic.views[":identifier"].$get(args(query, identifier)));
const devices = (...[query, identifier, bindings]: Args) => send(customer(bindings).getWebsiteStatistic.devices[":identifier"].$get(args(query, identifier)));
const referrers = (...[query, identifier, bindings]: Args) => send(customer(bindings).getWebsiteStatistic.referrers[":identifier"].$get(args(query, identifier)));
const keywords = (query: Record<string, string> = {}) =>
  send(customer().getWebsiteStatistic.keywords.$get({ query: { accountId: ACCOUNT, identifier: SITE.id, url: SITE.url, ...RANGE, ...query } }));

/** The reports the local Matomo was asked for so far. */
const asked = async (): Promise<{ method: string; idSite: string; date: string }[]> => (await fetch(`${env.FAKE_MATOMO}/__requests`)).json();

const sum = (ds: string[], f: (day: NonNullable<ReturnType<typeof siteDay>>) => number, site = SITE.piwikId) =>
  ds.reduce((n, d) => n + (siteDay(site, d) ? f(siteDay(site, d)!) : 0), 0);

/** Adds a website of the given Matomo site to the company (undone after the test). */
async function addWebsite(id: string, piwikId: number | null, companyId = ACCOUNT) {
  await env.DB.prepare("INSERT INTO websites (id, company_id, url, status, piwik_id, position) VALUES (?, ?, ?, 'online', ?, 9)")
    .bind(id, companyId, `https://${id.toLowerCase()}.example`, piwikId)
    .run();
}

describe("GET /api/customer/getWebsites", () => {
  it("lists the company's websites in order, each with its tier's name (spec §3), address, status and Matomo site", async () => {
    const res = await send(customer().getWebsites.$get({ query: { accountId: ACCOUNT } }));
    expect(res.status).toBe(200);
    expect(res.json.data.websites).toEqual([
      { id: "WEB-100101-1", url: "https://www.baeckerei-krueger.example", status: "online", piwikId: 11, sku: "MB-WEB-GOLD", tierName: "Website Gold", encUrl: expect.any(String), check: null },
      { id: "WEB-100101-2", url: "https://torten.baeckerei-krueger.example", status: "online", piwikId: 12, sku: "MB-WEB-GOLD", tierName: "Website Gold", encUrl: expect.any(String), check: null },
    ]);
    const cafe = await send(customer().getWebsites.$get({ query: { accountId: "100103" } }));
    expect(cafe.json.data.websites).toEqual([expect.objectContaining({ status: "construction", tierName: "Landingpage" })]);
    const none = await send(customer().getWebsites.$get({ query: { accountId: "100102" } }));
    expect(none.json.data.websites).toEqual([]);
  });

  it("another company's websites are the company check's 403", async () => {
    const res = await send(customer().getWebsites.$get({ query: { accountId: "100301" } }));
    expect(res.status).toBe(403);
  });
});

describe("GET /api/customer/getWebsiteStatistic/views/{identifier}", () => {
  it("visits, page views, bounce rate and visit duration per ISO week, cut by the range, and over the range", async () => {
    const res = await views();
    expect(res.status).toBe(200);
    const { periods, totals, website } = res.json.data;
    expect(website).toBe(SITE.id);
    expect(periods.map((p) => [p.start, p.end])).toEqual([
      ["2026-10-01", "2026-10-04"],
      ["2026-10-05", "2026-10-11"],
      ["2026-10-12", "2026-10-18"],
      ["2026-10-19", "2026-10-21"],
    ]);
    for (const p of periods) {
      const ds = daysOf(p.start, p.end);
      const visits = sum(ds, (d) => d.visits);
      expect(p).toMatchObject({ visits, pageViews: sum(ds, (d) => d.pageviews), complete: true });
      expect(p.bounceRate).toBeCloseTo(sum(ds, (d) => d.bounces) / visits, 3);
      expect(p.avgVisitDuration).toBe(Math.round(sum(ds, (d) => d.visitLength) / visits));
    }
    const all = daysOf(RANGE.startDate, RANGE.endDate);
    expect(totals.visits).toBe(sum(all, (d) => d.visits));
    expect(totals.pageViews).toBe(periods.reduce((n, p) => n + p.pageViews, 0));
  });

  it("by day up to today: every day listed, today not complete", async () => {
    const start = `${today.slice(0, 8)}01`;
    const res = await views({ startDate: start, endDate: today, interval: "Day" });
    expect(res.status).toBe(200);
    expect(res.json.data.periods.map((p) => p.start)).toEqual(periodsOf(start, today, "Day", today).map((p) => p.start));
    expect(res.json.data.periods.at(-1)).toMatchObject({ start: today, complete: false, visits: sum([today], (d) => d.visits) });
  });

  it("answers a second time from KV, without asking Matomo again", async () => {
    const query = { startDate: "2025-03-01", endDate: "2025-03-31", interval: "Day" };
    await views(query);
    const before = (await asked()).length;
    const again = await views(query);
    expect(again.status).toBe(200);
    expect(again.json.data.totals.visits).toBe(sum(daysOf("2025-03-01", "2025-03-31"), (d) => d.visits));
    expect((await asked()).length).toBe(before);
  });

  it("a range the rules refuse is a 422 at its field, and Matomo is not asked", async () => {
    const before = (await asked()).length;
    const backwards = await views({ startDate: "2026-10-21", endDate: "2026-10-01" });
    expect(backwards.status).toBe(422);
    expect(errorMessage(backwards.json, "endDate")).toBe(DATE_RANGE_MESSAGES.endBeforeStart);
    const impossible = await views({ startDate: "2026-02-31" });
    expect(impossible.status).toBe(422);
    const century = await views({ startDate: "1926-01-01", endDate: "2026-01-01", interval: "Month" });
    expect(errorMessage(century.json, "startDate")).toBe(DATE_RANGE_MESSAGES.tooLong);
    expect((await asked()).length).toBe(before);
  });
});

describe("devices, referrers and keywords", () => {
  const all = daysOf(RANGE.startDate, RANGE.endDate);

  it("devices: the range's visits by device type, a phablet counted as a smartphone", async () => {
    const res = await devices();
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.json.data.devices.map((d) => [d.key, d.visits]));
    expect(byKey).toEqual({
      desktop: sum(all, (d) => d.devices.desktop),
      smartphone: sum(all, (d) => d.devices.smartphone + d.devices.phablet),
      tablet: sum(all, (d) => d.devices.tablet),
      other: 0,
    });
    expect(res.json.data.total).toBe(sum(all, (d) => d.visits));
    expect(DEVICE_TYPES.map(([key]) => key)).toContain("phablet");
  });

  it("referrers: by kind of referrer, and the referring websites with their visits", async () => {
    const res = await referrers();
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.json.data.referrers.map((r) => [r.key, r.visits]));
    expect(byKey.search).toBe(sum(all, (d) => d.referrers.search));
    expect(byKey.direct).toBe(sum(all, (d) => d.referrers.direct));
    expect(res.json.data.total).toBe(sum(all, (d) => d.visits));
    const perSite = new Map<string, number>();
    for (const d of all) for (const [name, n] of siteReferringWebsites(SITE.piwikId, d)) perSite.set(name, (perSite.get(name) ?? 0) + n);
    expect(Object.fromEntries(res.json.data.websites.map((w) => [w.name, w.visits]))).toEqual(Object.fromEntries(perSite));
  });

  it("keywords: the search visits by keyword, most first, those without one apart", async () => {
    const res = await keywords();
    expect(res.status).toBe(200);
    const perWord = new Map<string, number>();
    for (const d of all) for (const [w, n] of siteKeywords(SITE.piwikId, d)) perWord.set(w, (perWord.get(w) ?? 0) + n);
    const unknown = perWord.get(KEYWORD_NOT_DEFINED) ?? 0;
    perWord.delete(KEYWORD_NOT_DEFINED);
    expect(res.json.data.keywords.map((k) => [k.keyword, k.visits])).toEqual([...perWord].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "de")));
    expect(res.json.data.unknown).toEqual({ label: KEYWORD_UNKNOWN_LABEL, visits: unknown });
    expect(res.json.data.total).toBe(sum(all, (d) => d.referrers.search));
  });

  it("keywords without a website named: 400 at identifier", async () => {
    const res = await send(customer().getWebsiteStatistic.keywords.$get({ query: { accountId: ACCOUNT, ...RANGE } }));
    expect(res.status).toBe(400);
    expect(res.json.errors[0]?.field).toBe("identifier");
  });
});

describe("another company's website (spec §7 bad input): 403, nothing fetched", () => {
  it("a website id of another company, a piwikId or url not the website's, an unknown id", async () => {
    const before = await asked();
    expect((await views({ piwikId: "14" }, "WEB-100301-1")).status).toBe(403);
    expect((await devices({ piwikId: "14" })).status).toBe(403);
    expect((await referrers({ url: "https://www.autohaus-berger.example" })).status).toBe(403);
    expect((await views({}, "WEB-GIBT-ES-NICHT")).status).toBe(403);
    expect((await keywords({ identifier: "WEB-100301-1", url: "https://www.autohaus-berger.example" })).status).toBe(403);
    // the same company's other website is fine with its own site id
    expect((await views({ piwikId: "12" }, "WEB-100101-2")).status).toBe(200);
    const after = await asked();
    expect(after.slice(before.length).map((r) => r.idSite)).toEqual(["12", "12"]);
  });

  it("a website without a Matomo site has no statistics (404), and Matomo is not asked", async () => {
    await addWebsite("WEB-OHNE-STATISTIK", null);
    const before = (await asked()).length;
    const res = await views({ piwikId: "" }, "WEB-OHNE-STATISTIK");
    expect(res.status).toBe(404);
    expect((await asked()).length).toBe(before);
  });
});

describe("a Matomo that fails: 503 'Statistik derzeit nicht verfügbar', never a 500", () => {
  it("an error object, an HTML page, no answer in time", async () => {
    for (const [name, piwikId] of Object.entries(FAILING_SITES)) {
      await addWebsite(`WEB-${name.toUpperCase()}`, piwikId);
      const res = await views({ piwikId: String(piwikId) }, `WEB-${name.toUpperCase()}`, { ...env, MATOMO_TIMEOUT_MS: "300" });
      expect(res.status, name).toBe(503);
      expect(res.json.errors[0]).toMatchObject({ code: "STATISTICS_UNAVAILABLE", message: "Statistik derzeit nicht verfügbar." });
    }
  });

  it("names the day of the site's last figures once there were any", async () => {
    expect((await views()).status).toBe(200);
    const refused = await devices({}, SITE.id, { ...env, MATOMO_TOKEN: "falsch" });
    expect(refused.status).toBe(503);
    expect(refused.json.errors[0]?.message).toBe(`Statistik derzeit nicht verfügbar. Die letzten Zahlen sind vom ${formatDateDe(today)}.`);
  });

  it("without a Matomo configured", async () => {
    const res = await views({}, SITE.id, { ...env, MATOMO_URL: "" });
    expect(res.status).toBe(503);
  });
});
