import { Hono } from "hono";
import type { Context } from "hono";
import type { ApiEnv, Db } from "../context";
import { ApiError, FieldErrors } from "../lib/errors";
import { afterAnswer, deliverAfterAnswer, deliverMails, queueMail } from "../lib/mail";
import { activationMail, guestWelcomeMail, newsletterOptInMail, passwordChangedMail, passwordResetMail, registrationExistingMail, NEWSLETTER_OPT_IN_DAYS } from "../mails";
import { codeHash, issueToken, peekToken, spendToken, voidAccountLinks, type TokenPurpose } from "../lib/one-time-token";
import { hashPassword } from "../lib/password";
import { addressKeys, clearEvents, takeEvent } from "../lib/throttle";
import { rulesBody } from "../lib/validate";
import { revokeSessionsQuery } from "../services/sessions";
import {
  activatePending,
  activationTokenByCode,
  byAddress,
  clearLoginAttemptsQuery,
  confirmNewsletter,
  deletePending,
  hasAddress,
  insertUser,
  NO_PASSWORD,
  renewPasswordQuery,
  takeAddressQuery,
  userById,
  type UserRow,
} from "../services/users";
import { runAll } from "../lib/prepared";
import { newPasswordProblem } from "#domain/password";
import {
  ACTIVATION_HOURS,
  ACTIVATION_RULES,
  GUEST_PASSWORD_HOURS,
  GUEST_RULES,
  normaliseActivationCode,
  PASSWORD_FORGOTTEN_RULES,
  PASSWORD_RENEW_RULES,
  PASSWORD_RESET_MINUTES,
  REGISTER_RULES,
  REGISTRATION_RESEND_RULES,
  RESEND_THROTTLED_MESSAGE,
  TOKEN_RULES,
} from "#domain/registration";

/**
 * The calls of people without a session (issue "Users"; spec §7 "Auth"):
 * registration, guest registration, activation and its cancellation, the
 * newsletter's double opt-in, and password recovery. Each is one of the open
 * calls (api/middleware/auth.ts OPEN_CALLS). None tells whether an address has
 * an account: a registration with a known address answers like any other (the
 * owner gets a mail instead), and a recovery request answers before it looks.
 */


const HOUR = 60 * 60 * 1000;
/** Password recovery: mails per address and per account in an hour (issue "Users": throttled per address and per account). */
export const RESET_MAILS_PER_ADDRESS = 3;
export const RESET_MAILS_PER_ACCOUNT = 5;
/**
 * Registration, guest registration and e-mail-change mails to one address in an
 * hour, together (one budget per inbox, like password recovery's): nobody can
 * flood an address by registering it again and again.
 */
export const ACCOUNT_MAILS_PER_ADDRESS = 3;
/** Wrong activation codes per address in 15 minutes. */
export const ACTIVATION_CODE_ATTEMPTS = 5;

const tokenInvalid = () =>
  new ApiError(410, "TOKEN_INVALID", "Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.");


/** Whom a mail to the account's own address greets: by name once the address is confirmed (an active account). */
const addresseeOf = (user: UserRow) => (user.status === "active" ? user : null);

/**
 * The activation mail: link, code and the cancel link. `again`: the address
 * registered while its first registration still waits (a fresh link for the
 * first registration, whose password stays): the mail says so, and how to get
 * rid of a registration that was not the reader's.
 */
async function mailActivation(db: Db, c: Context<ApiEnv>, user: Pick<UserRow, "id" | "email">, again = false) {
  const issued = await issueToken(db, { userId: user.id, purpose: "activation", ttlMs: ACTIVATION_HOURS * HOUR, withCode: true });
  return [...issued.statements, queueMail(db, user.email, activationMail(c.env, { token: issued.token, code: issued.code!, again }))] as const;
}

async function mailNewsletterOptIn(db: Db, c: Context<ApiEnv>, user: Pick<UserRow, "id" | "email">) {
  const issued = await issueToken(db, { userId: user.id, purpose: "newsletter", ttlMs: NEWSLETTER_OPT_IN_DAYS * 24 * HOUR });
  return [
    ...issued.statements,
    queueMail(db, user.email, newsletterOptInMail(c.env, { token: issued.token })),
  ] as const;
}

