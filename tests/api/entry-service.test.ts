import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_STATUS_ORDER, ENTRY_SERVICE_STATUS_ORDER } from "#domain/status-order";
import { PARTNER_PORTALS, RATING_PORTALS } from "#domain/entry-service";
import { LISTINGS_CHECKED_AT } from "../../seed/entry-service.mjs";
import { client, errorFields, errorMessage, loginCuca, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 "Entry service" (bea, internalBea); §4 result and analysis statuses and their orders,
// Wkdb signet; §3 Portal rating stats; §9 the chart's third value
const ACCOUNT = "100101";
const session = { kunde: "", einzel: "" };
beforeAll(async () => {
  await seedDemoData();
  const t = await tokensFor("kunde@example.com", "einzel@example.com");
  session.kunde = t["kunde@example.com"];
  session.einzel = t["einzel@example.com"];
});

type Query = Record<string, string>;
const customer = (token: string) => client({ token }).customer;
/** The calls by their path under /api/customer: each with its query, the session and the company (kunde's 100101 unless named). */
const get = {
  "bea/getJobIdAndPortalsMetadata": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).bea.getJobIdAndPortalsMetadata.$get({ query: { accountId, ...query } })),
  "bea/getAnalysisData": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) => send(customer(token).bea.getAnalysisData.$get({ query: { accountId, ...query } })),
  "internalBea/getPartnerPortalListingStatistics": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).internalBea.getPartnerPortalListingStatistics.$get({ query: { accountId, ...query } })),
  "internalBea/getCorrectnessOfListing": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).internalBea.getCorrectnessOfListing.$get({ query: { accountId, ...query } })),
  "internalBea/getPartnerPortalData": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).internalBea.getPartnerPortalData.$get({ query: { accountId, ...query } })),
  "internalBea/getPartnerPortalList": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).internalBea.getPartnerPortalList.$get({ query: { accountId, ...query } })),
  "internalBea/getGrisuEntryServiceData": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).internalBea.getGrisuEntryServiceData.$get({ query: { accountId, ...query } })),
};
const post = {
  "internalBea/reloadPortalsData": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).internalBea.reloadPortalsData.$post({ query: { accountId, ...query } })),
  "internalBea/updateWkdbSignet": (query: Query = {}, token = session.kunde, accountId = ACCOUNT) =>
    send(customer(token).internalBea.updateWkdbSignet.$post({ query: { accountId, ...query } })),
};

const USER_DATA = { company: "Bäckerei Krüger GmbH", street: "Hauptstraße", houseNumber: "12", zipCode: "50667", phone: "0221 1234567" };
const rank = (order: readonly string[]) => (s: string) => order.indexOf(s);

/** Ends the job's waiting time, as if the background analysis had finished. */
const finish = (jobId: string) => env.DB.prepare("UPDATE entry_service_jobs SET ready_at = ? WHERE id = ?").bind(new Date(0).toISOString(), jobId).run();

