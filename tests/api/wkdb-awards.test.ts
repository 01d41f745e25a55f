import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { companyRatingStatements, ratingsOn } from "../../seed/company-ratings.mjs";
import { dayFigures } from "../../seed/statistics.mjs";
import { pdfText } from "../e2e/pdf-text";
import { daysOf } from "#domain/statistics";
import { formatDateDe, formatDateWire } from "#domain/format";
import { RATING_PORTALS } from "#domain/ratings";
import { addMonths, awardCode, awardPeriod, monthEnd } from "#domain/rating-awards";
import { call, seedDemoData, tokensFor } from "./helpers";

// spec §7 "Rating product (wkdb)": awards/top-employer-badge/download, awards/pdf-signet/download,
// marketing-packages/reports/retrieve-latest and reports/download; the rules of decisions 055–059
const COMPANY = "100101"; // Bäckerei Krüger: MB-WKDB since 2024-05-01
const NAME = "Bäckerei Krüger GmbH";
const today = formatDateWire(new Date());
const period = awardPeriod(today);
const lastMonth = addMonths(today.slice(0, 7), -1);
let token = "";
let einzel = "";
beforeAll(async () => {
  await seedDemoData();
  // the ratings of the award period and the month before (a whole seed is more SQL than one test's workerd takes)
  await env.DB.batch(companyRatingStatements(today, [{ id: COMPANY, source: COMPANY }], daysOf(`${addMonths(period.from.slice(0, 7), -1)}-01`, today)).map((s) => env.DB.prepare(s)));
  // the entry's statistics of last month, for its report
  const rows = daysOf(`${lastMonth}-01`, monthEnd(lastMonth)).map((d) => {
    const f = dayFigures(COMPANY, d);
    return `('${COMPANY}', '${d}', ${f.impressions}, ${f.views}, ${f.clicks}, ${f.desktop}, ${f.mobile}, ${f.tablet}, ${f.local}, ${f.nearby}, ${f.far}, ${f.unknown})`;
  });
  await env.DB.prepare(`INSERT OR IGNORE INTO entry_statistics (company_id, day, impressions, views, clicks, desktop, mobile, tablet, local, nearby, far, unknown) VALUES ${rows.join(", ")}`).run();
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  token = tokens["kunde@example.com"];
  einzel = tokens["einzel@example.com"];
});

