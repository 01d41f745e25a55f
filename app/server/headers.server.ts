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
  h.set("X-Content-Type-Options", "nosniff");
  // a page may ask for none at all (a mailed link's token in its address); never for more
  if (h.get("Referrer-Policy") !== "no-referrer") h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (opts.production) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
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
