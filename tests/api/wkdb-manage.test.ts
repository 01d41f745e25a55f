import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { companyRatingStatements, ratingsOn } from "../../seed/company-ratings.mjs";
import { ratingReportStatements } from "../../seed/rating-reports.mjs";
import { daysOf } from "#domain/statistics";
import { formatDateWire } from "#domain/format";
import { GOOD_FAITH_TEXT, REPORT_STATE_LABELS } from "#domain/rating-answers";
import { auditRows, call, loginCuca, seedDemoData, tokensFor } from "./helpers";

// spec §2 `bewertungen-verwalten`, §3 Rating; decisions 060–062: ratings/list, ratings/answer,
// ratings/answer/delete, ratings/report (DSA art. 16) in the wkdb area (decision 047)
const COMPANY = "100101"; // Bäckerei Krüger: MB-BEWERTUNG-PLUS and MB-WKDB
const today = formatDateWire(new Date());
const DAYS = daysOf("2026-06-01", today);
let token = "";
let einzel = "";
beforeAll(async () => {
  await seedDemoData();
  const statements = [...companyRatingStatements(today, [{ id: COMPANY, source: COMPANY }], DAYS), ...ratingReportStatements(today)];
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  token = tokens["kunde@example.com"];
  einzel = tokens["einzel@example.com"];
});

const seeded = () => DAYS.flatMap((d) => ratingsOn(COMPANY, COMPANY, d, today));
const list = (query: Record<string, string> = {}, as = token, accountId = COMPANY) => call("GET", "/wkdb/ratings/list", { token: as, query: { accountId, ...query } });
const post = (path: string, body: Record<string, unknown>, as = token, accountId = COMPANY) => call("POST", `/wkdb/ratings${path}`, { token: as, query: { accountId }, body });
/** A published rating on an own portal without any notice, and one on another portal. */
async function pick(which: "own" | "other" | "review") {
  if (which === "review") {
    // not published: in the check, or taken down (the seeded removed ones)
    const row = await env.DB.prepare("SELECT id, portal, state, version FROM company_ratings WHERE company_id = ? AND state <> 'PUBLISHED' LIMIT 1").bind(COMPANY).first<{ id: number; version: number }>();
    return { ...row!, report: null, answer: null } as { id: number; portal: string; state: string; version: number; report: unknown; answer: unknown };
  }
  const res = await list({ limit: "50" });
  const all = res.json.data.ratings as { id: number; portal: string; state: string; version: number; report: unknown; answer: unknown }[];
  const found = all.find((r) => r.state === "PUBLISHED" && !r.report && (which === "own") === ["PROVIDER", "WKDB"].includes(r.portal));
  if (!found) throw new Error(`no ${which} rating among the newest 50`);
  return found;
}
const NOTICE = {
  companyId: COMPANY,
  reason: "FALSE_FACT",
  explanation: "An diesem Tag war unsere Filiale wegen Renovierung geschlossen.",
  reporterName: "Bäckerei Krüger GmbH",
  reporterAddress: "Hauptstraße 12, 50667 Köln",
  reporterEmail: "meldung@baeckerei-krueger.example",
  goodFaith: true,
};

describe("GET /api/wkdb/ratings/list", () => {
  it("the ratings from all portals, newest first, ten a page, with the total, their answer and their notice's state", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const d = res.json.data;
    const all = seeded().reverse();
    // the seeded removed ratings come from the notices' seed (two more, REJECTED)
    expect(d.total).toBe(all.length + 2);
    expect(d.ratings).toHaveLength(10);
    expect(d.ratings.map((r: { id: number }) => r.id)).toEqual(all.slice(0, 10).map((r) => r.id));
    const answered = (await list({ limit: "50" })).json.data.ratings.find((r: { answer: unknown }) => r.answer);
    expect(answered.answer).toEqual({ text: expect.any(String), answeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) });
    // the notice form's prefill: the company's name and address
    expect(d.reporter).toMatchObject({ name: "Bäckerei Krüger GmbH", address: "Hauptstraße 12, 50667 Köln", email: "kunde@example.com" });
  });

  it("filters by portal and stars; the seeded notices in every state", async () => {
    const res = await list({ portal: "WKDB", stars: "5", limit: "50" });
    const expected = seeded().filter((r) => r.portal === "WKDB" && r.stars === 5);
    expect(res.json.data.total).toBe(expected.length);
    expect(res.json.data.ratings.every((r: { portal: string; stars: number }) => r.portal === "WKDB" && r.stars === 5)).toBe(true);
    const states = new Set<string>();
    for (let offset = 0; offset < 400; offset += 50) {
      for (const r of (await list({ offset: String(offset), limit: "50" })).json.data.ratings) if (r.report) states.add(r.report.state);
    }
    expect([...states].sort()).toEqual(Object.keys(REPORT_STATE_LABELS).sort());
  });

  it("an offset or limit that is negative, huge or no number: 400 with a German message at the field", async () => {
    for (const [field, value] of [
      ["offset", "-1"],
      ["offset", "x"],
      ["offset", "99999999999"],
      ["offset", "1.5"],
      ["limit", "0"],
      ["limit", "-5"],
      ["limit", "51"],
      ["limit", "1e3"],
      ["portal", "FACEBOOK"],
      ["stars", "6"],
    ]) {
      const res = await list({ [field!]: value! });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.json.errors[0].field).toBe(field);
      expect(res.json.errors[0].message).toMatch(/[äöüÄÖÜß]|Bitte|Es lassen|Der Beginn/);
    }
    // past the end: an empty page, not an error
    const past = await list({ offset: "100000" });
    expect(past.status).toBe(200);
    expect(past.json.data.ratings).toEqual([]);
  });

  it("a company without a rating product: 404 NOT_BOOKED; another company's accountId: 403", async () => {
    const res = await list({}, einzel, "100201");
    expect(res.status).toBe(404);
    expect(res.json.errors[0].code).toBe("NOT_BOOKED");
    expect((await list({}, token, "100201")).status).toBe(403);
  });
});