const post = (path: string, body: Record<string, unknown>, accountId = COMPANY, as = token) => call("POST", `/wkdb${path}`, { token: as, query: { accountId }, body });
/** The answer as bytes (a PDF), with status and headers. */
async function download(path: string, body: Record<string, unknown>) {
  const res = await api.request(`/api/wkdb${path}?accountId=${COMPANY}`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" }, body: JSON.stringify(body) }, env);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const published = (from: string, to: string) => daysOf(from, to).flatMap((d) => ratingsOn(COMPANY, COMPANY, d, today)).filter((r) => r.state === "PUBLISHED");
const average = (rs: { stars: number }[]) => Math.round((rs.reduce((s, r) => s + r.stars, 0) / rs.length) * 100) / 100;
const oneDecimal = (n: number) => n.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Leaves only the ratings before a day (undone after the test, like every write in an `it`). */
const keepRatingsBefore = (day: string) => env.DB.prepare("DELETE FROM company_ratings WHERE company_id = ? AND rated_at >= ?").bind(COMPANY, day).run();

describe("POST /api/wkdb/awards/status", () => {
  it("the last 12 complete months' published ratings; the signet earned, the top badge's missing average named", async () => {
    const res = await post("/awards/status", { companyId: COMPANY });
    expect(res.status).toBe(200);
    const d = res.json.data;
    const inPeriod = published(period.from, period.to);
    expect(d.period).toEqual(period);
    expect(d.companyName).toBe(NAME);
    expect(d.figure).toEqual({ count: inPeriod.length, avgScore: average(inPeriod) });
    const [signet, top] = d.awards;
    expect(signet).toMatchObject({ kind: "pdf-signet", qualified: true, missing: [] });
    expect(top.kind).toBe("top-employer-badge");
    expect(top.qualified).toBe(false);
    expect(top.missing.join(" ")).toContain("nötig sind 4,5");
    expect(d.signet).toEqual({ available: true, entryUrl: `https://www.example.com/firma/${COMPANY}` });
  });

  it("without enough ratings: what is missing, and no signet", async () => {
    // only the ratings of the period's first days stay: fewer than ten
    await keepRatingsBefore(`${period.from.slice(0, 7)}-10`);
    const left = published(period.from, `${period.from.slice(0, 7)}-09`);
    expect(left.length).toBeLessThan(10);
    const d = (await post("/awards/status", {})).json.data;
    expect(d.awards[0].qualified).toBe(false);
    expect(d.awards[0].missing[0]).toContain(`Es fehlen noch ${10 - left.length} Bewertung`);
    expect(d.signet.available).toBe(false);
  });
});

describe("POST /api/wkdb/awards/…/download", () => {
  it("the signet's certificate: a one-page PDF with company, average and count, period, day of issue and the address to check it", async () => {
    const res = await download("/awards/pdf-signet/download", { companyId: COMPANY });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const range = `${period.from.slice(0, 7)}-bis-${period.to.slice(0, 7)}`;
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Bewertungssiegel-Baeckerei-Krueger-GmbH-${range}.pdf"; filename*=UTF-8''${encodeURIComponent(`Bewertungssiegel ${NAME} ${period.from.slice(0, 7)} bis ${period.to.slice(0, 7)}.pdf`)}`,
    );
    const pdf = await pdfText(res.bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe(`Bewertungssiegel – ${NAME}`);
    const inPeriod = published(period.from, period.to);
    const code = await awardCode("pdf-signet", COMPANY, period);
    for (const line of [
      NAME,
      `Durchschnitt ${oneDecimal(average(inPeriod))} von 5 Sternen`,
      `aus ${inPeriod.length} veröffentlichten Bewertungen`,
      `Zeitraum: ${formatDateDe(period.from)} bis ${formatDateDe(period.to)}`,
      `Ausgestellt am ${formatDateDe(today)}`,
      `Prüfnummer ${code}`,
      `https://www.example.com/auszeichnung/${code}`,
    ])
      expect(pdf.text).toContain(line);
  });

  it("the top badge not earned: 422 naming what is missing", async () => {
    const res = await post("/awards/top-employer-badge/download", { companyId: COMPANY });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].code).toBe("NOT_QUALIFIED");
    expect(res.json.errors[0].message).toMatch(/Top-Unternehmen.*Ihr Durchschnitt liegt bei \d,\d+; nötig sind 4,5\./);
  });

  it("the signet not earned: 422 with the ratings missing", async () => {
    await keepRatingsBefore(`${period.from.slice(0, 7)}-10`);
    const res = await post("/awards/pdf-signet/download", {});
    expect(res.status).toBe(422);
    expect(res.json.errors[0].message).toMatch(/Es fehlen noch \d+ Bewertung/);
  });
});

describe("POST /api/wkdb/marketing-packages/reports/retrieve-latest", () => {
  // 2024-05 (the subscription's first day) up to last month
  const months: string[] = [];
  for (let m = "2024-05"; m <= lastMonth; m = addMonths(m, 1)) months.unshift(m);
  const years = [...new Set(months.map((m) => Number(m.slice(0, 4))))];

  it("the latest three reports, and the years that have any, newest first", async () => {
    const res = await post("/marketing-packages/reports/retrieve-latest", { companyId: COMPANY });
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.reports.map((r: { download: string }) => r.download)).toEqual(months.slice(0, 3));
    expect(d.reports[0].label).toMatch(/^[A-ZÄÖÜ][a-zä]+ \d{4}$/);
    expect(d.years).toEqual(years);
    expect(d.total).toBe(months.length);
  });

  it("a year's reports, a page at a time; an offset past the end is an empty page", async () => {
    const of2024 = (await post("/marketing-packages/reports/retrieve-latest", { year: 2024 })).json.data;
    expect(of2024.reports.map((r: { download: string }) => r.download)).toEqual(["2024-12", "2024-11", "2024-10", "2024-09", "2024-08", "2024-07", "2024-06", "2024-05"]);
    const last = (await post("/marketing-packages/reports/retrieve-latest", { year: 2024, offset: 7, limit: 12 })).json.data;
    expect(last.reports.map((r: { download: string }) => r.download)).toEqual(["2024-05"]);
    expect(last.total).toBe(8);
    const past = await post("/marketing-packages/reports/retrieve-latest", { year: 2024, offset: 8 });
    expect(past.status).toBe(200);
    expect(past.json.data.reports).toEqual([]);
    const one = (await post("/marketing-packages/reports/retrieve-latest", { offset: 1, limit: 1 })).json.data;
    expect(one.reports.map((r: { download: string }) => r.download)).toEqual([months[1]]);
    // a year without reports
    expect((await post("/marketing-packages/reports/retrieve-latest", { year: 2023 })).json.data).toMatchObject({ total: 0, reports: [] });
  });

  it("offset and limit out of bounds or no numbers, a year that is none: 400 at the field", async () => {
    for (const [body, field] of [
      [{ limit: 0 }, "limit"],
      [{ limit: 13 }, "limit"],
      [{ limit: "drei" }, "limit"],
      [{ offset: -1 }, "offset"],
      [{ offset: 1.5 }, "offset"],
      [{ year: 26 }, "year"],
    ] as const) {
      const res = await post("/marketing-packages/reports/retrieve-latest", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors[0].field).toBe(field);
    }
  });
});

