import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../context";
import { externalIdentities, loginAttempts, userRoles, users, userTokens } from "../db/schema";

/**
 * The people's accounts (users, their roles, logins with other services):
 * registration, activation, profile changes, passwords, e-mail changes. Handlers
 * that batch a change with a mail take the statement (`…Query`) and run it in
 * their batch; the others run here.
 */

export type UserRow = typeof users.$inferSelect;

/** What a guest's or a pending account's password hash is until a password is chosen: no password verifies against it. */
export const NO_PASSWORD = "!";

/** The account of an id, or undefined. */
export const userById = (db: Db, userId: number) => db.select().from(users).where(eq(users.id, userId)).get();

/** The account of an address: its login, or its e-mail address in any case (a lower-case address). */
export const byAddress = (db: Db, email: string) =>
  db
    .select()
    .from(users)
    .where(or(eq(users.login, email), sql`lower(${users.email}) = ${email}`))
    .get();

/** A new account with the role user, or null when the address has an account already (a race too: the login is unique). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | null> {
  try {
    const [row] = await db.batch([
      db.insert(users).values(values).returning(),
      db.insert(userRoles).values({ userId: sql`last_insert_rowid()` as unknown as number, role: "user" }),
    ]);
    return row[0] ?? null;
  } catch (e) {
    if (/UNIQUE/i.test(String(e))) return null;
    throw e;
  }
}

/** The hash of the user's live activation token with this code's hash, or undefined. */
export const activationTokenByCode = (db: Db, userId: number, codeHash: string) =>
  db
    .select({ tokenHash: userTokens.tokenHash })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, "activation"), eq(userTokens.codeHash, codeHash), isNull(userTokens.usedAt)))
    .get();

/** A pending account made active; false when it is not (or no longer) pending. */
export async function activatePending(db: Db, userId: number): Promise<boolean> {
  const [activated] = await db
    .update(users)
    .set({ status: "active", version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.status, "pending")))
    .returning({ id: users.id });
  return Boolean(activated);
}

/** A pending account deleted with everything of it (foreign keys ON DELETE CASCADE); false when it is not pending. */
export async function deletePending(db: Db, userId: number): Promise<boolean> {
  const [gone] = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.status, "pending")))
    .returning({ id: users.id });
  return Boolean(gone);
}

/** The newsletter's double opt-in confirmed now. */
export async function confirmNewsletter(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ newsletterConfirmedAt: new Date().toISOString() }).where(eq(users.id, userId));
}

/**
 * The e-mail change's statement: the address becomes the account's (and its login,
 * where the login was the address) only when no other account has it, checked and
 * taken in one statement (the login's UNIQUE index catches the same race where the
 * address is the login). Returns the changed row's id (none: taken).
 */
export const takeAddressQuery = (db: Db, user: Pick<UserRow, "id" | "login" | "email">, address: string) => {
  const loginIsAddress = user.login === user.email.toLowerCase();
  const free = sql`NOT EXISTS (SELECT 1 FROM users AS other WHERE other.id <> ${user.id} AND (other.login = ${address} OR lower(other.email) = ${address}))`;
  return db
    .update(users)
    .set({ email: address, ...(loginIsAddress ? { login: address } : {}), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, user.id), free))
    .returning({ id: users.id });
};

/** The SQL condition "the account's address is now this one" (for statements that follow takeAddressQuery in a batch). */
export const hasAddress = (userId: number, address: string) => sql`EXISTS (SELECT 1 FROM users WHERE users.id = ${userId} AND users.email = ${address})`;

/** The statement of a new password set by the mailed link: a guest or pending account becomes active, the version moves on. */
export const renewPasswordQuery = (db: Db, user: Pick<UserRow, "id" | "status">, passwordHash: string) =>
  db
    .update(users)
    .set({ passwordHash, status: user.status === "guest" || user.status === "pending" ? "active" : user.status, version: sql`${users.version} + 1` })
    .where(eq(users.id, user.id));

/** The statement of a password changed with the current one. */
export const setPasswordQuery = (db: Db, userId: number, passwordHash: string) => db.update(users).set({ passwordHash }).where(eq(users.id, userId));

/** The statement that clears a login's failed attempts (the login throttle starts afresh). */
export const clearLoginAttemptsQuery = (db: Db, login: string) => db.delete(loginAttempts).where(eq(loginAttempts.login, login));

/** The statement of a successful login: its time, and a stored hash of an older kind replaced by the current one. */
export const loggedInQuery = (db: Db, userId: number, upgradedHash?: string | null) =>
  db
    .update(users)
    .set({ lastLogin: new Date().toISOString(), ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
    .where(eq(users.id, userId));

/** The account a login with another service (Facebook) belongs to, or undefined. */
export const userOfIdentity = async (db: Db, provider: string, subject: string) =>
  (
    await db
      .select({ user: users })
      .from(externalIdentities)
      .innerJoin(users, eq(users.id, externalIdentities.userId))
      .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
      .get()
  )?.user;

/**
 * A new active account (role user, no password) for a Facebook login, linked to
 * the Facebook account, in one batch; a pending registration of the address
 * (`pendingId`) goes first with its password and links (only while it is still
 * pending). Throws the database's UNIQUE error when the address or the Facebook
 * account got an account meanwhile.
 */
export async function createFacebookUser(
  db: Db,
  pendingId: number,
  person: { id: string; email: string; firstName: string | null; lastName: string | null },
  username: string,
): Promise<UserRow> {
  const created = await db.batch([
    db.delete(users).where(and(eq(users.id, pendingId), eq(users.status, "pending"))),
    db
      .insert(users)
      .values({
        login: person.email,
        email: person.email,
        username,
        firstName: person.firstName,
        lastName: person.lastName,
        passwordHash: NO_PASSWORD,
        status: "active",
        lastLogin: new Date().toISOString(),
      })
      .returning(),
    db.insert(userRoles).values({ userId: sql`last_insert_rowid()` as unknown as number, role: "user" }),
    db.insert(externalIdentities).values({ provider: "facebook", subject: person.id, userId: sql`(SELECT id FROM users WHERE login = ${person.email})` as unknown as number }),
  ]);
  return created[1][0]!;
}

/** Saves a profile change on the version it was made on; null when the profile moved on meanwhile. */
export async function updateProfile(db: Db, userId: number, version: number, change: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...change, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning();
  return row ?? null;
}

/** The profile image `key` removed, the version moved on; null when another image was saved since. */
export async function dropProfileImage(db: Db, userId: number, key: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ profileImage: null, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.profileImage, key)))
    .returning();
  return row ?? null;
}
