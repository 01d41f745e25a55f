import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../../app/server/headers.server";

describe("security headers", () => {
  const headersFor = (production: boolean) => {
    const h = new Headers();
    securityHeaders(h, { nonce: "abc123", production, formTargets: ["www.example.com"] });
    return h;
  };

  it("script-src allows only this origin and the request's nonce", () => {
    const csp = headersFor(false).get("Content-Security-Policy")!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://www.example.com");
  });

  it("HSTS only in production", () => {
    expect(headersFor(true).get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
    expect(headersFor(false).get("Strict-Transport-Security")).toBeNull();
  });
});
