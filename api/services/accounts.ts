import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../context";
import { companies, subscriptions, userCompanies, userRoles, users } from "../db/schema";
import { berlinToday } from "#domain/format";
import { subscriptionView } from "./contracts";
import { contactsQuery, toContactPerson } from "./contacts";

export async function rolesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).all();
  return rows.map((r) => r.role).sort();
}

/** The user's company accounts in their stored order. */
export async function accountsOf(db: Db, userId: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.position), asc(companies.name))
    .all();
}

/** The query of a company's subscriptions (for a batch); `toSubscriptions` shapes its rows. */
export const subscriptionsQuery = (db: Db, companyId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).orderBy(asc(subscriptions.id));

export async function subscriptionsOf(db: Db, companyId: string) {
  return toSubscriptions(await subscriptionsQuery(db, companyId).all());
}

/** Spec §3 subscriptions as getSubscriptions answers them (with the contract pages' terms and notice dates, api/services/contracts.ts). */
export function toSubscriptions(rows: (typeof subscriptions.$inferSelect)[]) {
  const today = berlinToday();
  return rows.map((s) => subscriptionView(s, today));
}

/** The customer account of spec §3, as GET /api/customer/account/{companyId} answers it. */
export async function loadAccount(db: Db, companyId: string, withCucaInfo: boolean) {
  // the company (with the version of its persons' list) and the persons in one batch: one
  // snapshot, so a save between the two reads cannot pair the old list with the new version
  const [[[company], contacts], products, owners] = await Promise.all([
    db.batch([db.select().from(companies).where(eq(companies.id, companyId)), contactsQuery(db, companyId)]),
    subscriptionsOf(db, companyId),
    withCucaInfo
      ? db
          .select({ id: users.id, login: users.login, email: users.email, lastLogin: users.lastLogin })
          .from(userCompanies)
          .innerJoin(users, eq(users.id, userCompanies.userId))
          .where(and(eq(userCompanies.companyId, companyId)))
          .orderBy(asc(users.id))
          .all()
      : Promise.resolve([]),
  ]);
  if (!company) return null;
  const owner = owners[0];
  return {
    company_id: company.id,
    company_name: company.name,
    street: company.street,
    zip_code: company.zipCode,
    city: company.city,
    phone: company.phone,
    claimed_by: company.claimedBy,
    claimed_last_update: company.claimedLastUpdate,
    is_published_on_cleverb2b: company.isPublishedOnCleverb2b,
    // spec §2 firmendaten/ansprechpartner: the persons and the version of their list (decision 080)
    contact_persons: contacts.map(toContactPerson),
    contacts_version: company.contactsVersion,
    products,
    ...(withCucaInfo
      ? {
          cucaInfo: {
            linkedToUser: Boolean(owner),
            user: owner
              ? { user_id: owner.id, login: owner.login, email: owner.email, last_login: owner.lastLogin }
              : null,
          },
        }
      : {}),
  };
}

/** The users who may act for the company: their name, e-mail and last login (self-disclosure). */
export async function usersOfCompany(db: Db, companyId: string) {
  return db
    .select({ username: users.username, email: users.email, last_login: users.lastLogin })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(eq(userCompanies.companyId, companyId))
    .orderBy(asc(users.id))
    .all();
}

/** A company's id and name, or undefined when there is none of that id. */
export const companyById = (db: Db, companyId: string) =>
  db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId)).get();

/** Spec §4 Claiming: the claim refreshed on `day` (YYYY-MM-DD, Berlin) by `claimedBy`. */
export async function refreshClaim(db: Db, companyId: string, claimedBy: string, day: string): Promise<void> {
  await db.update(companies).set({ claimedBy, claimedLastUpdate: day }).where(eq(companies.id, companyId));
}

/**
 * Spec §4 Claiming, dissolved: the company is no longer claimed and leaves the
 * user's account, in one batch; the ids of the companies the user still has, in
 * the account list's order (accountsOf).
 */
export async function dissolveClaim(db: Db, userId: number, companyId: string): Promise<string[]> {
  const [, , remaining] = await db.batch([
    db.update(companies).set({ claimedBy: null, claimedLastUpdate: null }).where(eq(companies.id, companyId)),
    db.delete(userCompanies).where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId))),
    db
      .select({ id: companies.id })
      .from(userCompanies)
      .innerJoin(companies, eq(companies.id, userCompanies.companyId))
      .where(eq(userCompanies.userId, userId))
      .orderBy(asc(userCompanies.position), asc(companies.name)),
  ]);
  return remaining.map((r) => r.id);
}
