import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { filePassedOn } from "~/server/file-download.server";

/**
 * A document as PDF (spec §7 downloadDocument?documentSource&documentType&documentNumber),
 * drawn by /api: `/pdf/BILLING/INVOICE/R-2026-010001`; another company's 403, an
 * unknown one 404, never a file.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const query = { documentSource: (params.quelle ?? "").slice(0, 32), documentType: (params.art ?? "").slice(0, 32), documentNumber: (params.nummer ?? "").slice(0, 32), format: "pdf" };
  return filePassedOn(portal, await portal.api.raw((api) => api.customer.downloadDocument.$get({ query })));
}
