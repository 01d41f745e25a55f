/**
 * The owner claim's upkeep (spec §4 Claiming, §9 owner claim lifetime; item
 * "owner claim upkeep", decision 091): four weeks before an owner claim expires
 * the owner gets a reminder mail, once per claim period (claim_reminders, keyed
 * by the company and its claimed_last_update: a refresh starts a new period).
 */
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../context";
import { claimReminders, companies, userCompanies, users } from "../db/schema";
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
