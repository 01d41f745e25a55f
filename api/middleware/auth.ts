import { and, eq, gt, isNull } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { sessions } from "../db/schema";
import { forbidden, unauthenticated, ApiError } from "../lib/errors";
import { verifyToken } from "../lib/token";

async function isLive(db: ApiEnv["Variables"]["db"], sid: string): Promise<boolean> {
  const row = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date().toISOString())))
    .get();
  return Boolean(row);
}

/** Verifies the bearer token and that its server-side session is still live. */
export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : "";
  const claims = token ? await verifyToken(token, c.env.API_TOKEN_SECRET) : null;
  if (!claims) throw unauthenticated();
  const cache = c.env.LIVE_SESSIONS;
  let live = cache?.get(claims.sid);
  if (!live) {
    live = isLive(c.var.db, claims.sid);
    cache?.set(claims.sid, live);
  }
  if (!(await live)) throw unauthenticated();
  c.set("auth", claims);
  await next();
});

/** Path families of spec §7 that carry the active account as `accountId`. */
export const ACCOUNT_PATH_FAMILIES = [
  "customer",
  "web-banners",
  "adplorer",
  "secretarial-service",
  "cuca",
  "tv-banners",
  "external-services",
] as const;

export const needsAccountId = (path: string) => ACCOUNT_PATH_FAMILIES.some((f) => path.includes(f));

/**
 * Every call in those families must name one of the token's companies; a
 * foreign or unknown id gets the same 403, so nothing about it leaks.
 */
export const requireAccountId = createMiddleware<ApiEnv>(async (c, next) => {
  if (!needsAccountId(new URL(c.req.url).pathname)) return next();
  const accountId = c.req.query("accountId");
  if (!accountId) throw new ApiError(400, "ACCOUNT_ID_MISSING", "Es wurde keine Firma angegeben.", "accountId");
  if (!c.var.auth.companies.includes(accountId)) throw forbidden();
  c.set("accountId", accountId);
  await next();
});

