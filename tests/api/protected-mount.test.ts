import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { OPEN_CALLS } from "../../api/middleware/auth";
import { needsAccountId } from "../../contract/api";
import { auditRows, call, loginCuca, seedDemoData, tokensFor } from "./helpers";

/**
 * The protected mount, proven on every call the backend has: the list comes
 * from the Hono app itself, so a call or a whole area added later is covered
 * the day it is added, and cannot be added without authentication, the
 * company check and the support-staff audit.
 */
const calls = api.routes
  .filter((r) => r.method !== "ALL" && !r.path.endsWith("*"))
  .map((r) => ({ method: r.method, path: r.path }))
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);
const protectedCalls = calls.filter((r) => !OPEN_CALLS.has(`${r.method} ${r.path}`));
const companyCalls = protectedCalls.filter((r) => needsAccountId(r.path));
const writes = protectedCalls
  .filter((r) => r.method !== "GET")
  // logging out ends the support session the others run in: last
  .sort((a, b) => Number(a.path === "/api/auth/logout") - Number(b.path === "/api/auth/logout"));

/** Fill path parameters: company ids with `company`, anything else with a placeholder. */
const concrete = (path: string, company: string) =>
  path.replace(/^\/api/, "").replace(/:(\w+)/g, (_, name: string) => (/company|account/i.test(name) ? company : "1"));

let tokens: Record<"kunde@example.com" | "einzel@example.com", string>;
let supportToken: string;

beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  supportToken = (await loginCuca("100101")).token;
});

describe("the list of calls", () => {
  it("has every area's calls, and only the calls of people without a session are open", () => {
    expect(calls.length).toBeGreaterThan(15);
    expect(protectedCalls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/navigation/menu-items",
        "GET /api/customer/getSubscriptions",
        "POST /api/cuca/getWebsiteDeeplink",
        "POST /api/user/data/updatePassword",
        "POST /api/auth/logout",
        "GET /api/auth/refresh",
      ]),
    );
    expect([...OPEN_CALLS].sort()).toEqual([
      "GET /api/auth/user",
      "GET /api/debug/letters/:id",
      "GET /api/debug/mails",
      "GET /api/debug/tracking",
      "GET /api/wkdb-signet/:companyId",
      "POST /api/accountlink/funnel",
      "POST /api/accountlink/login",
      "POST /api/accountlink/open",
      "POST /api/accountlink/person",
      "POST /api/accountlink/register",
      "POST /api/auth/facebook",
      "POST /api/auth/login",
      "POST /api/auth/login/cuca",
      "POST /api/claiming/funnel",
      "POST /api/claiming/login",
      "POST /api/claiming/person",
      "POST /api/claiming/register",
      "POST /api/service/cryptography/decryptData",
      "POST /api/user/activateChangedEmail",
      "POST /api/user/confirmWebsiteContactAddress",
      "POST /api/user/newsletterConfirm",
      "POST /api/user/password/check",
      "POST /api/user/password/forgotten",
      "POST /api/user/password/renew",
      "POST /api/user/register",
      "POST /api/user/registerActivation",
      "POST /api/user/registerActivationCancel",
      "POST /api/user/registerGuest",
      "POST /api/user/registerResend",
    ]);
    // each open call is one the backend has: no stale entry opens a path added later
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining([...OPEN_CALLS]));
  });
});

describe("authentication on every protected call", () => {
  it("401 without a token, and with a token that is not one", async () => {
    const open: string[] = [];
    for (const c of protectedCalls) {
      for (const token of [undefined, "kein.gueltiges.token"]) {
        const body = c.method === "GET" ? undefined : {};
        const res = await call(c.method, concrete(c.path, "100101"), { token, query: { accountId: "100101", id: "100101" }, body });
        if (res.status !== 401 || res.json?.errors?.[0]?.code !== "UNAUTHENTICATED") open.push(`${c.method} ${c.path} (${token ?? "no token"}): ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it("an unknown call is no way around it: 401 without a token, 404 with one", async () => {
    expect((await call("GET", "/customer/gibtEsNicht")).status).toBe(401);
    expect((await call("GET", "/customer/gibtEsNicht", { token: tokens["kunde@example.com"] })).status).toBe(404);
  });
});

describe("the company check on every call of the account path families (spec §7)", () => {
  it("finds the calls of those families", () => {
    expect(companyCalls.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(["GET /api/customer/account/:companyId", "GET /api/customer/getSubscriptions", "POST /api/cuca/getWebsiteDeeplink"]),
    );
  });

  const callers = [
    { who: "kunde@ asking for einzel@'s company", token: () => tokens["kunde@example.com"], foreign: "100201", secret: "Schreinerei Wagner" },
    { who: "einzel@ asking for kunde@'s company", token: () => tokens["einzel@example.com"], foreign: "100101", secret: "Bäckerei Krüger" },
    { who: "support staff acting for 100101 asking for 100102", token: () => supportToken, foreign: "100102", secret: "Haustechnik" },
  ];

  for (const c of callers) {
    it(`${c.who}: 403 on every call, nothing of the other company`, async () => {
      const leaks: string[] = [];
      for (const e of companyCalls) {
        const path = concrete(e.path, c.foreign);
        const query = { accountId: c.foreign, id: c.foreign, claimedBy: "OWNER" };
        const res = await call(e.method, path, { token: c.token(), query, body: e.method === "GET" ? undefined : {} });
        if (res.status !== 403 || JSON.stringify(res.json).includes(c.secret)) {
          leaks.push(`${e.method} ${path}: ${res.status} ${JSON.stringify(res.json).slice(0, 120)}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }

  it("runs on the path the router matched: percent-encoded segments are checked like plain ones", async () => {
    const token = tokens["kunde@example.com"];
    for (const path of ["/%63ustomer/getSalesForceEntry", "/customer/%67etSalesForceEntry", "/%63%75stomer/getSubscriptions"]) {
      const foreign = await call("GET", path, { token, query: { accountId: "100201" } });
      expect(foreign.status, path).toBe(403);
      expect(JSON.stringify(foreign.json)).not.toContain("Schreinerei");
      const missing = await call("GET", path, { token });
      expect(missing.status, path).toBe(400);
      expect(missing.json.errors[0].code).toBe("ACCOUNT_ID_MISSING");
      expect((await call("GET", path, { query: { accountId: "100201" } })).status, path).toBe(401);
    }
  });
});

describe("the support-staff audit on every write (spec §6)", () => {
  it("writes an audit row for each call that changes something, whatever its outcome", async () => {
    const before = (await auditRows()).length;
    for (const w of writes) {
      await call(w.method, concrete(w.path, "100101"), {
        token: supportToken,
        query: { accountId: "100101", id: "100101", claimedBy: "OWNER" },
        body: {},
      });
    }
    const rows = (await auditRows({ withTime: false })).slice(before);
    const missing = writes.filter((w) => !rows.some((r) => r.method === w.method && r.path === `/api${concrete(w.path, "100101")}`));
    expect(missing.map((w) => `${w.method} ${w.path}`)).toEqual([]);
    expect(rows.every((r) => r.staff_user_id === 1006 && r.company_id === "100101")).toBe(true);
  });
});
