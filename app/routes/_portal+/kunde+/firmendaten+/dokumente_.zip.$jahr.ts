import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { filePassedOn } from "~/server/file-download.server";

/**
 * A year's documents as ZIP (decision 067, downloadDocuments?year): each
 * document's PDF, each invoice's XRechnung beside it; a year without documents 404.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  return filePassedOn(portal, await portal.api.raw((api) => api.customer.downloadDocuments.$get({ query: { year: (params.jahr ?? "").slice(0, 8) } })));
}
