import { commonSecurityHeaders } from "./answer-headers.server";

/** Security headers for every portal answer; CSP with the request's nonce for scripts. */
export function securityHeaders(h: Headers, opts: { nonce: string; production: boolean; formTargets: readonly string[]; formOrigins?: readonly string[] }) {
  const formAction = ["'self'", ...opts.formTargets.map((host) => `https://${host}`), ...(opts.formOrigins ?? [])].join(" ");
  h.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${opts.nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      // blob: the preview of an image chosen for upload, before it is sent
      "img-src 'self' data: blob: https:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
    ].join("; "),
  );
  commonSecurityHeaders(h, opts.production);
}

/**
 * Whether a GET came from the portal's own pages (or the same site): by the
 * browser's Sec-Fetch-Site, else by the Referer's origin. An address typed in,
 * a bookmark, a mail's or another site's link are not.
 */
export function isSameSiteNavigation(request: Request, url: URL): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "same-site";
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === url.origin;
  } catch {
    return false;
  }
}
