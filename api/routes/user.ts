import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../context";
import { notifications, userNotifications, users } from "../db/schema";
import { notFound } from "../lib/errors";
import { validate } from "../lib/validate";

const NotificationBody = z.object({
  userNotification: z
    .string({ required_error: "Es wurde keine Benachrichtigung angegeben.", invalid_type_error: "Ungültige Eingabe." })
    .trim().min(1, "Es wurde keine Benachrichtigung angegeben.").max(100),
});

export const userRoutes = new Hono<ApiEnv>()
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
