import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader as debugLoader } from "../../../app/routes/debug+/_index";
import { action as demoAction, loader as demoLoader } from "../../../app/routes/demo";
import { loader as previewLoader } from "../../../app/routes/preview";
import { loader as testLoader } from "../../../app/routes/test";
import { devPagesEnabled } from "#domain/env";

// spec §2: the non-production pages (/demo, /test, /preview, /debug) exist only with DEV_PAGES = "1" outside production (decision 086)
function args(env: Record<string, unknown>) {
  let asked = 0;
  const portal = {
    env,
    api: {
      call: async () => {
        asked++;
        return { ok: true, status: 200, data: { retentionDays: 90, views: [{ section: "/kunde", views: 3 }], dataEvents: 1 } };
      },
    },
  };
  const request = new Request("https://portal.test/debug");
  return { args: { request, context: { portal }, params: {} } as unknown as LoaderFunctionArgs, asked: () => asked };
}

const status = async (p: Promise<unknown>) => p.then(() => 200, (e: unknown) => (e instanceof Response ? e.status : -1));

const OFF = [
  ["production (its configuration, with the switch)", { ENVIRONMENT: "production", DEV_PAGES: "1" }],
  ["development without DEV_PAGES", { ENVIRONMENT: "development" }],
  ["staging with another value than 1", { ENVIRONMENT: "staging", DEV_PAGES: "true" }],
] as const;

describe("the switch of the non-production pages", () => {
  it.each(OFF)("is off: %s", (_, env) => expect(devPagesEnabled(env)).toBe(false));
  it("is on with DEV_PAGES = 1 outside production", () => expect(devPagesEnabled({ ENVIRONMENT: "staging", DEV_PAGES: "1" })).toBe(true));
});

describe("the page /debug", () => {
  it.each(OFF)("answers 404 without asking the backend: %s", async (_, env) => {
    const a = args(env);
    expect(await status(debugLoader(a.args))).toBe(404);
    expect(a.asked()).toBe(0);
  });

  it("shows the bindings present, the settings, whether secrets are set (never their value), and the tracking counts", async () => {
    const a = args({ ENVIRONMENT: "development", DEV_PAGES: "1", DB: {}, CACHE: {}, SESSION_SECRET: "geheim", BRAND: "b2b" });
    const data = await debugLoader(a.args);
    expect(data.bindings).toEqual([
      { name: "DB", what: "D1-Datenbank", present: true },
      { name: "FILES", what: "R2-Dateiablage", present: false },
      { name: "CACHE", what: "KV-Speicher", present: true },
    ]);
    expect(data.settings).toContainEqual({ name: "BRAND", value: "b2b" });
    expect(data.secrets).toContainEqual({ name: "SESSION_SECRET", set: true });
    expect(JSON.stringify(data)).not.toContain("geheim");
    expect(data.tracking?.views).toEqual([{ section: "/kunde", views: 3 }]);
  });
});

describe("the pages /demo, /preview and /test, and the demo's sign-in", () => {
  it.each(OFF)("answer 404 without asking the backend: %s", async (_, env) => {
    const a = args(env);
    const post = { ...a.args, request: new Request("https://portal.test/demo", { method: "POST", body: new URLSearchParams({ persona: "kunde" }) }) };
    expect(await status(Promise.resolve().then(() => demoLoader(a.args)))).toBe(404);
    expect(await status(Promise.resolve().then(() => previewLoader(a.args)))).toBe(404);
    expect(await status(Promise.resolve().then(() => testLoader(a.args)))).toBe(404);
    expect(await status(demoAction(post))).toBe(404);
    expect(a.asked()).toBe(0);
  });
});
