import { describe, expect, it } from "vitest";
import { accessFor, ROUTE_ACCESS } from "../../../app/access";
import { afterLoginTarget, decide, type Visitor } from "../../../app/routing";

const ALLOWED = ["www.example.com", "example.com"];
const customer: Visitor = { roles: ["customer"], hasActiveAccount: true };
const privateUser: Visitor = { roles: ["user"], hasActiveAccount: false };
const at = (path: string) => new URL(path, "https://portal.test");

describe("access classes (spec §2)", () => {
  it("matches paths case-insensitively and unknown paths not at all", () => {
    expect(accessFor("/LOGIN")?.path).toBe("/login");
    expect(accessFor("/login/cuca")?.path).toBe("/login/cuca");
    expect(accessFor("/nicht-da")).toBeNull();
    expect(decide(at("/nicht-da"), customer, ALLOWED)).toMatchObject({ type: "redirect", to: "/404" });
  });

  it("lists every path once", () => {
    const paths = ROUTE_ACCESS.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("anonymous-only: logged-in users go home; /login/cuca logs out first", () => {
    expect(decide(at("/login"), null, ALLOWED)).toEqual({ type: "allow" });
    expect(decide(at("/login"), customer, ALLOWED)).toMatchObject({ type: "redirect", to: "/" });
    expect(decide(at("/login"), privateUser, ALLOWED)).toMatchObject({ type: "redirect", to: "/benutzer" });
    expect(decide(at("/login/cuca"), customer, ALLOWED)).toEqual({ type: "logout-then-allow" });
    // the redirect rules come before "the login route goes to the dashboard" (spec §4.4)
    expect(decide(at("/login?callbackPage=/benutzer"), customer, ALLOWED)).toMatchObject({ to: "/benutzer" });
    expect(decide(at("/login?callbackUrl=example.com/x"), customer, ALLOWED)).toMatchObject({ to: "https://example.com/x" });
  });

  it("login plus roles: /login keeping path and query, wrong role → /403", () => {
    expect(decide(at("/benutzer?tab=a&b=1"), null, ALLOWED)).toMatchObject({
      type: "redirect",
      to: "/login?redirectTo=%2Fbenutzer%3Ftab%3Da%26b%3D1",
    });
    expect(decide(at("/kunde"), privateUser, ALLOWED)).toMatchObject({ type: "redirect", to: "/403" });
    expect(decide(at("/kunde"), customer, ALLOWED)).toEqual({ type: "allow" });
  });
});

describe("redirect rules in their order (spec §4.4)", () => {
  it("uri goes to the redirect page first", () => {
    expect(decide(at("/?uri=/benutzer&callbackUrl=https://example.com"), customer, ALLOWED)).toMatchObject({
      to: "/redirect?uri=%2Fbenutzer",
    });
    expect(decide(at("/redirect?uri=/benutzer"), customer, ALLOWED)).toEqual({ type: "allow" });
  });

  it("callbackUrl only to the allowed list, https added; otherwise ignored", () => {
    expect(decide(at("/?callbackUrl=example.com/x"), customer, ALLOWED)).toMatchObject({ to: "https://example.com/x" });
    expect(decide(at("/?callbackUrl=https://evil.example"), customer, ALLOWED)).toEqual({
      type: "allow",
      ignoredCallbackUrl: "https://evil.example",
    });
  });

  it("callbackPage replaces the target, only inside the portal", () => {
    expect(decide(at("/?callbackPage=/benutzer"), customer, ALLOWED)).toMatchObject({ to: "/benutzer" });
    expect(decide(at("/?callbackPage=//evil.example"), customer, ALLOWED)).toEqual({ type: "allow" });
  });

  it("without an active account, paths outside benutzer/redirect/claiming go to the user dashboard", () => {
    expect(decide(at("/"), privateUser, ALLOWED)).toMatchObject({ to: "/benutzer" });
    expect(decide(at("/benutzer"), privateUser, ALLOWED)).toEqual({ type: "allow" });
    expect(decide(at("/redirect"), privateUser, ALLOWED)).toEqual({ type: "allow" });
    // routes that handle their redirects themselves are left alone
    expect(decide(at("/logout"), privateUser, ALLOWED)).toEqual({ type: "allow" });
  });

  it("after login: callbackUrl, then callbackPage, then redirectTo, else home", () => {
    const p = (q: string) => new URLSearchParams(q);
    expect(afterLoginTarget(p("callbackUrl=example.com&redirectTo=/benutzer"), customer, ALLOWED)).toBe("https://example.com/");
    expect(afterLoginTarget(p("callbackUrl=evil.example&redirectTo=/benutzer"), customer, ALLOWED)).toBe("/benutzer");
    expect(afterLoginTarget(p("redirectTo=//evil.example"), customer, ALLOWED)).toBe("/");
    expect(afterLoginTarget(p("redirectTo=/kunde"), privateUser, ALLOWED)).toBe("/403");
    expect(afterLoginTarget(p("redirectTo=/login"), customer, ALLOWED)).toBe("/");
    expect(afterLoginTarget(p(""), privateUser, ALLOWED)).toBe("/benutzer");
  });
});
