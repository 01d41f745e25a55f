import { asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../context";
import {
  accountDeletions,
  auditLog,
  companies,
  latestSearches,
  loginAttempts,
  mailOutbox,
  oauthPending,
  ratings,
  recentlyViewed,
  sessions,
  throttleEvents,
  trackingEvents,
  userCompanies,
  userNotifications,
  userRoles,
  users,
  userTokens,
} from "../db/schema";
import { clearAddressEvents } from "../lib/throttle";

/**
 * The person's rights over their data (DSGVO art. 15, 17, 20; api/routes/user-data.ts):
 * what is stored about them, read in one batch, and the statements that delete the account.
 */

/** Art. 15/20: roles, companies, ratings, searches, viewed entries, notifications, sessions, links, mails, audit entries and tracking rows of the user, in one batch. */
export function dataOf(db: Db, me: { id: number; email: string }) {
  return db.batch([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, me.id)),
    db
      .select({ id: companies.id, name: companies.name, city: companies.city, position: userCompanies.position })
      .from(userCompanies)
      .innerJoin(companies, eq(companies.id, userCompanies.companyId))
      .where(eq(userCompanies.userId, me.id))
      .orderBy(asc(userCompanies.position)),
    db.select().from(ratings).where(eq(ratings.userId, me.id)).orderBy(asc(ratings.id)),
    db.select().from(latestSearches).where(eq(latestSearches.userId, me.id)).orderBy(asc(latestSearches.timestamp)),
    db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, me.id)).orderBy(asc(recentlyViewed.timestamp)),
    db.select().from(userNotifications).where(eq(userNotifications.userId, me.id)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, actingCompanyId: sessions.actingCompanyId })
      .from(sessions)
      .where(eq(sessions.userId, me.id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ purpose: userTokens.purpose, createdAt: userTokens.createdAt, expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt, newEmail: userTokens.newEmail })
      .from(userTokens)
      .where(eq(userTokens.userId, me.id)),
    db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, me.email.toLowerCase()))
      .orderBy(asc(mailOutbox.id)),
    // what support staff did in the user's companies, and what the user did as support staff
    db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.staffUserId, me.id),
          inArray(auditLog.companyId, db.select({ id: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, me.id))),
        ),
      )
      .orderBy(asc(auditLog.id)),
    // the page views and data events tracked of the user (decision 085)
    db
      .select({ at: trackingEvents.recordedAt, kind: trackingEvents.kind, companyId: trackingEvents.companyId, section: trackingEvents.section, data: trackingEvents.data })
      .from(trackingEvents)
      .where(eq(trackingEvents.userId, me.id))
      .orderBy(asc(trackingEvents.id)),
  ]);
}

/**
 * Art. 17: the statements that delete the account and everything of it (for one
 * batch with the confirmation mail, which goes after them): the reason kept without
 * the person, the address's mails, throttles and login attempts, pending OAuth logins,
 * and the user's row (the rest goes with it: foreign keys ON DELETE CASCADE, the
 * tracking rows too).
 */
export function deleteAccountQueries(db: Db, me: { id: number; login: string; email: string }, deletion: { deletedOn: string; reason: string; customText: string | null }) {
  const address = me.email.toLowerCase();
  return [
    db.insert(accountDeletions).values(deletion),
    db.delete(mailOutbox).where(eq(mailOutbox.toAddress, address)),
    db.delete(loginAttempts).where(eq(loginAttempts.login, me.login)),
    db.delete(oauthPending).where(eq(oauthPending.userId, me.id)),
    // the address's throttles by their exact keys: `_` and `%` in an address match nothing else
    clearAddressEvents(db, address),
    db.delete(throttleEvents).where(eq(throttleEvents.key, `reset-account:${me.id}`)),
    // the rest of the account goes with its row (foreign keys ON DELETE CASCADE)
    db.delete(users).where(eq(users.id, me.id)),
  ] as const;
}
