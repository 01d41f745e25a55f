import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INTERNAL_TARGET, MOVED_TO } from "../../scripts/fake-websites.mjs";
import { sealWebsiteUrl } from "../../api/services/website-check";
import { checkWaitMessage, WEBSITE_CHECK_POINTS } from "#domain/website-check";
import { client, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 GET /api/customer/getWebsiteCheck?encUrl (§4 its status, §9 one check per 10 s):
// the Worker fetches the website itself; the demo's and these tests' websites live under
// `.example` and are served by the local stand-in (scripts/fake-websites.mjs), whose
// profile each host name picks
const KUNDE = "kunde@example.com";
const ACCOUNT = "100101";
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor(KUNDE))[KUNDE];
});

const customer = (bindings: object = env) => client({ token, bindings }).customer;
type Site = { id: string; url: string; encUrl: string; check: unknown };

async function websites(accountId = ACCOUNT): Promise<Site[]> {
  const res = await send(customer().getWebsites.$get({ query: { accountId } }));
  expect(res.status).toBe(200);
  return res.json.data.websites as Site[];
}
const siteOf = async (id: string) => (await websites()).find((w) => w.id === id)!;
const check = (encUrl: string, bindings?: object) => send(customer(bindings).getWebsiteCheck.$get({ query: { accountId: ACCOUNT, encUrl } }));

/** What the stand-in was asked for so far. */
const fetched = async (): Promise<{ scheme: string; host: string; path: string }[]> => (await fetch(`${env.FAKE_WEBSITES}/__requests`)).json();

/** Adds a website at `url` to the company (a new id each time). */
let added = 0;
async function addWebsite(url: string, companyId = ACCOUNT) {
  const id = `WEB-CHECK-${++added}`;
  await env.DB.prepare("INSERT INTO websites (id, company_id, url, status, piwik_id, position) VALUES (?, ?, ?, 'online', NULL, 20)").bind(id, companyId, url).run();
  return siteOf(id);
}

const byKey = (findings: { key: string; ok: boolean }[]) => Object.fromEntries(findings.map((f) => [f.key, f.ok]));

describe("a website that passes and one with gaps", () => {
  it("the demo's main website: reachable over https, http:// redirects, title, description, viewport, Impressum and privacy links", async () => {
    const site = await siteOf("WEB-100101-1");
    expect(site.encUrl).toMatch(/^[\w-]+\.[\w-]+$/);
    const res = await check(site.encUrl);
    expect(res.status).toBe(200);
    const { status, result, website } = res.json.data;
    expect(website).toBe("WEB-100101-1");
    expect(status).toBe("success");
    expect(result).toMatchObject({ status: "success", url: site.url, finalUrl: `${site.url}/`, message: null });
    expect(result.findings.map((f) => f.key)).toEqual(Object.keys(WEBSITE_CHECK_POINTS));
    const { speed, ...rest } = byKey(result.findings);
    expect(speed).toBeTypeOf("boolean"); // how fast depends on this machine
    expect(Object.values(rest).every(Boolean)).toBe(true);
    expect(result.findings.find((f) => f.key === "title")?.detail).toBe("Baeckerei Krueger – Ihr Fachbetrieb in Köln");
    // both schemes were asked for
    const asked = (await fetched()).filter((r) => r.host === "www.baeckerei-krueger.example");
    expect(new Set(asked.map((r) => r.scheme))).toEqual(new Set(["https", "http"]));
  });

  it("the second website: answers on http:// without redirecting, no description, no viewport, no privacy link", async () => {
    const site = await siteOf("WEB-100101-2");
    const res = await check(site.encUrl);
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("success");
    expect(byKey(res.json.data.result.findings)).toMatchObject({ reachable: true, https: true, httpRedirect: false, title: true, description: false, viewport: false, impressum: true, privacy: false });
    // the title's character references read as the browser shows them
    expect(res.json.data.result.findings.find((f) => f.key === "title")?.detail).toBe("Torten Baeckerei Krueger & Co.");
    // the last result comes with the websites (spec §3 "Website check: result, status")
    expect((await siteOf("WEB-100101-2")).check).toEqual(res.json.data.result);
    expect((await siteOf("WEB-100101-1")).check).toBeNull();
    // once the company's 10 seconds are over, a new check replaces it
    await env.DB.prepare("DELETE FROM throttle_events WHERE key = ?").bind(`website-check:${ACCOUNT}`).run();
    const again = await check(site.encUrl);
    expect(again.status).toBe(200);
    expect(again.json.data.result.checkedAt > res.json.data.result.checkedAt).toBe(true);
    expect((await siteOf("WEB-100101-2")).check).toEqual(again.json.data.result);
  });

});

