import { Hono } from "hono";
import type { Context } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, FieldErrors, forbidden, notFound } from "../lib/errors";
import { deliverAfterAnswer, queueMail } from "../lib/mail";
import { emailChangeMail, emailChangeNoticeMail } from "../mails";
import { issueToken, voidAccountLinks } from "../lib/one-time-token";
import { hashPassword } from "../lib/password";
import { ImageUnreadable, squareThumbnail } from "../lib/thumbnail";
import { rulesBody } from "../lib/validate";
import { forgetSessionChecks } from "../middleware/auth";
import { verifyCredentials } from "../services/credentials";
import { revokeSessionsQuery, startSession } from "../services/sessions";
import { addNotification, notificationByCode, notificationExists, readNotification } from "../services/notifications";
import { dropProfileImage, NO_PASSWORD, setPasswordQuery, updateProfile, userById, type UserRow } from "../services/users";
import { parseVersion } from "#domain/entry";
import type { Rules } from "#domain/form-rules";
import { NEW_PASSWORD_RULES, newPasswordProblem } from "#domain/password";
import { parseImageDataUrl, PROFILE_API_RULES, PROFILE_IMAGE_UPLOAD, USER_DATA_RULES } from "#domain/profile";
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_RULES } from "#domain/registration";
import { checkUpload } from "#domain/uploads";
import { addressKeys, takeEvent } from "../lib/throttle";
import { ACCOUNT_MAILS_PER_ADDRESS } from "./registration";

const NOTIFICATION_RULES = {
  userNotification: {
    required: "Es wurde keine Benachrichtigung angegeben.",
    maxLength: { value: 100, message: "Der Code der Benachrichtigung ist zu lang." },
  },
} satisfies Rules;

export const PROFILE_CONFLICT_MESSAGE =
  "Ihr Profil wurde inzwischen an anderer Stelle geändert. Bitte prüfen Sie die gespeicherte Fassung und entscheiden Sie, welche gelten soll.";

/** The version a profile change was made on (optimistic concurrency: users.version). */
const withVersion = (body: Record<string, unknown>): { version: number } => {
  const version = parseVersion(body.version);
  if (version === null) throw new ApiError(422, "VALIDATION", "Die Version des Profils fehlt.", "version");
  return { version };
};

/** The caller's own account row (support staff acting for a customer change nothing of the customer's profile). */
export async function ownUser(c: Context<ApiEnv>, write = false) {
  if (write && c.var.auth.cuca) throw forbidden("Im Kundenservice-Modus kann das Profil nicht geändert werden.");
  const me = await userById(c.var.db, Number(c.var.auth.sub));
  if (!me) throw notFound("Das Benutzerkonto wurde nicht gefunden.");
  return me;
}

/**
 * The caller's own account with its current password checked (throttled like a
 * login: a wrong one is a field error at `currentPassword`); support staff acting
 * for a customer are refused with `forCuca`. The one check of the current
 * password for the e-mail change, the password change and the profile's
 * deletion; `known`: the caller's row when it has been read already.
 */
export async function withCurrentPassword(c: Context<ApiEnv>, currentPassword: string, forCuca: string, known?: UserRow) {
  if (c.var.auth.cuca) throw forbidden(forCuca);
  const me = known ?? (await ownUser(c));
  const { clearFailures } = await verifyCredentials(c.var.db, me.login, currentPassword, {
    user: me,
    wrong: () => new FieldErrors({ currentPassword: ["Das aktuelle Passwort ist nicht korrekt."] }),
    throttled: "Das aktuelle Passwort wurde zu oft falsch eingegeben. Bitte versuchen Sie es in 15 Minuten erneut.",
  });
  return { me, clearFailures };
}

/** Saves a profile change on the version it was made on; 409 when the profile moved on meanwhile. */
async function saveProfile(c: Context<ApiEnv>, userId: number, version: number, change: Parameters<typeof updateProfile>[3]) {
  const row = await updateProfile(c.var.db, userId, version, change);
  if (!row) throw new ApiError(409, "CONFLICT", PROFILE_CONFLICT_MESSAGE);
  return row;
}

const profileOf = (u: UserRow) => ({
  user_id: u.id,
  login: u.login,
  email: u.email,
  username: u.username,
  salutation: u.salutation,
  first_name: u.firstName,
  last_name: u.lastName,
  profile_image: u.profileImage,
  last_login: u.lastLogin,
  newsletter: u.newsletterConfirmedAt ? "confirmed" : u.newsletterRequestedAt ? "requested" : null,
  // an account made by Facebook (or a guest's) has none until one is set by a mailed link
  has_password: u.passwordHash !== NO_PASSWORD,
  version: u.version,
});

