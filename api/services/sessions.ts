import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { preparedReads, runReads, type BoundReads } from "../lib/prepared";
import type { Db } from "../context";
import { companies, sessions, userCompanies, userRoles } from "../db/schema";
import { refreshTtlMinutes, type Env } from "../env";
import { signToken } from "../lib/token";
import { authCookieMaxAgeSeconds } from "#domain/format";

/** A session lives as long as the auth cookie: refresh TTL × 60 000 ms × 6 (spec §9) … */
export const sessionLifetimeMs = (env: Env) => authCookieMaxAgeSeconds(refreshTtlMinutes(env)) * 1000;
/** … and never longer than this after its login, however often it is refreshed. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Who is calling, as the database says now: read with the session on every
 * call, so a role or company taken away is gone from the next call on.
 */
export interface SessionAuth {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  roles: string[];
  /** the companies the caller may act for, in the user's stored order */
  companies: string[];
  /** support staff: the one company this session acts for */
  cuca?: string;
}

/** The role that makes a session a support-staff session (spec §6). */
const SUPPORT_ROLE = "cuca";

/**
 * The four reads of the live session check (see liveSession), built once
 * (placeholders: sid, userId, now): they run on every /api call.
 */
const sessionReads = preparedReads((db) => {
  const ofSession = and(eq(sessions.id, sql.placeholder("sid")), eq(sessions.userId, sql.placeholder("userId")));
  const now = sql.placeholder("now");
  return [
    db
      .select({ acting: sessions.actingCompanyId })
      .from(sessions)
      .where(and(ofSession, isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)))
      .prepare(),
    db.select({ role: userRoles.role }).from(userRoles).innerJoin(sessions, eq(sessions.userId, userRoles.userId)).where(ofSession).prepare(),
    db
      .select({ id: companies.id })
      .from(userCompanies)
      .innerJoin(sessions, eq(sessions.userId, userCompanies.userId))
      .innerJoin(companies, eq(companies.id, userCompanies.companyId))
      .where(ofSession)
      .orderBy(asc(userCompanies.position), asc(companies.name))
      .prepare(),
    db.select({ id: companies.id }).from(sessions).innerJoin(companies, eq(companies.id, sessions.actingCompanyId)).where(ofSession).prepare(),
  ] as const;
});

/** The session check's reads for session `sid` of user `userId`, now. */
const sessionCheck = (db: Db, sid: string, userId: string) => sessionReads(db, { sid, userId: Number(userId), now: new Date().toISOString() });

/** The caller from the rows of the session check, or null when the session is not live. */
function sessionAuthOf(rows: SessionRows, sid: string, userId: string): SessionAuth | null {
  const [sessionRows, roleRows, companyRows, actingRows] = rows;
  const session = sessionRows[0];
  if (!session) return null;
  const roles = roleRows.map((r) => r.role).sort();
  if (session.acting !== null) {
    const acting = actingRows[0]?.id;
    if (!acting || !roles.includes(SUPPORT_ROLE)) return null;
    // acting for a customer: the customer role for that one company, the staff's own roles kept
    return { sub: userId, sid, roles: [...new Set([...roles, "customer"])].sort(), companies: [acting], cuca: acting };
  }
  return { sub: userId, sid, roles, companies: companyRows.map((r) => r.id) };
}
type SessionRows = ReturnType<ReturnType<typeof sessionCheck>["rows"]>;

/**
 * The session `sid` of user `userId` if it is live (not revoked, not expired,
 * within its absolute lifetime), with the user's roles and companies: one D1
 * round trip. Support staff act for their session's company while they keep
 * their role and the company exists; otherwise the session counts as ended.
 */
export async function liveSession(db: Db, sid: string, userId: string): Promise<SessionAuth | null> {
  return sessionAuthOf(await runReads(db, sessionCheck(db, sid, userId)), sid, userId);
}

/**
 * liveSession with further reads of the caller's in the same batch (still one
 * D1 round trip): their rows, which the caller may use only when `auth` is not null.
 */
export async function liveSessionWith<R extends readonly unknown[]>(
  db: Db,
  sid: string,
  userId: string,
  extra: BoundReads<R>,
): Promise<{ auth: SessionAuth | null; rows: R }> {
  const check = sessionCheck(db, sid, userId);
  const results = await db.$client.batch([...check.statements, ...extra.statements]);
  const split = check.statements.length;
  return { auth: sessionAuthOf(check.rows(results.slice(0, split)), sid, userId), rows: extra.rows(results.slice(split)) };
}
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** Starts a server session for user `sub` (support staff: acting for `cuca`) and signs its token. */
export async function startSession(
  db: Db,
  env: Env,
  { sub, cuca }: { sub: string; cuca?: string },
): Promise<{ token: string; sessionId: string; expiresAt: string }> {
  const sessionId = crypto.randomUUID();
  const now = new Date();
  const absolute = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  const expiresAt = earlier(new Date(now.getTime() + sessionLifetimeMs(env)), absolute);
  await db.insert(sessions).values({
    id: sessionId,
    userId: Number(sub),
    actingCompanyId: cuca ?? null,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    absoluteExpiresAt: absolute.toISOString(),
  });
  const token = await signToken({ sub, sid: sessionId }, env.API_TOKEN_SECRET, expiresAt);
  return { token, sessionId, expiresAt: expiresAt.toISOString() };
}

/**
 * Slides the session's expiry (never past its absolute end) and issues a fresh
 * token for it; null when the session ended meanwhile.
 */
export async function refreshSession(db: Db, env: Env, { sub, sid }: { sub: string; sid: string }) {
  const row = await db
    .select({ absolute: sessions.absoluteExpiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)))
    .get();
  if (!row) return null;
  const expiresAt = earlier(new Date(Date.now() + sessionLifetimeMs(env)), new Date(row.absolute));
  await db.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.id, sid));
  const token = await signToken({ sub, sid }, env.API_TOKEN_SECRET, expiresAt);
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
