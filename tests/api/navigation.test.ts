import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/d1";
import { api } from "../../api/app";
import * as schema from "../../api/db/schema";
import { readMenu } from "../../api/services/menu";
import { loginCuca, seedDemoData, tokensFor } from "./helpers";
import { client, send } from "./client";

const PERSONAS = ["kunde@example.com", "einzel@example.com", "privat@example.com", "bewertung@example.com", "handwerk@example.com"] as const;
let tokens: Record<(typeof PERSONAS)[number], string>;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor(...PERSONAS);
});

async function menuFor(loginName: (typeof PERSONAS)[number], accountId?: string) {
  const res = await send(client({ token: tokens[loginName] }).navigation["menu-items"].$get({ query: accountId ? { accountId } : {} }));
  expect(res.status).toBe(200);
  return res.json.data;
}
const ids = (sections: readonly { id: string }[]) => sections.map((s) => s.id);

describe("GET /api/navigation/menu-items (spec §7; spec §2 side menu)", () => {
  it("kunde with 100101: customer, accounts in order, one section per active product, company data and profile", async () => {
    const data = await menuFor("kunde@example.com", "100101");
    expect(data.customer).toMatchObject({ id: "100101", name: "Bäckerei Krüger GmbH" });
    expect(data.customer?.products).toEqual(
      expect.arrayContaining(["entry", "entryService", "website", "seo", "ratingPlus", "wkdb", "leads"]),
    );
    expect(data.accounts).toEqual([
      { id: "100101", name: "Bäckerei Krüger GmbH", city: "Köln" },
      { id: "100102", name: "Krüger Haustechnik KG", city: "Köln" },
      { id: "100103", name: "Café am Dom", city: "Köln" },
    ]);
    expect(data.cuca).toBeNull();
    const sectionIds = ids(data.sections);
    for (const id of ["entry", "entryService", "website", "seo", "ratingPlus", "wkdb", "leads", "firmendaten", "benutzer"]) {
      expect(sectionIds, id).toContain(id);
    }
    expect(sectionIds).not.toContain("administration");
    // products of the other companies do not show up
    for (const id of ["searchAds", "secretarial", "voicebot", "webBanner", "tvBanner"]) expect(sectionIds, id).not.toContain(id);
    // every item is a page of the portal
    for (const s of data.sections) for (const i of s.items) expect(i.href.startsWith("/"), i.href).toBe(true);
  });

  it("kunde with 100102: its products, and no website (the website subscription is Cancelled)", async () => {
    const data = await menuFor("kunde@example.com", "100102");
    expect(data.customer).toMatchObject({ id: "100102", name: "Krüger Haustechnik KG" });
    expect(data.customer?.products).not.toContain("website");
    const sectionIds = ids(data.sections);
    for (const id of ["entry", "searchAds", "secretarial", "voicebot", "webBanner", "tvBanner", "firmendaten", "benutzer"]) {
      expect(sectionIds, id).toContain(id);
    }
    for (const id of ["website", "seo", "ratingPlus", "wkdb", "leads", "administration"]) expect(sectionIds, id).not.toContain(id);
    // the company selector is the same whichever company is active
    expect(data.accounts.map((a) => a.id)).toEqual(["100101", "100102", "100103"]);
  });

  it("einzel with 100201: only the entry", async () => {
    const data = await menuFor("einzel@example.com", "100201");
    expect(data.customer?.products).toEqual(["entry"]);
    expect(ids(data.sections)).toEqual(expect.arrayContaining(["entry", "firmendaten", "benutzer"]));
    for (const id of ["website", "entryService", "seo", "leads"]) expect(ids(data.sections), id).not.toContain(id);
    expect(data.accounts).toEqual([{ id: "100201", name: "Schreinerei Wagner", city: "Freiburg im Breisgau" }]);
  });

  it("privat (no company): customer null, no company data, the profile section", async () => {
    const data = await menuFor("privat@example.com");
    expect(data.customer).toBeNull();
    expect(data.accounts).toEqual([]);
    const sectionIds = ids(data.sections);
    expect(sectionIds).not.toContain("firmendaten");
    expect(sectionIds).not.toContain("entry");
    expect(sectionIds).toContain("benutzer");
    expect(sectionIds).not.toContain("administration");
  });

  it("bewertung (ratingusermanager): an Administration section with the external Bewertungsmanager link", async () => {
    const data = await menuFor("bewertung@example.com");
    const admin = data.sections.find((s) => s.id === "administration");
    expect(admin).toBeDefined();
    expect(admin?.items).toHaveLength(1);
    expect(admin?.items[0]).toMatchObject({ label: "Bewertungsmanager", href: env.RATING_MANAGER_URL, external: true });
    expect(ids(data.sections)).not.toContain("firmendaten");
  });

  it("handwerk (tradesmanager): no Administration section", async () => {
    const data = await menuFor("handwerk@example.com");
    expect(ids(data.sections)).not.toContain("administration");
    expect(ids(data.sections)).toContain("benutzer");
    expect(data.user.roles).toEqual(["tradesmanager"]);
  });

  it("carries the user for the top bar, with the pending notification code", async () => {
    const data = await menuFor("kunde@example.com", "100101");
    expect(data.user.login).toBe("kunde@example.com");
    expect(data.user.roles).toEqual(["customer"]);
    expect(data.user.user_notification_code).toBe("WILLKOMMEN-2026");
    const other = await menuFor("einzel@example.com", "100201");
    expect(other.user.user_notification_code).toBeNull();
  });

  it("brings the pending notification's content along (no second round trip for the layout)", async () => {
    const data = await menuFor("kunde@example.com", "100101");
    expect(data.notification).toMatchObject({ code: "WILLKOMMEN-2026", headline: "Willkommen im neuen Mein Bereich", button_link: "/benutzer" });
    expect(data.notification!.text.split("\n")).toHaveLength(3);
    const none = await menuFor("einzel@example.com", "100201");
    expect(none.notification).toBeNull();
  });

  it("brings the active company's subscriptions along, as GET /api/customer/getSubscriptions answers them (the dashboard needs no call of its own)", async () => {
    for (const [persona, accountId] of [["kunde@example.com", "100101"], ["kunde@example.com", "100102"], ["einzel@example.com", "100201"]] as const) {
      const data = await menuFor(persona, accountId);
      const own = await send(client({ token: tokens[persona] }).customer.getSubscriptions.$get({ query: { accountId } }));
      expect(own.status).toBe(200);
      expect(data.customer!.subscriptions!.length, accountId).toBeGreaterThan(0);
      expect(data.customer!.subscriptions, accountId).toEqual(own.json.data.subscriptions);
    }
  });

  it("without accountId: no active company, no company sections", async () => {
    const data = await menuFor("kunde@example.com");
    expect(data.customer).toBeNull();
    expect(data.accounts).toHaveLength(3);
    expect(ids(data.sections)).not.toContain("firmendaten");
    expect(ids(data.sections)).not.toContain("entry");
  });

  it("reads the menu in the D1 batch of its session check: one round trip per call", async () => {
    const d1 = countingD1(env.DB);
    const send = (checks?: Map<string, unknown>) =>
      api.request(
        "/api/navigation/menu-items?accountId=100101",
        { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${tokens["kunde@example.com"]}` } },
        { ...env, DB: d1.binding, SESSION_CHECKS: checks },
      );
    const res = await send();
    expect(res.status).toBe(200);
    expect(d1.roundTrips).toEqual([8]); // the session check's four statements and the menu's four
    const body = (await res.json()) as { data: { customer: { name: string; subscriptions: unknown[] }; accounts: unknown[] } };
    expect(body.data.customer.name).toBe("Bäckerei Krüger GmbH");
    expect(body.data.accounts).toHaveLength(3);
    // the page's other call checked the session first: the menu reads on its own, a second round trip
    d1.roundTrips.length = 0;
    const checks = new Map();
    const other = await api.request(
      "/api/customer/getSubscriptions?accountId=100101",
      { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${tokens["kunde@example.com"]}` } },
      { ...env, DB: d1.binding, SESSION_CHECKS: checks },
    );
    expect(other.status).toBe(200);
    const again = await send(checks);
    expect(again.status).toBe(200);
    expect(((await again.json()) as typeof body).data).toEqual(body.data);
    expect(d1.roundTrips).toEqual([4, 1, 4]);
  });

  it("reads nothing of a company the session cannot see, though its reads run beside the session check", async () => {
    const foreign = await send(client({ token: tokens["einzel@example.com"] }).navigation["menu-items"].$get({ query: { accountId: "100101" } }));
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.json)).not.toContain("Krüger");
  });

  it("its reads beside the session check are limited in SQL to the companies the session can see", async () => {
    const db = drizzle(env.DB, { schema });
    const reads = async (token: string, accountId: string) => {
      const { sub, sid } = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string; sid: string };
      const [, visible, subscriptions] = await readMenu(db, { sub, sid }, accountId);
      return { companies: visible.map((c) => c.id).sort(), subscriptions: subscriptions.length };
    };
    expect(await reads(tokens["einzel@example.com"], "100101")).toEqual({ companies: ["100201"], subscriptions: 0 });
    expect((await reads(tokens["einzel@example.com"], "100201")).subscriptions).toBeGreaterThan(0);
    const support = (await loginCuca("100201")).token;
    expect(await reads(support, "100101")).toEqual({ companies: ["100201"], subscriptions: 0 });
    expect((await reads(support, "100201")).subscriptions).toBeGreaterThan(0);
  });

  it("needs a session (401 without a token)", async () => {
    const res = await send(client().navigation["menu-items"].$get({ query: { accountId: "100101" } }));
    expect(res.status).toBe(401);
    expect(res.json.errors?.[0]?.code).toBe("UNAUTHENTICATED");
  });
});

/**
 * The D1 binding, counting its round trips: the statements of each batch, and a
 * single statement run on its own as 1.
 */
function countingD1(db: D1Database) {
  const roundTrips: number[] = [];
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => statement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args));
        if (["all", "first", "run", "raw"].includes(String(prop))) {
          return (...args: unknown[]) => {
            roundTrips.push(1);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  const binding = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => statement(target.prepare(query));
      }
      if (prop === "batch") {
        return (stmts: D1PreparedStatement[]) => {
          roundTrips.push(stmts.length);
          return target.batch(stmts);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { binding, roundTrips };
}
