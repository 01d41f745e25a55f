import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { awardOfSlug } from "#domain/rating-awards";
import { activeCompanyId, pdfPassedOn } from "./downloads.server";

/**
 * An award's certificate as PDF (spec §7 awards/pdf-signet/download,
 * awards/top-employer-badge/download), drawn by /api: `siegel` or
 * `top-unternehmen`; anything else 404, an award not earned 422 with what is missing.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const kind = awardOfSlug(params.art);
  if (!kind) return new Response("Diese Auszeichnung gibt es nicht.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const json = { companyId: await activeCompanyId(portal) };
  return pdfPassedOn(
    portal,
    await portal.api.raw((api) => (kind === "pdf-signet" ? api.wkdb.awards["pdf-signet"].download.$post({ json }) : api.wkdb.awards["top-employer-badge"].download.$post({ json }))),
  );
}