describe("POST /api/wkdb/ratings/answer and answer/delete", () => {
  it("writes the answer with its date, changes it on the new version, removes it; a stale version is a 409", async () => {
    const r = await pick("own");
    const first = await post("/answer", { companyId: COMPANY, ratingId: r.id, version: r.version, text: "Vielen Dank für Ihre Rückmeldung!" });
    expect(first.status).toBe(200);
    expect(first.json.data.version).toBe(r.version + 1);
    expect(first.json.data.answer.answeredAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // the same version again: somebody changed it meanwhile
    const stale = await post("/answer", { companyId: COMPANY, ratingId: r.id, version: r.version, text: "Eine andere Antwort, die zu spät kommt." });
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0].message).toMatch(/inzwischen geändert/);
    const changed = await post("/answer", { companyId: COMPANY, ratingId: r.id, version: r.version + 1, text: "Vielen Dank, wir freuen uns auf Sie!" });
    expect(changed.status).toBe(200);
    const shown = (await list({ limit: "50" })).json.data.ratings.find((x: { id: number }) => x.id === r.id);
    expect(shown.answer.text).toBe("Vielen Dank, wir freuen uns auf Sie!");
    expect((await post("/answer/delete", { companyId: COMPANY, ratingId: r.id, version: r.version + 1 })).status).toBe(409);
    expect((await post("/answer/delete", { companyId: COMPANY, ratingId: r.id, version: r.version + 2 })).status).toBe(200);
    expect((await list({ limit: "50" })).json.data.ratings.find((x: { id: number }) => x.id === r.id).answer).toBeNull();
    // nothing left to delete
    const none = await post("/answer/delete", { companyId: COMPANY, ratingId: r.id, version: r.version + 3 });
    expect(none.status).toBe(422);
  });

  it("an answer over the limit, too short or with markup: a German error at the field, nothing stored; text is kept as plain text", async () => {
    const r = await pick("own");
    for (const text of ["x".repeat(1001), "Danke", "Danke <b>sehr</b> für die Bewertung", ""]) {
      const res = await post("/answer", { companyId: COMPANY, ratingId: r.id, version: r.version, text });
      expect(res.status, text.slice(0, 20)).toBe(422);
      expect(res.json.errors[0].field).toBe("text");
      expect(res.json.errors[0].message).toMatch(/Antwort|Zeichen|Klammern/);
    }
    const amp = await post("/answer", { companyId: COMPANY, ratingId: r.id, version: r.version, text: "Danke & bis bald, \"Ihr\" Team" });
    expect(amp.status).toBe(200);
    expect(amp.json.data.answer.text).toBe('Danke & bis bald, "Ihr" Team');
  });

  it("only a published rating; another company's or an unknown rating is a 404; another company's companyId a 403", async () => {
    const review = await pick("review");
    const res = await post("/answer", { companyId: COMPANY, ratingId: review.id, version: review.version, text: "Vielen Dank für Ihre Bewertung!" });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].message).toMatch(/veröffentlicht/);
    const unknown = await post("/answer", { companyId: COMPANY, ratingId: 12345, version: 1, text: "Vielen Dank für Ihre Bewertung!" });
    expect(unknown.status).toBe(404);
    // a rating of Bäckerei Krüger, asked for as Krüger Haustechnik (the same user's other company): unknown there
    const r = await pick("own");
    const other = await call("POST", "/wkdb/ratings/answer", { token, query: { accountId: "100102" }, body: { companyId: "100102", ratingId: r.id, version: r.version, text: "Vielen Dank für Ihre Bewertung!" } });
    expect(other.status).toBe(404);
    // the query's accountId is right, the body names another company: 403
    const forged = await post("/answer", { companyId: "100102", ratingId: r.id, version: r.version, text: "Vielen Dank für Ihre Bewertung!" });
    expect(forged.status).toBe(403);
    expect((await post("/answer/delete", { companyId: "100102", ratingId: r.id, version: r.version })).status).toBe(403);
    expect((await post("/report", { ...NOTICE, companyId: "100102", ratingId: r.id })).status).toBe(403);
  });

  it("support staff may answer and report for the company (decisions 061, 062): audited, the notice marked as theirs", async () => {
    const r = await pick("own");
    const cuca = await loginCuca(COMPANY);
    const res = await post("/answer", { companyId: COMPANY, ratingId: r.id, version: r.version, text: "Vielen Dank für Ihre Bewertung!" }, cuca.token);
    expect(res.status).toBe(200);
    expect((await post("/report", { ...NOTICE, ratingId: r.id }, cuca.token)).status).toBe(201);
    const audited = (await auditRows({ withTime: false })).filter((a) => a.path.startsWith("/api/wkdb/ratings/"));
    expect(audited.map((a) => [a.company_id, a.method, a.path, a.status])).toEqual([
      [COMPANY, "POST", "/api/wkdb/ratings/answer", 200],
      [COMPANY, "POST", "/api/wkdb/ratings/report", 201],
    ]);
    const stored = await env.DB.prepare("SELECT by_support FROM rating_reports WHERE rating_id = ?").bind(r.id).first<{ by_support: number }>();
    expect(stored?.by_support).toBe(1);
  });
});

