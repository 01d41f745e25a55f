/**
 * The e-mail of a website (spec §2 website/email): its mailboxes, and the
 * address its contact form sends to, changed only once the new address has
 * confirmed a link mailed to it.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../context";
import { websiteContactChanges, websiteMailboxes, websites } from "../db/schema";
import { randomSecret, sha256 } from "../lib/digest";
import { CONTACT_ADDRESS_HOURS } from "#domain/website-email";

/** A website's mailboxes in their order. */
export const mailboxesOf = (db: Db, websiteId: string) =>
  db
    .select({ address: websiteMailboxes.address, quotaMb: websiteMailboxes.quotaMb, usedMb: websiteMailboxes.usedMb })
    .from(websiteMailboxes)
    .where(eq(websiteMailboxes.websiteId, websiteId))
    .orderBy(asc(websiteMailboxes.position), asc(websiteMailboxes.address))
    .all();

/** The website's contact address and a change still waiting for its link (null when none or run out). */
export async function contactAddressOf(db: Db, websiteId: string) {
  const [site, pending] = await Promise.all([
    db.select({ contactEmail: websites.contactEmail }).from(websites).where(eq(websites.id, websiteId)).get(),
    db
      .select({ email: websiteContactChanges.newEmail, expiresAt: websiteContactChanges.expiresAt })
      .from(websiteContactChanges)
      .where(and(eq(websiteContactChanges.websiteId, websiteId), gt(websiteContactChanges.expiresAt, new Date().toISOString())))
      .get(),
  ]);
  return { contactEmail: site?.contactEmail ?? null, pending: pending ?? null };
}

/** Whether the company has a mailbox with this address (any of its websites). */
export async function companyHasMailbox(db: Db, companyId: string, address: string) {
  const row = await db
    .select({ id: websiteMailboxes.id })
    .from(websiteMailboxes)
    .innerJoin(websites, eq(websites.id, websiteMailboxes.websiteId))
    .where(and(eq(websites.companyId, companyId), sql`lower(${websiteMailboxes.address}) = ${address.toLowerCase()}`))
    .get();
  return Boolean(row);
}

/**
 * A new request for the website's contact address: its link's token and the
 * statements that replace an older request with it (for the batch that also
 * queues the mail).
 */
export async function contactChangeRequest(db: Db, o: { websiteId: string; companyId: string; newEmail: string; requestedBy: number }) {
  const token = randomSecret();
  const now = Date.now();
  return {
    token,
    statements: [
      db.delete(websiteContactChanges).where(eq(websiteContactChanges.websiteId, o.websiteId)),
      db.insert(websiteContactChanges).values({
        tokenHash: await sha256(token),
        websiteId: o.websiteId,
        companyId: o.companyId,
        newEmail: o.newEmail,
        requestedBy: o.requestedBy,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + CONTACT_ADDRESS_HOURS * 60 * 60 * 1000).toISOString(),
      }),
    ] as const,
  };
}

/**
 * Uses a confirmation link: in one batch the website takes the request's
 * address and the request is deleted, only while it has not run out — so a
 * link works once. Returns the address, the website's url and the address it
 * replaced (to be told), or null.
 */
export async function confirmContactChange(db: Db, token: string): Promise<{ email: string; url: string; previous: string | null } | null> {
  const hash = await sha256(token);
  const now = new Date().toISOString();
  const live = and(eq(websiteContactChanges.tokenHash, hash), gt(websiteContactChanges.expiresAt, now));
  const website = sql`${websites.id} = (SELECT ${websiteContactChanges.websiteId} FROM ${websiteContactChanges} WHERE ${live})`;
  const [before, changed] = await db.batch([
    // the address it replaces, read in the same transaction
    db.select({ email: websites.contactEmail }).from(websites).where(website),
    db
      .update(websites)
      .set({ contactEmail: sql`(SELECT ${websiteContactChanges.newEmail} FROM ${websiteContactChanges} WHERE ${live})` })
      .where(website)
      .returning({ email: websites.contactEmail, url: websites.url }),
    db.delete(websiteContactChanges).where(eq(websiteContactChanges.tokenHash, hash)),
  ]);
  const row = changed[0];
  return row?.email ? { email: row.email, url: row.url, previous: before[0]?.email ?? null } : null;
}
