/**
 * Spec §7 GET /api/customer/getDocuments and downloadDocument: the active
 * company's invoices, credit notes and contract documents still kept
 * (decision 066), one year at a time; a document as PDF, an invoice also as
 * XRechnung (`format=xml`, decision 065); and ours, downloadDocuments: one
 * year's documents as a ZIP (decision 067). Chained onto the customer area
 * behind its company check (api/middleware/auth.ts).
 */
import { Hono, type Context } from "hono";
import { zipSync, strToU8, type Zippable } from "fflate";
import type { ApiEnv } from "../context";
import { ApiError, forbidden, notFound } from "../lib/errors";
import { rulesQuery } from "../lib/validate";
import { documentPdf } from "../lib/document-pdfs";
import { companyNameOf, issuedDocuments, keptDocuments, ownerOf, yearsOf } from "../services/documents";
import { berlinToday } from "#domain/format";
import { contentDisposition } from "#domain/uploads";
import { DOCUMENT_NUMBER, documentFileName, isRetained, RETENTION_YEARS, typeFits, yearZipName } from "#domain/documents";
import { xrechnungXml } from "#domain/xrechnung";

const YEAR = { maxLength: { value: 4, message: "Bitte nennen Sie ein Jahr, z. B. 2025." }, pattern: { value: /^\d{4}$/, message: "Bitte nennen Sie ein Jahr, z. B. 2025." } };
const LIST_QUERY = { year: YEAR };
const ZIP_QUERY = { year: { ...YEAR, required: "Bitte nennen Sie ein Jahr, z. B. 2025." } };
const DOWNLOAD_QUERY = {
  documentSource: { required: "Bitte nennen Sie die Quelle des Dokuments.", maxLength: { value: 32, message: "Unbekannte Quelle." } },
  documentType: { required: "Bitte nennen Sie die Art des Dokuments.", maxLength: { value: 32, message: "Unbekannte Art." } },
  documentNumber: { required: "Bitte nennen Sie die Nummer des Dokuments.", maxLength: { value: 32, message: "Unbekannte Nummer." } },
  format: { maxLength: { value: 8, message: "Unbekanntes Format." } },
};

const FORMATS = { pdf: "application/pdf", xml: "application/xml; charset=utf-8" } as const;

const noDocument = () => notFound("Dieses Dokument gibt es nicht (mehr).");

/** A file answer: its type, length and file name (ASCII and UTF-8), never cached. */
const fileAnswer = (bytes: Uint8Array, contentType: string, fileName: string) =>
  new Response(bytes, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition("attachment", fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });

/**
 * The document a download names, as issued: another company's number 403; a
 * number that does not exist, whose source or type differ from what was asked,
 * or no longer kept, 404 — never a file.
 */
async function ownDocument(c: Context<ApiEnv>, q: { documentSource: string; documentType: string; documentNumber: string }, today: string) {
  if (!DOCUMENT_NUMBER.test(q.documentNumber) || !typeFits(q.documentSource, q.documentType)) throw noDocument();
  const owner = await ownerOf(c.var.db, q.documentNumber);
  if (!owner) throw noDocument();
  if (owner.companyId !== c.var.accountId) throw forbidden("Dieses Dokument gehört zu einer anderen Firma.");
  if (owner.source !== q.documentSource || owner.type !== q.documentType || !isRetained(owner.issuedOn, today) || owner.issuedOn > today) throw noDocument();
  const [doc] = await issuedDocuments(c.var.db, [q.documentNumber]);
  if (!doc) throw noDocument();
  return doc;
}

export const documentRoutes = new Hono<ApiEnv>()
  // the documents of one year (`year`, else the newest), and the years that have any, newest first
  .get("/getDocuments", rulesQuery(LIST_QUERY), async (c) => {
    const asked = c.req.valid("query").year;
    const today = berlinToday();
    const all = await keptDocuments(c.var.db, c.var.accountId, today);
    const years = yearsOf(all);
    const year = asked ? Number(asked) : (years[0] ?? null);
    return c.json({
      data: {
        documents: year === null ? [] : all.filter((d) => d.date.startsWith(`${year}-`)),
        years,
        year,
        retentionYears: RETENTION_YEARS,
      },
    });
  })
  // one document: PDF (default), or an invoice's XRechnung (`format=xml`)
  .get("/downloadDocument", rulesQuery(DOWNLOAD_QUERY, undefined, 400), async (c) => {
    const q = c.req.valid("query");
    const format = (q.format || "pdf") as keyof typeof FORMATS;
    if (!Object.hasOwn(FORMATS, format)) throw new ApiError(404, "NOT_FOUND", "Dieses Format gibt es nicht (pdf oder xml).");
    const doc = await ownDocument(c, q, berlinToday());
    if (format === "xml") {
      if (doc.type !== "INVOICE") throw notFound("Eine XRechnung gibt es nur zu Rechnungen.");
      return fileAnswer(strToU8(xrechnungXml(doc)), FORMATS.xml, documentFileName(doc.type, doc.number, "xml"));
    }
    return fileAnswer(await documentPdf(doc, new Date()), FORMATS.pdf, documentFileName(doc.type, doc.number));
  })
  // one year's documents as a ZIP: each document's PDF, and each invoice's XRechnung beside it
  .get("/downloadDocuments", rulesQuery(ZIP_QUERY, undefined, 400), async (c) => {
    const year = Number(c.req.valid("query").year);
    const today = berlinToday();
    const ofYear = (await keptDocuments(c.var.db, c.var.accountId, today)).filter((d) => d.date.startsWith(`${year}-`));
    if (!ofYear.length) throw notFound(`Für ${year} gibt es keine Dokumente.`);
    const [name, docs] = await Promise.all([companyNameOf(c.var.db, c.var.accountId), issuedDocuments(c.var.db, ofYear.map((d) => d.documentNumber))]);
    const files: Zippable = {};
    const created = new Date();
    for (const doc of docs) {
      // the PDFs are compressed already, the XML is small: stored as they are
      files[documentFileName(doc.type, doc.number)] = [await documentPdf(doc, created), { level: 0 }];
      if (doc.type === "INVOICE") files[documentFileName(doc.type, doc.number, "xml")] = [strToU8(xrechnungXml(doc)), { level: 0 }];
    }
    return fileAnswer(zipSync(files), "application/zip", yearZipName(name ?? "", year));
  });
