import { request as httpRequest } from "node:http";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { csrfOf, loginHttp, PASSWORD } from "./personas";

const ENTRY_DATA = "/kunde/meineProdukte/eintrag/eintragsdaten";
/** the tab of the logo and slogan */
const LOGO_TAB = `${ENTRY_DATA}?abschnitt=logo`;
const ALLOWED = ["www.example.com", "example.com", "bewertungsmanager.example.com"];

/** Hostile return targets (bad input; spec §6: redirect targets only on the allowed domain list). */
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

test.describe("open redirect (bad input, spec §6 allowed domain list)", () => {
  test("logged in: callbackUrl, callbackPage and uri never lead off the list", async () => {
    // a hundred and more pages (the dashboard among them) one after another, beside the browser tests on two cores: it took over 30 s once
    test.setTimeout(90_000);
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

test.describe("CSRF and cross-site requests", () => {
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

  /** Every state-changing form of the portal: who may send it and what it sends besides the token. */
  const FORMS: { who: "kunde" | "support"; path: string; form: Record<string, string> }[] = [
    { who: "kunde", path: "/?index", form: { intent: "switch-account", accountId: "100103" } },
    { who: "kunde", path: "/redirect", form: { intent: "notification", code: "WILLKOMMEN-2026", choice: "close", returnTo: "/" } },
    { who: "kunde", path: "/claiming/confirm", form: { intent: "dissolve" } },
    { who: "kunde", path: ENTRY_DATA, form: { section: "logoSlogan", version: "1", slogan: "Fremd gesetzt", logoUrl: "" } },
    { who: "kunde", path: ENTRY_DATA, form: { section: "company", version: "1", company_name: "Fremd", street: "Weg", houseNumber: "1", zipCode: "12345", city: "Ort" } },
    { who: "kunde", path: "/benutzer?index", form: { intent: "change-password", currentPassword: PASSWORD, newPassword: "Fremd-gesetzt-123", newPasswordRepeat: "Fremd-gesetzt-123" } },
    { who: "support", path: "/kundenservice/deeplink", form: {} },
    { who: "kunde", path: "/logout", form: {} },
  ];

  test("every state-changing form without or with a wrong token: 403, and nothing changed", async () => {
    for (const who of ["kunde", "support"] as const) {
      const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
      await loginHttp(ctx, who);
      const entryBefore = await (await ctx.get(ENTRY_DATA)).text();
      for (const { path, form } of FORMS.filter((f) => f.who === who)) {
        for (const csrf of [undefined, "falsch"]) {
          const res = await ctx.post(path, { form: csrf ? { ...form, csrf } : form, maxRedirects: 0 });
          expect(res.status(), `${who} POST ${path} ${JSON.stringify(form)} with token ${csrf}`).toBe(403);
        }
      }
      // still logged in, same company, entry unchanged
      const after = await ctx.get(ENTRY_DATA, { maxRedirects: 0 });
      expect(after.status(), `${who} still logged in`).toBe(200);
      const versionOf = (html: string) => html.match(/name="version" value="(\d+)"/)?.[1];
      const html = await after.text();
      expect(versionOf(html)).toBe(versionOf(entryBefore));
      expect(html).not.toContain("Fremd gesetzt");
      await ctx.dispose();
    }
    // the password is still the demo one
    const again = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await loginHttp(again, "kunde");
    await again.dispose();
  });

  test("the password form never sends a typed password back", async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await loginHttp(ctx, "privat");
    const csrf = await csrfOf(ctx, "/benutzer");
    const attempts = [
      { currentPassword: "Falsch-aber-geheim-1", newPassword: "Neu-und-geheim-2345", newPasswordRepeat: "Neu-und-geheim-2345" },
      { currentPassword: PASSWORD, newPassword: "Neu-und-geheim-2345", newPasswordRepeat: "Anders-und-geheim-6789" },
      { currentPassword: PASSWORD, newPassword: "kurz", newPasswordRepeat: "kurz" },
    ];
    for (const form of attempts) {
      for (const path of ["/benutzer?index", "/benutzer.data?index"]) {
        const res = await ctx.post(path, { form: { csrf, intent: "change-password", ...form }, maxRedirects: 0 });
        expect(res.status(), `${path} ${JSON.stringify(form)}`).toBe(form.currentPassword === PASSWORD ? 400 : 422);
        const body = await res.text();
        for (const secret of Object.values(form)) {
          if (secret !== PASSWORD) expect(body, path).not.toContain(secret);
        }
        expect(body, path).not.toContain(PASSWORD);
      }
    }
    await ctx.dispose();
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

test.describe("session (security, bad input)", () => {
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

test.describe("bounded input: form bodies over 64 KB", () => {
  const MB = 1024 * 1024;

  test("a 1 MB login value gets a 4xx of a few KB, not the value echoed back", async ({ request }) => {
    const csrf = await csrfOf(request);
    const res = await request.post("/login", { form: { csrf, login: "x".repeat(MB), password: PASSWORD }, maxRedirects: 0 });
    const body = await res.body();
    expect(body.length).toBeLessThan(4 * 1024);
    expect(res.status()).toBe(413);
    expect(body.toString("utf8")).toContain("zu groß");
    // the session is untouched: an ordinary login right after works
    const ok = await request.post("/login", { form: { csrf, login: "einzel@example.com", password: PASSWORD }, maxRedirects: 0 });
    expect(ok.status()).toBe(302);
  });

  test("a 1 MB body streamed without Content-Length (chunked) is cut off with 413 too", async ({ request }) => {
    const csrf = await csrfOf(request);
    const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const form = new URLSearchParams({ csrf, login: "x".repeat(MB), password: PASSWORD }).toString();
    const answer = await new Promise<{ status: number; bytes: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${BASE_URL}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "Transfer-Encoding": "chunked" },
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: all.length, text: all.toString("utf8") });
        });
      });
      req.on("error", reject);
      // in 64 KB pieces, as a slow client would
      for (let i = 0; i < form.length; i += 64 * 1024) req.write(form.slice(i, i + 64 * 1024));
      req.end();
    });
    expect(answer.bytes).toBeLessThan(4 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("zu groß");
    // the refused upload leaves nothing stuck: the next request is answered
    expect((await request.get("/login", { timeout: 10_000 })).status()).toBe(200);
  });
});

test.describe("security headers", () => {
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

test.describe("XSS: hostile entry texts", () => {
  const PAYLOADS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "</textarea><svg onload=alert(1)>",
    "Müller\u202Egnp.exe",
    "Bäckerei\u200B Krüger",
    "Café 😀",
  ];

  test("refused at the field in German, echoed only escaped, nothing stored", async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await loginHttp(ctx, "kunde");
    const page = await (await ctx.get(LOGO_TAB)).text();
    const csrf = page.match(/name="csrf" value="([^"]+)"/)![1]!;
    const version = page.match(/name="version" value="(\d+)"/)![1]!;
    const companyId = page.match(/name="companyId" value="([^"]+)"/)![1]!;
    for (const payload of PAYLOADS) {
      const res = await ctx.post(LOGO_TAB, {
        form: { csrf, section: "logoSlogan", companyId, version, slogan: payload, logoUrl: "" },
        maxRedirects: 0,
      });
      expect(res.status(), payload).toBe(400);
      const html = await res.text();
      expect(html, payload).toMatch(/field-error"><li>(Bitte verwenden Sie keine|Der Text enthält unsichtbare)/);
      expect(html, payload).not.toContain("<script>alert(1)");
      expect(html, payload).not.toMatch(/<img src=x|<svg onload/);
    }
    const after = await (await ctx.get(ENTRY_DATA)).text();
    expect(after.match(/name="version" value="(\d+)"/)![1]).toBe(version);
    await ctx.dispose();
  });
});

test.describe("bounded input: form answers", () => {
  test("a 1 MB login is refused with a few KB, not echoed back whole", async ({ request }) => {
    const csrf = await csrfOf(request);
    const res = await request.post("/login", { form: { csrf, login: `${"x".repeat(1024 * 1024)}@example.com`, password: PASSWORD }, maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
    const body = await res.body();
    expect(body.length, "answer size").toBeLessThan(30_000);
    expect(body.toString()).not.toContain("x".repeat(255));
  });

  test("a login form with its honeypot filled in starts no session", async ({ request }) => {
    const csrf = await csrfOf(request);
    const res = await request.post("/login", { form: { csrf, login: "kunde@example.com", password: PASSWORD, homepage: "https://spam.example" }, maxRedirects: 0 });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Ihre Eingaben konnten nicht verarbeitet werden.");
    const after = await request.get("/", { maxRedirects: 0 });
    expect(after.headers()["location"]).toBe("/login");
  });

  test("a noncharacter in an entry text is refused at the field in German", async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await loginHttp(ctx, "einzel");
    const page = await (await ctx.get(ENTRY_DATA)).text();
    const csrf = page.match(/name="csrf" value="([^"]+)"/)![1]!;
    const version = page.match(/name="version" value="(\d+)"/)![1]!;
    const companyId = page.match(/name="companyId" value="([^"]+)"/)![1]!;
    const res = await ctx.post(LOGO_TAB, { form: { csrf, section: "logoSlogan", companyId, version, slogan: "Holz\uFFFF", logoUrl: "" }, maxRedirects: 0 });
    expect(res.status()).toBe(400);
    expect(await res.text()).toMatch(/field-error"><li>Die Eingabe enthält ungültige Zeichen/);
    await ctx.dispose();
  });
});
