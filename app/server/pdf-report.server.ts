import { PDFDocument, PDFFont, StandardFonts, rgb } from "pdf-lib";
import { winAnsi } from "#domain/win-ansi";
import { A4, PDF_MARGIN, wrapText as wrap } from "#domain/pdf-text";

export { winAnsi };

/**
 * A readable A4 PDF of a titled report: sections of label/value rows and of
 * lists, wrapped to the page, with page numbers. Helvetica (one of PDF's
 * standard fonts, nothing embedded) writes WinAnsi text: German letters, „“,
 * – and € included; a character outside it is written as "?".
 */

export interface ReportSection {
  heading: string;
  rows?: [label: string, value: string][];
  lists?: { heading: string; items: string[]; empty: string }[];
}

export interface Report {
  title: string;
  /** lines under the title (company, date) */
  subtitle: string[];
  sections: ReportSection[];
  /** the document's metadata */
  author: string;
}

const MARGIN = PDF_MARGIN;
const LABEL_WIDTH = 170;
const SIZE = { title: 20, heading: 13, sub: 11, text: 10 } as const;
const LINE = 1.35;


export async function renderReport(report: Report, created: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(report.title));
  doc.setAuthor(winAnsi(report.author));
  doc.setLanguage("de-DE");
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const textWidth = A4[0] - 2 * MARGIN;

  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const write = (text: string, x: number, font: PDFFont, size: number, width: number, color = rgb(0.07, 0.09, 0.15)) => {
    const lines = wrap(winAnsi(text), font, size, width);
    for (const line of lines) {
      room(size * LINE);
      page.drawText(line, { x, y: y - size, size, font, color });
      y -= size * LINE;
    }
  };

  write(report.title, MARGIN, bold, SIZE.title, textWidth);
  y -= 4;
  for (const line of report.subtitle) write(line, MARGIN, regular, SIZE.sub, textWidth, rgb(0.2, 0.25, 0.33));
  for (const section of report.sections) {
    y -= 14;
    room(SIZE.heading * LINE + SIZE.text * LINE * 2);
    write(section.heading, MARGIN, bold, SIZE.heading, textWidth);
    y -= 2;
    for (const [label, value] of section.rows ?? []) {
      // a row stays on one page: label and value side by side
      const left = wrap(winAnsi(label), bold, SIZE.text, LABEL_WIDTH - 10);
      const right = wrap(winAnsi(value), regular, SIZE.text, textWidth - LABEL_WIDTH);
      const step = SIZE.text * LINE;
      room(Math.max(left.length, right.length) * step);
      left.forEach((line, i) => page.drawText(line, { x: MARGIN, y: y - SIZE.text - i * step, size: SIZE.text, font: bold }));
      right.forEach((line, i) => page.drawText(line, { x: MARGIN + LABEL_WIDTH, y: y - SIZE.text - i * step, size: SIZE.text, font: regular }));
      y -= Math.max(left.length, right.length) * step;
    }
    for (const list of section.lists ?? []) {
      y -= 6;
      write(list.heading, MARGIN, bold, SIZE.text + 1, textWidth);
      if (list.items.length === 0) write(list.empty, MARGIN, regular, SIZE.text, textWidth);
      for (const item of list.items) {
        room(SIZE.text * LINE);
        page.drawText("•", { x: MARGIN + 2, y: y - SIZE.text, size: SIZE.text, font: regular });
        write(item, MARGIN + 14, regular, SIZE.text, textWidth - 14);
      }
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Seite ${i + 1} von ${pages.length}`;
    p.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font: regular, color: rgb(0.35, 0.4, 0.47) });
  });
  return doc.save();
}
