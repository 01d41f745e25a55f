import { expect, request as playwrightRequest, test, type APIResponse } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { loginHttp } from "./personas";

/**
 * The full Worker (worker.ts): every answer carries the security headers, not
 * only the pages; and a download keeps its sandboxing CSP, its name and
 * `nosniff` (the portal's page CSP must not replace it).
 */

const COMMON = { "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin", "x-frame-options": "DENY" };
const sandboxed = (res: APIResponse) => {
  const csp = res.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()).toMatchObject(COMMON);
};

test("/__ping, the cross-site 403 and /api's JSON carry the security headers", async ({ request }) => {
  const ping = await request.get("/__ping");
  expect(await ping.text()).toBe("pong");
  sandboxed(ping);

  const crossSite = await request.post("/login", { form: { login: "x" }, headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).toBe("Anfrage von einer fremden Seite abgelehnt.");
  sandboxed(crossSite);

  const json = await request.get("/api/user/data/getProfile", { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(json.status()).toBe(401);
  expect(json.headers()["content-type"]).toContain("application/json");
  sandboxed(json);
});

test("downloads keep a sandboxing CSP, their name and nosniff", async () => {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await loginHttp(ctx, "kunde");
  for (const path of ["/benutzer/datenexport", "/kunde/meineProdukte/eintrag/selbstauskunft/download"]) {
    const res = await ctx.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-disposition"], path).toMatch(/^attachment; filename="[^"]+\.json"$/);
    sandboxed(res);
  }
  // a file the entry does not have: the short German text answer is no page either
  const missing = await ctx.get("/kunde/meineProdukte/eintrag/logo-bild");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toBe("Die Datei wurde nicht gefunden.");
  sandboxed(missing);
  // a page keeps its own CSP with the nonce
  const page = await ctx.get("/kunde/meineProdukte/eintrag/eintragsdaten");
  expect(page.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  await ctx.dispose();
});
