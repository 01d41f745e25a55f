/**
 * Taking over a company's entry (spec §2 claiming routes, §4 "Claiming", §7
 * claiming calls; decisions 072–076): the sealed link opened once, the funnel's
 * state by its reference, the entry's state for the outcome pages.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../context";
import type { Env } from "../env";
import { claimEvents, claimFunnels, claimLocks, claims, claimSealsUsed, companies, entries, userCompanies, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { randomSecret, sha256 } from "../lib/digest";
import { openCompany } from "#domain/claim-seal.mjs";
import { CLAIM_FUNNEL_DAYS, CLAIM_LINK_DAYS, claimPage, holdReasonText, maskAddress, partnerOf, type ClaimPage } from "#domain/claiming";
import { ownerClaimExpiry } from "#domain/claim";
import { viewerRequest } from "./claim-requests";

const DAY = 24 * 60 * 60 * 1000;

/** Why a sealed link is refused, in German (spec §8: no codes on the page). */
export const LINK_MESSAGES = {
  malformed: "Dieser Link ist ungültig. Bitte öffnen Sie den Eintrag im Verzeichnis erneut und klicken Sie dort auf „Das ist mein Unternehmen“.",
  altered: "Dieser Link wurde verändert und ist deshalb ungültig. Bitte öffnen Sie den Eintrag im Verzeichnis erneut.",
  "other-key": "Dieser Link stammt nicht von uns oder ist nicht mehr gültig. Bitte öffnen Sie den Eintrag im Verzeichnis erneut.",
  expired: `Dieser Link ist abgelaufen: Links zur Übernahme eines Eintrags gelten ${CLAIM_LINK_DAYS} Tage. Bitte öffnen Sie den Eintrag im Verzeichnis erneut.`,
  future: "Dieser Link ist ungültig. Bitte öffnen Sie den Eintrag im Verzeichnis erneut.",
  reused: "Dieser Link wurde bereits verwendet. Jeder Link zur Übernahme gilt nur einmal: Bitte öffnen Sie den Eintrag im Verzeichnis erneut.",
  unknown: "Diesen Eintrag gibt es nicht mehr. Bitte suchen Sie Ihr Unternehmen im Verzeichnis erneut.",
} as const;
export type LinkProblem = keyof typeof LINK_MESSAGES;

const linkRefused = (reason: LinkProblem) => new ApiError(410, "CLAIM_LINK_INVALID", LINK_MESSAGES[reason]);

export const FUNNEL_GONE =
  "Dieser Schritt ist nicht mehr gültig: Der Vorgang ist abgeschlossen, abgelaufen oder unbekannt. Bitte öffnen Sie den Eintrag im Verzeichnis erneut.";
export const funnelGone = () => new ApiError(410, "CLAIM_FUNNEL_GONE", FUNNEL_GONE);

/** The sealing key (decision 072): without it no link can be opened (a deployment without the secret). */
function sealKey(env: Env): string {
  if (!env.CLAIM_SEAL_KEY) throw new ApiError(503, "CLAIM_UNAVAILABLE", "Die Übernahme von Einträgen ist gerade nicht möglich. Bitte versuchen Sie es später erneut.");
  return env.CLAIM_SEAL_KEY;
}

/**
 * spec §7 decryptData: opens the sealed company reference once (altered, other
 * key, expired, already used: 410 with the reason in German, nothing stored)
 * and starts a funnel for it; its reference is what the pages carry from here.
 */
export async function openClaimLink(db: Db, env: Env, data: string, now = Date.now()) {
  const opened = await openCompany(sealKey(env), data, now, CLAIM_LINK_DAYS * DAY);
  if (!opened.ok) throw linkRefused(opened.reason);
  const company = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, opened.companyId)).get();
  if (!company) throw linkRefused("unknown");
  const ref = randomSecret();
  // the insert decides "used before": of two opening the same link at once, one gets it
  const used = await db
    .insert(claimSealsUsed)
    .values({ nonce: opened.nonce, companyId: company.id, expiresAt: new Date(opened.issuedAt + CLAIM_LINK_DAYS * DAY).toISOString() })
    .onConflictDoNothing()
    .returning({ nonce: claimSealsUsed.nonce });
  if (used.length === 0) throw linkRefused("reused");
  await db.insert(claimFunnels).values({
    refHash: await sha256(ref),
    companyId: company.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CLAIM_FUNNEL_DAYS * DAY).toISOString(),
  });
  return { companyId: company.id, issuedAt: new Date(opened.issuedAt).toISOString(), ref };
}

export type Funnel = typeof claimFunnels.$inferSelect;

