/** Notifications and which user has which (spec §3). */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const notifications = sqliteTable("notifications", {
  code: text("code").primaryKey(),
  headline: text("headline").notNull(),
  text: text("text").notNull(),
  buttonText: text("button_text").notNull(),
  buttonLink: text("button_link").notNull(),
});

export const userNotifications = sqliteTable(
  "user_notifications",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    recordedAt: text("recorded_at").notNull(),
    readAt: text("read_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);
