/**
 * The PDFs of "Wer kennt den BESTEN" (spec §7 awards/top-employer-badge,
 * awards/pdf-signet, marketing-packages/reports/download), drawn in the
 * Worker with pdf-lib: an award certificate and a month's report, one A4 page
 * each. Helvetica (a standard font, nothing embedded) writes WinAnsi text
 * (domain/win-ansi.ts).
 */
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb } from "pdf-lib";
import { winAnsi } from "#domain/win-ansi";
import { A4, PDF_MARGIN, wrapText } from "#domain/pdf-text";
import { formatDateDe } from "#domain/format";
import { averageText, gradeWord, hasFigure, RATING_CHECK_STATEMENT, RATING_PORTAL_NAMES, RATING_PORTALS, type RatingFigure } from "#domain/ratings";
import { AWARD_MONTHS, AWARD_RULES, monthLabel, ruleText, shareText, type AwardKind } from "#domain/rating-awards";
import type { MonthReport } from "../services/rating-awards";

const MARGIN = PDF_MARGIN;
const INK = rgb(0.07, 0.09, 0.15);
const BLUE = rgb(0.12, 0.23, 0.54);
const GREY = rgb(0.3, 0.34, 0.4);
const GOLD = rgb(0.96, 0.62, 0.04);
const PALE = rgb(0.8, 0.84, 0.88);

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

/** Lines of at most `width` points, in the fonts' WinAnsi letters. */
const wrap = (text: string, font: PDFFont, size: number, width: number) => wrapText(winAnsi(text), font, size, width);

/** Writes text from the pen's height down, wrapped; centred on the page if asked. */
function write(pen: Pen, text: string, o: { size: number; bold?: boolean; color?: ReturnType<typeof rgb>; center?: boolean; x?: number; width?: number; gap?: number }) {
  const font = o.bold ? pen.bold : pen.regular;
  const x0 = o.x ?? MARGIN;
  const width = o.width ?? A4[0] - x0 - MARGIN;
  for (const line of wrap(text, font, o.size, width)) {
    const x = o.center ? (A4[0] - font.widthOfTextAtSize(line, o.size)) / 2 : x0;
    pen.page.drawText(line, { x, y: pen.y - o.size, size: o.size, font, color: o.color ?? INK });
    pen.y -= o.size * 1.35;
  }
  pen.y -= o.gap ?? 0;
}

