/**
 * What every PDF the portal draws shares (pdf-lib, Helvetica: the rating awards and
 * marketing packages, invoices and documents, the self-disclosure report): the page
 * size, the margin and how text is wrapped. No pdf-lib import here: a font is
 * anything that measures text, so the drawing modules stay the only ones to load it.
 */

/** A4 in PDF points. */
export const A4: [number, number] = [595.28, 841.89];
/** The margin around every drawn page, in points (about 2 cm). */
export const PDF_MARGIN = 56;

export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Lines of at most `width` points; a word longer than a line is cut where it must be. */
export function wrapText(text: string, font: MeasuringFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}
