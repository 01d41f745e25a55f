/** The people: accounts, their roles, one-time links, logins with other services, and what stays of a deleted profile. */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";

export const users = sqliteTable("users", {
  id: integer("id").primaryKey(),
  login: text("login").notNull().unique(),
  email: text("email").notNull(),
  username: text("username").notNull(),
  passwordHash: text("password_hash").notNull(),
  profileImage: text("profile_image"),
  lastLogin: text("last_login"),
  userNotificationCode: text("user_notification_code"),
  createdAt: text("created_at").notNull().default(now),
  /** "active"; "pending" until the registration is activated; "guest" (no password yet) */
  status: text("status").notNull().default("active"),
  salutation: text("salutation"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  termsAcceptedAt: text("terms_accepted_at"),
  /** the B2B newsletter: asked for at registration (double opt-in), confirmed through the mail's link */
  newsletterRequestedAt: text("newsletter_requested_at"),
  newsletterConfirmedAt: text("newsletter_confirmed_at"),
  /** grows by one with every saved change of the profile (optimistic concurrency) */
  version: integer("version").notNull().default(1),
});

/**
 * Single-use tokens handed out by mail (activation, password reset, e-mail change,
 * newsletter opt-in). Only the SHA-256 of a token is kept; `code_hash` is the
 * hash of the short code typed in by hand (manual activation).
 */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash"),
    /** the address an e-mail change confirms */
    newEmail: text("new_email"),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("user_tokens_user").on(t.userId, t.purpose)],
);

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Why accounts were deleted (DSGVO art. 17): the reason and the free text the
 * person gave, with the day, and nothing that names the person.
 */
export const accountDeletions = sqliteTable("account_deletions", {
  id: integer("id").primaryKey(),
  deletedOn: text("deleted_on").notNull(),
  reason: text("reason").notNull(),
  customText: text("custom_text"),
});

/** Accounts of other services a user logs in with (Facebook): the service's own id of the person. */
export const externalIdentities = sqliteTable(
  "external_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("external_identities_user").on(t.userId)],
);