/** The star's outline around (0, 0): ten points, the top one first; `half` only its left half (points 5 … 10, the top and bottom on the axis). */
function starPath(r: number, half = false): string {
  const pts: string[] = [];
  for (const i of half ? [5, 6, 7, 8, 9, 10] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(rr * Math.cos(a)).toFixed(2)} ${(rr * Math.sin(a)).toFixed(2)}`);
  }
  return `M ${pts.join(" L ")} Z`;
}

/** Five stars filled to the average in half stars (4,3: four and a half), centred at the pen's height. */
function stars(pen: Pen, avg: number, size: number) {
  const gap = size * 0.2;
  const left = (A4[0] - (5 * size + 4 * gap)) / 2;
  const halves = Math.round(Math.max(0, Math.min(5, avg)) * 2);
  for (let i = 0; i < 5; i++) {
    const at = { x: left + i * (size + gap) + size / 2, y: pen.y - size / 2 };
    pen.page.drawSvgPath(starPath(size / 2), { ...at, color: PALE });
    if (halves >= 2 * i + 2) pen.page.drawSvgPath(starPath(size / 2), { ...at, color: GOLD });
    else if (halves === 2 * i + 1) pen.page.drawSvgPath(starPath(size / 2, true), { ...at, color: GOLD });
  }
  pen.y -= size + 8;
}

async function newDocument(title: string, created: Date) {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setAuthor("Wer kennt den BESTEN");
  doc.setLanguage("de-DE");
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const pen: Pen = { page: doc.addPage(A4), regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), y: A4[1] - MARGIN };
  return { doc, pen };
}

const figureText = (f: RatingFigure) =>
  hasFigure(f) ? `${averageText(f.avgScore)} von 5 Sternen (${gradeWord(f.avgScore)}) aus ${f.count.toLocaleString("de-DE")} ${f.count === 1 ? "Bewertung" : "Bewertungen"}` : "noch keine Bewertungen";

export interface AwardPdf {
  kind: AwardKind;
  companyName: string;
  figure: RatingFigure;
  period: { from: string; to: string };
  issued: string;
  code: string;
  checkUrl: string;
}

/**
 * An award certificate (decision 055): the award, the company, average and
 * count of the period, the period, the day of issue, and where to check it.
 */
export async function awardPdf(a: AwardPdf, created: Date): Promise<Uint8Array> {
  const rule = AWARD_RULES[a.kind];
  const { doc, pen } = await newDocument(`${rule.title} – ${a.companyName}`, created);
  pen.page.drawRectangle({ x: MARGIN / 2, y: MARGIN / 2, width: A4[0] - MARGIN, height: A4[1] - MARGIN, borderColor: BLUE, borderWidth: 3 });
  pen.y -= 40;
  write(pen, "Wer kennt den BESTEN", { size: 16, bold: true, color: BLUE, center: true, gap: 30 });
  write(pen, rule.title, { size: 34, bold: true, center: true, gap: 10 });
  write(pen, rule.claim, { size: 13, color: GREY, center: true, gap: 40 });
  write(pen, "verliehen an", { size: 12, color: GREY, center: true, gap: 6 });
  write(pen, a.companyName, { size: 24, bold: true, center: true, gap: 30 });
  stars(pen, a.figure.avgScore, 34);
  write(pen, `Durchschnitt ${averageText(a.figure.avgScore)} von 5 Sternen`, { size: 18, bold: true, center: true, gap: 4 });
  write(pen, `aus ${a.figure.count.toLocaleString("de-DE")} veröffentlichten Bewertungen`, { size: 13, center: true, gap: 4 });
  write(pen, `Zeitraum: ${formatDateDe(a.period.from)} bis ${formatDateDe(a.period.to)}`, { size: 13, center: true, gap: 30 });
  write(pen, `Ausgestellt am ${formatDateDe(a.issued)}`, { size: 12, center: true, gap: 4 });
  write(pen, `Prüfnummer ${a.code}`, { size: 12, bold: true, center: true, gap: 4 });
  write(pen, `Diese Auszeichnung prüfen: ${a.checkUrl}`, { size: 11, color: BLUE, center: true, gap: 40 });
  write(pen, `Vergeben für ${ruleText(a.kind)}, gezählt über alle Bewertungsportale und gewichtet nach der Zahl der Bewertungen. Die Auszeichnung beruht auf Bewertungen von Kundinnen und Kunden.`, {
    size: 9,
    color: GREY,
    gap: 6,
  });
  write(pen, RATING_CHECK_STATEMENT, { size: 8, color: GREY });
  return doc.save();
}

/**
 * A month's marketing package (decision 058): the month's new ratings per
 * portal with their average, the month together, the overall figure at the
 * month's end, the share of the month's ratings answered, and the entry's
 * views and clicks.
 */
export async function reportPdf(companyName: string, r: MonthReport, created: Date): Promise<Uint8Array> {
  const { doc, pen } = await newDocument(`Vermarktungspaket ${monthLabel(r.month)} – ${companyName}`, created);
  write(pen, "Wer kennt den BESTEN", { size: 12, bold: true, color: BLUE, gap: 6 });
  write(pen, `Vermarktungspaket ${monthLabel(r.month)}`, { size: 22, bold: true, gap: 2 });
  write(pen, companyName, { size: 13, color: GREY, gap: 2 });
  write(pen, `Erstellt am ${formatDateDe(created)}`, { size: 10, color: GREY, gap: 18 });

  write(pen, "Neue Bewertungen im Monat", { size: 14, bold: true, gap: 4 });
  const cols = [MARGIN, MARGIN + 250, MARGIN + 360];
  const row = (cells: [string, string, string], bold = false) => {
    const font = bold ? pen.bold : pen.regular;
    cells.forEach((c, i) => pen.page.drawText(winAnsi(c), { x: cols[i]!, y: pen.y - 11, size: 11, font, color: INK }));
    pen.y -= 17;
  };
  row(["Portal", "Bewertungen", "Durchschnitt"], true);
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y + 3 }, end: { x: A4[0] - MARGIN, y: pen.y + 3 }, thickness: 0.5, color: PALE });
  for (const p of RATING_PORTALS) {
    const f = r.portals[p];
    row([RATING_PORTAL_NAMES[p], hasFigure(f) ? f.count.toLocaleString("de-DE") : "0", hasFigure(f) ? averageText(f.avgScore) : "–"]);
  }
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y + 3 }, end: { x: A4[0] - MARGIN, y: pen.y + 3 }, thickness: 0.5, color: PALE });
  row(["Zusammen", hasFigure(r.total) ? r.total.count.toLocaleString("de-DE") : "0", hasFigure(r.total) ? averageText(r.total.avgScore) : "–"], true);
  pen.y -= 14;

  write(pen, "Ihr Stand am Monatsende", { size: 14, bold: true, gap: 4 });
  write(pen, `Gesamtdurchschnitt: ${figureText(r.overall)}`, { size: 11, gap: 2 });
  write(pen, `Beantwortet: ${shareText(r.answered, Math.max(0, r.total.count))} der neuen Bewertungen (${r.answered} von ${Math.max(0, r.total.count)})`, { size: 11, gap: 14 });

  write(pen, "Ihr Eintrag im Monat", { size: 14, bold: true, gap: 4 });
  write(pen, `Aufrufe des Eintrags: ${r.entry.views.toLocaleString("de-DE")}`, { size: 11, gap: 2 });
  write(pen, `Einblendungen in Trefferlisten: ${r.entry.impressions.toLocaleString("de-DE")}`, { size: 11, gap: 2 });
  write(pen, `Klicks (Telefon, Website, Route, E-Mail): ${r.entry.clicks.toLocaleString("de-DE")}`, { size: 11, gap: 18 });

  write(pen, `Gezählt werden veröffentlichte Bewertungen; Auszeichnungen beruhen auf den letzten ${AWARD_MONTHS} abgeschlossenen Monaten.`, { size: 9, color: GREY, gap: 4 });
  write(pen, RATING_CHECK_STATEMENT, { size: 8, color: GREY });
  return doc.save();
}
