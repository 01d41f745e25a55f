import { expect, request as playwrightRequest, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { csrfOf, loginHttp } from "./personas";

/**
 * Observability: every answer names its request id, and Server-Timing
 * tells the action, the loaders, the /api calls (how many, in how many rounds) and
 * the whole request apart.
 */
const timing = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? "").split(/,\s*/).map((part) => {
      const [name, ...params] = part.split(";");
      const dur = params.find((p) => p.startsWith("dur="));
      const desc = params.find((p) => p.startsWith("desc="));
      return [name!.trim(), { dur: dur ? Number(dur.slice(4)) : NaN, desc: desc?.slice(6, -1) ?? null }];
    }),
  );

test("a page: loader, /api and whole-request time, the calls in one round, their D1 round trips, and the request id", async () => {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await loginHttp(ctx, "einzel");
  const res = await ctx.get("/kunde/meineProdukte/eintrag/eintragsdaten", { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const t = timing(res.headers()["server-timing"]);
  expect(Object.keys(t)).toEqual(["loader", "api", "d1", "app"]);
  expect(t.api!.desc).toBe("2 /api calls in 1 rounds"); // menu-items and the entry, side by side
  // their D1 reads: the live session check with the menu's reads, then the entry's reads of both calls in one batch
  expect(t.d1!.desc).toBe("2 round trips");
  for (const k of ["loader", "api", "app"]) expect(t[k]!.dur, k).toBeGreaterThanOrEqual(0);
  expect(t.app!.dur).toBeGreaterThanOrEqual(t.loader!.dur);
  expect(res.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  await ctx.dispose();
});

test("a form post: the action's time too", async () => {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await loginHttp(ctx, "einzel");
  const csrf = await csrfOf(ctx, "/benutzer");
  const res = await ctx.post("/benutzer?index", {
    form: { csrf, intent: "change-password", currentPassword: "x", newPassword: "kurz", newPasswordRepeat: "kurz" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  const t = timing(res.headers()["server-timing"]);
  expect(t.action!.dur).toBeGreaterThanOrEqual(0);
  expect(t.api!.desc).toMatch(/^\d+ \/api calls in \d+ rounds$/);
  await ctx.dispose();
});

test("first paint needs nothing but the HTML: CSS inline, no stylesheet link, scripts fetched only after the paint", async () => {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  for (const path of ["/login", "/fehler"]) {
    const html = await (await ctx.get(path)).text();
    expect(html, path).toMatch(/<style[^>]*>[^<]*\{/);
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // nothing the browser would fetch before it paints: the preloads wait in a template, the module script is a data block
    const preloads = html.match(/<template data-after-paint>((?:<link rel="modulepreload" href="\/assets\/[^"]+\.js"\/>)+)<\/template>/);
    expect(html.replace(preloads?.[0] ?? "", ""), path).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html, path).not.toMatch(/<script[^>]+type="module"/);
    expect((preloads?.[1]?.match(/<link /g) ?? []).length, path).toBeGreaterThan(2);
    expect(html, path).toMatch(/<script nonce="[^"]+" type="text\/x-after-paint">[^<]*import\("\/assets\/entry\.client-/);
  }
  await ctx.dispose();
});
