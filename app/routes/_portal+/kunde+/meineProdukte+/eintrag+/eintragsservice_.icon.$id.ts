import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * A partner portal's icon (spec §7 internalBea/getPartnerPortalList?icons) as
 * an image of the portal's own, so the entry-service page's HTML names it
 * instead of carrying it; cached by the browser for a day.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const { portals } = await portal.need(await portal.api.call((api) => api.customer.internalBea.getPartnerPortalList.$get({ query: { icons: "true" } })));
  const icon = portals.find((p) => p.id === params.id)?.icon;
  const svg = icon?.startsWith("data:image/svg+xml,") ? decodeURIComponent(icon.slice("data:image/svg+xml,".length)) : null;
  // an image address: a plain 404 (a thrown one would be logged as a server error)
  if (!svg) return new Response(null, { status: 404, headers: { "X-Request-Id": portal.requestId } });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "private, max-age=86400", "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
  });
}
