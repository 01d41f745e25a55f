import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { call, client, loginCuca, seedDemoData, send, tokensFor } from "./helpers";
import { TRACKING_BODY_LIMIT } from "#domain/tracking";

// spec §7 "Support and tracking": POST /api/tartaros/{user|company}/{views|data} with id and data;
// a view's data is a section path of at most three segments (decision 084), kept 90 days (decision 085)
const KUNDE = "1001"; // kunde@example.com, companies 100101–100103
let token = "";
let other = "";
beforeAll(async () => {
  await seedDemoData();
  const t = await tokensFor("kunde@example.com", "einzel@example.com");
  token = t["kunde@example.com"];
  other = t["einzel@example.com"];
});

const rows = async () =>
  (await env.DB.prepare("SELECT user_id, company_id, kind, section, data FROM tracking_events ORDER BY id").all<Record<string, unknown>>()).results;
const track = (path: string, body: unknown, t = token) => call("POST", `/tartaros/${path}`, { token: t, body });

describe("POST /api/tartaros/user/views", () => {
  it("records the caller's view of a section path of up to three segments", async () => {
    const before = (await rows()).length;
    for (const section of ["/", "/kunde", "/kunde/meineProdukte/website"]) {
      const res = await send(client({ token }).tartaros.user.views.$post({ json: { id: KUNDE, data: section } }));
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ recorded: true });
    }
    expect((await rows()).slice(before)).toEqual(
      ["/", "/kunde", "/kunde/meineProdukte/website"].map((section) => ({ user_id: 1001, company_id: null, kind: "views", section, data: null })),
    );
  });

  it("refuses a path of four segments, an id or value in it, or no path, quietly (400) and records nothing", async () => {
    const before = (await rows()).length;
    for (const data of ["/kunde/meineProdukte/website/uebersicht", "/kunde/100101", "kunde", "", "/a//b", 42, null]) {
      const res = await track("user/views", { id: KUNDE, data });
      expect(res.status, String(data)).toBe(400);
      expect(res.json.errors[0].code).toBe("BAD_REQUEST");
    }
    expect(await rows()).toHaveLength(before);
  });

  it("refuses another user's id (403)", async () => {
    expect((await track("user/views", { id: "1002", data: "/kunde" })).status).toBe(403);
  });

  it("refuses a logged-out visitor (401) and one without the XMLHttpRequest header (400)", async () => {
    expect((await call("POST", "/tartaros/user/views", { body: { id: KUNDE, data: "/kunde" } })).status).toBe(401);
    expect((await call("POST", "/tartaros/user/views", { token, xhr: false, body: { id: KUNDE, data: "/kunde" } })).status).toBe(400);
  });

  it("refuses a body over its size limit (413) before reading it", async () => {
    const res = await track("user/data", { id: KUNDE, data: { note: "x".repeat(TRACKING_BODY_LIMIT) } });
    expect(res.status).toBe(413);
    expect(res.json.errors[0].code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("POST /api/tartaros/user/data", () => {
  it("records a small JSON object; anything else (a list, a text, over 1 KB) is refused", async () => {
    const before = (await rows()).length;
    const ok = await send(client({ token }).tartaros.user.data.$post({ json: { id: KUNDE, data: { chart: "anrufe", range: "Woche" } } }));
    expect(ok.status).toBe(200);
    expect((await rows()).slice(before)).toEqual([{ user_id: 1001, company_id: null, kind: "data", section: null, data: '{"chart":"anrufe","range":"Woche"}' }]);
    for (const data of [["a"], "text", { long: "y".repeat(1100) }]) expect((await track("user/data", { id: KUNDE, data })).status).toBe(400);
  });
});

describe("POST /api/tartaros/company/{views|data}", () => {
  it("records for one of the caller's companies", async () => {
    const before = (await rows()).length;
    expect((await send(client({ token }).tartaros.company.views.$post({ json: { id: "100102", data: "/kunde/meineProdukte" } }))).status).toBe(200);
    expect((await send(client({ token }).tartaros.company.data.$post({ json: { id: "100102", data: { tab: 2 } } }))).status).toBe(200);
    expect((await rows()).slice(before)).toEqual([
      { user_id: 1001, company_id: "100102", kind: "views", section: "/kunde/meineProdukte", data: null },
      { user_id: 1001, company_id: "100102", kind: "data", section: null, data: '{"tab":2}' },
    ]);
  });

  it("refuses a company that is not the caller's (403), as an unknown one", async () => {
    expect((await track("company/views", { id: "100101", data: "/kunde" }, other)).status).toBe(403);
    expect((await track("company/views", { id: "999999", data: "/kunde" })).status).toBe(403);
  });

  it("records nothing of support staff acting for a customer", async () => {
    const staff = (await loginCuca("100101")).token;
    const before = (await rows()).length;
    const res = await track("company/views", { id: "100101", data: "/kunde" }, staff);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ recorded: false });
    expect(await rows()).toHaveLength(before);
  });
});

describe("DSGVO: the tracking rows are the person's data", () => {
  it("are in their export, and go with their profile", async () => {
    const t = (await tokensFor("einzel@example.com"))["einzel@example.com"];
    expect((await track("user/views", { id: "1002", data: "/benutzer" }, t)).status).toBe(200);
    const e = await send(client({ token: t }).user.data.export.$get());
    expect(e.json.data.export.tracking).toEqual([expect.objectContaining({ kind: "views", section: "/benutzer", companyId: null, data: null })]);
    const del = await send(client({ token: t }).user.data.deleteProfile.$delete({ query: {}, json: { currentPassword: DEMO_PASSWORD } }));
    expect(del.status).toBe(200);
    expect((await rows()).filter((r) => r.user_id === 1002)).toEqual([]);
  });
});

describe("GET /api/debug/tracking", () => {
  it("counts the views per section and the data events, for anyone where the non-production pages are on", async () => {
    for (const data of ["/kunde", "/kunde", "/benutzer"]) await track("user/views", { id: KUNDE, data });
    await track("user/data", { id: KUNDE, data: { a: 1 } });
    const res = await send(client().debug.tracking.$get());
    expect(res.status).toBe(200);
    const all = await rows();
    const views = all.filter((r) => r.kind === "views");
    expect(res.json.data.dataEvents).toBe(all.length - views.length);
    expect(res.json.data.views.find((v) => v.section === "/kunde")?.views).toBe(views.filter((r) => r.section === "/kunde").length);
    expect(res.json.data.views[0]).toEqual({ section: "/kunde", views: 2 });
    expect(res.json.data.dataEvents).toBe(1);
    expect(res.json.data.retentionDays).toBe(90);
  });

  it("answers 404 in production and without the switch (decision 086)", async () => {
    for (const vars of [{ ENVIRONMENT: "production", DEV_PAGES: "1" }, { ENVIRONMENT: "staging", DEV_PAGES: undefined }]) {
      expect((await send(client({ bindings: { ...env, ...vars } }).debug.tracking.$get())).status).toBe(404);
    }
  });
});
