import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { needsAccountId } from "../../api/middleware/auth";
import { call, loginCuca, seedDemoData, tokensFor } from "./helpers";

/**
 * Issue 3 §3: every /api endpoint that takes an accountId (or names a company
 * in its path), called for a company of another customer → 403, never data.
 * The list comes from the Hono app itself, so a new endpoint is covered the
 * day it is added.
 */
// /api/auth/login/cuca contains "cuca" but opens a session; it reads no company data of a token
const endpoints = api.routes
  .filter((r) => r.method !== "ALL" && !r.path.endsWith("*") && needsAccountId(r.path) && !r.path.startsWith("/api/auth/"))
  .map((r) => ({ method: r.method, path: r.path }))
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

/** Fill path parameters: company ids with the foreign company, anything else with a placeholder. */
const concrete = (path: string, foreign: string) =>
  path.replace(/^\/api/, "").replace(/:(\w+)/g, (_, name: string) => (/company|account/i.test(name) ? foreign : "1"));

let tokens: Record<"kunde@example.com" | "einzel@example.com", string>;
let supportToken: string;

beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  supportToken = (await loginCuca("100101")).token;
});

describe("foreign companies (issue 3 §3)", () => {
  it("finds the endpoints of the account path families", () => {
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(["GET /api/customer/account/:companyId", "GET /api/customer/getSubscriptions", "POST /api/cuca/getWebsiteDeeplink"]),
    );
  });

  const callers = [
    { who: "kunde@ asking for einzel@'s company", token: () => tokens["kunde@example.com"], foreign: "100201", secret: "Schreinerei Wagner" },
    { who: "einzel@ asking for kunde@'s company", token: () => tokens["einzel@example.com"], foreign: "100101", secret: "Bäckerei Krüger" },
    { who: "support staff acting for 100101 asking for 100102", token: () => supportToken, foreign: "100102", secret: "Haustechnik" },
  ];

  for (const c of callers) {
    it(`${c.who}: 403 on every endpoint, nothing of the other company`, async () => {
      const leaks: string[] = [];
      for (const e of endpoints) {
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
});
