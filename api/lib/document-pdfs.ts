/**
 * The documents' PDFs (spec §7 downloadDocument, decision 065): the drawing
 * (pdf-lib) in api/lib/document-pdf-drawing.ts, loaded when the first PDF is
 * asked for — every other call, and every API test file, goes without pdf-lib's
 * hundred and more modules (as api/lib/rating-pdfs.ts).
 */
import type { IssuedDocument } from "#domain/documents";

const drawing = () => import("./document-pdf-drawing");

/** The document as PDF; the same rows give the same pages (only the file's creation date differs). */
export const documentPdf = async (d: IssuedDocument, created: Date): Promise<Uint8Array> => (await drawing()).documentPdf(d, created);