/** The guest's welcome mail: the link that sets the first password (and so confirms the address); an older link dies. */
async function mailGuestWelcome(db: Db, c: Context<ApiEnv>, user: Pick<UserRow, "id" | "email">) {
  const issued = await issueToken(db, { userId: user.id, purpose: "guest-password", ttlMs: GUEST_PASSWORD_HOURS * HOUR });
  return [
    ...issued.statements,
    queueMail(db, user.email, guestWelcomeMail(c.env, { token: issued.token })),
  ] as const;
}

/** The mail to the owner of an address someone registered with again (no account enumeration on the page). */
function mailAlreadyRegistered(db: Db, c: Context<ApiEnv>, owner: UserRow) {
  return queueMail(db, owner.email, registrationExistingMail(c.env, { addressee: addresseeOf(owner) }));
}

const person = (v: { salutation: string; firstName: string; lastName: string }) => ({
  salutation: v.salutation,
  firstName: v.firstName,
  lastName: v.lastName,
  username: `${v.firstName} ${v.lastName}`,
});

/** Uses a mailed link's token of the given purposes: its row, or 410. */
async function spend(db: Db, token: string, purposes: readonly TokenPurpose[]) {
  const row = await peekToken(db, token, purposes);
  const used = row ? await spendToken(db, row.tokenHash) : null;
  if (!used) throw tokenInvalid();
  return used;
}

/**
 * A registration (POST /api/user/register, and the claim funnel's, POST /api/claiming/register):
 * a pending account (role user) and the activation mail with link and code; with the
 * newsletter, its opt-in mail. A known address gets the same answer and its owner a mail.
 * A pending registration is never overwritten (whoever registers second would set the
 * password the owner's click activates): the address gets a fresh link for the first one.
 * At most ACCOUNT_MAILS_PER_ADDRESS mails an hour go to one address; beyond that nothing
 * happens, with the same answer.
 */
export async function registerAccount(c: Context<ApiEnv>, v: { salutation: string; firstName: string; lastName: string; email: string; password: string; newsletter: boolean }) {
  const email = v.email.toLowerCase();
  const problem = newPasswordProblem(v.password, "", [email]);
  if (problem) throw new FieldErrors({ password: [problem] });
  const db = c.var.db;
  // the hash first, whatever follows: a known address costs the same time
  const [passwordHash, existing, allowed] = await Promise.all([
    hashPassword(v.password),
    byAddress(db, email),
    takeEvent(db, addressKeys.accountMail(email), ACCOUNT_MAILS_PER_ADDRESS, HOUR),
  ]);
  if (allowed) {
    const now = new Date().toISOString();
    const user = existing
      ? null
      : await insertUser(db, { ...person(v), passwordHash, termsAcceptedAt: now, newsletterRequestedAt: v.newsletter ? now : null, login: email, email, status: "pending" });
    if (user) {
      await runAll(db, [...(await mailActivation(db, c, user)), ...(v.newsletter ? await mailNewsletterOptIn(db, c, user) : [])]);
    } else {
      const owner = existing ?? (await byAddress(db, email));
      if (owner?.status === "pending") await runAll(db, await mailActivation(db, c, owner, true));
      else if (owner) await mailAlreadyRegistered(db, c, owner);
    }
    await deliverAfterAnswer(c);
  }
}

