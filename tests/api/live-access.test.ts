import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "../../api/services/sessions";
import { client, login, loginCuca, seedDemoData, send } from "./helpers";

/**
 * Access rights are read from the database with the session on every call,
 * not frozen into the token: what is taken away is gone on the next call, and
 * a refresh cannot bring it back. Sessions end 12 hours after their login
 * however often they are refreshed.
 */
const KUNDE = 1001;
const SUPPORT = 1006;

const sql = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const subscriptions = (token: string, accountId: string) => send(client({ token }).customer.getSubscriptions.$get({ query: { accountId } }));
const menu = (token: string, accountId?: string) => send(client({ token }).navigation["menu-items"].$get({ query: accountId ? { accountId } : {} }));
const refresh = (token: string) => send(client({ token }).auth.refresh.$get());

beforeEach(async () => {
  await seedDemoData();
});

describe("a company taken away (spec §6)", () => {
  it("is refused on the next call, gone from the menu, and a refresh does not bring it back", async () => {
    const { token } = await login("kunde@example.com");
    expect((await subscriptions(token, "100102")).status).toBe(200);

    await sql("DELETE FROM user_companies WHERE user_id = ? AND company_id = ?", KUNDE, "100102");

    const refused = await subscriptions(token, "100102");
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json)).not.toContain("Haustechnik");
    expect((await subscriptions(token, "100101")).status).toBe(200);
    expect((await menu(token)).json.data.accounts.map((a) => a.id)).toEqual(["100101", "100103"]);

    const refreshed = await refresh(token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.companies).toEqual(["100101", "100103"]);
    expect((await subscriptions(refreshed.json.data.token, "100102")).status).toBe(403);
  });
});

describe("a role taken away (spec §6)", () => {
  it("a customer without the customer role loses the company calls on the next call", async () => {
    const { token } = await login("kunde@example.com");
    await sql("DELETE FROM user_roles WHERE user_id = ? AND role = 'customer'", KUNDE);
    expect((await subscriptions(token, "100101")).status).toBe(403);
    expect((await menu(token)).json.data.user.roles).toEqual([]);
    // the menu names the company still, but its subscriptions go only to the customer role, as getSubscriptions' do
    const company = (await menu(token, "100101")).json.data.customer;
    expect(company).toMatchObject({ id: "100101", subscriptions: null });
    const refreshed = await refresh(token);
    expect(refreshed.json.data.roles).toEqual([]);
    expect((await subscriptions(refreshed.json.data.token, "100101")).status).toBe(403);
  });

  it("support staff without the support role are logged out of the company they act for", async () => {
    const { token } = await loginCuca("100101");
    expect((await subscriptions(token, "100101")).status).toBe(200);
    await sql("DELETE FROM user_roles WHERE user_id = ? AND role = 'cuca'", SUPPORT);
    const res = await subscriptions(token, "100101");
    expect(res.status).toBe(401);
    expect((await refresh(token)).status).toBe(401);
  });

  it("a role given is there on the next call too (nothing is frozen either way)", async () => {
    const { token } = await login("kunde@example.com");
    await sql("INSERT INTO user_roles (user_id, role) VALUES (?, 'ratingusermanager')", KUNDE);
    expect((await menu(token)).json.data.user.roles).toEqual(["customer", "ratingusermanager"]);
  });
});

describe("absolute session lifetime", () => {
  const sessionOf = async (token: string) => {
    const sid = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).sid as string;
    return (await env.DB.prepare("SELECT created_at, expires_at, absolute_expires_at FROM sessions WHERE id = ?").bind(sid).first<{
      created_at: string;
      expires_at: string;
      absolute_expires_at: string;
    }>())!;
  };

  it("is 12 hours from the login", async () => {
    const { token } = await login("kunde@example.com");
    const s = await sessionOf(token);
    expect(Date.parse(s.absolute_expires_at) - Date.parse(s.created_at)).toBe(SESSION_ABSOLUTE_LIFETIME_MS);
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
    expect(Date.parse(s.expires_at)).toBeLessThanOrEqual(Date.parse(s.absolute_expires_at));
  });

  it("a refresh slides the expiry but never past the absolute end", async () => {
    const { token } = await login("kunde@example.com");
    const sid = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).sid as string;
    const end = new Date(Date.now() + 5 * 60 * 1000).toISOString();
    await sql("UPDATE sessions SET absolute_expires_at = ? WHERE id = ?", end, sid);
    const res = await refresh(token);
    expect(res.status).toBe(200);
    expect(res.json.data.expiresAt).toBe(end);
    expect((await sessionOf(token)).expires_at).toBe(end);
  });

  it("past the absolute end the session is over: 401, and no refresh", async () => {
    const { token } = await login("kunde@example.com");
    const sid = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).sid as string;
    await sql("UPDATE sessions SET absolute_expires_at = ? WHERE id = ?", new Date(Date.now() - 1000).toISOString(), sid);
    expect((await menu(token)).status).toBe(401);
    expect((await refresh(token)).status).toBe(401);
  });
});