describe("POST /api/wkdb/ratings/report (DSA art. 16)", () => {
  it("stores the notice as received, shows its state beside the rating, and queues the confirmation with the time of receipt", async () => {
    const r = await pick("own");
    const res = await post("/report", { ...NOTICE, ratingId: r.id });
    expect(res.status).toBe(201);
    expect(res.json.data.report.state).toBe("RECEIVED");
    expect(res.json.data.message).toMatch(/eingegangen.*meldung@baeckerei-krueger\.example/);
    const shown = (await list({ limit: "50" })).json.data.ratings.find((x: { id: number }) => x.id === r.id);
    expect(shown.report).toMatchObject({ state: "RECEIVED", reason: "FALSE_FACT" });
    const mail = await env.DB.prepare("SELECT subject, text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC").bind(NOTICE.reporterEmail).first<{ subject: string; text_body: string }>();
    expect(mail?.subject).toBe("Ihre Meldung einer Bewertung ist bei uns eingegangen");
    expect(mail?.text_body).toMatch(/am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr bei uns eingegangen/);
    expect(mail?.text_body).toContain("Falsche Tatsachenbehauptung");
    // the explanation typed is not repeated to an address nobody confirmed
    expect(mail?.text_body).not.toContain(NOTICE.explanation);
    const stored = await env.DB.prepare("SELECT good_faith, by_support FROM rating_reports WHERE rating_id = ?").bind(r.id).first<{ good_faith: number; by_support: number }>();
    expect(stored).toEqual({ good_faith: 1, by_support: 0 });
  });

  it("a rating with an open notice: a clear answer, nothing stored, no second mail", async () => {
    const r = await pick("own");
    expect((await post("/report", { ...NOTICE, ratingId: r.id })).status).toBe(201);
    const again = await post("/report", { ...NOTICE, ratingId: r.id, reason: "INSULT" });
    expect(again.status).toBe(409);
    expect(again.json.errors[0].code).toBe("REPORT_OPEN");
    expect(again.json.errors[0].message).toMatch(/bereits am .* gemeldet/);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM rating_reports WHERE rating_id = ?").bind(r.id).first<{ n: number }>();
    expect(n?.n).toBe(1);
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?").bind(NOTICE.reporterEmail).first<{ n: number }>();
    expect(mails?.n).toBe(1);
  });

  it("every part of the notice is required: the good-faith statement, the reason from the list, an explanation of 20 characters, name, address, e-mail", async () => {
    const r = await pick("own");
    const cases: [Record<string, unknown>, string][] = [
      [{ goodFaith: false }, "goodFaith"],
      [{ reason: "SPAM" }, "reason"],
      [{ explanation: "zu kurz" }, "explanation"],
      [{ explanation: "<script>alert(1)</script> das ist gelogen!" }, "explanation"],
      [{ reporterName: "" }, "reporterName"],
      [{ reporterAddress: "" }, "reporterAddress"],
      [{ reporterEmail: "keine-adresse" }, "reporterEmail"],
    ];
    for (const [change, field] of cases) {
      const res = await post("/report", { ...NOTICE, ratingId: r.id, ...change });
      expect(res.status, field).toBe(422);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(GOOD_FAITH_TEXT).toMatch(/nach bestem Wissen und Gewissen/);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM rating_reports WHERE rating_id = ?").bind(r.id).first<{ n: number }>())?.n).toBe(0);
  });

  it("a rating on another portal is reported there; one in the check cannot be reported", async () => {
    const other = await pick("other");
    const res = await post("/report", { ...NOTICE, ratingId: other.id });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].message).toMatch(/Bitte melden Sie diese Bewertung dort/);
    const review = await pick("review");
    expect((await post("/report", { ...NOTICE, ratingId: review.id })).status).toBe(422);
    expect((await post("/report", { ...NOTICE, ratingId: 987654 })).status).toBe(404);
  });
});
