import { env } from "cloudflare:test";
import { unzipSync, strFromU8 } from "fflate";
import { encode as encodePng } from "fast-png";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { creativesOf, webBannerObjects, webBannersOn, webBannerStatements } from "../../seed/web-banners.mjs";
import { berlinToday } from "#domain/format";
import { MAX_WEB_BANNER_UPLOADS, WEB_BANNER_ACTIONS, WEB_BANNER_UPLOADS_FULL } from "#domain/web-banners";
import { call, errorMessage, loginCuca, seedDemoData, tokensFor } from "./helpers";

// spec §7 web-banners: getCompanyWebBanners, updateCompanyWebBannerStatus/banner/{id}/{action},
// downloadWebBannerCreatives/{id}; updateWebBannerFiles; spec §4 web banner status
const KUNDE = "kunde@example.com";
const EINZEL = "einzel@example.com";
const COMPANY = "100102";
const today = berlinToday();
const seeded = webBannersOn(today);
const byName = (n: number) => seeded.find((b) => b.id === `WB-${COMPANY}-${n}`)!;
let tokens: Record<typeof KUNDE | typeof EINZEL, string>;
beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(webBannerStatements(today).map((s) => env.DB.prepare(s)));
  for (const o of webBannerObjects(today)) await env.FILES.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } });
  tokens = await tokensFor(KUNDE, EINZEL);
});

type Banner = { id: string; status: string; phase: string; version: number; actions: string[]; impressions: number; clicks: number; creatives: { id: string; fileName: string }[]; history: { action: string; comment: string | null; byName: string | null; bySupport: boolean }[] };
const banners = async (token = tokens[KUNDE], accountId = COMPANY) => call("GET", "/web-banners/getCompanyWebBanners", { token, query: { accountId } });
const bannerOf = async (id: string) => {
  const res = await banners();
  return (res.json.data.groups as { banners: Banner[] }[]).flatMap((g) => g.banners).find((b) => b.id === id)!;
};
const act = (id: string, action: string, body: Record<string, unknown> = {}, token = tokens[KUNDE], accountId = COMPANY) =>
  call("POST", `/web-banners/updateCompanyWebBannerStatus/banner/${id}/${action}`, { token, query: { accountId }, body });