describe("POST /api/wkdb/marketing-packages/reports/download", () => {
  it("last month's report as a PDF from that month's figures", async () => {
    const res = await download("/marketing-packages/reports/download", { companyId: COMPANY, download: lastMonth });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain(`filename="Vermarktungspaket-Baeckerei-Krueger-GmbH-${lastMonth}.pdf"`);
    const pdf = await pdfText(res.bytes);
    expect(pdf.pages).toBe(1);
    const month = published(`${lastMonth}-01`, monthEnd(lastMonth));
    const views = daysOf(`${lastMonth}-01`, monthEnd(lastMonth)).reduce((s, d) => s + dayFigures(COMPANY, d).views, 0);
    expect(pdf.text).toContain(NAME);
    expect(pdf.text).toMatch(/Vermarktungspaket [A-ZÄÖÜ][a-zä]+ \d{4}/);
    expect(pdf.text).toContain(`Zusammen\n${month.length}\n${oneDecimal(average(month))}`);
    for (const p of RATING_PORTALS) {
      const n = month.filter((r) => r.portal === p).length;
      if (n) expect(pdf.text).toContain(`\n${n}\n${oneDecimal(average(month.filter((r) => r.portal === p)))}`);
    }
    expect(pdf.text).toContain(`Aufrufe des Eintrags: ${views.toLocaleString("de-DE")}`);
    const answered = month.filter((r) => r.answeredAt).length;
    expect(pdf.text).toContain(`(${answered} von ${month.length})`);
  });

  it("a month without report: 404; a malformed one: 400", async () => {
    for (const m of ["2024-04", today.slice(0, 7), "2099-01"]) {
      const res = await post("/marketing-packages/reports/download", { download: m });
      expect(res.status, m).toBe(404);
      expect(res.json.errors[0].message).toBe("Für diesen Monat gibt es keinen Bericht.");
    }
    for (const m of ["2026-13", "10/2026", "2026-1", "", "2026-10-01"]) expect((await post("/marketing-packages/reports/download", { download: m })).status, m).toBe(400);
    expect((await post("/marketing-packages/reports/download", {})).status).toBe(400);
  });
});

describe("the area's guard on these calls", () => {
  const CALLS: [string, Record<string, unknown>][] = [
    ["/awards/status", {}],
    ["/awards/pdf-signet/download", {}],
    ["/awards/top-employer-badge/download", {}],
    ["/marketing-packages/reports/retrieve-latest", {}],
    ["/marketing-packages/reports/download", { download: "2026-10" }],
  ];
  it("another company's companyId in the body: 403, though the query's accountId is right", async () => {
    for (const [path, body] of CALLS) {
      for (const other of ["100102", "100201", "999999"]) expect((await post(path, { ...body, companyId: other })).status, `${path} ${other}`).toBe(403);
    }
  });

  it("a company without a rating product: 404 NOT_BOOKED", async () => {
    for (const [path, body] of CALLS) {
      const res = await post(path, body, "100201", einzel);
      expect(res.status, path).toBe(404);
      expect(res.json.errors[0].code).toBe("NOT_BOOKED");
    }
  });
});

describe("GET /api/wkdb-signet/:companyId (open)", () => {
  it("the signet's figures for anyone, without a session", async () => {
    const res = await call("GET", `/wkdb-signet/${COMPANY}`);
    expect(res.status).toBe(200);
    const inPeriod = published(period.from, period.to);
    expect(res.json.data).toEqual({ companyName: NAME, figure: { count: inPeriod.length, avgScore: average(inPeriod) }, period });
  });

  it("no signet for a company without a rating product, an unknown one, or one whose ratings do not earn it: 404 alike", async () => {
    for (const id of ["100201", "999999", "..%2F"]) expect((await call("GET", `/wkdb-signet/${id}`)).status, id).toBe(404);
    await keepRatingsBefore(`${period.from.slice(0, 7)}-10`);
    expect((await call("GET", `/wkdb-signet/${COMPANY}`)).status).toBe(404);
  });
});
