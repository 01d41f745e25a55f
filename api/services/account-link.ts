/**
 * The account link (spec §2 "Account link", §7 POST /api/accountlink/login and
 * /api/accountlink/register; decisions 093, 094): a sales mail's sealed customer
 * number opened once, the funnel's state by its reference, and the link of the
 * company to the account that logs in through it.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../context";
import type { Env } from "../env";
import { accountLinkFunnels, claimLocks, claims, claimSealsUsed, companies, contracts, userCompanies, userRoles } from "../db/schema";
import { ApiError } from "../lib/errors";
import { randomSecret, sha256 } from "../lib/digest";
import { claimEvent } from "./claiming";
import { openCustomerNumber } from "#domain/claim-seal.mjs";
import {
  ACCOUNT_LINK_DAYS,
  ACCOUNT_LINK_FUNNEL_DAYS,
  ACCOUNT_LINK_GONE,
  ACCOUNT_LINK_MESSAGES,
  accountLinkHoldText,
  accountLinkOutcome,
  type AccountLinkProblem,
} from "#domain/account-link";
import { berlinToday } from "#domain/format";

const DAY = 24 * 60 * 60 * 1000;

const linkRefused = (reason: AccountLinkProblem) => new ApiError(410, "ACCOUNT_LINK_INVALID", ACCOUNT_LINK_MESSAGES[reason]);
export const linkFunnelGone = () => new ApiError(410, "ACCOUNT_LINK_GONE", ACCOUNT_LINK_GONE);
export const linkNotPossible = () => new ApiError(409, "ACCOUNT_LINK_NOT_POSSIBLE", "Dieses Unternehmen kann gerade nicht mit einem Konto verknüpft werden.");

/** The sealing key (decision 072, the claim links' key): without it no link can be opened. */
function sealKey(env: Env): string {
  if (!env.CLAIM_SEAL_KEY) throw new ApiError(503, "ACCOUNT_LINK_UNAVAILABLE", "Die Verknüpfung mit einem Konto ist gerade nicht möglich. Bitte versuchen Sie es später erneut.");
  return env.CLAIM_SEAL_KEY;
}

/**
 * Opens the sales mail's sealed customer number once (forged, altered, another
 * key, expired, already used, no such customer: 410 with the reason in German,
 * nothing stored) and starts a funnel; its reference is what the pages carry.
 */
export async function openAccountLink(db: Db, env: Env, data: string, now = Date.now()) {
  const opened = await openCustomerNumber(sealKey(env), data, now, ACCOUNT_LINK_DAYS * DAY);
  if (!opened.ok) throw linkRefused(opened.reason);
  const contract = await db.select({ companyId: contracts.companyId }).from(contracts).where(eq(contracts.customerNumber, opened.customerNumber)).get();
  if (!contract) throw linkRefused("unknown");
  // the insert decides "used before" (the nonces of claim and account links are one set)
  const used = await db
    .insert(claimSealsUsed)
    .values({ nonce: opened.nonce, companyId: contract.companyId, expiresAt: new Date(opened.issuedAt + ACCOUNT_LINK_DAYS * DAY).toISOString() })
    .onConflictDoNothing()
    .returning({ nonce: claimSealsUsed.nonce });
  if (used.length === 0) throw linkRefused("reused");
  const ref = randomSecret();
  await db.insert(accountLinkFunnels).values({
    refHash: await sha256(ref),
    companyId: contract.companyId,
    customerNumber: opened.customerNumber,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ACCOUNT_LINK_FUNNEL_DAYS * DAY).toISOString(),
  });
  return { ref, view: await linkView(db, contract.companyId, null) };
}

export type LinkFunnel = typeof accountLinkFunnels.$inferSelect;

/** The live funnel of a reference (not spent, not expired), or 410. */
export async function linkFunnelOf(db: Db, ref: string, now = Date.now()): Promise<LinkFunnel> {
  const row = await db
    .select()
    .from(accountLinkFunnels)
    .where(and(eq(accountLinkFunnels.refHash, await sha256(ref)), isNull(accountLinkFunnels.spentAt), gt(accountLinkFunnels.expiresAt, new Date(now).toISOString())))
    .get();
  if (!row) throw linkFunnelGone();
  return row;
}

