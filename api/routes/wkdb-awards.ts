/**
 * Spec §7 "Rating product (wkdb)": the awards (awards/top-employer-badge/download,
 * awards/pdf-signet/download) and the marketing packages
 * (marketing-packages/reports/retrieve-latest, reports/download) of the active
 * company, chained onto the wkdb area behind its guard (api/lib/wkdb.ts: another
 * company's `companyId` 403, no rating product 404 NOT_BOOKED). Plus
 * awards/status, ours (decision 059): what the awards page shows before any
 * download. The PDFs are drawn here (api/lib/rating-pdfs.ts).
 */
import { Hono, type Context } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, notFound } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { awardFileName, awardPdf, reportFileName, reportPdf } from "../lib/rating-pdfs";
import { awardFigures, companyName, monthReport, wkdbSince } from "../services/rating-awards";
import { brandOf } from "#domain/brand";
import { berlinToday } from "#domain/format";
import { number } from "#domain/form-rules";
import {
  AWARD_KINDS,
  AWARD_RULES,
  awardCheck,
  awardCheckUrl,
  awardCode,
  awardPeriod,
  LATEST_REPORTS,
  MAX_REPORTS_PER_CALL,
  monthLabel,
  pdfDisposition,
  publicEntryUrl,
  REPORT_ID,
  reportMonths,
  ruleText,
  type AwardKind,
} from "#domain/rating-awards";

/** The body may name the company (spec §7 `{companyId, …}` of the area); the guard refuses another one. */
const COMPANY_ID = { maxLength: { value: 64, message: "Ungültige Firmen-ID." } };

const OFFSET_MESSAGE = "Der Versatz ist eine ganze Zahl ab 0.";
const LIMIT_MESSAGE = `Es lassen sich 1 bis ${MAX_REPORTS_PER_CALL} Berichte abrufen.`;
const LATEST_BODY = {
  companyId: COMPANY_ID,
  year: number({ min: { value: 2000, message: "Bitte nennen Sie ein Jahr ab 2000." }, max: { value: 2999, message: "Bitte nennen Sie ein vierstelliges Jahr." } }),
  offset: number({ min: { value: 0, message: OFFSET_MESSAGE }, max: { value: 100_000, message: OFFSET_MESSAGE } }),
  limit: number({ min: { value: 1, message: LIMIT_MESSAGE }, max: { value: MAX_REPORTS_PER_CALL, message: LIMIT_MESSAGE } }),
};
const DOWNLOAD_BODY = {
  companyId: COMPANY_ID,
  download: { required: "Bitte nennen Sie den Bericht (Monat als JJJJ-MM).", maxLength: { value: 7, message: "Bitte nennen Sie den Monat als JJJJ-MM, z. B. 2026-10." }, pattern: { value: REPORT_ID, message: "Bitte nennen Sie den Monat als JJJJ-MM, z. B. 2026-10." } },
};

/** The PDF answer: its type, length and file name (the company and the period, ASCII and UTF-8), never cached. */
const pdfAnswer = (bytes: Uint8Array, fileName: string) =>
  new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": pdfDisposition(fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });

/** The awards of the active company as of today: the period, the figures and, per award, whether it is earned and else what is missing. */
async function awardsOf(c: Context<ApiEnv>) {
  const today = berlinToday();
  const period = awardPeriod(today);
  const [name, figures] = await Promise.all([companyName(c.var.db, c.var.accountId), awardFigures(c.var.db, c.var.accountId, period)]);
  if (!name) throw notFound("Die Firma wurde nicht gefunden.");
  return { today, period, name, figures };
}

/** Spec §7 awards/…/download: the award's certificate as PDF, or 422 naming what is missing. */
async function awardDownload(c: Context<ApiEnv>, kind: AwardKind) {
  const { today, period, name, figures } = await awardsOf(c);
  const check = awardCheck(kind, figures);
  if (!check.qualified) throw new ApiError(422, "NOT_QUALIFIED", `Die Auszeichnung „${AWARD_RULES[kind].title}“ ist noch nicht erreicht. ${check.missing.join(" ")}`);
  const code = await awardCode(kind, c.var.accountId, period);
  const pdf = await awardPdf({ kind, companyName: name, figure: figures.figure, period, issued: today, code, checkUrl: awardCheckUrl(brandOf(c.env.BRAND).domains.www, code) }, new Date());
  return pdfAnswer(pdf, awardFileName(kind, name, period));
}

export const wkdbAwardRoutes = new Hono<ApiEnv>()
  // ours (decision 059): both awards with their rule, figures and what is missing, and the signet's public addresses
  .post("/awards/status", rulesBody({ companyId: COMPANY_ID }, { status: 400 }), async (c) => {
    const { today, period, name, figures } = await awardsOf(c);
    const www = brandOf(c.env.BRAND).domains.www;
    const awards = AWARD_KINDS.map((kind) => ({ kind, title: AWARD_RULES[kind].title, rule: ruleText(kind), ...awardCheck(kind, figures) }));
    return c.json({
      data: {
        companyName: name,
        today,
        period,
        figure: figures.figure,
        months: figures.months,
        awards,
        // the signet image is served while the signet is earned (decision 057)
        signet: { available: awards.some((a) => a.kind === "pdf-signet" && a.qualified), entryUrl: publicEntryUrl(www, c.var.accountId) },
      },
    });
  })
  .post("/awards/top-employer-badge/download", rulesBody({ companyId: COMPANY_ID }, { status: 400 }), (c) => awardDownload(c, "top-employer-badge"))
  .post("/awards/pdf-signet/download", rulesBody({ companyId: COMPANY_ID }, { status: 400 }), (c) => awardDownload(c, "pdf-signet"))
  // the reports, newest first: the latest three, or a year's (`year`), a page at a time; and the years that have any
  .post("/marketing-packages/reports/retrieve-latest", rulesBody(LATEST_BODY, { status: 400 }), async (c) => {
    const b = c.req.valid("json");
    const today = berlinToday();
    const months = reportMonths(await wkdbSince(c.var.db, c.var.accountId), today).reverse();
    const years = [...new Set(months.map((m) => Number(m.slice(0, 4))))];
    const chosen = b.year === null || b.year === undefined ? months : months.filter((m) => m.startsWith(`${b.year}-`));
    const offset = b.offset ?? 0;
    const limit = b.limit ?? (b.year ? MAX_REPORTS_PER_CALL : LATEST_REPORTS);
    return c.json({
      data: {
        year: b.year ?? null,
        years,
        total: chosen.length,
        offset,
        limit,
        reports: chosen.slice(offset, offset + limit).map((m) => ({ download: m, month: m, label: monthLabel(m) })),
      },
    });
  })
  // one month's report as PDF; a month without report: 404
  .post("/marketing-packages/reports/download", rulesBody(DOWNLOAD_BODY, { status: 400 }), async (c) => {
    const month = c.req.valid("json").download;
    const months = reportMonths(await wkdbSince(c.var.db, c.var.accountId), berlinToday());
    if (!months.includes(month)) throw notFound("Für diesen Monat gibt es keinen Bericht.");
    const [name, report] = await Promise.all([companyName(c.var.db, c.var.accountId), monthReport(c.var.db, c.var.accountId, month)]);
    if (!name) throw notFound("Die Firma wurde nicht gefunden.");
    return pdfAnswer(await reportPdf(name, report, new Date()), reportFileName(name, month));
  });
