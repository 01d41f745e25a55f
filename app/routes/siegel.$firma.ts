import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiClient } from "~/server/api-client.server";
import { brandOf } from "#domain/brand";
import { SIGNET_MAX_AGE_S, signetSvg } from "#domain/rating-awards";

const notFound = (status = 404, message = "Für diese Firma gibt es kein Bewertungssiegel.") =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });

/**
 * The rating signet as an SVG image for the customer's website (decision 057):
 * open, since the website's visitors are anonymous; drawn here from the open
 * call /api/wkdb-signet/:companyId (the last 12 complete months' average and
 * count, while the company earns the signet; anyone else's 404). Browsers and
 * caches keep it for an hour.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const companyId = params.firma ?? "";
  if (!/^[A-Za-z0-9-]{1,64}$/.test(companyId)) return notFound();
  const res = await portal.api.call((api) => api["wkdb-signet"][":companyId"].$get({ param: { companyId } }, ApiClient.anonymous));
  if (!res.ok) return res.status === 404 ? notFound() : notFound(502, "Das Bewertungssiegel kann gerade nicht geladen werden.");
  return new Response(signetSvg(res.data.figure, brandOf(portal.env.BRAND).name), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SIGNET_MAX_AGE_S}`,
      // the image is embedded on other sites
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}
