import { describe, expect, it } from "vitest";
import { FILE_CSP, isPage, withSecurityHeaders } from "~/server/answer-headers.server";
import { securityHeaders } from "~/server/headers.server";

/**
 * The headers every answer of the Worker leaves with (worker.ts): a page keeps
 * its nonce CSP; a file, JSON or a short text answer gets a sandboxing CSP,
 * `nosniff`, the referrer policy and no framing, whatever the route set.
 */

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};
const headersOf = (res: Response) => Object.fromEntries(res.headers);

/** What handlePortal makes of a route's answer before it leaves: the page headers, on everything. */
function portalAnswer(res: Response): Response {
  const answer = new Response(res.body, res);
  securityHeaders(answer.headers, { nonce: "n0nce", production: false, formTargets: [] });
  return answer;
}

describe("withSecurityHeaders", () => {
  it("a document download passed on from /api keeps the sandbox (the portal's page CSP does not replace it), its name and nosniff", () => {
    const fromApi = new Response("%PDF-1.7", {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="preise.pdf"', "Content-Security-Policy": "default-src 'none'; sandbox" },
    });
    const h = headersOf(withSecurityHeaders(portalAnswer(fromApi), false));
    expect(h["content-security-policy"]).toBe(FILE_CSP);
    expect(h["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);
    expect(h["content-disposition"]).toBe('attachment; filename="preise.pdf"');
    expect(h).toMatchObject(COMMON);
  });

  it.each([
    ["an image shown inline", "image/jpeg", 'inline; filename="logo.jpg"'],
    ["the data export (JSON)", "application/json; charset=utf-8", 'attachment; filename="daten.json"'],
    ["an HTML file offered as a download", "text/html", 'attachment; filename="a.html"'],
  ])("%s gets the sandbox, not the page CSP", (_, type, disposition) => {
    const h = headersOf(withSecurityHeaders(portalAnswer(new Response("x", { headers: { "Content-Type": type, "Content-Disposition": disposition } })), false));
    expect(h["content-security-policy"]).toBe(FILE_CSP);
    expect(h).toMatchObject(COMMON);
  });

  it.each([
    ["/__ping", new Response("pong", { headers: { "Content-Type": "text/plain" } })],
    ["the cross-site 403", new Response("Anfrage von einer fremden Seite abgelehnt.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } })],
    ["/api's JSON", Response.json({ errors: [{ message: "Bitte melden Sie sich an." }] }, { status: 401 })],
    ["a redirect (immutable headers)", Response.redirect("https://portal.test/login", 302)],
  ])("%s carries the security headers", (_, res) => {
    const out = withSecurityHeaders(res, true);
    const h = headersOf(out);
    expect(h).toMatchObject({ ...COMMON, "content-security-policy": FILE_CSP, "strict-transport-security": "max-age=63072000; includeSubDomains; preload" });
    expect(out.status).toBe(res.status);
  });

  it("a page keeps its nonce CSP; a mailed link's page keeps no-referrer", () => {
    const page = portalAnswer(new Response("<!doctype html>", { headers: { "Content-Type": "text/html; charset=utf-8", "Referrer-Policy": "no-referrer" } }));
    expect(isPage(page.headers)).toBe(true);
    const h = headersOf(withSecurityHeaders(page, false));
    expect(h["content-security-policy"]).toContain("'nonce-n0nce'");
    expect(h["referrer-policy"]).toBe("no-referrer");
    expect(h["strict-transport-security"]).toBeUndefined();
  });
});
