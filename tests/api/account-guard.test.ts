import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { client, login, loginCuca, seedDemoData, send, tokensFor } from "./helpers";
import { berlinToday } from "#domain/format";

let tokens: Record<"kunde@example.com" | "einzel@example.com", string>;
let support100101: string;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  support100101 = (await loginCuca("100101")).token;
});

type Query = Record<string, string>;
/** GET /customer/account/{companyId} */
const accountOf = (token: string, companyId: string, query: Query) => send(client({ token }).customer.account[":companyId"].$get({ param: { companyId }, query }));
const subscriptions = (token: string, query: Query) => send(client({ token }).customer.getSubscriptions.$get({ query }));
const claimUpdate = (token: string, query: Query) => send(client({ token }).customer.updateEntryClaimedLastUpdate.$post({ query }));
const dissolveClaiming = (token: string, query: Query) => send(client({ token }).customer.dissolveClaiming.$post({ query }));
const websiteDeeplink = (token: string, query: Query) => send(client({ token }).cuca.getWebsiteDeeplink.$post({ query }));
const menuOf = (token: string, query: Query) => send(client({ token }).navigation["menu-items"].$get({ query }));

/** Every endpoint of the accountId path families (spec §7) that exists so far; `{id}` is the company asked for. */
const ENDPOINTS = [
  {
    method: "GET",
    path: (id: string) => `/customer/account/${id}`,
    query: (_id: string): Query => ({}),
    request: (token: string, id: string, query: Query) => accountOf(token, id, query),
  },
  { method: "GET", path: () => "/customer/getSubscriptions", query: (_id: string): Query => ({}), request: (token: string, _id: string, query: Query) => subscriptions(token, query) },
  {
    method: "POST",
    path: () => "/customer/updateEntryClaimedLastUpdate",
    query: (id: string): Query => ({ id, claimedBy: "OWNER" }),
    request: (token: string, _id: string, query: Query) => claimUpdate(token, query),
  },
  { method: "POST", path: () => "/customer/dissolveClaiming", query: (id: string): Query => ({ id }), request: (token: string, _id: string, query: Query) => dissolveClaiming(token, query) },
  { method: "POST", path: () => "/cuca/getWebsiteDeeplink", query: (_id: string): Query => ({}), request: (token: string, _id: string, query: Query) => websiteDeeplink(token, query) },
] as const;

const label = (e: (typeof ENDPOINTS)[number]) => `${e.method} ${e.path("{id}")}`;

interface CompanyRow {
  claimed_by: string | null;
  claimed_last_update: string | null;
}
const company = (id: string) =>
  env.DB.prepare("SELECT claimed_by, claimed_last_update FROM companies WHERE id = ?").bind(id).first<CompanyRow>();

describe("accountId guard: missing accountId (spec §7)", () => {
  for (const e of ENDPOINTS) {
    it(`${label(e)} without accountId → 400 ACCOUNT_ID_MISSING`, async () => {
      const token = tokens["kunde@example.com"];
      const res = await e.request(token, "100101", e.query("100101"));
      expect(res.status).toBe(400);
      expect(res.json.errors[0]?.code).toBe("ACCOUNT_ID_MISSING");
      expect(res.json.errors[0]?.field).toBe("accountId");
    });
  }

  it("a support session without accountId → 400 as well", async () => {
    const token = support100101;
    const res = await websiteDeeplink(token, {});
    expect(res.status).toBe(400);
    expect(res.json.errors[0]?.code).toBe("ACCOUNT_ID_MISSING");
  });

  it("an empty accountId counts as missing", async () => {
    const token = tokens["kunde@example.com"];
    const res = await subscriptions(token, { accountId: "" });
    expect(res.status).toBe(400);
    expect(res.json.errors[0]?.code).toBe("ACCOUNT_ID_MISSING");
  });
});

