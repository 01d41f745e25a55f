import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { activeCompanyId, pdfPassedOn } from "./downloads.server";

/**
 * A month's marketing package as PDF (spec §7 marketing-packages/reports/download
 * `{download}`), drawn by /api from that month's figures: `2026-10`; a month
 * without report, or no month at all, 404.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const json = { companyId: await activeCompanyId(portal), download: (params.monat ?? "").slice(0, 16) };
  return pdfPassedOn(portal, await portal.api.raw((api) => api.wkdb["marketing-packages"].reports.download.$post({ json })));
}