export const userRoutes = new Hono<ApiEnv>()
  /** The caller's profile, with its version for the forms. */
  .get("/data/getProfile", async (c) => c.json({ data: { profile: profileOf(await ownUser(c)), roles: c.var.auth.roles } }))
  /**
   * Display name and profile image (spec §7 updateUserProfile): the image as a
   * base64 data URL (spec §5), checked by its content (JPEG, PNG or GIF, at most
   * 5 MB, no SVG), stored in R2 as a 200×200 JPEG (spec §9).
   */
  .post("/data/updateUserProfile", rulesBody(PROFILE_API_RULES, { extra: withVersion }), async (c) => {
    const me = await ownUser(c, true);
    const v = c.req.valid("json");
    let key: string | null | undefined;
    // a change on an old version is answered before the image is decoded (the save would be refused anyway)
    if (v.profile_image && me.version !== v.version) throw new ApiError(409, "CONFLICT", PROFILE_CONFLICT_MESSAGE);
    if (v.profile_image) {
      const image = parseImageDataUrl(v.profile_image);
      const check = image ? checkUpload(PROFILE_IMAGE_UPLOAD, `profilbild.${image.type.split("/")[1]}`.replace("jpeg", "jpg"), image.bytes) : null;
      if (!image || !check) throw new FieldErrors({ profile_image: [PROFILE_IMAGE_UPLOAD.wrongType] });
      if (!check.ok) throw new FieldErrors({ profile_image: [check.message] });
      let thumb: Uint8Array;
      try {
        thumb = squareThumbnail(image.bytes, check.contentType, 200);
      } catch (e) {
        if (e instanceof ImageUnreadable) throw new FieldErrors({ profile_image: ["Das Bild konnte nicht gelesen werden. Bitte wählen Sie ein anderes."] });
        throw e;
      }
      key = `users/${me.id}/profile-${crypto.randomUUID()}.jpg`;
      await c.env.FILES.put(key, thumb, { httpMetadata: { contentType: "image/jpeg" } });
    } else if (v.removeImage) {
      key = null;
    }
    let row;
    try {
      row = await saveProfile(c, me.id, v.version, { username: v.username, ...(key !== undefined ? { profileImage: key } : {}) });
    } catch (e) {
      if (key) await c.env.FILES.delete(key); // not saved: the new image goes
      throw e;
    }
    if (key !== undefined && me.profileImage) await c.env.FILES.delete(me.profileImage);
    return c.json({ data: { profile: profileOf(row) } });
  })
  /** The person's data: salutation and name (spec §7 updateUserData). */
  .post("/data/updateUserData", rulesBody(USER_DATA_RULES, { extra: withVersion }), async (c) => {
    const me = await ownUser(c, true);
    const v = c.req.valid("json");
    const row = await saveProfile(c, me.id, v.version, { salutation: v.salutation, firstName: v.firstName, lastName: v.lastName });
    return c.json({ data: { profile: profileOf(row) } });
  })
  /** The profile image (the 200×200 JPEG), or 404 when there is none. */
  .get("/data/profileImage", async (c) => {
    const me = await ownUser(c);
    const object = me.profileImage ? await c.env.FILES.get(me.profileImage) : null;
    if (!object) throw notFound("Es ist kein Profilbild gespeichert.");
    return c.body(object.body, 200, { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=86400", "X-Content-Type-Options": "nosniff" });
  })
  /**
   * "Profilbild entfernen": the stored image goes (the generic icon shows
   * again, spec §9), the profile's version moves on. 404 when there is none;
   * 409 when another image was saved since it was read (that one stays).
   */
  .delete("/data/profileImage", async (c) => {
    const me = await ownUser(c, true);
    if (!me.profileImage) throw notFound("Es ist kein Profilbild gespeichert.");
    const row = await dropProfileImage(c.var.db, me.id, me.profileImage);
    if (!row) throw new ApiError(409, "CONFLICT", PROFILE_CONFLICT_MESSAGE);
    await c.env.FILES.delete(me.profileImage);
    return c.json({ data: { profile: profileOf(row) } });
  })
  /**
   * Password change (spec §7) with the current password. Ends every session
   * of the user, this one included, and answers a token for a fresh one: whoever
   * else had the old password or a copy of this session is logged out. Every
   * pending e-mail-change and password-reset link of the account is void, so
   * whoever asked for one with the old password cannot use it.
   */
  .post("/data/updatePassword", rulesBody(NEW_PASSWORD_RULES), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const db = c.var.db;
    const { me, clearFailures } = await withCurrentPassword(c, currentPassword, "Im Kundenservice-Modus kann das Passwort nicht geändert werden.");
    const problem = newPasswordProblem(newPassword, currentPassword, [me.email, me.login]);
    if (problem) {
      await clearFailures; // the current password was right: its attempt is no failure
      throw new FieldErrors({ newPassword: [problem] });
    }
    const passwordHash = await hashPassword(newPassword);
    // the new password and the end of every session (a stolen copy of this one too) in one step
    const [, , ended] = await db.batch([
      clearFailures,
      setPasswordQuery(db, me.id, passwordHash),
      revokeSessionsQuery(db, me.id),
      voidAccountLinks(db, me.id),
    ]);
    forgetSessionChecks(c);
    const { token } = await startSession(db, c.env, { sub: c.var.auth.sub });
    return c.json({ data: { updated: true, endedSessions: Math.max(0, (ended.meta.changes ?? 1) - 1), token } });
  })
  /**
   * E-mail change with the current password: a confirmation link to the new
   * address (its token carries that address), a notice to the old one. Until the
   * link is used the old address stays in force; a newer request replaces the
   * older link, so two requests can never confirm each other's address. The
   * new address shares its budget of mails with the registrations
   * (ACCOUNT_MAILS_PER_ADDRESS an hour); beyond it the request is refused (429).
   */
  .post("/data/requestEmailChange", rulesBody(EMAIL_CHANGE_RULES), async (c) => {
    const { newEmail, currentPassword } = c.req.valid("json");
    const db = c.var.db;
    const { me, clearFailures } = await withCurrentPassword(c, currentPassword, "Im Kundenservice-Modus kann die E-Mail-Adresse nicht geändert werden.");
    const address = newEmail.toLowerCase();
    if (address === me.email.toLowerCase()) {
      await clearFailures;
      throw new FieldErrors({ newEmail: ["Das ist bereits Ihre E-Mail-Adresse."] });
    }
    if (!(await takeEvent(db, addressKeys.accountMail(address), ACCOUNT_MAILS_PER_ADDRESS, 60 * 60 * 1000))) {
      await clearFailures;
      throw new ApiError(429, "TOO_MANY_MAILS", "An diese E-Mail-Adresse wurden in der letzten Stunde zu viele E-Mails geschickt. Bitte versuchen Sie es später erneut.", "newEmail", { "Retry-After": "3600" });
    }
    // an address another account uses is not said here: its confirmation would fail, and the owner is not told
    const issued = await issueToken(db, { userId: me.id, purpose: "email-change", ttlMs: EMAIL_CHANGE_HOURS * 60 * 60 * 1000, newEmail: address });
    await db.batch([
      clearFailures,
      ...issued.statements,
      queueMail(db, address, emailChangeMail(c.env, { token: issued.token })),
      queueMail(db, me.email, emailChangeNoticeMail(c.env, { addressee: me, newEmail: address })),
    ]);
    await deliverAfterAnswer(c);
    return c.json({ data: { requested: true, newEmail: address } });
  })
  .post("/getUserNotificationModalContent", rulesBody(NOTIFICATION_RULES), async (c) => {
    const { userNotification } = c.req.valid("json");
    const n = await notificationByCode(c.var.db, userNotification);
    if (!n) throw notFound("Die Benachrichtigung wurde nicht gefunden.");
    return c.json({
      data: { notification: { headline: n.headline, text: n.text, button_text: n.buttonText, button_link: n.buttonLink } },
    });
  })
  .post("/readUserNotification", rulesBody(NOTIFICATION_RULES), async (c) => {
    const { userNotification } = c.req.valid("json");
    await readNotification(c.var.db, Number(c.var.auth.sub), userNotification);
    return c.json({ data: { read: true } });
  })
  .post("/addUserNotification", rulesBody(NOTIFICATION_RULES), async (c) => {
    const { userNotification } = c.req.valid("json");
    if (!(await notificationExists(c.var.db, userNotification))) throw notFound("Die Benachrichtigung wurde nicht gefunden.");
    // recording a notification makes it the user's pending one: the modal shows it next
    await addNotification(c.var.db, Number(c.var.auth.sub), userNotification);
    return c.json({ data: { recorded: true } });
  });
