import { and, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../context";
import { userTokens } from "../db/schema";
import { randomSecret, sha256 } from "./digest";

/**
 * Single-use tokens for mailed links (spec-free: issue "Users"): 32 random
 * bytes, kept only as their SHA-256; each purpose keeps one live token per
 * user (a new one replaces the older), and using one is a single UPDATE that
 * succeeds once, before it expires.
 */
export type TokenPurpose = "activation" | "password-reset" | "guest-password" | "newsletter" | "email-change";

/** An activation code: 8 characters without the ones people confuse (0/O, 1/I/L), shown as XXXX-XXXX. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** How a code is kept: bound to its user, so one user's code says nothing about another's. */
export const codeHash = (userId: number, normalisedCode: string) => sha256(`activation-code:${userId}:${normalisedCode}`);

export interface IssuedToken {
  token: string;
  /** the code to type by hand (withCode), as shown: XXXX-XXXX */
  code?: string;
  /** the statements that replace the user's older token of this purpose with the new one (for the batch of the change) */
  statements: [ReturnType<typeof replaceOlder>, ReturnType<typeof insertToken>];
}

const replaceOlder = (db: Db, userId: number, purpose: TokenPurpose) =>
  db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
const insertToken = (db: Db, row: typeof userTokens.$inferInsert) => db.insert(userTokens).values(row);

export async function issueToken(
  db: Db,
  o: { userId: number; purpose: TokenPurpose; ttlMs: number; withCode?: boolean; newEmail?: string },
): Promise<IssuedToken> {
  const token = randomSecret();
  const code = o.withCode ? randomCode() : undefined;
  const now = Date.now();
  return {
    token,
    code,
    statements: [
      replaceOlder(db, o.userId, o.purpose),
      insertToken(db, {
        tokenHash: await sha256(token),
        userId: o.userId,
        purpose: o.purpose,
        codeHash: code ? await codeHash(o.userId, code.replace("-", "")) : null,
        newEmail: o.newEmail ?? null,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + o.ttlMs).toISOString(),
      }),
    ],
  };
}

/**
 * The links that move an account or set its password: a pending e-mail change
 * and a password reset (a guest's first-password link too).
 */
export const ACCOUNT_LINKS: readonly TokenPurpose[] = ["email-change", "password-reset", "guest-password"];

/**
 * The statement (for the batch of the change) that voids every pending
 * e-mail-change and password-reset link of the user. A password change, a
 * password reset and a completed address change run it: a link asked for
 * before (by whoever knew the old password, or mailed to the old address)
 * must not move the account or set its password afterwards. `also`: further
 * purposes to void; `onlyIf`: a condition the change must have met (for a
 * batch whose change may have matched no row).
 */
export const voidAccountLinks = (db: Db, userId: number, also: readonly TokenPurpose[] = [], onlyIf?: SQL) =>
  db.delete(userTokens).where(and(eq(userTokens.userId, userId), inArray(userTokens.purpose, [...ACCOUNT_LINKS, ...also]), onlyIf));

/** The live (unused, unexpired) token of a purpose, without using it; null for an unknown, used, expired or forged one. */
export async function peekToken(db: Db, token: string, purposes: readonly TokenPurpose[]) {
  if (!token) return null;
  const row = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, await sha256(token)), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date().toISOString())))
    .get();
  return row && purposes.includes(row.purpose as TokenPurpose) ? row : null;
}

/** Uses a token: succeeds once, while it is live; returns its row, else null. */
export async function spendToken(db: Db, tokenHash: string) {
  const now = new Date().toISOString();
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}
