import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pathTo } from "#domain/pages";
import { DOCUMENT_TYPES, euro, periodText, type DocumentType } from "#domain/documents";
import { formatDateDe } from "#domain/format";

/** `?jahr=2025`: a four-digit year, else none (the newest year with documents). */
const yearOf = (url: URL): string => {
  const v = url.searchParams.get("jahr") ?? "";
  return /^\d{4}$/.test(v) ? v : "";
};

/** The page's groups, in this order (spec §2 dokumente: invoices, credit notes, contract documents). */
const GROUPS: DocumentType[] = ["INVOICE", "CREDIT_NOTE", "ORDER_CONFIRMATION"];

/**
 * The documents (spec §2 /kunde/firmendaten/dokumente, §7 getDocuments): one
 * year at a time (`?jahr=`, the newest without one), the years as links; each
 * document with its number, date, period and gross amount written here (the
 * page's script formats nothing), and the addresses of its PDF, an invoice's
 * XRechnung and the year's ZIP.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const asked = yearOf(portal.url);
  const d = await portal.need(await portal.api.call((api) => api.customer.getDocuments.$get({ query: { year: asked } })));
  const groups = GROUPS.map((type) => ({
    type,
    heading: DOCUMENT_TYPES[type].plural,
    label: DOCUMENT_TYPES[type].label,
    rows: d.documents
      .filter((x) => x.documentType === type)
      .map((x) => ({
        number: x.documentNumber,
        date: formatDateDe(x.date),
        period: periodText(x.periodFrom, x.periodTo),
        // an order confirmation names the monthly price
        amount: x.documentType === "ORDER_CONFIRMATION" ? `${euro(x.grossCents)} monatlich` : euro(x.grossCents),
        refersTo: x.refersTo,
        pdf: pathTo("companyData.documentPdf", { quelle: x.documentSource, art: x.documentType, nummer: x.documentNumber }),
        xml: x.documentType === "INVOICE" ? pathTo("companyData.documentXml", { nummer: x.documentNumber }) : null,
      })),
  })).filter((g) => g.rows.length);
  return {
    years: d.years.map((y) => ({ year: y, current: y === d.year })),
    year: d.year,
    groups,
    zip: d.year !== null && groups.length ? pathTo("companyData.documentsZip", { jahr: String(d.year) }) : null,
    retentionYears: d.retentionYears,
  };
}
