import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { companyRatingStatements, ratingsOn } from "../../seed/company-ratings.mjs";
import { daysOf } from "#domain/statistics";
import { formatDateWire } from "#domain/format";
import { PARTNER_RATING_PORTALS, RATING_PORTALS } from "#domain/ratings";
import { call, seedDemoData, tokensFor } from "./helpers";

// spec §7 "Rating product (wkdb)": portals/list, portals/partners/selection-list, portals/partners/add, portals/report-error/…
const COMPANY = "100101"; // Bäckerei Krüger: MB-BEWERTUNG-PLUS and MB-WKDB
const today = formatDateWire(new Date());
const DAYS = daysOf("2026-10-01", today);
let token = "";
let support = "";
beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(companyRatingStatements(today, [{ id: COMPANY, source: COMPANY }], DAYS).map((s) => env.DB.prepare(s)));
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
  const cuca = await call("POST", "/auth/login/cuca", { body: { login: "support@example.com", password: "Demo-Passwort-2026", companyId: COMPANY } });
  support = cuca.json?.data?.token ?? "";
});

const get = (path: string, accountId = COMPANY) => call("GET", `/wkdb${path}`, { token, query: { accountId } });
const post = (path: string, body: Record<string, unknown>, accountId = COMPANY, as = token) => call("POST", `/wkdb${path}`, { token: as, query: { accountId }, body });

describe("GET /api/wkdb/portals/list", () => {
  it("every portal of spec §3 with the profile link and the published ratings' figures; −1 where there are none", async () => {
    const res = await get("/portals/list");
    expect(res.status).toBe(200);
    const { portals, partners } = res.json.data;
    expect(portals.map((p: { sourceId: string }) => p.sourceId)).toEqual([...RATING_PORTALS]);
    const published = DAYS.flatMap((d) => ratingsOn(COMPANY, COMPANY, d, today)).filter((r) => r.state === "PUBLISHED" && r.portal === "WKDB");
    const wkdb = portals.find((p: { sourceId: string }) => p.sourceId === "WKDB");
    expect(wkdb.count).toBe(published.length);
    expect(portals.find((p: { sourceId: string }) => p.sourceId === "DIALO")).toMatchObject({ count: -1, avgScore: -1 });
    expect(portals[0].profileUrl).toMatch(/^https:\/\/www\.example\.com\/firma\/100101$/);
    expect(partners).toEqual([]);
  });

  it("a company without a rating product: 404 NOT_BOOKED; another company's: 403", async () => {
    expect((await get("/portals/list", "100102")).json.errors[0].code).toBe("NOT_BOOKED");
    expect((await get("/portals/list", "100201")).status).toBe(403);
  });
});

describe("partner portals: selection list and add", () => {
  it("adds a portal with an address on its host; it leaves the selection list and shows in the portal list", async () => {
    const before = (await get("/portals/partners/selection-list")).json.data.portals;
    expect(before.map((p: { sourceId: string }) => p.sourceId)).toEqual(PARTNER_RATING_PORTALS.map((p) => p.sourceId));
    const res = await post("/portals/partners/add", { companyId: COMPANY, sourceId: "PROVENEXPERT", url: "https://www.provenexpert.com/baeckerei-krueger/" });
    expect(res.status).toBe(201);
    const after = (await get("/portals/partners/selection-list")).json.data.portals;
    expect(after.map((p: { sourceId: string }) => p.sourceId)).not.toContain("PROVENEXPERT");
    const { partners } = (await get("/portals/list")).json.data;
    expect(partners).toEqual([expect.objectContaining({ sourceId: "PROVENEXPERT", name: "ProvenExpert", profileUrl: "https://www.provenexpert.com/baeckerei-krueger/", count: -1 })]);
    // twice: a clear answer, nothing changed
    const again = await post("/portals/partners/add", { companyId: COMPANY, sourceId: "PROVENEXPERT", url: "https://www.provenexpert.com/anders/" });
    expect(again.status).toBe(409);
    expect((await get("/portals/list")).json.data.partners).toHaveLength(1);
  });

  it("an address of another host, or no address at all: 422 at the url field", async () => {
    for (const url of ["https://www.trustpilot.com/review/x", "https://provenexpert.com.evil.example/x", "keine adresse", "javascript:alert(1)"]) {
      const res = await post("/portals/partners/add", { companyId: COMPANY, sourceId: "YELP", url });
      expect(res.status, url).toBe(422);
      expect(res.json.errors[0].field, url).toBe("url");
    }
    expect((await post("/portals/partners/add", { companyId: COMPANY, sourceId: "YELP", url: "https://www.yelp.de/biz/baeckerei-krueger-koeln" })).status).toBe(201);
  });

  it("another company's companyId in the body: 403, though the query's accountId is right", async () => {
    const res = await post("/portals/partners/add", { companyId: "100102", sourceId: "JAMEDA", url: "https://www.jameda.de/x" });
    expect(res.status).toBe(403);
    expect((await get("/portals/partners/selection-list")).json.data.portals.map((p: { sourceId: string }) => p.sourceId)).toContain("JAMEDA");
  });
});

