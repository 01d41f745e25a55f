/**
 * The company's documents as PDF (spec §7 downloadDocument), drawn in the Worker
 * with pdf-lib: an invoice with every field § 14 Abs. 4 UStG asks (the seller's
 * and the buyer's full name and address, the seller's tax number and VAT id, the
 * date, the consecutive number, quantity and kind of service, the period of
 * service, the net amount by tax rate, the rate and the tax, the gross amount),
 * a credit note with the invoice it corrects, an order confirmation. A4, as many
 * pages as the positions need. Helvetica (a standard font, nothing embedded)
 * writes WinAnsi text (domain/win-ansi.ts). Loaded only when a PDF is asked for
 * (api/lib/document-pdfs.ts).
 */
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb } from "pdf-lib";
import { winAnsi } from "#domain/win-ansi";
import { A4, PDF_MARGIN, wrapText } from "#domain/pdf-text";
import { DOCUMENT_TYPES, dueDate, euro, periodText, SELLER, totalsOf, type IssuedDocument } from "#domain/documents";

const MARGIN = PDF_MARGIN;
const RIGHT = A4[0] - MARGIN;
const INK = rgb(0.07, 0.09, 0.15);
const GREY = rgb(0.3, 0.34, 0.4);
const RULE = rgb(0.75, 0.78, 0.82);
const de = (d: string) => periodText(d, d);

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

/** Lines of at most `width` points, in the fonts' WinAnsi letters. */
const wrap = (text: string, font: PDFFont, size: number, width: number) => wrapText(winAnsi(text), font, size, width);

/** One line of text at x (left), or ending at x (`right`). */
function at(pen: Pen, text: string, x: number, y: number, o: { size?: number; bold?: boolean; right?: boolean; color?: ReturnType<typeof rgb> } = {}) {
  const font = o.bold ? pen.bold : pen.regular;
  const size = o.size ?? 9.5;
  const t = winAnsi(text);
  pen.page.drawText(t, { x: o.right ? x - font.widthOfTextAtSize(t, size) : x, y, size, font, color: o.color ?? INK });
}

/** A new page when fewer than `height` points are left above the footer. */
function room(pen: Pen, height: number) {
  if (pen.y - height >= MARGIN + 60) return;
  pen.page = pen.doc.addPage(A4);
  pen.y = A4[1] - MARGIN;
}

const rule = (pen: Pen) => {
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: RIGHT, y: pen.y }, thickness: 0.6, color: RULE });
};

/** Columns of the positions' table: right edges (amounts) or left edges (text). */
const COL = { pos: MARGIN, text: MARGIN + 26, qty: 360, unit: 430, rate: 470, net: RIGHT };

