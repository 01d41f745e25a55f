import { accessFor } from "./access";
import { safeCallbackUrl, safeInternalPath } from "#domain/redirect";
import { pathTo } from "#domain/pages";

/** Who is asking, as far as routing cares. */
export interface Visitor {
  roles: readonly string[];
  hasActiveAccount: boolean;
}

export type Decision =
  /** `ignoredCallbackUrl`: spec §4.4, a callbackUrl not on the list is ignored, and logged */
  | { type: "allow"; ignoredCallbackUrl?: string }
  /** /login/cuca for a logged-in user: end the session, then show the page */
  | { type: "logout-then-allow" }
  | { type: "redirect"; to: string; reason: string };

/** Home of a logged-in user: the dashboard, or the user dashboard without a company (spec §2 named routes). */
export const homeOf = (v: Visitor) => (v.hasActiveAccount ? pathTo("dashboard") : pathTo("user"));

const loginWithReturn = (url: URL) => {
  const target = url.pathname + url.search;
  return target === "/" ? pathTo("login") : `${pathTo("login")}?redirectTo=${encodeURIComponent(target)}`;
};

/**
 * Access classes (spec §2) and then the redirect rules of spec §4.4, in their
 * order, for one request. Pure: the gate does the I/O around it.
 */
export function decide(url: URL, visitor: Visitor | null, allowedHosts: readonly string[]): Decision {
  const entry = accessFor(url.pathname);
  if (!entry) return { type: "redirect", to: pathTo("error.404"), reason: "unknown-path" };
  const access = entry.access;

  if (access.kind === "anonymous") {
    if (!visitor) return { type: "allow" };
    if (access.logoutFirst) return { type: "logout-then-allow" };
    // spec §4.4: uri, callbackUrl and callbackPage come before "the login route goes to the dashboard"
    return { type: "redirect", to: afterLoginTarget(url.searchParams, visitor, allowedHosts), reason: "anonymous-only" };
  }
  if (access.kind === "roles") {
    if (!visitor) return { type: "redirect", to: loginWithReturn(url), reason: "login-required" };
    if (!access.roles.some((r) => visitor.roles.includes(r))) return { type: "redirect", to: pathTo("error.403"), reason: "role" };
  }
  if (!visitor || access.selfRedirect) return { type: "allow" };

  // Redirect rules of spec §4.4, for logged-in users, in their order.
  const p = url.searchParams;
  const uri = p.get("uri");
  if (uri !== null && url.pathname.toLowerCase() !== pathTo("redirect")) {
    return { type: "redirect", to: `${pathTo("redirect")}?uri=${encodeURIComponent(uri)}`, reason: "uri" };
  }
  let ignoredCallbackUrl: string | undefined;
  const callbackUrl = p.get("callbackUrl");
  if (callbackUrl !== null) {
    const safe = safeCallbackUrl(callbackUrl, allowedHosts);
    if (safe) return { type: "redirect", to: safe, reason: "callbackUrl" };
    ignoredCallbackUrl = callbackUrl;
  }
  const callbackPage = safeInternalPath(p.get("callbackPage"));
  if (callbackPage) return { type: "redirect", to: callbackPage, reason: "callbackPage" };
  const independent = access.kind === "open" || (access.kind === "roles" && access.accountIndependent);
  if (!independent && !visitor.hasActiveAccount && !/benutzer|redirect|claiming/i.test(url.pathname)) {
    return { type: "redirect", to: pathTo("user"), reason: "no-active-account" };
  }
  return ignoredCallbackUrl === undefined ? { type: "allow" } : { type: "allow", ignoredCallbackUrl };
}

/**
 * Where to go right after a login: the callbackUrl when allowed, then
 * callbackPage, then redirectTo, else home (spec §4.4).
 */
export function afterLoginTarget(params: URLSearchParams, visitor: Visitor, allowedHosts: readonly string[]): string {
  const uri = params.get("uri");
  if (uri !== null) return `${pathTo("redirect")}?uri=${encodeURIComponent(uri)}`;
  const external = safeCallbackUrl(params.get("callbackUrl"), allowedHosts);
  if (external) return external;
  const page = safeInternalPath(params.get("callbackPage")) ?? safeInternalPath(params.get("redirectTo"));
  if (page && !/^\/login(\/|\?|$)/i.test(page)) {
    const pageUrl = new URL(page, "https://portal.invalid");
    const d = decide(pageUrl, visitor, allowedHosts);
    if (d.type === "allow") return page;
    if (d.type === "redirect" && !/^https?:/.test(d.to)) return d.to;
  }
  return homeOf(visitor);
}

/** The query values that survive the login form (spec §4.4). */
export const RETURN_PARAMS = ["redirectTo", "callbackUrl", "callbackPage", "uri"] as const;

export function returnParams(from: URLSearchParams | FormData) {
  const out = new URLSearchParams();
  for (const key of RETURN_PARAMS) {
    const v = from.get(key);
    if (typeof v === "string" && v !== "") out.set(key, v);
  }
  return out;
}