/** The live funnel of a reference (not spent, not expired), or 410. */
export async function funnelOf(db: Db, ref: string, now = Date.now()): Promise<Funnel> {
  const row = await db
    .select()
    .from(claimFunnels)
    .where(and(eq(claimFunnels.refHash, await sha256(ref)), isNull(claimFunnels.spentAt), gt(claimFunnels.expiresAt, new Date(now).toISOString())))
    .get();
  if (!row) throw funnelGone();
  return row;
}

/** The address of the user who holds the owner claim, when one does (the masked hint on otherowner). */
async function ownerAddress(db: Db, companyId: string): Promise<string | null> {
  const row = await db
    .select({ email: users.email })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(eq(userCompanies.companyId, companyId))
    .orderBy(userCompanies.userId)
    .get();
  return row?.email ?? null;
}

/**
 * The entry's state as the outcome pages show it (spec §2, decision 073), for a
 * visitor or a logged-in viewer (`userId`): which page, and what it may say.
 */
export async function claimView(db: Db, companyId: string, userId: number | null, now = Date.now()) {
  // the viewer's request for access to a held entry (decision 090): its state on otherowner, and the way to verify after silence
  const request = userId === null ? null : await viewerRequest(db, companyId, userId, now);
  const [company, lock, pending, linked] = await db.batch([
    db
      .select({ id: companies.id, name: companies.name, city: companies.city, street: companies.street, zipCode: companies.zipCode, claimedBy: companies.claimedBy, claimedLastUpdate: companies.claimedLastUpdate })
      .from(companies)
      .where(eq(companies.id, companyId)),
    db.select().from(claimLocks).where(eq(claimLocks.companyId, companyId)),
    db.select({ id: claims.id }).from(claims).where(and(eq(claims.companyId, companyId), eq(claims.status, "pending"))).limit(1),
    db
      .select({ userId: userCompanies.userId })
      .from(userCompanies)
      .where(and(eq(userCompanies.companyId, companyId), eq(userCompanies.userId, userId ?? -1))),
  ]);
  const c = company[0];
  if (!c) throw funnelGone();
  const page: ClaimPage = claimPage({
    claimedBy: c.claimedBy,
    hold: lock[0]?.holdReason ?? null,
    partner: lock[0]?.partner ?? null,
    pending: pending.length > 0,
    viewerLinked: linked.length > 0,
    loggedIn: userId !== null,
    ownerSilent: request?.status === "silent",
  });
  const owner = page === "otherowner" ? await ownerAddress(db, companyId) : null;
  let claimExpiry: string | null = null;
  if ((page === "owner" || page === "otherowner") && c.claimedLastUpdate) {
    try {
      claimExpiry = ownerClaimExpiry(c.claimedLastUpdate).toISOString().slice(0, 10);
    } catch {
      claimExpiry = null;
    }
  }
  const partner = page === "advantago" ? partnerOf(lock[0]?.partner) : null;
  return {
    page,
    company: { id: c.id, name: c.name, street: c.street, zipCode: c.zipCode, city: c.city },
    hold: page === "hold" ? holdReasonText(lock[0]?.holdReason) : null,
    partner: partner ? { name: partner.name, phone: partner.phone, email: partner.email, text: partner.text } : null,
    ownerHint: owner ? maskAddress(owner) : null,
    claimExpiry,
    request,
  };
}

/** One record of the claim's history (shown to the company). */
export const claimEvent = (db: Db, companyId: string, userId: number | null, kind: string, detail?: string) =>
  db.insert(claimEvents).values({ companyId, userId, kind, detail: detail ?? null });

/** The entry's own contact data a verification may use: the address and the website's domain. */
export const entryOfCompany = (db: Db, companyId: string) =>
  db
    .select({
      name: entries.companyName,
      street: entries.shippingStreet,
      zipCode: entries.zipCode,
      city: entries.city,
      email: entries.email,
      onlinePresence: entries.onlinePresence,
    })
    .from(entries)
    .where(eq(entries.companyId, companyId))
    .get();

/** The funnel becomes the account's (once: a funnel bound to another stays theirs). */
export const bindFunnel = (db: Db, funnel: Funnel, userId: number) =>
  db.batch([
    db
      .update(claimFunnels)
      .set({ userId })
      .where(and(eq(claimFunnels.refHash, funnel.refHash), isNull(claimFunnels.userId))),
    claimEvent(db, funnel.companyId, userId, "claim-started"),
  ]);

/** register's first step kept in the funnel (reload, back button, JavaScript off). */
export const keepPerson = (db: Db, funnel: Funnel, person: NonNullable<Funnel["person"]>) =>
  db.update(claimFunnels).set({ person, step: "person" }).where(eq(claimFunnels.refHash, funnel.refHash));

/** The funnel's registration sent (the account waits for its activation). */
export const markRegistered = (db: Db, funnel: Funnel) =>
  db.batch([db.update(claimFunnels).set({ step: "registered" }).where(eq(claimFunnels.refHash, funnel.refHash)), claimEvent(db, funnel.companyId, null, "registered")]);
