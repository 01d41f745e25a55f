/** Sessions (spec §4 "Session and routing"), login attempts, the throttles' events and pending OAuth logins. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./now";
import { companies } from "./companies";
import { users } from "./users";

/** Events counted by a throttle (password recovery per address and per account, activation codes): key and time (ms). */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: integer("id").primaryKey(),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("throttle_events_key").on(t.key, t.at)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    actingCompanyId: text("acting_company_id"),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    /** the absolute end: refreshes slide expires_at, never past this */
    absoluteExpiresAt: text("absolute_expires_at").notNull().default(""),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey(),
    login: text("login").notNull(),
    attemptedAt: integer("attempted_at").notNull(),
  },
  (t) => [index("login_attempts_login").on(t.login, t.attemptedAt)],
);

/**
 * A connection to an external service that was started and waits for the
 * provider's answer (spec §4 require → auth-url → consent → grant-access):
 * OAuth 2.0's `state` (kept as its SHA-256) and the PKCE verifier, for the
 * company and user that started it; used once, then deleted.
 */
export const oauthPending = sqliteTable("oauth_pending", {
  stateHash: text("state_hash").primaryKey(),
  companyId: text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  userId: integer("user_id").notNull(),
  service: text("service").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  createdAt: text("created_at").notNull().default(now),
});
