/**
 * The security headers of every answer of the Worker (worker.ts), whatever
 * made it: a portal page, a file download, /api's JSON, the cross-site 403, a
 * 413, `/__ping`. A page gets its own CSP with the request's nonce
 * (securityHeaders in headers.server.ts); everything else gets FILE_CSP, so a
 * file, JSON or text opened as a document runs nothing and loads nothing
 * (`sandbox`: no script, an opaque origin), and no answer can be framed.
 */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** An HTML page of the portal: text/html, and not a download (a Content-Disposition makes any answer a file). */
export function isPage(h: Headers): boolean {
  return /^\s*text\/html\b/i.test(h.get("Content-Type") ?? "") && !h.has("Content-Disposition");
}

/** The headers every answer carries (a page's come from securityHeaders too; these keep what it set). */
export function commonSecurityHeaders(h: Headers, production: boolean) {
  h.set("X-Content-Type-Options", "nosniff");
  // an answer may ask for none at all (a mailed link's token in its address); never for more
  if (h.get("Referrer-Policy") !== "no-referrer") h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (production) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
}

/**
 * The answer as it leaves the Worker: the common headers on every answer, and
 * FILE_CSP on every answer that is no page; it replaces any CSP the answer had
 * (the portal's download routes pass /api's file answer on, and nothing they
 * set may weaken it). A page keeps the CSP the portal gave it (FILE_CSP if it
 * has none). The headers are copied, so an answer with immutable headers (a
 * fetch's, a redirect's) can be changed too.
 */
export function withSecurityHeaders(response: Response, production: boolean): Response {
  const answer = new Response(response.body, response);
  const h = answer.headers;
  commonSecurityHeaders(h, production);
  if (!isPage(h) || !h.has("Content-Security-Policy")) h.set("Content-Security-Policy", FILE_CSP);
  return answer;
}

/**
 * A file the portal hands out (a download, never a page): its type and name;
 * nosniff and FILE_CSP come with every such answer (withSecurityHeaders).
 */
export function downloadAnswer(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" },
  });
}
