import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";

/**
 * A PDF as a reader gets it: pdf-lib must load it (it parses), and the text its
 * pages draw, from the (deflated) content streams' hex strings in WinAnsi.
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; title: string | undefined; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const raw = bytes.toString("latin1");
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      content = m[1]!;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) parts.push(Buffer.from(t[1]!, "hex").toString("latin1"));
  }
  return { pages: doc.getPageCount(), title: doc.getTitle(), text: parts.join("\n") };
}
