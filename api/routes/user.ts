import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../context";
import { notifications, userNotifications, users } from "../db/schema";
import { ApiError, FieldErrors, forbidden, notFound } from "../lib/errors";
import { hashPassword } from "../lib/password";
import { verifyCredentials } from "../services/credentials";
import { revokeOtherSessions } from "../services/sessions";
import { checkRules } from "../../domain/form-rules";
import { NEW_PASSWORD_RULES, newPasswordProblem } from "../../domain/password";
import { validate } from "../lib/validate";

const NotificationBody = z.object({
  userNotification: z
    .string({ required_error: "Es wurde keine Benachrichtigung angegeben.", invalid_type_error: "Ungültige Eingabe." })
    .trim().min(1, "Es wurde keine Benachrichtigung angegeben.").max(100),
});

export const userRoutes = new Hono<ApiEnv>()
  /**
   * Password change (issue 4 §6) with the current password. Ends every other
   * session of the user: whoever else had the old password is logged out.
   */
  .post("/data/updatePassword", async (c) => {
    if (c.var.auth.cuca) throw forbidden("Im Kundenservice-Modus kann das Passwort nicht geändert werden.");
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== "object") throw new ApiError(400, "BAD_REQUEST", "Ungültige Anfrage.");
    const checked = checkRules((name) => body[name], NEW_PASSWORD_RULES);
    if (checked.error) throw new FieldErrors(checked.error);
    const { currentPassword, newPassword } = checked.value;
    const db = c.var.db;
    const me = await db.select().from(users).where(eq(users.id, Number(c.var.auth.sub))).get();
    if (!me) throw notFound("Das Benutzerkonto wurde nicht gefunden.");
    await verifyCredentials(db, me.login, currentPassword, () => new FieldErrors({ currentPassword: ["Das aktuelle Passwort ist nicht korrekt."] }));
    const problem = newPasswordProblem(newPassword, currentPassword, [me.email, me.login]);
    if (problem) throw new FieldErrors({ newPassword: [problem] });
    await db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, me.id));
    const endedSessions = await revokeOtherSessions(db, me.id, c.var.auth.sid);
    return c.json({ data: { updated: true, endedSessions } });
  })
  .post("/getUserNotificationModalContent", validate("json", NotificationBody), async (c) => {
    const { userNotification } = c.req.valid("json");
    const n = await c.var.db.select().from(notifications).where(eq(notifications.code, userNotification)).get();
    if (!n) throw notFound("Die Benachrichtigung wurde nicht gefunden.");
    return c.json({
      data: { notification: { headline: n.headline, text: n.text, button_text: n.buttonText, button_link: n.buttonLink } },
    });
  })
  .post("/readUserNotification", validate("json", NotificationBody), async (c) => {
    const { userNotification } = c.req.valid("json");
    const userId = Number(c.var.auth.sub);
    const now = new Date().toISOString();
    const db = c.var.db;
    await db.batch([
      db
        .insert(userNotifications)
        .values({ userId, code: userNotification, recordedAt: now, readAt: now })
        .onConflictDoUpdate({ target: [userNotifications.userId, userNotifications.code], set: { readAt: now } }),
      db
        .update(users)
        .set({ userNotificationCode: null })
        .where(and(eq(users.id, userId), eq(users.userNotificationCode, userNotification))),
    ]);
    return c.json({ data: { read: true } });
  })
  .post("/addUserNotification", validate("json", NotificationBody), async (c) => {
    const { userNotification } = c.req.valid("json");
    const exists = await c.var.db.select({ code: notifications.code }).from(notifications).where(eq(notifications.code, userNotification)).get();
    if (!exists) throw notFound("Die Benachrichtigung wurde nicht gefunden.");
    // recording a notification makes it the user's pending one: the modal shows it next
    const userId = Number(c.var.auth.sub);
    const now = new Date().toISOString();
    const db = c.var.db;
    await db.batch([
      db
        .insert(userNotifications)
        .values({ userId, code: userNotification, recordedAt: now })
        .onConflictDoUpdate({ target: [userNotifications.userId, userNotifications.code], set: { recordedAt: now, readAt: null } }),
      db.update(users).set({ userNotificationCode: userNotification }).where(eq(users.id, userId)),
    ]);
    return c.json({ data: { recorded: true } });
  });
