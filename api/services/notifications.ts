import { and, eq } from "drizzle-orm";
import type { Db } from "../context";
import { notifications, userNotifications, users } from "../db/schema";

/** Spec §3 Notification: the one of a code, or undefined. */
export const notificationByCode = (db: Db, code: string) => db.select().from(notifications).where(eq(notifications.code, code)).get();

/** Whether a notification of this code exists. */
export const notificationExists = async (db: Db, code: string) =>
  Boolean(await db.select({ code: notifications.code }).from(notifications).where(eq(notifications.code, code)).get());

/** The user read the notification: noted as read, and no longer the pending one (one batch). */
export async function readNotification(db: Db, userId: number, code: string): Promise<void> {
  const now = new Date().toISOString();
  await db.batch([
    db
      .insert(userNotifications)
      .values({ userId, code, recordedAt: now, readAt: now })
      .onConflictDoUpdate({ target: [userNotifications.userId, userNotifications.code], set: { readAt: now } }),
    db
      .update(users)
      .set({ userNotificationCode: null })
      .where(and(eq(users.id, userId), eq(users.userNotificationCode, code))),
  ]);
}

/** A notification recorded for the user (unread), and made their pending one: the modal shows it next (one batch). */
export async function addNotification(db: Db, userId: number, code: string): Promise<void> {
  const now = new Date().toISOString();
  await db.batch([
    db
      .insert(userNotifications)
      .values({ userId, code, recordedAt: now })
      .onConflictDoUpdate({ target: [userNotifications.userId, userNotifications.code], set: { recordedAt: now, readAt: null } }),
    db.update(users).set({ userNotificationCode: code }).where(eq(users.id, userId)),
  ]);
}
