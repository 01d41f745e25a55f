import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { siteDay } from "../../seed/website-statistics.mjs";
import { FAILING_SITES } from "../../scripts/fake-matomo.mjs";
import { berlinToday } from "#domain/format";
import { addDays, keyFigureWindows, monthStartOf, monthViewWindows } from "#domain/key-figures";
import { daysOf } from "#domain/statistics";
import { client, seedDemoData, send, tokensFor } from "./helpers";

// spec §2 dashboard ("a tile per active product") and highlights; the calls are decisions 088 and 089's
const today = berlinToday();
const W = keyFigureWindows(today);
const BAECKEREI = "100101"; // entry, website (Matomo sites 11, 12), ratings (both products), leads, premium listing, entry service
const HAUSTECHNIK = "100102"; // entry, search ads, secretarial, voicebot, web and TV banners, job ad
const WAGNER = "100201"; // einzel@'s: entry only
let kunde = "";
let einzel = "";

const run = (sql: string[]) => env.DB.batch(sql.map((s) => env.DB.prepare(s)));
/** `n` days of the window, from its first day, each with `perDay` entry views. */
const views = (company: string, w: { startDate: string }, n: number, perDay: number) =>
  daysOf(w.startDate, addDays(w.startDate, n - 1)).map(
    (d) => `INSERT INTO entry_statistics (company_id, day, impressions, views, clicks, desktop, mobile, tablet, local, nearby, far, unknown) VALUES ('${company}', '${d}', 0, ${perDay}, 0, ${perDay}, 0, 0, ${perDay}, 0, 0, 0)`,
  );
const calls = (table: "secretarial_calls" | "voicebot_calls", company: string, stamps: string[]) =>
  stamps.map((at, i) =>
    table === "secretarial_calls"
      ? `INSERT INTO secretarial_calls (id, company_id, started_at, caller_number, concern, message, duration_seconds) VALUES ('S-${company}-${i}-${at}', '${company}', '${at}', '0221 1', 'Rückruf', 'Bitte zurückrufen', 60)`
      : `INSERT INTO voicebot_calls (id, company_id, started_at, caller_number, outcome, duration_seconds) VALUES ('V-${company}-${i}-${at}', '${company}', '${at}', '0221 1', 'answered', 60)`,
  );
const rating = (id: number, company: string, at: string, stars: number, state = "PUBLISHED") =>
  `INSERT INTO company_ratings (id, company_id, portal, author_name, stars, text, rated_at, state) VALUES (${id}, '${company}', 'GOOGLE', 'A. Test', ${stars}, 'Gut', '${at}', '${state}')`;
const lead = (id: string, company: string, at: string, accepted = false) =>
  `INSERT INTO leads (external_id, company_id, type, subject, message, requester_name, requester_email, created_at, accepted_at) VALUES ('${id}', '${company}', 'request', 'Anfrage', 'Text', 'Frau Test', 'test@example.com', '${at}', ${accepted ? `'${at}'` : "NULL"})`;

/** Bäckerei Krüger's ratings and leads of both tests (id, time, stars or accepted, state). */
const RATINGS: [number, string, number, string][] = [
  [9001, `${W.current.endDate} 10:00`, 5, "PUBLISHED"],
  [9002, `${addDays(W.current.startDate, 2)} 10:00`, 4, "PUBLISHED"],
  [9003, `${W.previous.startDate} 10:00`, 3, "PUBLISHED"],
  [9004, `${W.current.endDate} 11:00`, 1, "IN_REVIEW"],
];
const LEADS: [string, string, boolean][] = [
  ["KF-1", `${W.current.endDate} 10:00`, false],
  ["KF-2", `${addDays(W.current.startDate, 1)} 10:00`, true],
  ["KF-3", `${W.previous.endDate} 10:00`, false],
];

