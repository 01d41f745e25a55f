import { and, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Db } from "../context";
import { loginAttempts, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "../lib/password";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

const THROTTLED = "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.";

/**
 * Takes one attempt of the throttle in a single statement: the row is written
 * only while fewer than LOGIN_MAX_FAILURES attempts of this login lie in the
 * window, so concurrent attempts can never get past the limit together.
 */
function takeAttempt(db: Db, login: string, now: number) {
  const since = now - LOGIN_WINDOW_MS;
  return db
    .insert(loginAttempts)
    .select(
      // the table's columns in order: id (NULL: assigned by SQLite), login, attempted_at
      sql`SELECT NULL, ${login}, ${now} WHERE (SELECT count(*) FROM ${loginAttempts} WHERE ${loginAttempts.login} = ${login} AND ${loginAttempts.attemptedAt} > ${since}) < ${LOGIN_MAX_FAILURES}`,
    )
    .returning({ id: loginAttempts.id });
}

async function throttledError(db: Db, login: string, message: string) {
  const now = Date.now();
  const row = await db
    .select({ first: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.login, login), gt(loginAttempts.attemptedAt, now - LOGIN_WINDOW_MS)))
    .get();
  const retryAfter = Math.max(1, Math.ceil(((row?.first ?? now) + LOGIN_WINDOW_MS - now) / 1000));
  return new ApiError(429, "TOO_MANY_ATTEMPTS", message, undefined, { "Retry-After": String(retryAfter) });
}

type UserRow = typeof users.$inferSelect;

/**
 * Checks a login's password. Every check first takes an attempt of the throttle
 * (10 in 15 minutes, then 429), whether it comes from the login form or from a
 * password change; a wrong password leaves its attempt standing, a right one
 * clears them all. An unknown login costs the same time as a known one.
 * `user`: the account when the caller has read it already.
 *
 * On success it returns the user, `clearFailures` (the statement that resets the
 * throttle) and, when the stored hash is of an older kind or cost, `upgradedHash`
 * for the same password: the caller writes both in the batch of its own writes
 * (one round trip).
 */
export async function verifyCredentials(
  db: Db,
  login: string,
  password: string,
  { wrong, throttled = THROTTLED, user: known }: { wrong: () => ApiError; throttled?: string; user?: UserRow },
) {
  const now = Date.now();
  const [[attempt], user] = await Promise.all([
    db.batch([takeAttempt(db, login, now), db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, now - LOGIN_WINDOW_MS))]),
    known ?? db.select().from(users).where(eq(users.login, login)).get(),
  ]);
  if (attempt.length === 0) throw await throttledError(db, login, throttled);
  const stored = user?.passwordHash ?? DUMMY_HASH;
  const ok = await verifyPassword(password, stored);
  if (!user || !ok) throw wrong();
  return {
    user,
    clearFailures: db.delete(loginAttempts).where(eq(loginAttempts.login, login)),
    upgradedHash: needsRehash(stored) ? await hashPassword(password) : undefined,
  };
}
