/**
 * The claim letter (decision 074): a printable A4 PDF with the entry's address in
 * the window of a DIN-lang envelope and the code, drawn with pdf-lib. Loaded only
 * when a letter is made (api/lib/claim-letter.ts).
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { winAnsi } from "#domain/win-ansi";

export interface ClaimLetter {
  company: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  code: string;
  /** DD.MM.YYYY */
  validUntil: string;
  /** DD.MM.YYYY */
  date: string;
  portal: string;
}

const MM = 72 / 25.4;

export async function claimLetterPdf(l: ClaimLetter): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Ihr Code für ${l.company}`));
  doc.setLanguage("de-DE");
  const page = doc.addPage([210 * MM, 297 * MM]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const top = 297 * MM;
  const text = (s: string, x: number, yMm: number, size = 11, f = font) => page.drawText(winAnsi(s), { x: x * MM, y: top - yMm * MM, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  // the sender line and the address in the envelope's window (DIN 5008 form B)
  text("Mein Bereich · Kundenservice · Postfach 10 00 00 · 50000 Köln", 25, 50, 7);
  [l.company, l.street ?? "", [l.zipCode, l.city].filter(Boolean).join(" ")].forEach((line, i) => text(line, 25, 58 + i * 5));
  text(l.date, 160, 98);
  text("Ihr Code zur Übernahme Ihres Eintrags", 25, 110, 14, bold);
  const lines = [
    "Guten Tag,",
    "",
    `jemand möchte den Eintrag von ${l.company} in unserem Verzeichnis übernehmen und verwalten.`,
    "Damit nur das Unternehmen selbst das kann, schicken wir diesen Code an die Adresse des Eintrags.",
    "Geben Sie ihn in Mein Bereich auf der Seite „Inhaberschaft nachweisen“ ein:",
  ];
  lines.forEach((line, i) => text(line, 25, 122 + i * 6));
  text(l.code.split("").join(" "), 70, 162, 28, mono);
  const after = [
    `Der Code gilt bis zum ${l.validUntil} und nur einmal; nach fünf falschen Eingaben verfällt er.`,
    `Die Übernahme ist kostenlos. Wir verschicken dafür keine Rechnungen und fragen nie nach Bankdaten.`,
    `Sie haben die Übernahme nicht angefordert? Dann ignorieren Sie diesen Brief oder rufen Sie uns an.`,
    "",
    `Mein Bereich: ${l.portal}`,
  ];
  after.forEach((line, i) => text(line, 25, 182 + i * 6, 10));
  return doc.save();
}