beforeAll(async () => {
  await seedDemoData();
  const cur = W.current;
  const prev = W.previous;
  await run([
    // entry views: 30 in the window, 20 in the one before (→ +50 %); today's and a day before both windows count in neither
    ...views(BAECKEREI, cur, 30, 1),
    ...views(BAECKEREI, prev, 20, 1),
    ...views(BAECKEREI, { startDate: today }, 1, 500),
    ...views(BAECKEREI, { startDate: addDays(prev.startDate, -1) }, 1, 700),
    // another company's views never count for this one
    ...views(WAGNER, cur, 30, 1000),
    // the secretarial service: 4 calls now, none before (→ new); the voicebot 3 now, 6 before (→ −50 %)
    ...calls("secretarial_calls", HAUSTECHNIK, [`${cur.startDate} 08:00`, `${cur.endDate} 23:30`, `${cur.endDate} 09:00`, `${addDays(cur.startDate, 3)} 10:00`]),
    ...calls("secretarial_calls", HAUSTECHNIK, [`${today} 07:00`]),
    ...calls("voicebot_calls", HAUSTECHNIK, [`${cur.startDate} 00:00`, `${addDays(cur.startDate, 1)} 12:00`, `${cur.endDate} 12:00`]),
    ...calls("voicebot_calls", HAUSTECHNIK, daysOf(prev.startDate, addDays(prev.startDate, 5)).map((d) => `${d} 12:00`)),
    // search ads: an account, one ad group, two campaigns; 7 + 5 clicks now, 10 before
    `INSERT INTO sea_accounts (company_id, adplorer_company_id, monthly_budget_cents) VALUES ('${HAUSTECHNIK}', 'ADP-KF', 30000)`,
    `INSERT INTO sea_ad_groups (id, adplorer_company_id, name, position) VALUES ('AG-KF', 'ADP-KF', 'Heizung', 0)`,
    `INSERT INTO sea_campaigns (id, ad_group_id, name, position) VALUES ('C-KF-1', 'AG-KF', 'Heizung Köln', 0), ('C-KF-2', 'AG-KF', 'Sanitär Köln', 1)`,
    `INSERT INTO sea_campaign_days (campaign_id, day, impressions, clicks, cost_cents, conversions) VALUES ('C-KF-1', '${cur.endDate}', 100, 7, 500, 0), ('C-KF-2', '${cur.startDate}', 80, 5, 400, 0), ('C-KF-1', '${prev.endDate}', 90, 10, 600, 0), ('C-KF-1', '${today}', 90, 99, 600, 0)`,
    // ratings: 5 and 4 stars now (4,5), 3 before (3,0); one in review does not count
    ...RATINGS.map(([id, at, stars, state]) => rating(id, BAECKEREI, at, stars, state)),
    // SEO: two keywords; on page one 1 and 2 on the window's two measured days (1,5 a day), 0 on the one before's
    `INSERT INTO seo_keywords (id, company_id, keyword, city, position) VALUES (9901, '${BAECKEREI}', 'Bäckerei', 'Köln', 0), (9902, '${BAECKEREI}', 'Brötchen', 'Köln', 1)`,
    `INSERT INTO seo_rankings (keyword_id, day, position) VALUES (9901, '${cur.endDate}', 3), (9902, '${cur.endDate}', 15), (9901, '${cur.startDate}', 5), (9902, '${cur.startDate}', 8), (9901, '${prev.endDate}', 12), (9902, '${prev.endDate}', NULL), (9901, '${today}', 1), (9902, '${today}', 1)`,
    // leads: 2 now (one accepted), 1 before
    ...LEADS.map(([id, at, accepted]) => lead(id, BAECKEREI, at, accepted)),
  ]);
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  kunde = tokens["kunde@example.com"];
  einzel = tokens["einzel@example.com"];
});

const figures = (accountId: string, token = kunde, bindings: object = env) =>
  send(client({ token, bindings }).customer.getProductKeyFigures.$get({ query: { accountId } }));
const highlights = (accountId: string, token = kunde) => send(client({ token }).customer.getHighlights.$get({ query: { accountId } }));
const byProduct = (list: { product: string; value: number | null; previous: number | null }[]) => Object.fromEntries(list.map((f) => [f.product, { value: f.value, previous: f.previous }]));
const visits = (sites: number[], r: { startDate: string; endDate: string }) =>
  sites.reduce((n, s) => n + daysOf(r.startDate, r.endDate).reduce((m, d) => m + (siteDay(s, d)?.visits ?? 0), 0), 0);