describe("accountId guard: foreign or unknown company (bad input: 403, nothing leaked)", () => {
  const cases: { who: keyof typeof tokens; own: string; foreign: string; leak: string[] }[] = [
    { who: "kunde@example.com", own: "100101", foreign: "100201", leak: ["Schreinerei Wagner", "Freiburg", "Wagner"] },
    { who: "einzel@example.com", own: "100201", foreign: "100101", leak: ["Bäckerei Krüger", "Köln", "Krüger"] },
  ];
  for (const c of cases) {
    for (const e of ENDPOINTS) {
      it(`${c.who}: ${label(e)} for ${c.foreign} → 403 FORBIDDEN, nothing of that company in the answer`, async () => {
        const token = tokens[c.who];
        const res = await e.request(token, c.foreign, { ...e.query(c.foreign), accountId: c.foreign });
        expect(res.status).toBe(403);
        expect(res.json.errors[0]?.code).toBe("FORBIDDEN");
        expect(res.json.data).toBeUndefined();
        const body = JSON.stringify(res.json);
        for (const word of c.leak) expect(body).not.toContain(word);
      });
    }
  }

  it("an unknown company (999999) gets the very same 403 as a foreign one", async () => {
    const token = tokens["kunde@example.com"];
    for (const e of ENDPOINTS) {
      const foreign = await e.request(token, "100201", { ...e.query("100201"), accountId: "100201" });
      const unknown = await e.request(token, "999999", { ...e.query("999999"), accountId: "999999" });
      expect(unknown.status, label(e)).toBe(403);
      expect(unknown.json, label(e)).toEqual(foreign.json);
    }
  });

  it("refused state-changing calls change nothing at the foreign company", async () => {
    const before = await company("100201");
    const token = tokens["kunde@example.com"];
    await dissolveClaiming(token, { id: "100201", accountId: "100201" });
    await claimUpdate(token, { id: "100201", claimedBy: "OWNER", accountId: "100201" });
    expect(await company("100201")).toEqual(before);
    expect(before).toEqual({ claimed_by: "OWNER", claimed_last_update: "2026-03-15" });
  });

  it("GET /customer/account/100102?accountId=100101: the path's company must be the checked account → 403", async () => {
    const token = tokens["kunde@example.com"];
    const res = await accountOf(token, "100102", { accountId: "100101" });
    expect(res.status).toBe(403);
    expect(res.json.errors[0]?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(res.json)).not.toContain("Haustechnik");
  });

  it("GET /customer/account/100201?accountId=100101 (foreign path company, own accountId) → 403", async () => {
    const token = tokens["kunde@example.com"];
    const res = await accountOf(token, "100201", { accountId: "100101" });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain("Wagner");
  });

  it("a support session for 100101 asking for accountId=100102 → 403", async () => {
    const token = support100101;
    const query = { accountId: "100102" };
    for (const [method, path, request] of [
      ["GET", "/customer/account/100102", () => accountOf(token, "100102", query)],
      ["GET", "/customer/getSubscriptions", () => subscriptions(token, query)],
      ["POST", "/cuca/getWebsiteDeeplink", () => websiteDeeplink(token, query)],
    ] as const) {
      const res = await request();
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.errors[0]?.code).toBe("FORBIDDEN");
    }
    const menu = await menuOf(token, { accountId: "100102" });
    expect(menu.status).toBe(403);
  });

  it("menu-items with a foreign or unknown accountId → 403", async () => {
    const token = tokens["kunde@example.com"];
    for (const accountId of ["100201", "999999"]) {
      const res = await menuOf(token, { accountId });
      expect(res.status, accountId).toBe(403);
      expect(res.json.errors[0]?.code).toBe("FORBIDDEN");
      expect(JSON.stringify(res.json)).not.toContain("Wagner");
    }
  });

  it("an own company is let through (the guard is not just closed)", async () => {
    const token = tokens["kunde@example.com"];
    const res = await subscriptions(token, { accountId: "100102" });
    expect(res.status).toBe(200);
    expect(res.json.data.subscriptions.length).toBeGreaterThan(0);
  });
});

