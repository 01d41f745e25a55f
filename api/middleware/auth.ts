import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { Context } from "hono";
import type { ApiEnv, Db } from "../context";
import { ApiError, forbidden, unauthenticated } from "../lib/errors";
import { verifyToken } from "../lib/token";
import { menuReads, type MenuRows } from "../services/menu";
import { liveSession, liveSessionWith, type SessionAuth } from "../services/sessions";
import { auditSupportStaff } from "./audit";
import { needsAccountId } from "../../contract/api";

/**
 * The only calls that need no session (spec §7 "Auth"): logging in, registering,
 * activating, recovering a password. Every
 * other call — of every area there is and every area added later — goes
 * through authentication, the support-staff audit and the company check.
 */
export const OPEN_CALLS: ReadonlySet<string> = new Set([
  "POST /api/auth/login",
  "POST /api/auth/login/cuca",
  "GET /api/auth/user",
  "POST /api/auth/facebook",
  // people without an account or session (api/routes/registration.ts)
  "POST /api/user/register",
  "POST /api/user/registerGuest",
  "POST /api/user/registerResend",
  "POST /api/user/registerActivation",
  "POST /api/user/registerActivationCancel",
  "POST /api/user/newsletterConfirm",
  "POST /api/user/password/forgotten",
  "POST /api/user/password/check",
  "POST /api/user/password/renew",
  "POST /api/user/activateChangedEmail",
  // the link that confirms a website's contact-form address (api/routes/website-contact.ts)
  "POST /api/user/confirmWebsiteContactAddress",
  // the claim funnel of a visitor without a session (api/routes/claiming.ts, decisions 072/073)
  "POST /api/service/cryptography/decryptData",
  "POST /api/claiming/funnel",
  "POST /api/claiming/person",
  "POST /api/claiming/register",
  "POST /api/claiming/login",
  // the account link of a visitor without a session (api/routes/accountlink.ts, decision 093)
  "POST /api/accountlink/open",
  "POST /api/accountlink/funnel",
  "POST /api/accountlink/person",
  "POST /api/accountlink/register",
  "POST /api/accountlink/login",
  // the outbox for the debug page, outside production only (api/routes/debug.ts)
  "GET /api/debug/mails",
  "GET /api/debug/letters/:id",
  // the tracking counts of the debug page, outside production only (api/routes/debug.ts)
  "GET /api/debug/tracking",
  // the rating signet on the customer's website, for its anonymous visitors (api/routes/wkdb-signet.ts, decision 057)
  "GET /api/wkdb-signet/:companyId",
]);

/**
 * The route pattern the router matched for this call (`/api/customer/account/:companyId`),
 * after it decoded the path: what runs is what is checked, whatever the spelling
 * of the URL (`/api/%63ustomer/…` matches the customer routes, and is checked as one).
 */
const matchedRoute = (c: Context<ApiEnv>) => routePath(c, -1);

const isOpen = (c: Context<ApiEnv>) => OPEN_CALLS.has(`${c.req.method} ${matchedRoute(c)}`);

/** The token's signature checked, then its session, roles and companies read live (null: no valid session). */
async function checkSession(db: Db, token: string, secret: string): Promise<SessionAuth | null> {
  const claims = await verifyToken(token, secret);
  return claims ? liveSession(db, claims.sid, claims.sub) : null;
}

/**
 * The layout of every portal page starts with GET /api/navigation/menu-items:
 * its reads go to D1 in the batch of the call's session check, one round trip
 * instead of two. They are built from the verified token's user and session and
 * limited in SQL to the companies that session can see (api/services/menu.ts);
 * the handler gets them (c.var.menuRows) only once the session proved live, and
 * checks the caller's access to them as before.
 */
const MENU_CALL = "GET /api/navigation/menu-items";

async function checkSessionWithMenu(c: Context<ApiEnv>, token: string) {
  const claims = await verifyToken(token, c.env.API_TOKEN_SECRET);
  if (!claims) return { auth: null, rows: undefined };
  const reads = menuReads(c.var.db, claims, c.req.query("accountId") || null);
  return liveSessionWith(c.var.db, claims.sid, claims.sub, reads);
}

/**
 * After a call that ends sessions (logout, password change): the checks this
 * portal request made so far are stale, so its later calls check again.
 */
export function forgetSessionChecks(c: Context<ApiEnv>) {
  c.env.SESSION_CHECKS?.clear();
}

/** Verifies the bearer token and reads its session, roles and companies live. */
const authenticate = createMiddleware<ApiEnv>(async (c, next) => {
  if (isOpen(c)) return next();
  const header = c.req.header("Authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : "";
  if (!token) throw unauthenticated();
  // one portal request's parallel calls carry the same token: it is verified and
  // its session looked up once for all of them (never across portal requests)
  const cache = c.env.SESSION_CHECKS;
  let pending = cache?.get(token);
  let menuRows: Promise<MenuRows | undefined> | undefined;
  if (!pending) {
    if (`${c.req.method} ${matchedRoute(c)}` === MENU_CALL) {
      const checked = checkSessionWithMenu(c, token);
      pending = checked.then((r) => r.auth);
      menuRows = checked.then((r) => r.rows);
    } else {
      pending = checkSession(c.var.db, token, c.env.API_TOKEN_SECRET);
    }
    cache?.set(token, pending);
  }
  const auth = await pending;
  if (!auth) throw unauthenticated();
  c.set("auth", auth);
  // (a menu call whose session another call of the page checked first reads its menu itself)
  if (menuRows) c.set("menuRows", await menuRows);
  await next();
});

/**
 * Calls of the account path families (spec §7) must name one of the caller's
 * companies as `accountId`, and the caller must (still) have the customer role
 * (spec §6); a foreign or unknown id gets the same 403, so nothing about it leaks.
 */
const checkCompany = createMiddleware<ApiEnv>(async (c, next) => {
  if (isOpen(c) || !needsAccountId(matchedRoute(c))) return next();
  const accountId = c.req.query("accountId");
  if (!accountId) throw new ApiError(400, "ACCOUNT_ID_MISSING", "Es wurde keine Firma angegeben.", "accountId");
  const auth = c.var.auth;
  if (!auth.roles.includes("customer") || !auth.companies.includes(accountId)) throw forbidden();
  c.set("accountId", accountId);
  await next();
});

/**
 * THE protected mount: applied to every /api call, in this order. Support-staff
 * writes are audited with their outcome, refused ones included.
 */
export const protectEveryCall = [authenticate, auditSupportStaff, checkCompany] as const;
