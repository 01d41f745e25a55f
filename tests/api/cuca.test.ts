import { env } from "cloudflare:test";
import { jwtVerify, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { auditRows, call, client, loginCuca, seedDemoData, send, tokensFor } from "./helpers";

/** Sessions shared by the tests: support staff for 100101 and 100201, and the customer kunde. */
const session = { support100101: "", support100201: "", kunde: "" };
beforeAll(async () => {
  await seedDemoData();
  session.support100101 = (await loginCuca("100101")).token;
  session.support100201 = (await loginCuca("100201")).token;
  session.kunde = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const cucaLogin = (json: Record<string, unknown>) => send(client().auth.login.cuca.$post({ json }));
const menuOf = (token: string, accountId: string) => send(client({ token }).navigation["menu-items"].$get({ query: { accountId } }));
const subscriptions = (token: string, accountId: string) => send(client({ token }).customer.getSubscriptions.$get({ query: { accountId } }));
const accountOf = (token: string, companyId: string) => send(client({ token }).customer.account[":companyId"].$get({ param: { companyId }, query: { accountId: companyId } }));
const websiteDeeplink = (token: string, accountId: string) => send(client({ token }).cuca.getWebsiteDeeplink.$post({ query: { accountId } }));

const loginAuditRows = () => auditRows({ logins: true });

describe("POST /api/auth/login/cuca (spec §4: support staff log in separately and name a company)", () => {
  it("refuses a customer (not support staff) with 403 NOT_SUPPORT_STAFF", async () => {
    const res = await cucaLogin({ login: "kunde@example.com", password: DEMO_PASSWORD, companyId: "100101" });
    expect(res.status).toBe(403);
    expect(res.json.errors[0]?.code).toBe("NOT_SUPPORT_STAFF");
    expect(res.json.data).toBeUndefined();
  });

  it("refuses an unknown company with 404 UNKNOWN_COMPANY on the field companyId", async () => {
    const res = await cucaLogin({ login: "support@example.com", password: DEMO_PASSWORD, companyId: "999999" });
    expect(res.status).toBe(404);
    expect(res.json.errors[0]?.code).toBe("UNKNOWN_COMPANY");
    expect(res.json.errors[0]?.field).toBe("companyId");
  });

  it("refuses a wrong password like the normal login (401 INVALID_CREDENTIALS)", async () => {
    const res = await cucaLogin({ login: "support@example.com", password: "falsch", companyId: "100101" });
    expect(res.status).toBe(401);
    expect(res.json.errors[0]?.code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses a missing company id with 422 naming the field", async () => {
    const res = await cucaLogin({ login: "support@example.com", password: DEMO_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.field).toBe("companyId");
  });

  it("opens a session for exactly that company with the roles customer and cuca", async () => {
    const res = await cucaLogin({ login: "support@example.com", password: DEMO_PASSWORD, companyId: "100301" });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.accounts).toEqual([{ id: "100301", name: "Autohaus Berger e. K." }]);
    expect(data.user.roles).toEqual(expect.arrayContaining(["customer", "cuca"]));
    expect(data.cucaInfo).toEqual({ companyId: "100301" });
    const menu = await menuOf(data.token, "100301");
    expect(menu.status).toBe(200);
    expect(menu.json.data.cuca).toEqual({ companyId: "100301" });
    expect(menu.json.data.accounts).toEqual([{ id: "100301", name: "Autohaus Berger e. K.", city: "Leipzig" }]);
    // acting for the company is the customer role for it: its subscriptions come with the menu
    const own = await subscriptions(data.token, "100301");
    expect(own.status).toBe(200);
    expect(menu.json.data.customer?.subscriptions).toEqual(own.json.data.subscriptions);
  });
});

describe("GET /api/customer/account/{companyId}: cucaInfo (spec §1 'Weitere Informationen')", () => {
  it("includes cucaInfo with the linked user in a support session", async () => {
    const token = session.support100101;
    const res = await accountOf(token, "100101");
    expect(res.status).toBe(200);
    const account = res.json.data.account;
    expect(account.company_id).toBe("100101");
    expect(account.company_name).toBe("Bäckerei Krüger GmbH");
    expect(account.claimed_by).toBe("OWNER");
    expect(account.cucaInfo?.linkedToUser).toBe(true);
    expect(account.cucaInfo?.user?.login).toBe("kunde@example.com");
    expect(account.cucaInfo?.user?.user_id).toBe(1001);
    expect(account.cucaInfo?.user?.email).toBe("kunde@example.com");
  });

  it("says linkedToUser false for a company no user is linked to", async () => {
    const { token } = await loginCuca("100301");
    const res = await accountOf(token, "100301");
    expect(res.status).toBe(200);
    expect(res.json.data.account.cucaInfo).toEqual({ linkedToUser: false, user: null });
  });

  it("has no cucaInfo in a customer's own session", async () => {
    const token = session.kunde;
    const res = await accountOf(token, "100101");
    expect(res.status).toBe(200);
    expect(res.json.data.account.company_id).toBe("100101");
    expect(res.json.data.account).not.toHaveProperty("cucaInfo");
  });
});

describe("POST /api/cuca/getWebsiteDeeplink (spec §1, §7)", () => {
  const editorKey = () => new TextEncoder().encode(env.WEBSITE_EDITOR_SECRET);

  it("a link into the website editor, signed with the editor's secret, naming company, website and staff member, valid 10 minutes", async () => {
    const res = await websiteDeeplink(session.support100101, "100101");
    expect(res.status).toBe(200);
    const url = new URL(res.json.data.link);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.FAKE_EDITOR}/deeplink`);
    const handOver = url.searchParams.get("token") ?? "";
    const { payload } = await jwtVerify(handOver, editorKey(), { audience: "website-editor", issuer: "mein-bereich" });
    expect(payload).toMatchObject({ companyId: "100101", websiteId: "WEB-100101-1", websiteUrl: "https://www.baeckerei-krueger.example", sub: "1006" });
    expect(payload.exp! - payload.iat!).toBe(10 * 60);
    expect(res.json.data).toMatchObject({ website: "WEB-100101-1", expiresIn: 600 });
    // not signed with the API's secret, and it opens no API session
    await expect(jwtVerify(handOver, new TextEncoder().encode(env.API_TOKEN_SECRET))).rejects.toThrow();
    expect((await subscriptions(handOver, "100101")).status).toBe(401);
    // the editor opens it and names company and website
    const opened = await fetch(res.json.data.link);
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain(">100101<");
    expect(html).toContain("WEB-100101-1 (https://www.baeckerei-krueger.example)");
  });

  it("names the website asked for; another company's website is a 403", async () => {
    const second = await call("POST", "/cuca/getWebsiteDeeplink", { token: session.support100101, query: { accountId: "100101" }, body: { website: "WEB-100101-2" } });
    expect(second.status).toBe(200);
    const token = new URL(second.json.data.link).searchParams.get("token") ?? "";
    expect((await jwtVerify(token, editorKey())).payload.websiteId).toBe("WEB-100101-2");
    const foreign = await call("POST", "/cuca/getWebsiteDeeplink", { token: session.support100101, query: { accountId: "100101" }, body: { website: "WEB-100301-1" } });
    expect(foreign.status).toBe(403);
  });

  it("the editor refuses a changed link and an expired one", async () => {
    const res = await websiteDeeplink(session.support100101, "100101");
    const link = new URL(res.json.data.link);
    const [head, body, sig] = (link.searchParams.get("token") ?? "").split(".");
    const claims = JSON.parse(atob(body!.replace(/-/g, "+").replace(/_/g, "/")));
    const otherCompany = btoa(JSON.stringify({ ...claims, companyId: "100301" })).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    link.searchParams.set("token", `${head}.${otherCompany}.${sig}`);
    const changed = await fetch(link);
    expect(changed.status).toBe(401);
    expect(await changed.text()).toContain("Der Link wurde verändert oder nicht vom Portal erstellt.");
    const expired = await new SignJWT({ companyId: "100101", websiteId: "WEB-100101-1", websiteUrl: "https://www.baeckerei-krueger.example" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("mein-bereich")
      .setAudience("website-editor")
      .setSubject("1006")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 700)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
      .sign(editorKey());
    const old = await fetch(`${env.FAKE_EDITOR}/deeplink?token=${expired}`);
    expect(old.status).toBe(401);
    expect(await old.text()).toContain("Der Link ist abgelaufen.");
  });

  it("without the editor's secret no link is made (503)", async () => {
    const res = await send(client({ token: session.support100101, bindings: { ...env, WEBSITE_EDITOR_SECRET: "" } }).cuca.getWebsiteDeeplink.$post({ query: { accountId: "100101" } }));
    expect(res.status).toBe(503);
    expect(res.json.errors[0]?.code).toBe("EDITOR_NOT_CONFIGURED");
  });

  it("refuses a company without an active website product with 422 NO_WEBSITE", async () => {
    const token = session.support100201;
    const res = await websiteDeeplink(token, "100201");
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.code).toBe("NO_WEBSITE");
    expect(res.json.data).toBeUndefined();
  });

  it("refuses a customer session with 403", async () => {
    const token = session.kunde;
    const res = await websiteDeeplink(token, "100101");
    expect(res.status).toBe(403);
    expect(res.json.errors[0]?.code).toBe("FORBIDDEN");
    expect(res.json.data).toBeUndefined();
  });
});

describe("support-staff audit log (every state-changing call is recorded)", () => {
  it("records entering a company as the first event of a support session", async () => {
    const before = (await loginAuditRows()).length;
    await loginCuca("100103");
    const rows = await loginAuditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ staff_user_id: 1006, company_id: "100103", method: "POST", status: 200 });
  });

  it("writes a row for a POST in a support session", async () => {
    const token = session.support100101;
    expect(await auditRows()).toEqual([]);
    const before = Date.now();
    const res = await websiteDeeplink(token, "100101");
    expect(res.status).toBe(200);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_user_id: 1006,
      company_id: "100101",
      method: "POST",
      path: "/api/cuca/getWebsiteDeeplink",
      status: 200,
    });
    expect(Date.parse(rows[0]!.created_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("records a refused state-changing call too, with its status", async () => {
    const token = session.support100201;
    const res = await websiteDeeplink(token, "100201");
    expect(res.status).toBe(422);
    expect(await auditRows()).toEqual([
      expect.objectContaining({ staff_user_id: 1006, company_id: "100201", method: "POST", status: 422 }),
    ]);
  });

  it("writes nothing for GETs in a support session", async () => {
    const token = session.support100101;
    expect((await accountOf(token, "100101")).status).toBe(200);
    expect((await subscriptions(token, "100101")).status).toBe(200);
    expect((await menuOf(token, "100101")).status).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it("writes nothing for a customer's own POST", async () => {
    const token = session.kunde;
    const res = await send(client({ token }).customer.updateEntryClaimedLastUpdate.$post({ query: { id: "100101", claimedBy: "OWNER", accountId: "100101" } }));
    expect(res.status).toBe(200);
    expect(await auditRows()).toEqual([]);
  });
});