describe("internalBea/getPartnerPortalData: each partner portal's listing against the entry", () => {
  it("lists every portal in the order of spec §4, with what differs side by side and when it was read", async () => {
    const res = await get["internalBea/getPartnerPortalData"]();
    expect(res.status).toBe(200);
    const { portals, lastUpdateDate, lastUpdateTime } = res.json.data;
    expect(portals).toHaveLength(PARTNER_PORTALS.length);
    const statuses: string[] = portals.map((p: { status: string }) => p.status);
    const known = statuses.filter((s) => s !== "error");
    expect(known).toEqual([...known].sort((a, b) => rank(ENTRY_SERVICE_STATUS_ORDER)(a) - rank(ENTRY_SERVICE_STATUS_ORDER)(b)));
    const by = (id: string) => portals.find((p) => p.id === id)!;
    expect(by("FACEBOOK").status).toBe("BLOCKED");
    expect(by("APPLE").status).toBe("UNVERIFIED");
    expect(by("GOYELLOW").status).toBe("not found");
    expect(by("GOOGLEMYBUSINESS")).toMatchObject({ status: "ok", differences: [] });
    // the seeded real differences: an old phone number, a missing house number, other opening hours, the name without its legal form
    expect(by("KLICKTEL").differences).toEqual([{ field: "phone", label: "Telefon", portal: "0221 1234500", entry: "0221 1234567" }]);
    expect(by("CYLEX").differences).toEqual([{ field: "houseNumber", label: "Hausnummer", portal: "", entry: "12" }]);
    expect(by("GOLOCAL").differences.map((d: { field: string }) => d.field)).toEqual(["openingHours"]);
    expect(by("BING").differences).toEqual([{ field: "company", label: "Firmenname", portal: "Bäckerei Krüger", entry: "Bäckerei Krüger GmbH" }]);
    // a portal that answered garbage is an error; the others still show
    expect(by("DIALO")).toMatchObject({ status: "error", differences: [] });
    expect(by("KLICKTEL").checked_at).toBe(LISTINGS_CHECKED_AT);
    expect([lastUpdateDate, lastUpdateTime]).toEqual(["2026-11-20", "06:30"]);
  });

  it("compares with the entry as it is now: a changed phone number differs from every listing that shows the old one", async () => {
    const before = (await get["internalBea/getPartnerPortalData"]()).json.data.portals.find((p) => p.id === "GOOGLEMYBUSINESS")!;
    expect(before.status).toBe("ok");
    await env.DB.prepare("UPDATE entries SET phone = '0221 7777777' WHERE company_id = ?").bind("100102").run();
    const other = (await get["internalBea/getPartnerPortalData"]({}, session.kunde, "100102")).json.data.portals.find((p) => p.id === "GOOGLEMYBUSINESS");
    expect(other).toMatchObject({ status: "nok", differences: [{ field: "phone", portal: "0221 7654321", entry: "0221 7777777" }] });
  });

  it("reloadPortalsData reads the portals again: the time of the last update moves to now", async () => {
    const before = Date.now();
    const res = await post["internalBea/reloadPortalsData"]();
    expect(res.status).toBe(200);
    expect(Date.parse(res.json.data.portals[0]!.checked_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.json.data.lastUpdateDate).not.toBe("2026-11-20");
  });
});

describe("internalBea statistics, correctness, portal list and the entry-service data", () => {
  it("counts the portals per status, and the share of readable listings that are correct", async () => {
    const stats = (await get["internalBea/getPartnerPortalListingStatistics"]({}, session.einzel, "100201")).json.data;
    expect(stats).toEqual({ total: 10, byStatus: { BLOCKED: 1, UNVERIFIED: 1, "not found": 1, nok: 3, ok: 3, error: 1 } });
    const correctness = (await get["internalBea/getCorrectnessOfListing"]({}, session.einzel, "100201")).json.data;
    expect(correctness).toMatchObject({ checked: 6, correct: 3, percent: 50 });
    expect(correctness.fields.find((f: { field: string }) => f.field === "phone")).toEqual({ field: "phone", label: "Telefon", correct: 5 });
  });

  it("the portal list carries icons only when asked", async () => {
    const plain = (await get["internalBea/getPartnerPortalList"]()).json.data.portals;
    expect(plain.every((p: { icon: string | null }) => p.icon === null)).toBe(true);
    const icons = (await get["internalBea/getPartnerPortalList"]({ icons: "true" })).json.data.portals;
    expect(icons).toHaveLength(PARTNER_PORTALS.length);
    expect(icons[0]?.icon).toMatch(/^data:image\/svg\+xml,/);
  });

  it("rating stats for every portal of spec §3, -1 where there are none; the product flags", async () => {
    const data = (await get["internalBea/getGrisuEntryServiceData"]()).json.data;
    expect(Object.keys(data.rating_stats).sort()).toEqual([...RATING_PORTALS].sort());
    expect(data.rating_stats.DIALO).toEqual({ count: -1, avgScore: -1 });
    expect(data.rating_stats.GOYELLOW).toEqual({ count: -1, avgScore: -1 });
    expect(data.rating_stats.WKDB!.count).toBeGreaterThan(0);
    expect(data.rating_stats.WKDB!.avgScore).toBeGreaterThanOrEqual(1);
    expect(data).toMatchObject({ has_wkdb: true, has_jobs: false, has_wkdb_signet: false });
    // Krüger Haustechnik has job ads and no wkdb
    expect((await get["internalBea/getGrisuEntryServiceData"]({}, session.kunde, "100102")).json.data).toMatchObject({ has_wkdb: false, has_jobs: true });
  });
});

describe("internalBea/updateWkdbSignet (spec §4: the lock sent is the opposite of the current state)", () => {
  it("sets the state asked for; two equal toggles at once leave one consistent state", async () => {
    const on = await post["internalBea/updateWkdbSignet"]({ customerId: ACCOUNT, lock: "true" });
    expect(on.status).toBe(200);
    expect(on.json.data).toEqual({ has_wkdb_signet: true });
    const both = await Promise.all([0, 1].map(() => post["internalBea/updateWkdbSignet"]({ customerId: ACCOUNT, lock: "false" })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await get["internalBea/getGrisuEntryServiceData"]()).json.data.has_wkdb_signet).toBe(false);
  });

  it("another company's customerId is a 403; a company without wkdb gets a German 422", async () => {
    expect((await post["internalBea/updateWkdbSignet"]({ customerId: "100201", lock: "true" })).status).toBe(403);
    const refused = await post["internalBea/updateWkdbSignet"]({ customerId: "100102", lock: "true" }, session.kunde, "100102");
    expect(refused.status).toBe(422);
    expect(errorMessage(refused.json, "lock")).toBe("Das Siegel gibt es nur mit dem Produkt „Wer kennt den BESTEN“.");
  });
});

describe("bea: the analysis runs in the background", () => {
  it("starts with a job id, a token and the portals; answers 202 with Retry-After while it runs; then the results in the order of spec §4", async () => {
    const start = await get["bea/getJobIdAndPortalsMetadata"](USER_DATA);
    expect(start.status).toBe(200);
    const { jobId, token, metadata } = start.json.data;
    expect(metadata.portals).toHaveLength(PARTNER_PORTALS.length);
    expect(metadata.expectedSeconds).toBeGreaterThan(0);
    const running = await get["bea/getAnalysisData"]({ jobId, token });
    expect(running.status).toBe(202);
    expect(Number(running.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(running.json.data).toMatchObject({ status: "running", results: null });

    await finish(jobId);
    const done = await get["bea/getAnalysisData"]({ jobId, token });
    expect(done.status).toBe(200);
    const results = done.json.data.results!;
    const chartData = done.json.data.chartData!;
    const statuses: string[] = results.map((r: { status: string }) => r.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => rank(ANALYSIS_STATUS_ORDER)(a) - rank(ANALYSIS_STATUS_ORDER)(b)));
    // blocked and unverified listings are not analysed
    expect(results.map((r: { portal: string }) => r.portal)).not.toContain("FACEBOOK");
    expect(results.map((r: { portal: string }) => r.portal)).not.toContain("APPLE");
    const count = (s: string) => statuses.filter((x) => x === s).length;
    // spec §9: the third value is "not found" plus every portal without an analysis (2 not analysed, 1 failed)
    expect(chartData).toEqual([count("portal_ok"), count("portal_nok"), count("portal_not_found") + (PARTNER_PORTALS.length - results.length) + count("portal_error")]);
    expect(chartData.reduce((a: number, b: number) => a + b, 0)).toBe(PARTNER_PORTALS.length);
  });

  it("one meaning of correct: with the entry's own data, a portal is correct in the analysis exactly when the portal table says so", async () => {
    const { jobId, token } = (await get["bea/getJobIdAndPortalsMetadata"](USER_DATA)).json.data;
    await finish(jobId);
    const results = (await get["bea/getAnalysisData"]({ jobId, token })).json.data.results!;
    const table = (await get["internalBea/getPartnerPortalData"]()).json.data.portals;
    const correctIn = (list: { id: string; ok: boolean }[]) => list.filter((p) => p.ok).map((p) => p.id).sort();
    const analysed = correctIn(results.map((r: { portal: string; status: string }) => ({ id: r.portal, ok: r.status === "portal_ok" })));
    expect(analysed).toEqual(correctIn(table.map((p) => ({ id: p.id, ok: p.status === "ok" }))));
    const correctness = (await get["internalBea/getCorrectnessOfListing"]()).json.data;
    expect(analysed).toHaveLength(correctness.correct);
  });

  it("analyses the data it was given: a phone number other than the portals' makes every found listing differ", async () => {
    const { jobId, token } = (await get["bea/getJobIdAndPortalsMetadata"]({ ...USER_DATA, phone: "0221 5555555" })).json.data;
    await finish(jobId);
    const results = (await get["bea/getAnalysisData"]({ jobId, token })).json.data.results!;
    expect(results.filter((r: { status: string }) => r.status === "portal_ok")).toEqual([]);
  });

  it("refuses user data without a street, and fields not as the entry's, field by field, in German (spec §5)", async () => {
    const res = await get["bea/getJobIdAndPortalsMetadata"]({ company: "Bäckerei Krüger GmbH", street: "", houseNumber: "zwölf", zipCode: "5066", phone: "" });
    expect(res.status).toBe(422);
    expect(errorFields(res.json)).toEqual(["houseNumber", "street", "zipCode"]);
    expect(errorMessage(res.json, "street")).toBe("Bitte geben Sie die Straße ein.");
  });

  it("spec §5 Entry-service rules: a readable street is enough (company, house number, zip code and phone may be missing); a street with digits is not readable", async () => {
    const streetOnly = await get["bea/getJobIdAndPortalsMetadata"]({ company: "", street: "Hauptstraße", houseNumber: "", zipCode: "", phone: "" });
    expect(streetOnly.status).toBe(200);
    expect(streetOnly.json.data.jobId).toEqual(expect.any(String));
    const digits = await get["bea/getJobIdAndPortalsMetadata"]({ ...USER_DATA, street: "12 Hauptstraße" });
    expect(digits.status).toBe(422);
    expect(errorFields(digits.json)).toEqual(["street"]);
    expect(errorMessage(digits.json, "street")).toMatch(/ohne Hausnummer/);
  });

  it("another company's job, or a wrong token, is a 403; an unknown job a 404", async () => {
    const { jobId, token } = (await get["bea/getJobIdAndPortalsMetadata"](USER_DATA)).json.data;
    await finish(jobId);
    expect((await get["bea/getAnalysisData"]({ jobId, token: "0".repeat(48) })).status).toBe(403);
    // einzel@ asks for kunde@'s job under its own company
    expect((await get["bea/getAnalysisData"]({ jobId, token }, session.einzel, "100201")).status).toBe(403);
    expect((await get["bea/getAnalysisData"]({ jobId: crypto.randomUUID(), token })).status).toBe(404);
  });

  it("support staff may run an analysis for the company they act for", async () => {
    const support = (await loginCuca(ACCOUNT)).token;
    expect((await get["bea/getJobIdAndPortalsMetadata"](USER_DATA, support)).status).toBe(200);
  });
});
