/**
 * The owner claim's upkeep (spec §4 Claiming, §9 owner claim lifetime; item
 * "owner claim upkeep", decision 091): four weeks before an owner claim expires
 * the owner gets a reminder mail, once per claim period (claim_reminders, keyed
 * by the company and its claimed_last_update: a refresh starts a new period).
 */
import { and, eq, lt, lte } from "drizzle-orm";
import type { Db } from "../context";
import { accountLinkFunnels, claimFunnels, claimReminders, claimSealsUsed, companies, userCompanies, users } from "../db/schema";
import { queueMail } from "../lib/mail";
import { claimReminderMail, type MailEnv } from "../mails";
import { claimEvent } from "./claiming";
import { ownerClaimExpiry } from "#domain/claim";
import { isReminderDue, reminderCandidatesUpTo } from "#domain/claim-requests";
import { formatDateDe } from "#domain/format";

/** The nightly job's part (api/scheduled.ts): the reminders due on `today` (Berlin), each sent once; how many companies were reminded. */
export async function remindOwnerClaims(db: Db, env: MailEnv, today: string): Promise<number> {
  const candidates = await db
    .select({ id: companies.id, name: companies.name, claimedBy: companies.claimedBy, claimedLastUpdate: companies.claimedLastUpdate })
    .from(companies)
    .where(and(eq(companies.claimedBy, "OWNER"), lte(companies.claimedLastUpdate, reminderCandidatesUpTo(today))));
  let reminded = 0;
  for (const company of candidates) {
    if (!isReminderDue(company, today)) continue;
    // the row decides "sent before": a second run the same night (or the next) sends nothing
    const [fresh] = await db
      .insert(claimReminders)
      .values({ companyId: company.id, claimedLastUpdate: company.claimedLastUpdate! })
      .onConflictDoNothing()
      .returning({ companyId: claimReminders.companyId });
    if (!fresh) continue;
    const owners = await db
      .select({ email: users.email, status: users.status, salutation: users.salutation, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(userCompanies)
      .innerJoin(users, eq(users.id, userCompanies.userId))
      .where(eq(userCompanies.companyId, company.id));
    const expiry = formatDateDe(ownerClaimExpiry(company.claimedLastUpdate!));
    await db.batch([
      claimEvent(db, company.id, null, "reminder-sent", `expires ${expiry}`),
      ...owners.map((o) => queueMail(db, o.email, claimReminderMail(env, { addressee: o.status === "active" ? o : null, company: company.name, expiry }))),
    ]);
    reminded++;
  }
  return reminded;
}

/**
 * The nightly job's part (api/scheduled.ts; spec §4 claiming, item "rules and records"): the
 * claim and account-link funnels and the opened links whose time ran out before `today`
 * (Berlin) began. Nothing reads them after their expiry (an expired link is refused by its
 * seal, an expired funnel is not found), and a funnel keeps a person's name and address. A
 * completed claim's record (claims, claim_events) stays. How many rows went.
 */
export async function deleteExpiredFunnels(db: Db, today: string): Promise<number> {
  const before = `${today}T00:00:00.000Z`;
  const runs = [
    await db.delete(claimFunnels).where(lt(claimFunnels.expiresAt, before)).run(),
    await db.delete(accountLinkFunnels).where(lt(accountLinkFunnels.expiresAt, before)).run(),
    await db.delete(claimSealsUsed).where(lt(claimSealsUsed.expiresAt, before)).run(),
  ];
  return runs.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
}
