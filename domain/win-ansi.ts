/**
 * Text for PDF's standard fonts (Helvetica writes WinAnsi): shared by the
 * portal's reports (app/server/pdf-report.server.ts) and /api's rating PDFs
 * (api/lib/rating-pdfs.ts). No I/O.
 */

/** Windows-1252's letters beyond Latin-1 (what WinAnsiEncoding adds). */
const CP1252_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The text as Helvetica can write it: other characters become "?", line breaks and tabs spaces. */
export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if (ch === "\n" || ch === "\t" || ch === "\r") out += " ";
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch)) out += ch;
    else out += "?";
  }
  return out;
}