/** A GET whose body is read as bytes (an unread R2 body keeps the test's storage open). */
async function get(path: string, token = tokens[KUNDE], accountId = COMPANY) {
  const res = await api.request(`/api${path}?accountId=${accountId}`, { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` } }, env);
  return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
}

describe("GET /api/web-banners/getCompanyWebBanners", () => {
  it("the banners grouped by format in the formats' order, each with period, state, counts, creatives and the actions allowed today", async () => {
    const res = await banners();
    expect(res.status).toBe(200);
    const groups = res.json.data.groups as { flavour: string; width: number; height: number; banners: Banner[] }[];
    expect(groups.map((g) => g.flavour)).toEqual(["Skyscraper", "Rectangle", "Leaderboard", "Mobile"]);
    expect(groups.find((g) => g.flavour === "Leaderboard")).toMatchObject({ width: 728, height: 90 });
    const all = groups.flatMap((g) => g.banners);
    expect(all.map((b) => b.id).sort()).toEqual(seeded.map((b) => b.id).sort());
    for (const b of all) {
      const s = seeded.find((x) => x.id === b.id)!;
      expect(b).toMatchObject({ status: s.status, impressions: s.impressions, clicks: s.clicks, version: 1 });
      expect(b.creatives.map((c) => c.fileName)).toEqual(creativesOf(s).map((c) => c.fileName));
    }
    const phases = Object.fromEntries(all.map((b) => [b.id, [b.phase, b.actions]]));
    expect(phases).toEqual({
      [`WB-${COMPANY}-1`]: ["RUNNING", ["pause"]],
      [`WB-${COMPANY}-2`]: ["RUNNING", ["pause"]],
      [`WB-${COMPANY}-3`]: ["AWAITING_APPROVAL", ["approve", "request-change"]],
      [`WB-${COMPANY}-4`]: ["PAUSED", ["resume"]],
      [`WB-${COMPANY}-5`]: ["CHANGES_REQUESTED", []],
      [`WB-${COMPANY}-6`]: ["ENDED", []],
    });
    // the history, newest first, with who
    expect(all.find((b) => b.id === `WB-${COMPANY}-5`)!.history[0]).toMatchObject({ action: "request-change", byName: "Sabine Krüger", bySupport: false });
  });

  it("a company without banners gets no groups; another company's: 403", async () => {
    expect((await banners(tokens[KUNDE], "100101")).json.data.groups).toEqual([]);
    expect((await banners(tokens[EINZEL], COMPANY)).status).toBe(403);
  });
});

describe("POST /api/web-banners/updateCompanyWebBannerStatus/banner/{id}/{action}", () => {
  it("every action from the states it allows, to the state it leads to, the version one up and the step in the history", async () => {
    const cases: [number, string][] = [
      [3, "approve"],
      [1, "pause"],
      [4, "resume"],
    ];
    for (const [n, action] of cases) {
      const res = await act(`WB-${COMPANY}-${n}`, action, { version: 1 });
      expect(res.status, action).toBe(200);
      const to = WEB_BANNER_ACTIONS[action as keyof typeof WEB_BANNER_ACTIONS].to;
      expect(res.json.data).toMatchObject({ status: to, version: 2 });
      const after = await bannerOf(`WB-${COMPANY}-${n}`);
      expect(after).toMatchObject({ status: to, version: 2 });
      expect(after.history[0]).toMatchObject({ action, byName: "Sabine Krüger", bySupport: false, comment: null });
    }
    const change = await act(`WB-${COMPANY}-3`, "request-change", { version: 1, comment: "Bitte das Logo größer und den Notdienst nennen." });
    // approved above: a change request is no longer possible (the state, not the version, refuses it)
    expect(change.status).toBe(422);
  });

  it("a change request needs a comment (field error, nothing changed); with one it is kept in the history", async () => {
    const short = await act(`WB-${COMPANY}-3`, "request-change", { version: 1, comment: "kurz" });
    expect(short.status).toBe(422);
    expect(errorMessage(short.json, "comment")).toMatch(/mindestens 10 Zeichen/);
    expect((await bannerOf(`WB-${COMPANY}-3`)).status).toBe("AWAITING_APPROVAL");
    const res = await act(`WB-${COMPANY}-3`, "request-change", { version: 1, comment: "  Bitte das Logo größer und den Notdienst nennen.  " });
    expect(res.status).toBe(200);
    const after = await bannerOf(`WB-${COMPANY}-3`);
    expect(after).toMatchObject({ status: "CHANGES_REQUESTED", actions: [] });
    expect(after.history[0]).toMatchObject({ action: "request-change", comment: "Bitte das Logo größer und den Notdienst nennen." });
  });

  it("refused with 422 and nothing changed: an unknown action, one the state does not allow, a banner whose period is over", async () => {
    for (const [n, action, message] of [
      [1, "delete", /Unbekannte Aktion „delete“/],
      [1, "approve", /„Freigeben“ ist nicht möglich/],
      [4, "pause", /„Pausieren“ ist nicht möglich/],
      [6, "pause", /Zeitraum dieses Banners ist vorbei/],
    ] as const) {
      const res = await act(`WB-${COMPANY}-${n}`, action, { version: 1 });
      expect(res.status, `${n} ${action}`).toBe(422);
      expect(res.json.errors[0].message).toMatch(message);
      expect((await bannerOf(`WB-${COMPANY}-${n}`)).version).toBe(1);
    }
  });

  it("a stale version: 409, nothing changed; another company's banner: 403; an unknown one: 404", async () => {
    expect((await act(`WB-${COMPANY}-1`, "pause", { version: 1 })).status).toBe(200);
    // the page still showed version 1: resuming on it is refused
    const stale = await act(`WB-${COMPANY}-1`, "resume", { version: 1 });
    expect(stale.status).toBe(409);
    expect((await bannerOf(`WB-${COMPANY}-1`)).status).toBe("PAUSED");
    // Schreinerei Wagner's user asks for Krüger Haustechnik's banner through their own company
    const foreign = await act(`WB-${COMPANY}-1`, "resume", { version: 2 }, tokens[EINZEL], "100201");
    expect(foreign.status).toBe(403);
    expect((await bannerOf(`WB-${COMPANY}-1`)).status).toBe("PAUSED");
    expect((await act("WB-000000-1", "pause", { version: 1 })).status).toBe(404);
  });

  it("support staff acting for the company: the step is theirs and marked as support's in the history", async () => {
    const cuca = await loginCuca(COMPANY);
    const res = await act(`WB-${COMPANY}-3`, "approve", { version: 1 }, cuca.token);
    expect(res.status).toBe(200);
    expect((await bannerOf(`WB-${COMPANY}-3`)).history[0]).toMatchObject({ action: "approve", bySupport: true, byName: expect.any(String) });
  });
});

describe("GET /api/web-banners/downloadWebBannerCreatives/{id}", () => {
  it("a ZIP that unpacks to the banner's images as stored and a text naming banner, format and period", async () => {
    const banner = byName(2);
    const res = await get(`/web-banners/downloadWebBannerCreatives/${banner.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Werbebanner Heizungscheck Herbst - Rectangle.zip"; filename*=UTF-8''${encodeURIComponent("Werbebanner Heizungscheck Herbst - Rectangle.zip")}`,
    );
    const files = unzipSync(res.body);
    const objects = webBannerObjects(today).filter((o) => o.key.includes(`/${banner.id}/`));
    expect(Object.keys(files).sort()).toEqual([...objects.map((o) => o.fileName), "LIESMICH.txt"].sort());
    for (const o of objects) expect(files[o.fileName]).toEqual(o.bytes);
    const about = strFromU8(files["LIESMICH.txt"]!);
    expect(about).toContain(`Werbebanner: ${banner.name}`);
    expect(about).toContain("Format: Rectangle (300 × 250 Pixel)");
    expect(about).toContain(`Zeitraum: ${banner.startDate.split("-").reverse().join(".")}`);
  });

  it("another company's banner: 403; a creative of it: 403; one of the company's is an image", async () => {
    expect((await get(`/web-banners/downloadWebBannerCreatives/WB-${COMPANY}-1`, tokens[EINZEL], "100201")).status).toBe(403);
    const creative = creativesOf(byName(1))[0]!;
    expect((await get(`/web-banners/creative/${creative.id}`, tokens[EINZEL], "100201")).status).toBe(403);
    const own = await get(`/web-banners/creative/${creative.id}`);
    expect(own.headers.get("Content-Type")).toBe("image/png");
    expect(own.body.subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));
  });
});

