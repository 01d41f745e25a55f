import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TV_APPROVALS, TV_BANNERS, TV_CREATIVES, TV_MEDIA, tvBannerStatements } from "../../seed/tv-banners.mjs";
import { CHOICE_MESSAGE } from "#domain/form-rules";
import { NOT_CHOOSABLE_MESSAGE, SCREEN_ENDED_MESSAGE, REASON_REQUIRED_MESSAGE } from "#domain/tv-banners";
import { api as app } from "../../api/app";
import { auditRows, client, errorMessage, loginCuca, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 tv-banners (getCompanyTvBanners, getCompanyCreatives, setCreative, updateCreative), spec §4 "Creative approval"
const COMPANY = "100102"; // Krüger Haustechnik KG, MB-TVBANNER
const OTHER = "100201"; // Thomas Wagner's company: not kunde@'s
let token = "";
let otherToken = "";

// the media files as the seed puts them (small stand-ins: the test checks what is served, not what it shows)
const MEDIA_BYTES = new Map(TV_MEDIA.map((m, i) => [m.key, new Uint8Array(Array.from({ length: 1000 + i }, (_, j) => (j * 7 + i) % 256))]));

beforeAll(async () => {
  await seedDemoData();
  // a creative and a banner of another company, to ask for with kunde@'s session
  const foreign = [
    `INSERT INTO tv_creatives (binary_master_id, company_id, title, duration_seconds, video_key, poster_key, customer_approval_status, partner_approval_status) VALUES ('BM-OTHER-1', '${OTHER}', 'Fremd', 10, 'tv-banners/demo/bad.mp4', 'tv-banners/demo/bad.jpg', 'UNVERIFIED', 'ACCEPTED')`,
    `INSERT INTO tv_banners (external_id, company_id, location, screen, start_date, end_date, binary_master_id) VALUES ('TVB-OTHER-1', '${OTHER}', 'Bonn', 'Bildschirm', '2026-01-01', '2026-12-31', 'BM-OTHER-1')`,
  ];
  await env.DB.batch([...tvBannerStatements(), ...foreign].map((s) => env.DB.prepare(s)));
  for (const m of TV_MEDIA) await env.FILES.put(m.key, MEDIA_BYTES.get(m.key)!, { httpMetadata: { contentType: m.contentType } });
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  token = tokens["kunde@example.com"];
  otherToken = tokens["einzel@example.com"];
});

const api = (t = token) => client({ token: t })["tv-banners"];
const creatives = async (t = token, accountId = COMPANY) => (await send(api(t).getCompanyCreatives.$get({ query: { accountId } }))).json.data.creatives;
const creative = async (id: string) => (await creatives()).find((c) => c.binaryMasterId === id)!;
const banners = async () => (await send(api().getCompanyTvBanners.$get({ query: { accountId: COMPANY } }))).json.data.banners;
const update = (json: Record<string, unknown>, t = token) => send(api(t).updateCreative.$post({ query: { accountId: COMPANY }, json }));

describe("GET /api/tv-banners/getCompanyTvBanners and getCompanyCreatives", () => {
  it("the company's screens with external_id, binary_master_id, place and period", async () => {
    const res = await send(api().getCompanyTvBanners.$get({ query: { accountId: COMPANY } }));
    expect(res.status).toBe(200);
    expect(res.json.data.banners).toEqual(
      TV_BANNERS.map((b) => ({ external_id: b.externalId, binary_master_id: b.binaryMasterId, location: b.location, screen: b.screen, startDate: b.startDate, endDate: b.endDate })),
    );
  });

  it("the company's creatives, newest first, with both approvals, title, media URLs, length, version and history", async () => {
    const res = await send(api().getCompanyCreatives.$get({ query: { accountId: COMPANY } }));
    expect(res.status).toBe(200);
    const list = res.json.data.creatives;
    expect(list.map((c) => c.binaryMasterId)).toEqual([...TV_CREATIVES].reverse().map((c) => c.binaryMasterId));
    const seeded = TV_CREATIVES[1]!; // rejected by the customer, through support staff
    expect(list.find((c) => c.binaryMasterId === seeded.binaryMasterId)).toMatchObject({
      customerApprovalStatus: "REJECTED",
      partnerApprovalStatus: "UNVERIFIED",
      customerReason: seeded.customerReason,
      title: seeded.title,
      durationSeconds: seeded.durationSeconds,
      videoUrl: `/api/tv-banners/getCreativeMedia/${seeded.binaryMasterId}/video`,
      posterUrl: `/api/tv-banners/getCreativeMedia/${seeded.binaryMasterId}/poster`,
      version: 1,
      history: [{ party: "customer", status: "REJECTED", reason: seeded.customerReason, userName: "Kundenservice Team", supportStaff: true, at: TV_APPROVALS[2]!.at }],
    });
    // the partner's rejection is in the history too, newest first
    expect(list.find((c) => c.binaryMasterId === "BM-100102-003")!.history.map((h) => [h.party, h.status])).toEqual([
      ["partner", "REJECTED"],
      ["customer", "ACCEPTED"],
    ]);
  });

  it("a page of the creatives: offset and limit, the total of all", async () => {
    const res = await send(api().getCompanyCreatives.$get({ query: { accountId: COMPANY, offset: "1", limit: "2" } }));
    expect(res.json.data.total).toBe(TV_CREATIVES.length);
    expect(res.json.data.creatives.map((c) => c.binaryMasterId)).toEqual([...TV_CREATIVES].reverse().slice(1, 3).map((c) => c.binaryMasterId));
    expect((await send(api().getCompanyCreatives.$get({ query: { accountId: COMPANY, limit: "101" } }))).status).toBe(422);
  });

  it("another company's list: 403", async () => {
    expect((await send(api().getCompanyCreatives.$get({ query: { accountId: OTHER } }))).status).toBe(403);
    expect((await send(api().getCompanyTvBanners.$get({ query: { accountId: OTHER } }))).status).toBe(403);
  });
});

describe("GET /api/tv-banners/getCreativeMedia/:binaryMasterId/:kind", () => {
  // every body read to its end (an R2 body left open breaks the test's isolated storage)
  const media = async (id: string, kind: string, headers: Record<string, string> = {}, accountId = COMPANY) => {
    const res = await app.request(`/api/tv-banners/getCreativeMedia/${id}/${kind}?accountId=${accountId}`, { headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}`, ...headers } }, env);
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it("the video as MP4, the poster as JPEG, whole or one byte range", async () => {
    const c = TV_CREATIVES[0]!;
    const whole = await media(c.binaryMasterId, "video");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("video/mp4");
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(whole.bytes).toEqual(MEDIA_BYTES.get(c.videoKey));
    const part = await media(c.binaryMasterId, "video", { Range: "bytes=10-19" });
    expect(part.status).toBe(206);
    const size = MEDIA_BYTES.get(c.videoKey)!.length;
    expect(part.headers.get("Content-Range")).toBe(`bytes 10-19/${size}`);
    expect(part.bytes).toEqual(MEDIA_BYTES.get(c.videoKey)!.slice(10, 20));
    expect((await media(c.binaryMasterId, "video", { Range: `bytes=${size}-` })).status).toBe(416);
    const poster = await media(c.binaryMasterId, "poster");
    expect(poster.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("another company's creative: 403", async () => {
    expect((await media("BM-OTHER-1", "video")).status).toBe(403);
  });
});

describe("POST /api/tv-banners/setCreative", () => {
  it("chooses one of the company's creatives for one of its banners", async () => {
    const res = await send(api().setCreative.$post({ query: { accountId: COMPANY }, json: { binaryMasterId: "BM-100102-004", externalId: "TVB-100102-02" } }));
    expect(res.status).toBe(200);
    expect((await banners()).find((b) => b.external_id === "TVB-100102-02")!.binary_master_id).toBe("BM-100102-004");
  });

  it("a creative the customer or the partner rejected: 422 at the field, nothing changed", async () => {
    for (const id of ["BM-100102-002", "BM-100102-003"]) {
      const res = await send(api().setCreative.$post({ query: { accountId: COMPANY }, json: { binaryMasterId: id, externalId: "TVB-100102-03" } }));
      expect(res.status).toBe(422);
      expect(errorMessage(res.json, "binaryMasterId")).toBe(NOT_CHOOSABLE_MESSAGE);
    }
    expect((await banners()).find((b) => b.external_id === "TVB-100102-03")!.binary_master_id).toBe("BM-100102-004");
  });

  it("a screen whose period is over takes no other creative: 422 at the screen, nothing changed", async () => {
    const res = await send(api().setCreative.$post({ query: { accountId: COMPANY }, json: { binaryMasterId: "BM-100102-004", externalId: "TVB-100102-01" } }));
    expect(res.status).toBe(422);
    expect(errorMessage(res.json, "externalId")).toBe(SCREEN_ENDED_MESSAGE);
    expect((await banners()).find((b) => b.external_id === "TVB-100102-01")!.binary_master_id).toBe("BM-100102-001");
  });

  it("another company's creative or banner: 403, nothing changed", async () => {
    const foreignCreative = await send(api().setCreative.$post({ query: { accountId: COMPANY }, json: { binaryMasterId: "BM-OTHER-1", externalId: "TVB-100102-01" } }));
    expect(foreignCreative.status).toBe(403);
    const foreignBanner = await send(api().setCreative.$post({ query: { accountId: COMPANY }, json: { binaryMasterId: "BM-100102-001", externalId: "TVB-OTHER-1" } }));
    expect(foreignBanner.status).toBe(403);
    expect((await banners()).find((b) => b.external_id === "TVB-100102-01")!.binary_master_id).toBe("BM-100102-001");
    const other = await env.DB.prepare("SELECT binary_master_id FROM tv_banners WHERE external_id = 'TVB-OTHER-1'").first("binary_master_id");
    expect(other).toBe("BM-OTHER-1");
  });
});

describe("POST /api/tv-banners/updateCreative", () => {
  it("accepts: the customer's approval changes, the partner's stays, the version moves on, the history names the user", async () => {
    const res = await update({ binaryMasterId: "BM-100102-004", approvalStatus: "ACCEPTED", version: 1 });
    expect(res.status).toBe(200);
    const c = await creative("BM-100102-004");
    expect(c).toMatchObject({ customerApprovalStatus: "ACCEPTED", partnerApprovalStatus: "ACCEPTED", customerReason: null, version: 2 });
    expect(c.history[0]).toMatchObject({ party: "customer", status: "ACCEPTED", reason: null, userName: "Sabine Krüger", supportStaff: false });
    expect(Date.now() - Date.parse(c.history[0]!.at)).toBeLessThan(60_000);
  });

  it("rejects with a reason; the spec's call without a version applies as it is", async () => {
    const res = await update({ binaryMasterId: "BM-100102-004", approvalStatus: "REJECTED", reason: "  Bitte mit unserem neuen Logo.  " });
    expect(res.status).toBe(200);
    const c = await creative("BM-100102-004");
    expect(c).toMatchObject({ customerApprovalStatus: "REJECTED", partnerApprovalStatus: "ACCEPTED", customerReason: "Bitte mit unserem neuen Logo.", version: 2 });
    expect(c.history[0]).toMatchObject({ status: "REJECTED", reason: "Bitte mit unserem neuen Logo." });
  });

  it("a stale version: 409, nothing changed, nothing recorded", async () => {
    await update({ binaryMasterId: "BM-100102-004", approvalStatus: "ACCEPTED", version: 1 });
    const before = await creative("BM-100102-004");
    const res = await update({ binaryMasterId: "BM-100102-004", approvalStatus: "REJECTED", reason: "zu spät", version: 1 });
    expect(res.status).toBe(409);
    expect(res.json.errors?.[0]?.code).toBe("CONFLICT");
    expect(await creative("BM-100102-004")).toEqual(before);
  });

  it("an unknown status: 422 with a German message; a rejection without reason: 400 at `reason`; nothing changed", async () => {
    const unknown = await update({ binaryMasterId: "BM-100102-004", approvalStatus: "MAYBE", version: 1 });
    expect(unknown.status).toBe(422);
    expect(errorMessage(unknown.json, "approvalStatus")).toBe(CHOICE_MESSAGE);
    // the customer may not set "not checked yet" back
    expect((await update({ binaryMasterId: "BM-100102-004", approvalStatus: "UNVERIFIED", version: 1 })).status).toBe(422);
    const noReason = await update({ binaryMasterId: "BM-100102-004", approvalStatus: "REJECTED", reason: "   ", version: 1 });
    expect(noReason.status).toBe(400);
    expect(errorMessage(noReason.json, "reason")).toBe(REASON_REQUIRED_MESSAGE);
    expect(await creative("BM-100102-004")).toMatchObject({ customerApprovalStatus: "UNVERIFIED", version: 1, history: [{ party: "partner" }] });
  });

  it("another company's creative: 403, nothing changed (also for that company's own user through another accountId)", async () => {
    const res = await update({ binaryMasterId: "BM-OTHER-1", approvalStatus: "ACCEPTED" });
    expect(res.status).toBe(403);
    expect(await env.DB.prepare("SELECT customer_approval_status FROM tv_creatives WHERE binary_master_id = 'BM-OTHER-1'").first("customer_approval_status")).toBe("UNVERIFIED");
    const cross = await send(api(otherToken).updateCreative.$post({ query: { accountId: COMPANY }, json: { binaryMasterId: "BM-100102-004", approvalStatus: "ACCEPTED" } }));
    expect(cross.status).toBe(403);
  });

  it("support staff acting for the company: recorded as such, with the staff member, and in the audit log", async () => {
    const staff = (await loginCuca(COMPANY)).token;
    const res = await update({ binaryMasterId: "BM-100102-004", approvalStatus: "ACCEPTED", version: 1 }, staff);
    expect(res.status).toBe(200);
    expect((await creatives(staff)).find((c) => c.binaryMasterId === "BM-100102-004")!.history[0]).toMatchObject({
      party: "customer",
      status: "ACCEPTED",
      userName: "Kundenservice Team",
      supportStaff: true,
    });
    expect((await auditRows({ withTime: false })).at(-1)).toMatchObject({ company_id: COMPANY, method: "POST", path: "/api/tv-banners/updateCreative", status: 200 });
  });
});