/** Where the link stands for a visitor (`viewer` null) or the account that logs in (domain/account-link.ts). */
export async function linkView(db: Db, companyId: string, viewer: number | null) {
  const [company, lock, pending, linked] = await db.batch([
    db.select({ id: companies.id, name: companies.name, street: companies.street, zipCode: companies.zipCode, city: companies.city }).from(companies).where(eq(companies.id, companyId)),
    db.select().from(claimLocks).where(eq(claimLocks.companyId, companyId)),
    db.select({ id: claims.id }).from(claims).where(and(eq(claims.companyId, companyId), eq(claims.status, "pending"))).limit(1),
    db.select({ userId: userCompanies.userId }).from(userCompanies).where(eq(userCompanies.companyId, companyId)),
  ]);
  const c = company[0];
  if (!c) throw linkFunnelGone();
  const hold = lock[0]?.holdReason ?? null;
  const partner = lock[0]?.partner ?? null;
  const outcome = accountLinkOutcome({ hold, partner, pendingReview: pending.length > 0, linkedUsers: linked.map((l) => l.userId), viewer });
  return { outcome, company: c, hold: outcome === "hold" ? accountLinkHoldText(hold, partner) : null };
}

/** register's first step kept in the funnel (reload, back button, JavaScript off). */
export const keepLinkPerson = (db: Db, funnel: LinkFunnel, person: NonNullable<LinkFunnel["person"]>) =>
  db.update(accountLinkFunnels).set({ person, step: "person" }).where(eq(accountLinkFunnels.refHash, funnel.refHash));

/** The registration sent: the account waits for its activation, then logs in here (decision 094). */
export const markLinkRegistered = (db: Db, funnel: LinkFunnel) =>
  db.batch([
    db.update(accountLinkFunnels).set({ step: "registered" }).where(eq(accountLinkFunnels.refHash, funnel.refHash)),
    claimEvent(db, funnel.companyId, null, "account-link-registered", funnel.customerNumber),
  ]);

/**
 * The login through the funnel (decision 094): the company becomes the account's
 * when no account has it yet, nothing locks it and nothing waits for review — one
 * conditional INSERT decides, so of two links opened at once one account wins and
 * the other's login asks for review. Returns where the link stands now:
 * `linked` (the funnel is spent), `pending` (a review was asked for, or one waits),
 * or `hold`.
 */
export async function linkByLogin(db: Db, funnel: LinkFunnel, userId: number, now = Date.now()): Promise<"linked" | "pending" | "hold"> {
  const stamp = new Date(now).toISOString();
  const view = await linkView(db, funnel.companyId, userId);
  const spend = db.update(accountLinkFunnels).set({ userId, step: "done", spentAt: stamp }).where(eq(accountLinkFunnels.refHash, funnel.refHash));
  if (view.outcome === "linked") {
    await spend;
    return "linked";
  }
  if (view.outcome === "hold" || view.outcome === "pending") return view.outcome;
  if (view.outcome === "open") {
    const companyId = funnel.companyId;
    const taken = await db.all<{ user_id: number }>(sql`
      INSERT INTO user_companies (user_id, company_id, position)
      SELECT ${userId}, ${companyId}, (SELECT coalesce(max(position), -1) + 1 FROM user_companies WHERE user_id = ${userId})
      WHERE NOT EXISTS (SELECT 1 FROM user_companies WHERE company_id = ${companyId})
        AND NOT EXISTS (SELECT 1 FROM claim_locks WHERE company_id = ${companyId})
        AND NOT EXISTS (SELECT 1 FROM claims WHERE company_id = ${companyId} AND status = 'pending')
      RETURNING user_id`);
    if (taken.length > 0) {
      await db.batch([
        // a company's account manages it as a customer (spec §6); an unclaimed entry is the owner's from today (spec §4 Claiming)
        db.insert(userRoles).values({ userId, role: "customer" }).onConflictDoNothing(),
        db
          .update(companies)
          .set({ claimedBy: "OWNER", claimedLastUpdate: berlinToday(new Date(now)) })
          .where(and(eq(companies.id, companyId), isNull(companies.claimedBy))),
        spend,
        claimEvent(db, companyId, userId, "account-linked", funnel.customerNumber),
      ]);
      return "linked";
    }
    // another account was faster, or a lock or review came in between: as below, when it is another account's
    const again = await linkView(db, companyId, userId);
    if (again.outcome === "linked" || again.outcome === "hold" || again.outcome === "pending") return again.outcome;
  }
  // the company is another account's: staff review the link (a claim waiting for review, as claiming's pending)
  await db.batch([
    db.insert(claims).values({
      companyId: funnel.companyId,
      userId,
      refHash: funnel.refHash,
      method: "account-link",
      status: "pending",
      expiresAt: new Date(now + ACCOUNT_LINK_FUNNEL_DAYS * DAY).toISOString(),
      createdAt: stamp,
    }),
    db.update(accountLinkFunnels).set({ userId }).where(eq(accountLinkFunnels.refHash, funnel.refHash)),
    claimEvent(db, funnel.companyId, userId, "account-link-review", funnel.customerNumber),
  ]);
  return "pending";
}