describe("POST /api/customer/updateWebBannerFiles", () => {
  const PNG = encodePng({ width: 2, height: 2, data: new Uint8Array(16).fill(200), channels: 4, depth: 8 });
  async function upload(files: [string, Uint8Array][], token = tokens[KUNDE]) {
    const form = new FormData();
    for (const [name, content] of files) form.append("file", new File([content], name, { type: "application/octet-stream" }));
    const res = await api.request(`/api/customer/updateWebBannerFiles?accountId=${COMPANY}`, { method: "POST", headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` }, body: form }, env);
    return { status: res.status, json: (await res.json()) as { data?: { files: { id: string; fileName: string }[] }; errors?: { field?: string; message: string }[] } };
  }
  const uploadKeys = async () => (await env.FILES.list({ prefix: `web-banner-uploads/${COMPANY}/` })).objects.map((o) => o.key);

  it("several images at once: stored, listed newest first, shown and deleted", async () => {
    const res = await upload([
      ["Logo.png", PNG],
      ["Team.png", PNG],
    ]);
    expect(res.status).toBe(200);
    const files = res.json.data!.files;
    expect((await uploadKeys()).sort()).toEqual(files.map((f) => `web-banner-uploads/${COMPANY}/${f.id}`).sort());
    const listed = await call("GET", "/web-banners/uploads", { token: tokens[KUNDE], query: { accountId: COMPANY } });
    expect(listed.json.data.files.map((f: { fileName: string }) => f.fileName).sort()).toEqual(["Logo.png", "Team.png"]);
    const one = await get(`/web-banners/uploads/${files[0]!.id}`);
    expect(one.body).toEqual(PNG);
    expect((await call("DELETE", `/web-banners/uploads/${files[0]!.id}`, { token: tokens[KUNDE], query: { accountId: COMPANY } })).status).toBe(200);
    expect(await uploadKeys()).toEqual([`web-banner-uploads/${COMPANY}/${files[1]!.id}`]);
  });

  it("refused, nothing stored: a PDF, a file named with a path, an SVG; beyond the limit", async () => {
    for (const [name, bytes, message] of [
      ["Flyer.pdf", new TextEncoder().encode("%PDF-1.7\n%%EOF"), /JPG, PNG oder GIF/],
      ["../Logo.png", PNG, /Ordnerangaben/],
      ["Logo.svg", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), /SVG-Dateien sind nicht erlaubt/],
    ] as const) {
      const res = await upload([
        ["Gut.png", PNG],
        [name, bytes],
      ]);
      expect(res.status, name).toBe(422);
      expect(res.json.errors![0]!.message).toMatch(message);
    }
    expect(await uploadKeys()).toEqual([]);
    const now = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: MAX_WEB_BANNER_UPLOADS - 1 }, (_, i) =>
        env.DB.prepare("INSERT INTO web_banner_uploads (id, company_id, file_name, content_type, size, object_key, created_at) VALUES (?, ?, ?, 'image/png', 1, ?, ?)").bind(`alt-${i}`, COMPANY, `alt-${i}.png`, `x/${i}`, now),
      ),
    );
    const full = await upload([
      ["A.png", PNG],
      ["B.png", PNG],
    ]);
    expect(full.status).toBe(422);
    expect(full.json.errors![0]!.message).toBe(WEB_BANNER_UPLOADS_FULL);
    expect(await uploadKeys()).toEqual([]);
  });
});
