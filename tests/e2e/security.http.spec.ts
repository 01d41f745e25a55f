import { expect, request as playwrightRequest, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { csrfOf, loginHttp, PASSWORD } from "./personas";

const ALLOWED = ["www.example.com", "example.com", "bewertungsmanager.example.com"];

/** Hostile return targets (issue 2 Bad input, issue 3 §3). */
const HOSTILE = [
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "\\\\evil.example",
  "https://evil.example",
  "http://www.example.com",
  "https://www.example.com.evil.example",
  "https://www.example.com@evil.example",
  "https://user:pass@www.example.com",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "https:evil.example",
  "https:/evil.example",
  "https:///evil.example",
  "%2F%2Fevil.example",
  "https://evil.example\\@www.example.com",
  "https://www.example.com.",
  "https://www。example。com",
  "https://www.example.com:443@evil.example",
  "HTTPS://EVIL.EXAMPLE",
  " https://evil.example",
  "https://evil.example#@www.example.com",
  "https://evil.example?@www.example.com",
  "https://xn--exmple-cua.com",
  "//www.example.com@evil.example",
  "/%09/evil.example",
  "https://evil.example/www.example.com",
  "ftp://www.example.com",
  "https://www.example.com\n.evil.example",
  "https://127.0.0.1",
  "evil.example",
];

function isOffList(location: string | undefined) {
  if (!location) return false;
  if (location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")) return false;
  try {
    const u = new URL(location, BASE_URL);
    if (u.origin === BASE_URL) return false;
    return !(u.protocol === "https:" && ALLOWED.includes(u.hostname) && !u.username && !u.password);
  } catch {
    return true;
  }
}

test.describe("open redirect (issue 2 Bad input)", () => {
  test("logged in: callbackUrl, callbackPage and uri never lead off the list", async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await loginHttp(ctx, "kunde");
    const problems: string[] = [];
    for (const value of HOSTILE) {
      for (const param of ["callbackUrl", "callbackPage", "uri"]) {
        for (const path of ["/", "/benutzer", "/redirect", "/switchPortal"]) {
          const res = await ctx.get(`${path}?${param}=${encodeURIComponent(value)}`, { maxRedirects: 0 });
          const location = res.headers()["location"];
          if (isOffList(location)) problems.push(`${path}?${param}=${JSON.stringify(value)} → ${location}`);
        }
      }
    }
    await ctx.dispose();
    expect(problems).toEqual([]);
  });

  test("an allowed callbackUrl is followed, https added", async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await loginHttp(ctx, "einzel");
    const res = await ctx.get(`/?callbackUrl=${encodeURIComponent("www.example.com/angebote")}`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("https://www.example.com/angebote");
    await ctx.dispose();
  });

  test("login with hostile return targets stays in the portal", async () => {
    for (const value of HOSTILE.slice(0, 12)) {
      const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
      const csrf = await csrfOf(ctx);
      const res = await ctx.post("/login", {
        form: { csrf, login: "handwerk@example.com", password: PASSWORD, callbackUrl: value, redirectTo: value, callbackPage: value },
        maxRedirects: 0,
      });
      expect(res.status(), value).toBe(302);
      expect(isOffList(res.headers()["location"]), `${value} → ${res.headers()["location"]}`).toBe(false);
      await ctx.dispose();
    }
  });
});

test.describe("CSRF and cross-site requests (issue 2 §6)", () => {
  test("a form without or with a wrong token is refused with 403", async ({ request }) => {
    await csrfOf(request);
    const without = await request.post("/login", { form: { login: "kunde@example.com", password: PASSWORD }, maxRedirects: 0 });
    expect(without.status()).toBe(403);
    const wrong = await request.post("/login", {
      form: { csrf: "falsch", login: "kunde@example.com", password: PASSWORD },
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(403);
    expect(wrong.headers()["set-cookie"] ?? "").not.toMatch(/mb_session=[^;]{200,}/);
  });

  test("a cross-site POST is refused even with a valid token", async ({ request }) => {
    const csrf = await csrfOf(request);
    const attempts: Record<string, string>[] = [{ "Sec-Fetch-Site": "cross-site" }, { Origin: "https://evil.example" }];
    for (const headers of attempts) {
      const res = await request.post("/login", { form: { csrf, login: "kunde@example.com", password: PASSWORD }, headers, maxRedirects: 0 });
      expect(res.status(), JSON.stringify(headers)).toBe(403);
    }
  });
});

test.describe("session (issue 2 §6, Bad input)", () => {
  test("a new session at login, and logout makes a copied cookie useless", async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await csrfOf(ctx);
    const before = (await ctx.storageState()).cookies.find((c) => c.name === "mb_session")?.value;
    await loginHttp(ctx, "einzel");
    const session = (await ctx.storageState()).cookies.find((c) => c.name === "mb_session")!;
    expect(session.value).not.toBe(before);
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    const copied = `mb_session=${session.value}`;
    expect((await ctx.get("/", { maxRedirects: 0 })).status()).toBe(200);
    const csrf = await csrfOf(ctx, "/logout");
    expect((await ctx.post("/logout", { form: { csrf }, maxRedirects: 0 })).status()).toBe(302);
    const replay = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Cookie: copied } });
    const res = await replay.get("/benutzer", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toMatch(/^\/login/);
    await replay.dispose();
    await ctx.dispose();
  });

  test("a tampered session cookie counts as logged out", async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await loginHttp(ctx, "einzel");
    const session = (await ctx.storageState()).cookies.find((c) => c.name === "mb_session")!;
    const [payload, sig] = session.value.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(decodeURIComponent(payload!), "base64").toString()), accountId: "100101" }),
    ).toString("base64");
    for (const value of [`${encodeURIComponent(forged)}.${sig}`, `${payload}.${sig!.slice(0, -3)}abc`]) {
      const other = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Cookie: `mb_session=${value}` } });
      const res = await other.get("/", { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe("/login");
      await other.dispose();
    }
    await ctx.dispose();
  });

  test("ten failed logins lock the login for 15 minutes with a German message", async ({ request }) => {
    // a login of its own, so the lock does not get in the way of other tests (the API tests lock a real persona)
    const login = `sperre-${Date.now()}@example.com`;
    const csrf = await csrfOf(request);
    for (let i = 0; i < 10; i++) {
      const res = await request.post("/login", { form: { csrf, login, password: `falsch-${i}` } });
      expect(res.status()).toBe(401);
    }
    const locked = await request.post("/login", { form: { csrf, login, password: PASSWORD } });
    expect(locked.status()).toBe(429);
    expect(await locked.text()).toContain("Zu viele fehlgeschlagene Anmeldeversuche");
  });
});

test.describe("headers (issue 3 §3)", () => {
  test("HTML answers carry CSP with a nonce and no unsafe-inline scripts, and the request id", async ({ request }) => {
    const a = await request.get("/login");
    const b = await request.get("/login");
    const csp = a.headers()["content-security-policy"]!;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9_-]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(b.headers()["content-security-policy"]).not.toBe(csp);
    expect(a.headers()["x-content-type-options"]).toBe("nosniff");
    expect(a.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(a.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const html = await a.text();
    const nonce = scriptSrc.match(/'nonce-([^']+)'/)![1];
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
