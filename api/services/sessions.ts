import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../context";
import { sessions } from "../db/schema";
import { refreshTtlMinutes, type Env } from "../env";
import { signToken, type TokenClaims } from "../lib/token";
import { authCookieMaxAgeSeconds } from "../../domain/format";

/** A session lives as long as the auth cookie: refresh TTL × 60 000 ms × 6 (spec §9). */
export const sessionLifetimeMs = (env: Env) => authCookieMaxAgeSeconds(refreshTtlMinutes(env)) * 1000;

export async function startSession(
  db: Db,
  env: Env,
  claims: Omit<TokenClaims, "sid">,
): Promise<{ token: string; sessionId: string; expiresAt: string }> {
  const sessionId = crypto.randomUUID();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(env));
  await db.insert(sessions).values({
    id: sessionId,
    userId: Number(claims.sub),
    actingCompanyId: claims.cuca ?? null,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  const token = await signToken({ ...claims, sid: sessionId }, env.API_TOKEN_SECRET, expiresAt);
  return { token, sessionId, expiresAt: expiresAt.toISOString() };
}

/** Slides the session's expiry and issues a fresh token with the same claims. */
export async function refreshSession(db: Db, env: Env, claims: TokenClaims) {
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(env));
  await db.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.id, claims.sid));
  const token = await signToken(claims, env.API_TOKEN_SECRET, expiresAt);
  return { token, expiresAt: expiresAt.toISOString() };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.id, sessionId));
}

/** The update that ends every live session of the user except `keep` (all of them without it), for a batch. */
export const revokeSessionsQuery = (db: Db, userId: number, keep?: string) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined, isNull(sessions.revokedAt)));

/** Ends every other session of the user (e.g. after a password change elsewhere). */
export async function revokeOtherSessions(db: Db, userId: number, keep: string) {
  const res = await revokeSessionsQuery(db, userId, keep).run();
  return res.meta.changes ?? 0;
}