export async function documentPdf(d: IssuedDocument, created: Date): Promise<Uint8Array> {
  const kind = DOCUMENT_TYPES[d.type];
  const title = `${kind.label} ${d.number}`;
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setAuthor(winAnsi(SELLER.name));
  doc.setSubject(winAnsi(`${kind.label} für ${d.buyer.name}`));
  doc.setLanguage("de-DE");
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const pen: Pen = { doc, page: doc.addPage(A4), regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), y: A4[1] - MARGIN };

  // the seller, and the sender's line over the buyer's address (§ 14 Abs. 4 Nr. 1 UStG)
  at(pen, SELLER.name, MARGIN, pen.y - 14, { size: 14, bold: true });
  at(pen, `${SELLER.street} · ${SELLER.zipCode} ${SELLER.city}`, MARGIN, pen.y - 28, { size: 9, color: GREY });
  pen.y -= 70;
  at(pen, `${SELLER.name} · ${SELLER.street} · ${SELLER.zipCode} ${SELLER.city}`, MARGIN, pen.y, { size: 7, color: GREY });
  const addressTop = pen.y - 16;
  [d.buyer.name, d.buyer.street, `${d.buyer.zipCode} ${d.buyer.city}`].forEach((line, i) => at(pen, line, MARGIN, addressTop - i * 14, { size: 10.5 }));

  // the facts beside the address (§ 14 Abs. 4 Nr. 2, 3, 4, 6 UStG)
  const facts: [string, string][] = [
    [`${kind.label}snummer`, d.number],
    [`${kind.label}sdatum`, de(d.issuedOn)],
    ["Kundennummer", d.buyer.reference],
    [d.type === "ORDER_CONFIRMATION" ? "Vertragsbeginn" : "Leistungszeitraum", d.type === "ORDER_CONFIRMATION" ? de(d.periodFrom) : periodText(d.periodFrom, d.periodTo)],
    ...(d.refersTo ? ([["Zur Rechnung", d.refersTo]] as [string, string][]) : []),
    ["USt-IdNr.", SELLER.vatId],
    ["Steuernummer", SELLER.taxNumber],
  ];
  facts.forEach(([label, value], i) => {
    at(pen, label, 340, pen.y + 4 - i * 13, { size: 8.5, color: GREY });
    at(pen, value, RIGHT, pen.y + 4 - i * 13, { size: 8.5, right: true });
  });
  pen.y = Math.min(addressTop - 3 * 14, pen.y + 4 - facts.length * 13) - 30;

  at(pen, d.type === "CREDIT_NOTE" ? `Gutschrift (Rechnungskorrektur) ${d.number}` : title, MARGIN, pen.y, { size: 16, bold: true });
  pen.y -= 28;

  // the positions (§ 14 Abs. 4 Nr. 5 and 6 UStG: quantity and kind of service, its period)
  const head = () => {
    at(pen, "Pos.", COL.pos, pen.y, { size: 8.5, bold: true });
    at(pen, "Leistung", COL.text, pen.y, { size: 8.5, bold: true });
    at(pen, "Menge", COL.qty, pen.y, { size: 8.5, bold: true, right: true });
    at(pen, "Einzelpreis", COL.unit, pen.y, { size: 8.5, bold: true, right: true });
    at(pen, "USt", COL.rate, pen.y, { size: 8.5, bold: true, right: true });
    at(pen, "Betrag netto", COL.net, pen.y, { size: 8.5, bold: true, right: true });
    pen.y -= 6;
    rule(pen);
    pen.y -= 14;
  };
  head();
  for (const l of d.lines) {
    const text = wrap(l.description, pen.regular, 9.5, COL.qty - 50 - COL.text);
    const height = (text.length + 1) * 12 + 6;
    if (pen.y - height < MARGIN + 60) {
      room(pen, height);
      head();
    }
    at(pen, String(l.position), COL.pos, pen.y);
    text.forEach((t, i) => at(pen, t, COL.text, pen.y - i * 12));
    at(pen, `Zeitraum ${periodText(l.periodFrom, l.periodTo)}`, COL.text, pen.y - text.length * 12, { size: 8, color: GREY });
    at(pen, `${l.quantity} Monat${l.quantity === 1 ? "" : "e"}`, COL.qty, pen.y, { right: true });
    at(pen, euro(l.unitNetCents), COL.unit, pen.y, { right: true });
    at(pen, `${l.taxRate} %`, COL.rate, pen.y, { right: true });
    at(pen, euro(l.netCents), COL.net, pen.y, { right: true });
    pen.y -= height;
  }
  rule(pen);
  pen.y -= 16;

  // the totals (§ 14 Abs. 4 Nr. 7 and 8 UStG: net by rate, the rate and its tax; the gross amount)
  const totals = totalsOf(d.lines);
  const sum = (label: string, value: string, bold = false) => {
    room(pen, 16);
    at(pen, label, 300, pen.y, { bold });
    at(pen, value, RIGHT, pen.y, { bold, right: true });
    pen.y -= 15;
  };
  sum("Summe netto", euro(totals.netCents));
  for (const t of totals.byRate) sum(`Umsatzsteuer ${t.rate} % auf ${euro(t.netCents)}`, euro(t.taxCents));
  sum(d.type === "CREDIT_NOTE" ? "Gutschriftsbetrag brutto" : d.type === "ORDER_CONFIRMATION" ? "Monatlich brutto" : "Gesamtbetrag brutto", euro(totals.grossCents), true);
  pen.y -= 14;

  const paragraph = (text: string) => {
    for (const line of wrap(text, pen.regular, 9.5, RIGHT - MARGIN)) {
      room(pen, 13);
      at(pen, line, MARGIN, pen.y);
      pen.y -= 13;
    }
    pen.y -= 5;
  };
  if (d.note) paragraph(d.note);
  if (d.type === "INVOICE") {
    paragraph(`Bitte überweisen Sie den Gesamtbetrag ohne Abzug bis zum ${de(dueDate(d.issuedOn))} auf das unten genannte Konto; bitte geben Sie die Rechnungsnummer ${d.number} als Verwendungszweck an.`);
    paragraph("Diese Rechnung erhalten Sie auch als XRechnung (EN 16931) im Portal unter Firmendaten › Dokumente.");
  } else if (d.type === "CREDIT_NOTE") {
    paragraph(`Den Betrag erstatten wir Ihnen innerhalb von ${SELLER.paymentDays} Tagen auf Ihr Konto oder verrechnen ihn mit Ihrer nächsten Rechnung.`);
  } else {
    paragraph("Vielen Dank für Ihren Auftrag. Die Leistungen berechnen wir monatlich im Voraus; die Rechnungen finden Sie im Portal unter Firmendaten › Dokumente.");
  }

  // every page's footer: the seller's register, tax numbers and bank; the page number
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const foot: Pen = { ...pen, page: p };
    foot.page.drawLine({ start: { x: MARGIN, y: MARGIN + 30 }, end: { x: RIGHT, y: MARGIN + 30 }, thickness: 0.6, color: RULE });
    at(foot, `${SELLER.name} · ${SELLER.street} · ${SELLER.zipCode} ${SELLER.city} · ${SELLER.register} · Geschäftsführung: ${SELLER.managingDirectors}`, MARGIN, MARGIN + 18, { size: 7, color: GREY });
    at(foot, `USt-IdNr. ${SELLER.vatId} · Steuernummer ${SELLER.taxNumber} · ${SELLER.bank.name} · IBAN ${SELLER.bank.iban} · BIC ${SELLER.bank.bic}`, MARGIN, MARGIN + 8, { size: 7, color: GREY });
    at(foot, `Seite ${i + 1} von ${pages.length}`, RIGHT, MARGIN - 6, { size: 7, color: GREY, right: true });
  });
  return doc.save();
}
