import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { filePassedOn } from "~/server/file-download.server";

/**
 * An invoice as XRechnung (spec §7 downloadDocument with `format=xml`, decision 065):
 * `/xrechnung/R-2026-010001`; another company's 403, an unknown one or no invoice 404.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const query = { documentSource: "BILLING", documentType: "INVOICE", documentNumber: (params.nummer ?? "").slice(0, 32), format: "xml" };
  return filePassedOn(portal, await portal.api.raw((api) => api.customer.downloadDocument.$get({ query })));
}
