import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../context";
import { companies, externalConnections, leads, notifications, sessions, subscriptions, userCompanies, users, voicebotContracts } from "../db/schema";
import { preparedReads, runReads } from "../lib/prepared";

/** Whose menu: the verified token's user and session. */
export interface MenuCaller {
  sub: string;
  sid: string;
}

/**
 * Companies the session (placeholders sid, userId) can see at all, by its
 * rows: the user's own, or the one its support staff act for. The live check
 * (liveSession) narrows this further; a read limited to it never touches
 * another customer's data, even when it runs before that check has answered.
 */
function visibleTo(column: Parameters<typeof inArray>[0], db: Db): SQL {
  const userId = sql.placeholder("userId");
  return or(
    inArray(column, db.select({ id: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, userId))),
    inArray(
      column,
      db
        .select({ id: sessions.actingCompanyId })
        .from(sessions)
        .where(and(eq(sessions.id, sql.placeholder("sid")), eq(sessions.userId, userId))),
    ),
  )!;
}

/**
 * What GET /api/navigation/menu-items reads (one D1 batch): the user, the
 * companies the session can see (the handler keeps those of the live check,
 * in its order), the subscriptions of the requested company if the session
 * can see it, and the pending notification's content. Built once per isolate
 * (placeholders userId, sid, accountId) and from the caller alone, so it can go
 * to D1 together with the session check (api/middleware/auth.ts): one round
 * trip for the layout of every page.
 */
const reads = preparedReads((db) => {
  const userId = sql.placeholder("userId");
  return [
    db
      .select({
        id: users.id,
        login: users.login,
        username: users.username,
        email: users.email,
        profileImage: users.profileImage,
        lastLogin: users.lastLogin,
        userNotificationCode: users.userNotificationCode,
      })
      .from(users)
      .where(eq(users.id, userId))
      .prepare(),
    // with each company its Google connection (spec §1 banner) and voicebot, joined here rather than read by a statement of its own
    db
      .select({
        id: companies.id,
        name: companies.name,
        city: companies.city,
        googleLocationId: externalConnections.googleLocationId,
        googleConfirmed: externalConnections.externallyConfirmed,
        // and its voicebot's number: the voicebot's menu item carries it (spec §2 "Voicebot: {token}")
        voicebotNumber: voicebotContracts.token,
        // and whether it has any lead (spec §9: the availability check, getLeads with limit 1), as one subquery of this read
        hasLeads: sql<number>`exists(select 1 from ${leads} where ${leads.companyId} = ${companies.id} and (${leads.deleteOn} is null or ${leads.deleteOn} > date('now')) limit 1)`.mapWith(Number),
      })
      .from(companies)
      .leftJoin(externalConnections, and(eq(externalConnections.companyId, companies.id), eq(externalConnections.service, "google")))
      .leftJoin(voicebotContracts, eq(voicebotContracts.companyId, companies.id))
      .where(visibleTo(companies.id, db))
      .prepare(),
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, sql.placeholder("accountId")), visibleTo(subscriptions.companyId, db)))
      .orderBy(asc(subscriptions.id))
      .prepare(),
    db
      .select({
        code: notifications.code,
        headline: notifications.headline,
        text: notifications.text,
        button_text: notifications.buttonText,
        button_link: notifications.buttonLink,
      })
      .from(users)
      .innerJoin(notifications, eq(notifications.code, users.userNotificationCode))
      .where(eq(users.id, userId))
      .prepare(),
  ] as const;
});

/** menu-items' reads for the caller and the requested company, for a batch. */
export const menuReads = (db: Db, who: MenuCaller, accountId: string | null) =>
  reads(db, { userId: Number(who.sub), sid: who.sid, accountId: accountId ?? "" });

/** Runs menu-items' reads on their own (when the session was checked by another call). */
export const readMenu = (db: Db, who: MenuCaller, accountId: string | null) => runReads(db, menuReads(db, who, accountId));

/** The rows of menuReads, in its order. */
export type MenuRows = Awaited<ReturnType<typeof readMenu>>;
