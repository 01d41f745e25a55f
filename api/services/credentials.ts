import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { Db } from "../context";
import { loginAttempts, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { DUMMY_HASH, verifyPassword } from "../lib/password";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

const THROTTLED = "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.";

async function assertNotThrottled(db: Db, login: string, message: string) {
  const since = Date.now() - LOGIN_WINDOW_MS;
  const row = await db
    .select({ n: count(), first: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.login, login), gt(loginAttempts.attemptedAt, since)))
    .get();
  if (row && row.n >= LOGIN_MAX_FAILURES) {
    const retryAfter = Math.max(1, Math.ceil(((row.first ?? Date.now()) + LOGIN_WINDOW_MS - Date.now()) / 1000));
    throw new ApiError(
      429,
      "TOO_MANY_ATTEMPTS",
      message,
      undefined,
      { "Retry-After": String(retryAfter) },
    );
  }
}

type UserRow = typeof users.$inferSelect;

/**
 * Checks a login's password. Failures count towards the throttle (10 in 15
 * minutes, then 429), whether they come from the login form or from a password
 * change; an unknown login costs the same time as a known one. `user`: the
 * account when the caller has read it already.
 *
 * On success it returns the user and `clearFailures`, the statement that resets
 * the throttle: the caller sends it in the batch of its own writes (one round trip).
 */
export async function verifyCredentials(
  db: Db,
  login: string,
  password: string,
  { wrong, throttled = THROTTLED, user: known }: { wrong: () => ApiError; throttled?: string; user?: UserRow },
) {
  const [, user] = await Promise.all([
    assertNotThrottled(db, login, throttled),
    known ?? db.select().from(users).where(eq(users.login, login)).get(),
  ]);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    const now = Date.now();
    await db.batch([
      db.insert(loginAttempts).values({ login, attemptedAt: now }),
      db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, now - LOGIN_WINDOW_MS)),
    ]);
    throw wrong();
  }
  return { user, clearFailures: db.delete(loginAttempts).where(eq(loginAttempts.login, login)) };
}