describe("GET /api/customer/getProductKeyFigures", () => {
  it("the windows: the last 30 whole Berlin days ending yesterday, and the 30 before", async () => {
    const res = await figures(BAECKEREI);
    expect(res.status).toBe(200);
    expect(res.json.data.current).toEqual({ startDate: addDays(today, -30), endDate: addDays(today, -1) });
    expect(res.json.data.previous).toEqual({ startDate: addDays(today, -60), endDate: addDays(today, -31) });
  });

  it("Bäckerei Krüger: entry views 30 against 20, the websites' visits from Matomo, SEO keywords on page one, the new ratings' average, the new requests", async () => {
    const res = await figures(BAECKEREI);
    const f = byProduct(res.json.data.figures);
    // in the products' order; the entry service and the premium listing have no figure and are absent
    expect(res.json.data.figures.map((x) => x.product)).toEqual(["entry", "website", "seo", "ratingPlus", "wkdb", "leads"]);
    expect(f.entry).toEqual({ value: 30, previous: 20 });
    expect(f.website).toEqual({ value: visits([11, 12], W.current), previous: visits([11, 12], W.previous) });
    expect(f.website!.value).toBeGreaterThan(0);
    expect(f.ratingPlus).toEqual({ value: 4.5, previous: 3 });
    expect(f.wkdb).toEqual(f.ratingPlus);
    expect(f.leads).toEqual({ value: 2, previous: 1 });
    // the keywords on Google's first page on an average measured day (today's measurement counts in neither)
    expect(f.seo).toEqual({ value: 1.5, previous: 0 });
  });

  it("Krüger Haustechnik: ad clicks, the secretarial service's and the voicebot's calls; banners and the job ad have none", async () => {
    const res = await figures(HAUSTECHNIK);
    expect(res.status).toBe(200);
    expect(byProduct(res.json.data.figures)).toEqual({
      entry: { value: 0, previous: 0 },
      searchAds: { value: 12, previous: 10 },
      secretarial: { value: 4, previous: 0 },
      voicebot: { value: 3, previous: 6 },
    });
  });

  it("another company's figures never appear: einzel@'s company has its own views; kunde@ may not ask for it (403)", async () => {
    const own = await figures(WAGNER, einzel);
    expect(own.status).toBe(200);
    expect(byProduct(own.json.data.figures)).toEqual({ entry: { value: 30_000, previous: 0 } });
    expect((await figures(WAGNER)).status).toBe(403);
    expect(JSON.stringify((await figures(BAECKEREI)).json)).not.toContain("30000");
  });

  it("a company without active products gets no figures; a product not active is never read", async () => {
    await run([`UPDATE subscriptions SET status = 'Cancelled' WHERE company_id = '${WAGNER}'`]);
    try {
      const res = await figures(WAGNER, einzel);
      expect(res.status).toBe(200);
      expect(res.json.data.figures).toEqual([]);
    } finally {
      await run([`UPDATE subscriptions SET status = 'Invoicing' WHERE company_id = '${WAGNER}'`]);
    }
  });

  it("a Matomo that does not answer in time costs the website its figure, not the call (the other figures stay)", async () => {
    await run([`INSERT INTO websites (id, company_id, url, status, piwik_id, position) VALUES ('WEB-KF-SILENT', '${BAECKEREI}', 'https://still.example', 'online', ${FAILING_SITES.silent}, 9)`]);
    try {
      const started = Date.now();
      const res = await figures(BAECKEREI);
      expect(res.status).toBe(200);
      const f = byProduct(res.json.data.figures);
      expect(f.website).toEqual({ value: null, previous: null });
      expect(f.entry).toEqual({ value: 30, previous: 20 });
      // bounded by the call's own wait for Matomo (1.5 s), not Matomo's 8 s
      expect(Date.now() - started).toBeLessThan(6000);
      // and without a Matomo configured at all
      const none = await figures(BAECKEREI, kunde, { ...env, MATOMO_URL: "" });
      expect(byProduct(none.json.data.figures).website).toEqual({ value: null, previous: null });
    } finally {
      await run([`DELETE FROM websites WHERE id = 'WEB-KF-SILENT'`]);
    }
  });

  it("without a session 401, without accountId 400", async () => {
    expect((await send(client().customer.getProductKeyFigures.$get({ query: { accountId: BAECKEREI } }))).status).toBe(401);
    expect((await send(client({ token: kunde }).customer.getProductKeyFigures.$get())).status).toBe(400);
  });
});