describe("claiming (spec §4 Claiming: updateEntryClaimedLastUpdate / dissolveClaiming)", () => {
  it("updateEntryClaimedLastUpdate sets claimed_last_update to today (Berlin) and claimed_by OWNER", async () => {
    expect(await company("100102")).toEqual({ claimed_by: "OWNER", claimed_last_update: "2025-06-01" });
    const token = tokens["kunde@example.com"];
    const res = await claimUpdate(token, { id: "100102", claimedBy: "OWNER", accountId: "100102" });
    const today = berlinToday();
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ claimed_by: "OWNER", claimed_last_update: today });
    expect(await company("100102")).toEqual({ claimed_by: "OWNER", claimed_last_update: today });
    const account = await accountOf(token, "100102", { accountId: "100102" });
    expect(account.json.data.account.claimed_last_update).toBe(today);
  });

  it("spec §4 Claiming: at 00:30 in Berlin (22:30 UTC the day before, summer) the claim is dated with the Berlin day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-07-14T22:30:00Z"));
      const { token } = await login("kunde@example.com");
      const res = await claimUpdate(token, { id: "100102", claimedBy: "OWNER", accountId: "100102" });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ claimed_by: "OWNER", claimed_last_update: "2026-07-15" });
      expect(await company("100102")).toEqual({ claimed_by: "OWNER", claimed_last_update: "2026-07-15" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("dissolveClaiming clears the claim and takes the company out of the caller's account; its entry stays", async () => {
    const token = tokens["kunde@example.com"];
    const res = await dissolveClaiming(token, { id: "100102", accountId: "100102" });
    expect(res.status).toBe(200);
    // the companies left, in the account's order
    expect(res.json.data).toEqual({ dissolved: true, companies: ["100101", "100103"] });
    expect(await company("100102")).toEqual({ claimed_by: null, claimed_last_update: null });
    const account = await accountOf(token, "100102", { accountId: "100102" });
    expect(account.status).toBe(403);
    const menu = await menuOf(token, { accountId: "100101" });
    expect(JSON.stringify(menu.json)).not.toContain("100102");
    const entry = await env.DB.prepare("SELECT count(*) AS n FROM entries WHERE company_id = ?").bind("100102").first<{ n: number }>();
    expect(entry?.n).toBe(1);
  });

  it("support staff may neither confirm nor dissolve the claim: 403 with the reason, nothing changed (spec §6 isDisabledForCuCa)", async () => {
    const before = await company("100101");
    const dissolve = await dissolveClaiming(support100101, { id: "100101", accountId: "100101" });
    expect(dissolve.status).toBe(403);
    expect(dissolve.json.errors[0]?.message).toMatch(/nur die Firma selbst/);
    const update = await claimUpdate(support100101, { id: "100101", claimedBy: "OWNER", accountId: "100101" });
    expect(update.status).toBe(403);
    expect(await company("100101")).toEqual(before);
  });

  it("both refuse an id of another company than the checked account with 403 and change nothing", async () => {
    const token = tokens["kunde@example.com"];
    // 100101 is the user's own company too, but not the one named by accountId; 100201 is foreign
    for (const id of ["100101", "100201"]) {
      const before = await company(id);
      const update = await claimUpdate(token, { id, claimedBy: "OWNER", accountId: "100102" });
      expect(update.status, id).toBe(403);
      expect(update.json.errors[0]?.code).toBe("FORBIDDEN");
      const dissolve = await dissolveClaiming(token, { id, accountId: "100102" });
      expect(dissolve.status, id).toBe(403);
      expect(await company(id)).toEqual(before);
    }
    expect(await company("100102")).toEqual({ claimed_by: "OWNER", claimed_last_update: "2025-06-01" });
  });

  it("updateEntryClaimedLastUpdate refuses another claimedBy than OWNER with 422", async () => {
    const token = tokens["kunde@example.com"];
    const res = await claimUpdate(token, { id: "100102", claimedBy: "PROVIDER", accountId: "100102" });
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.field).toBe("claimedBy");
    expect(await company("100102")).toEqual({ claimed_by: "OWNER", claimed_last_update: "2025-06-01" });
  });
});