describe("POST /api/wkdb/portals/report-error/…", () => {
  it("each kind is recorded as received and listed with its state, newest first", async () => {
    const url = await post("/portals/report-error/incorrect-entry-url", { companyId: COMPANY, portal: "CYLEX", wrongValue: "https://cylex.example/alt", rightValue: "https://www.baeckerei-krueger.example/" });
    expect(url.status).toBe(201);
    expect(url.json.data.report).toMatchObject({ kind: "incorrect-entry-url", portal: "CYLEX", state: "RECEIVED" });
    const avg = await post("/portals/report-error/incorrect-average-rating", { companyId: COMPANY, portal: "GOLOCAL", wrongValue: "3,1", rightValue: "4,2" });
    expect(avg.status).toBe(201);
    const rating = await post("/portals/report-error/incorrect-rating", { companyId: COMPANY, portal: "KLICKTEL", wrongValue: "Bewertung vom 03.10. von Jens W.", rightValue: "Betrifft eine andere Bäckerei" });
    expect(rating.status).toBe(201);
    const list = (await get("/portals/report-error/list")).json.data.reports;
    expect(list.slice(0, 3).map((r: { kind: string }) => r.kind)).toEqual(["incorrect-rating", "incorrect-average-rating", "incorrect-entry-url"]);
  });

  it("values a kind cannot have, and an unknown kind, are refused", async () => {
    const avg = await post("/portals/report-error/incorrect-average-rating", { companyId: COMPANY, portal: "GOLOCAL", wrongValue: "sehr gut", rightValue: "7" });
    expect(avg.status).toBe(422);
    expect(avg.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(["rightValue", "wrongValue"]);
    const link = await post("/portals/report-error/incorrect-entry-url", { companyId: COMPANY, portal: "CYLEX", wrongValue: "x", rightValue: "keine adresse" });
    expect(link.json.errors[0].field).toBe("rightValue");
    const markup = await post("/portals/report-error/incorrect-rating", { companyId: COMPANY, portal: "CYLEX", wrongValue: "<script>x</script>", rightValue: "richtig" });
    expect(markup.status).toBe(422);
    expect((await post("/portals/report-error/incorrect-stars", { companyId: COMPANY, portal: "CYLEX", wrongValue: "a", rightValue: "b" })).status).toBe(404);
    expect((await post("/portals/report-error/incorrect-rating", { companyId: "100102", portal: "CYLEX", wrongValue: "a", rightValue: "b" })).status).toBe(403);
  });

  it("support staff's report is marked as theirs", async () => {
    if (!support) throw new Error("support login failed");
    const res = await post("/portals/report-error/incorrect-rating", { companyId: COMPANY, portal: "CYLEX", wrongValue: "Bewertung von Kai D.", rightValue: "gehört nicht zu uns" }, COMPANY, support);
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT by_support FROM portal_error_reports WHERE id = ?").bind(res.json.data.report.id).first<{ by_support: number }>();
    expect(row?.by_support).toBe(1);
  });
});