describe("GET /api/customer/getHighlights", () => {
  const month = monthStartOf(today);
  it("this month's ratings, waiting requests, website check and invoice, newest first; another company's never", async () => {
    const more: typeof RATINGS = [
      [9101, `${today} 06:00`, 5, "PUBLISHED"],
      [9102, `${month} 09:00`, 2, "PUBLISHED"],
    ];
    const moreLeads: typeof LEADS = [
      ["KF-H1", `${today} 07:00`, false],
      ["KF-H2", `${month} 07:00`, false],
      ["KF-H3", `${month} 08:00`, true],
    ];
    await run([
      ...more.map(([id, at, stars, state]) => rating(id, BAECKEREI, at, stars, state)),
      rating(9103, WAGNER, `${today} 08:00`, 1),
      ...moreLeads.map(([id, at, accepted]) => lead(id, BAECKEREI, at, accepted)),
      `INSERT INTO website_checks (website_id, company_id, checked_at, status, result) SELECT id, company_id, ${Date.parse(`${month}T12:00:00Z`)}, 'success', json_object('status', 'success', 'checkedAt', '${month}T12:00:00.000Z', 'url', url, 'finalUrl', url, 'responseMs', 120, 'message', NULL, 'findings', json('[]')) FROM websites WHERE company_id = '${BAECKEREI}' AND piwik_id = 11`,
      `INSERT INTO documents (number, company_id, source, type, issued_on, period_from, period_to, buyer_name, buyer_street, buyer_zip_code, buyer_city, buyer_email, buyer_reference, net_cents, tax_cents, gross_cents) VALUES ('R-2099-000001', '${BAECKEREI}', 'BILLING', 'INVOICE', '${month}', '${month}', '${month}', 'Bäckerei Krüger GmbH', 'Hauptstr. 1', '50667', 'Köln', 'a@example.com', '100101', 100, 19, 119)`,
    ]);
    const res = await highlights(BAECKEREI);
    expect(res.status).toBe(200);
    const list = res.json.data.highlights;
    expect(res.json.data.month).toBe(today.slice(0, 7));
    // what was inserted this month, published / not accepted
    const monthRatings = [...RATINGS, ...more].filter(([, at, , state]) => at >= month && state === "PUBLISHED").sort((a, b) => (a[1] < b[1] ? 1 : -1));
    expect(list.find((h) => h.kind === "ratings")).toEqual({ kind: "ratings", date: monthRatings[0]![1].slice(0, 10), count: monthRatings.length, stars: monthRatings[0]![2] });
    const waiting = [...LEADS, ...moreLeads].filter(([, at, accepted]) => at >= month && !accepted);
    expect(list.find((h) => h.kind === "leadsWaiting")).toEqual({ kind: "leadsWaiting", date: today, count: waiting.length });
    expect(list.find((h) => h.kind === "websiteCheck")).toEqual({ kind: "websiteCheck", date: month, url: "https://www.baeckerei-krueger.example", status: "success" });
    expect(list.find((h) => h.kind === "invoice")).toEqual({ kind: "invoice", date: month, number: "R-2099-000001" });
    // newest first
    const dates = list.map((h) => h.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list[0]!.kind).toBe("leadsWaiting");
    // Schreinerei Wagner's rating is its own
    const wagner = await highlights(WAGNER, einzel);
    // (its views of the key-figure test may also make a views highlight, depending on the month's length)
    expect(wagner.json.data.highlights.filter((h) => h.kind !== "views")).toEqual([{ kind: "ratings", date: today, count: 1, stars: 1 }]);
    expect((await highlights(WAGNER)).status).toBe(403);
  });

  it("the entry's views against the same days of the month before, when they changed by 10 % or more", async () => {
    // a day in the middle of a month, whatever today is (on a month's first day there is no whole day yet; the unit tests cover that)
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-16T10:00:00Z"));
      const w = monthViewWindows(berlinToday())!;
      const company = "100103"; // Café am Dom: no other views
      const n = daysOf(w.current.startDate, w.current.endDate).length;
      expect(n).toBe(15);
      await run([...views(company, w.current, n, 4), ...views(company, w.previous, daysOf(w.previous.startDate, w.previous.endDate).length, 2)]);
      const res = await highlights(company);
      const previous = daysOf(w.previous.startDate, w.previous.endDate).length * 2;
      expect(res.json.data.highlights).toContainEqual({ kind: "views", date: w.current.endDate, count: n * 4, previous });
    } finally {
      vi.useRealTimers();
    }
  });

  it("a month with nothing: an empty list", async () => {
    const res = await highlights(HAUSTECHNIK);
    expect(res.status).toBe(200);
    expect(res.json.data.highlights).toEqual([]);
  });
});