describe("redirects and failures are results (spec §4 redirect, error; §7 the message)", () => {
  it("a website that moved: status redirect, the page it moved to checked", async () => {
    const site = await addWebsite("https://umzug.test.example");
    const res = await check(site.encUrl);
    expect(res.status).toBe(200);
    expect(res.json.data.result).toMatchObject({ status: "redirect", finalUrl: MOVED_TO, message: "Ihre Website leitet auf https://www.neue-adresse.example weiter. Geprüft wurde die Seite dort." });
  });

  it("a redirect to an internal address is never followed", async () => {
    const site = await addWebsite("https://intern.test.example");
    const res = await check(site.encUrl);
    expect(res.status).toBe(200);
    expect(res.json.data.result).toMatchObject({
      status: "error",
      finalUrl: null,
      message: `Ihre Website leitet auf ${new URL(INTERNAL_TARGET).origin} weiter. Diese Adresse ist keine öffentliche Website und wird nicht geprüft.`,
    });
  });

  it("an error page: status error with the HTTP status", async () => {
    const site = await addWebsite("https://wartung.test.example");
    const res = await check(site.encUrl);
    expect(res.json.data.result).toMatchObject({ status: "error", message: "Ihre Website antwortet mit dem Fehler 503." });
    expect(byKey(res.json.data.result.findings)).toEqual({ reachable: false });
  });

  it("a page that stops half-way: status error, never a 500", async () => {
    const site = await addWebsite("https://stockt.test.example");
    const res = await check(site.encUrl, { ...env, WEBSITE_CHECK_TIMEOUT_MS: "300" });
    expect(res.status).toBe(200);
    expect(res.json.data.result).toMatchObject({ status: "error", message: "Ihre Website hat nicht innerhalb von 0,3 Sekunden geantwortet." });
  });

  it("a website that does not answer in time", async () => {
    const site = await addWebsite("https://langsam.test.example");
    const res = await check(site.encUrl, { ...env, WEBSITE_CHECK_TIMEOUT_MS: "300" });
    expect(res.status).toBe(200);
    expect(res.json.data.result).toMatchObject({ status: "error", message: "Ihre Website hat nicht innerhalb von 0,3 Sekunden geantwortet." });
  });
});

describe("one check per company every 10 seconds (spec §9)", () => {
  it("a second check at once: 429 with the seconds left, nothing fetched", async () => {
    const site = await siteOf("WEB-100101-1");
    expect((await check(site.encUrl)).status).toBe(200);
    const before = (await fetched()).length;
    const other = await siteOf("WEB-100101-2");
    const res = await check(other.encUrl);
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get("Retry-After"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect(res.json.errors[0]).toMatchObject({ code: "WEBSITE_CHECK_WAIT", message: checkWaitMessage(wait) });
    expect((await fetched()).length).toBe(before);
  });
});

describe("an encUrl the backend did not seal, or one it must not fetch: refused, nothing fetched", () => {
  it("changed, made up or missing: 400 at encUrl", async () => {
    const site = await siteOf("WEB-100101-1");
    const [body, mac] = site.encUrl.split(".");
    const forged = `${btoa(JSON.stringify({ c: ACCOUNT, w: "WEB-100101-1", u: "http://127.0.0.1:8080/" })).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.${mac}`;
    const before = (await fetched()).length;
    for (const encUrl of [forged, `${body}.${mac!.slice(1)}A`, "http://127.0.0.1/", ""]) {
      const res = await check(encUrl);
      expect(res.status, encUrl).toBe(400);
      expect(res.json.errors[0]?.field).toBe("encUrl");
    }
    expect((await fetched()).length).toBe(before);
  });

  it("sealed for another company: 403", async () => {
    const foreign = await sealWebsiteUrl(env as never, "100301", "WEB-100301-1", "https://www.autohaus-berger.example");
    const res = await check(foreign);
    expect(res.status).toBe(403);
  });

  it("a website whose address changed since: 403", async () => {
    const site = await addWebsite("https://gut.test.example");
    await env.DB.prepare("UPDATE websites SET url = 'https://gut2.test.example' WHERE id = ?").bind(site.id).run();
    expect((await check(site.encUrl)).status).toBe(403);
  });

  it("a website at a private, loopback or link-local address: 400 with the reason", async () => {
    const before = (await fetched()).length;
    for (const url of ["http://192.168.178.1", "http://127.0.0.1", "http://[::1]", "http://169.254.169.254", "http://intranet.local", "https://shop.example:8443"]) {
      const site = await addWebsite(url);
      const res = await check(site.encUrl);
      expect(res.status, url).toBe(400);
      expect(res.json.errors[0]?.field).toBe("encUrl");
    }
    expect((await fetched()).length).toBe(before);
  });
});