export const registrationRoutes = new Hono<ApiEnv>()
  /** Registration (see registerAccount). */
  .post("/register", rulesBody(REGISTER_RULES), async (c) => {
    await registerAccount(c, c.req.valid("json"));
    return c.json({ data: { registered: true } });
  })
  /**
   * Guest registration: an account without a password, confirmed by choosing
   * one through the link of the welcome mail. A known address: as above.
   */
  .post("/registerGuest", rulesBody(GUEST_RULES), async (c) => {
    const v = c.req.valid("json");
    const email = v.email.toLowerCase();
    const db = c.var.db;
    // one budget of mails per address with the registration (see there)
    if (!(await takeEvent(db, addressKeys.accountMail(email), ACCOUNT_MAILS_PER_ADDRESS, HOUR))) return c.json({ data: { registered: true } });
    const existing = await byAddress(db, email);
    const now = new Date().toISOString();
    const user = existing ? null : await insertUser(db, { ...person(v), passwordHash: NO_PASSWORD, termsAcceptedAt: now, login: email, email, status: "guest" });
    if (user) {
      await runAll(db, await mailGuestWelcome(db, c, user));
    } else {
      const owner = existing ?? (await byAddress(db, email));
      if (owner?.status === "pending") await runAll(db, await mailActivation(db, c, owner, true));
      else if (owner) await mailAlreadyRegistered(db, c, owner);
    }
    await deliverAfterAnswer(c);
    return c.json({ data: { registered: true } });
  })
  /**
   * "E-Mail erneut senden" on the page after a (guest) registration (spec §2
   * /registrierung/erfolgreich): the mail the address is waiting for, again,
   * to the address the account has stored: a pending registration's activation
   * mail with a fresh link and code (older ones die; the wording of a second
   * registration, since whoever asks need not be whoever registered first), a
   * guest's welcome mail with a fresh link, and to an active account the notice
   * that it exists. No account is ever made here. The address's budget is the
   * registration's (ACCOUNT_MAILS_PER_ADDRESS an hour, taken before the look-up,
   * so a 429 says nothing about the address); the answer is otherwise the same
   * for every address. The portal sends only the address it registered in this
   * browser (docs/decisions/014-pending-registrations.md).
   */
  .post("/registerResend", rulesBody(REGISTRATION_RESEND_RULES), async (c) => {
    const email = c.req.valid("json").email.toLowerCase();
    const db = c.var.db;
    if (!(await takeEvent(db, addressKeys.accountMail(email), ACCOUNT_MAILS_PER_ADDRESS, HOUR))) {
      throw new ApiError(429, "TOO_MANY_MAILS", RESEND_THROTTLED_MESSAGE, undefined, { "Retry-After": "3600" });
    }
    const owner = await byAddress(db, email);
    if (owner?.status === "pending") await runAll(db, await mailActivation(db, c, owner, true));
    else if (owner?.status === "guest") await runAll(db, await mailGuestWelcome(db, c, owner));
    else if (owner) await mailAlreadyRegistered(db, c, owner);
    await deliverAfterAnswer(c);
    return c.json({ data: { resent: true } });
  })
  /** Activation by the mail's link (token) or by hand (address and code). */
  .post("/registerActivation", rulesBody(ACTIVATION_RULES), async (c) => {
    const { token, email, code } = c.req.valid("json");
    const db = c.var.db;
    let userId: number;
    if (token) {
      userId = (await spend(db, token, ["activation"])).userId;
    } else {
      if (!email || !code) throw new FieldErrors({ code: ["Bitte geben Sie Ihre E-Mail-Adresse und den Aktivierungscode ein."] });
      const address = email.toLowerCase();
      const key = addressKeys.activationCode(address);
      if (!(await takeEvent(db, key, ACTIVATION_CODE_ATTEMPTS, 15 * 60 * 1000))) {
        throw new ApiError(429, "TOO_MANY_ATTEMPTS", "Der Code wurde zu oft falsch eingegeben. Bitte versuchen Sie es in 15 Minuten erneut.", "code", { "Retry-After": "900" });
      }
      const user = await byAddress(db, address);
      const hash = user ? await codeHash(user.id, normaliseActivationCode(code)) : "";
      const row = user ? await activationTokenByCode(db, user.id, hash) : undefined;
      const used = row ? await spendToken(db, row.tokenHash) : null;
      if (!used) throw new FieldErrors({ code: ["Der Aktivierungscode passt nicht zu dieser E-Mail-Adresse oder ist abgelaufen."] });
      await clearEvents(db, key).run();
      userId = used.userId;
    }
    if (!(await activatePending(db, userId))) throw tokenInvalid();
    return c.json({ data: { activated: true } });
  })
  /** "Registrierung abbrechen" from the activation mail: the pending account is deleted with everything of it. */
  .post("/registerActivationCancel", rulesBody(TOKEN_RULES), async (c) => {
    const db = c.var.db;
    const used = await spend(db, c.req.valid("json").token, ["activation"]);
    if (!(await deletePending(db, used.userId))) throw tokenInvalid();
    return c.json({ data: { cancelled: true } });
  })
  /** The newsletter's double opt-in: the mailed link confirms it. */
  .post("/newsletterConfirm", rulesBody(TOKEN_RULES), async (c) => {
    const db = c.var.db;
    const used = await spend(db, c.req.valid("json").token, ["newsletter"]);
    await confirmNewsletter(db, used.userId);
    return c.json({ data: { confirmed: true } });
  })
  /**
   * The confirmation link of an e-mail change (spec §2 /user/email-aenderung/aktivieren):
   * the token's own address becomes the account's (and its login, where the login
   * was the address). An address another account has (or takes at the same
   * moment) is refused with 409. A completed change voids every other pending
   * e-mail-change and password-reset link of the account (the latter went to
   * the old address).
   */
  .post("/activateChangedEmail", rulesBody(TOKEN_RULES), async (c) => {
    const db = c.var.db;
    const used = await spend(db, c.req.valid("json").token, ["email-change"]);
    const address = used.newEmail!;
    const user = await userById(db, used.userId);
    if (!user) throw tokenInvalid();
    const taken = () => new ApiError(409, "EMAIL_TAKEN", "Diese E-Mail-Adresse gehört inzwischen zu einem anderen Konto. Bitte wählen Sie eine andere.");
    // one statement checks that no other account has the address and takes it, so two
    // accounts confirming the same address at once cannot both get it (takeAddressQuery)
    let changed: { id: number }[];
    try {
      [changed] = await db.batch([takeAddressQuery(db, user, address), voidAccountLinks(db, user.id, [], hasAddress(user.id, address))]);
    } catch (e) {
      if (/UNIQUE/i.test(String(e))) throw taken();
      throw e;
    }
    if (changed.length === 0) throw taken();
    return c.json({ data: { changed: true, email: address } });
  })
  /**
   * "Passwort vergessen": answers at once, the same for every address; the
   * look-up, the throttle (per address and per account) and the mail run after
   * the answer. The link is valid 60 minutes and used once. A registration
   * still waiting for its activation gets the link too: the mail proves the
   * address, so setting a password through it activates the account
   * (docs/decisions/014-pending-registrations.md).
   */
  .post("/password/forgotten", rulesBody(PASSWORD_FORGOTTEN_RULES), async (c) => {
    const email = c.req.valid("json").email.toLowerCase();
    const db = c.var.db;
    await afterAnswer(c, async () => {
      if (!(await takeEvent(db, addressKeys.reset(email), RESET_MAILS_PER_ADDRESS, HOUR))) return;
      const user = await byAddress(db, email);
      if (!user) return;
      const pending = user.status === "pending";
      if (!(await takeEvent(db, `reset-account:${user.id}`, RESET_MAILS_PER_ACCOUNT, HOUR))) return;
      const issued = await issueToken(db, { userId: user.id, purpose: "password-reset", ttlMs: PASSWORD_RESET_MINUTES * 60 * 1000 });
      await db.batch([
        ...issued.statements,
        queueMail(db, user.email, passwordResetMail(c.env, { addressee: addresseeOf(user), token: issued.token, pending })),
      ]);
      await deliverMails(db, c.env);
    });
    return c.json({ data: { requested: true } });
  })
  /** Whether a reset (or a guest's first) password link is live, before the form is shown. */
  .post("/password/check", rulesBody(TOKEN_RULES), async (c) => {
    const row = await peekToken(c.var.db, c.req.valid("json").token, ["password-reset", "guest-password"]);
    if (!row) throw tokenInvalid();
    return c.json({ data: { valid: true, firstPassword: row.purpose === "guest-password" } });
  })
  /**
   * A new password by the mailed link: ends every session of the user, voids
   * every other pending e-mail-change and reset link (and a pending
   * registration's activation link: the mail proved the address, the account is
   * active now) and tells them by mail.
   */
  .post("/password/renew", rulesBody(PASSWORD_RENEW_RULES), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    const db = c.var.db;
    const row = await peekToken(db, token, ["password-reset", "guest-password"]);
    const user = row ? await userById(db, row.userId) : undefined;
    if (!row || !user) throw tokenInvalid();
    const problem = newPasswordProblem(newPassword, "", [user.email, user.login]);
    if (problem) throw new FieldErrors({ newPassword: [problem] });
    const passwordHash = await hashPassword(newPassword);
    if (!(await spendToken(db, row.tokenHash))) throw tokenInvalid();
    await db.batch([
      renewPasswordQuery(db, user, passwordHash),
      revokeSessionsQuery(db, user.id),
      voidAccountLinks(db, user.id, ["activation"]),
      // the login throttle starts afresh with the new password
      clearLoginAttemptsQuery(db, user.login),
      queueMail(db, user.email, passwordChangedMail(c.env, { addressee: addresseeOf(user) })),
    ]);
    await deliverAfterAnswer(c);
    return c.json({ data: { renewed: true } });
  });
