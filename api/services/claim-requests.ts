/**
 * Competing claims (spec §4 "Claiming"; item "competing claims", decision 090):
 * a claimant who finds the entry held by a verified owner asks for access; the
 * owner gets a mail with a single-use link to a page where they agree or refuse
 * within the window; agreement hands the entry over at once, refusal ends the
 * request, silence lets the claimant verify (letter or website-domain mail,
 * decisions 074/075) and take over, and the former owner is told by mail. One
 * conditional UPDATE decides every hand-over, so of two completing at once
 * exactly one wins. Every step is a claim event (who, what, when).
 */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../context";
import { claimFunnels, claimRequests, claims, companies, userCompanies, userRoles, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { randomSecret, sha256 } from "../lib/digest";
import { queueMail } from "../lib/mail";
import { claimRequestAnsweredMail, claimRequestMail, claimTakenOverMail, type MailEnv } from "../mails";
import { claimEvent, type Funnel } from "./claiming";
import { maskAddress } from "#domain/claiming";
import { mayAskAgainAt, REQUEST_MESSAGES, requestStatus, requestWindow, type RequestStatus } from "#domain/claim-requests";
import { berlinToday, formatDateDe, formatDateTimeDe } from "#domain/format";

type UserRow = Pick<typeof users.$inferSelect, "id" | "email" | "status" | "salutation" | "firstName" | "lastName" | "username">;
const userColumns = {
  id: users.id,
  email: users.email,
  status: users.status,
  salutation: users.salutation,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};
/** A mail to an account's confirmed address greets by name (api/mails/layout.ts). */
const addresseeOf = (u: UserRow) => (u.status === "active" ? u : null);
/** How the owner's mail names the claimant: the name they gave, else their user name. */
const nameOf = (u: UserRow) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.username;

const requestGone = () => new ApiError(410, "CLAIM_REQUEST_GONE", REQUEST_MESSAGES.gone);

/** The users linked to the company (its verified owner; the first by id is the one asked, as the otherowner hint shows). */
const ownersOf = (db: Db, companyId: string) =>
  db.select(userColumns).from(userCompanies).innerJoin(users, eq(users.id, userCompanies.userId)).where(eq(userCompanies.companyId, companyId)).orderBy(userCompanies.userId);

/** The viewer's latest request for the company, as the otherowner page shows it (null: none). */
export async function viewerRequest(db: Db, companyId: string, userId: number, now = Date.now()) {
  const row = await db
    .select()
    .from(claimRequests)
    .where(and(eq(claimRequests.companyId, companyId), eq(claimRequests.claimantId, userId)))
    .orderBy(desc(claimRequests.id))
    .get();
  if (!row) return null;
  const status = requestStatus(row, new Date(now));
  const again = status === "refused" && row.decidedAt ? mayAskAgainAt(row.decidedAt) : null;
  return {
    status,
    requestedAt: row.createdAt,
    lastDay: requestWindow(new Date(row.createdAt)).lastDay,
    /** after a refusal: from when a new request is possible (YYYY-MM-DD); null once it is */
    askAgainFrom: again && again.getTime() > now ? again.toISOString() : null,
  };
}
export type ViewerRequest = NonNullable<Awaited<ReturnType<typeof viewerRequest>>>;

/**
 * The claimant asks for access (item "competing claims"): only where the entry
 * is held by a verified owner (the viewer's page is otherowner). A request still
 * open is answered as it is (no second mail); after a refusal a new one only
 * REQUEST_AGAIN_DAYS later. The owner gets the mail with the single-use link.
 */
export async function requestAccess(db: Db, env: MailEnv, funnel: Funnel, claimantId: number, page: string, now = Date.now()) {
  if (page !== "otherowner") throw new ApiError(409, "CLAIM_REQUEST_NOT_POSSIBLE", REQUEST_MESSAGES.notPossible);
  const earlier = await viewerRequest(db, funnel.companyId, claimantId, now);
  const [owner] = await ownersOf(db, funnel.companyId).limit(1);
  if (!owner) throw new ApiError(409, "CLAIM_REQUEST_NOT_POSSIBLE", REQUEST_MESSAGES.notPossible);
  if (earlier?.status === "open") return { status: "open" as const, lastDay: earlier.lastDay, ownerHint: maskAddress(owner.email), created: false };
  if (earlier?.askAgainFrom) throw new ApiError(409, "CLAIM_REQUEST_TOO_SOON", REQUEST_MESSAGES.tooSoon(formatDateDe(earlier.askAgainFrom)));
  const [claimant, company] = await Promise.all([
    db.select(userColumns).from(users).where(eq(users.id, claimantId)).get(),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, funnel.companyId)).get(),
  ]);
  if (!claimant || !company) throw new ApiError(409, "CLAIM_REQUEST_NOT_POSSIBLE", REQUEST_MESSAGES.notPossible);
  const token = randomSecret();
  const at = new Date(now);
  const window = requestWindow(at);
  await db.batch([
    db.insert(claimRequests).values({
      companyId: funnel.companyId,
      claimantId,
      ownerId: owner.id,
      tokenHash: await sha256(`claim-request:${token}`),
      createdAt: at.toISOString(),
      windowEndsAt: window.endsAt.toISOString(),
    }),
    // the funnel is the claimant's from now on (the verification after silence goes on with it)
    db
      .update(claimFunnels)
      .set({ userId: claimantId })
      .where(and(eq(claimFunnels.refHash, funnel.refHash), sql`${claimFunnels.userId} IS NULL`)),
    queueMail(
      db,
      owner.email,
      claimRequestMail(env, {
        addressee: addresseeOf(owner),
        company: company.name,
        claimant: nameOf(claimant),
        claimantContact: maskAddress(claimant.email),
        requestedAt: formatDateTimeDe(at),
        lastDay: formatDateDe(window.lastDay),
        token,
      }),
    ),
    claimEvent(db, funnel.companyId, claimantId, "access-requested", `owner ${owner.id}, window until ${window.lastDay}`),
  ]);
  return { status: "open" as const, lastDay: window.lastDay, ownerHint: maskAddress(owner.email), created: true };
}

/** The open request of a link's token for its owner: the caller must hold the entry; else 403, 410. */
async function ownersRequest(db: Db, token: string, userId: number, now: number) {
  const row = await db
    .select()
    .from(claimRequests)
    .where(eq(claimRequests.tokenHash, await sha256(`claim-request:${token}`)))
    .get();
  if (!row) throw requestGone();
  const linked = await db
    .select({ userId: userCompanies.userId })
    .from(userCompanies)
    .where(and(eq(userCompanies.companyId, row.companyId), eq(userCompanies.userId, userId)))
    .get();
  if (!linked) throw new ApiError(403, "CLAIM_REQUEST_NOT_OWNER", REQUEST_MESSAGES.notOwner);
  const status = requestStatus(row, new Date(now));
  if (status === "silent") throw new ApiError(410, "CLAIM_REQUEST_WINDOW_OVER", REQUEST_MESSAGES.windowOver);
  if (status !== "open") throw requestGone();
  return row;
}

/** What the owner's page shows of a request (opening it changes nothing). */
export async function requestForOwner(db: Db, token: string, userId: number, now = Date.now()) {
  const row = await ownersRequest(db, token, userId, now);
  const [claimant, company] = await Promise.all([
    db.select(userColumns).from(users).where(eq(users.id, row.claimantId)).get(),
    db.select({ id: companies.id, name: companies.name, street: companies.street, zipCode: companies.zipCode, city: companies.city }).from(companies).where(eq(companies.id, row.companyId)).get(),
  ]);
  return {
    company: company!,
    claimant: { name: claimant ? nameOf(claimant) : "Unbekannt", contact: claimant ? maskAddress(claimant.email) : "***" },
    requestedAt: row.createdAt,
    lastDay: requestWindow(new Date(row.createdAt)).lastDay,
  };
}

/**
 * The owner's answer (decision 090): `refuse` ends the request (the claimant is
 * told by mail, and their page says so); `agree` hands the entry over at once.
 * The token is spent either way (the request is no longer open).
 */
export async function decideRequest(db: Db, env: MailEnv, token: string, userId: number, decision: "agree" | "refuse", now = Date.now()) {
  const row = await ownersRequest(db, token, userId, now);
  const stamp = new Date(now).toISOString();
  const claimant = await db.select(userColumns).from(users).where(eq(users.id, row.claimantId)).get();
  const company = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)).get();
  if (decision === "refuse") {
    const [refused] = await db
      .update(claimRequests)
      .set({ status: "refused", decidedAt: stamp, decidedBy: userId })
      .where(and(eq(claimRequests.id, row.id), eq(claimRequests.status, "open"), sql`${claimRequests.windowEndsAt} > ${stamp}`))
      .returning({ id: claimRequests.id });
    if (!refused) throw requestGone();
    await db.batch([
      claimEvent(db, row.companyId, userId, "access-refused", `request ${row.id}`),
      ...(claimant
        ? [queueMail(db, claimant.email, claimRequestAnsweredMail(env, { addressee: addresseeOf(claimant), company: company!.name, agreed: false, askAgainFrom: formatDateDe(mayAskAgainAt(stamp)) }))]
        : []),
    ]);
    return { decision, companyId: row.companyId };
  }
  const moved = await handOver(db, env, row, "agreed", userId, now);
  if (!moved.won) throw requestGone();
  const remaining = await db.select({ id: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, userId)).orderBy(userCompanies.position);
  return { decision, companyId: row.companyId, companies: remaining.map((r) => r.id) };
}

/** The claimant's request the owner left unanswered for the whole window (the takeover's ground), or null. */
export async function silentRequest(db: Db, companyId: string, claimantId: number, now = Date.now()) {
  const row = await db
    .select()
    .from(claimRequests)
    .where(and(eq(claimRequests.companyId, companyId), eq(claimRequests.claimantId, claimantId), eq(claimRequests.status, "open")))
    .orderBy(desc(claimRequests.id))
    .get();
  return row && requestStatus(row, new Date(now)) === "silent" ? row : null;
}

/**
 * The entry changes hands (agreement, or the takeover after silence). One
 * conditional UPDATE of the request decides: it is still open, in (agreement) or
 * past (takeover) its window, the owner it asked still holds the entry, and no
 * other request of the company was granted or taken since it was made. Only then
 * do the former owners leave (their link to the company), the claimant becomes
 * the owner (customer role, claimed_by OWNER, claimed_last_update today in
 * Berlin), every other open request and claim of the company ends, and the mails
 * go: the claimant hears of an agreement, the former owner of a takeover.
 */
export async function handOver(db: Db, env: MailEnv, request: typeof claimRequests.$inferSelect, how: "agreed" | "taken", by: number, now = Date.now(), claimId?: number) {
  const stamp = new Date(now).toISOString();
  const t = claimRequests;
  const window = how === "agreed" ? sql`${t.windowEndsAt} > ${stamp}` : sql`${t.windowEndsAt} <= ${stamp}`;
  const formerOwners = await ownersOf(db, request.companyId);
  const [won] = await db
    .update(t)
    .set({ status: how, decidedAt: stamp, decidedBy: by })
    .where(
      and(
        eq(t.id, request.id),
        eq(t.status, "open"),
        window,
        sql`EXISTS (SELECT 1 FROM companies WHERE id = ${request.companyId} AND claimed_by = 'OWNER')`,
        sql`EXISTS (SELECT 1 FROM user_companies WHERE company_id = ${request.companyId} AND user_id = ${request.ownerId})`,
        sql`NOT EXISTS (SELECT 1 FROM claim_requests o WHERE o.company_id = ${request.companyId} AND o.status IN ('agreed', 'taken') AND o.decided_at >= ${t.createdAt})`,
      ),
    )
    .returning({ id: t.id });
  if (!won) return { won: false as const };
  const claimantId = request.claimantId;
  const [claimant, company] = await Promise.all([
    db.select(userColumns).from(users).where(eq(users.id, claimantId)).get(),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, request.companyId)).get(),
  ]);
  const leaving = formerOwners.filter((o) => o.id !== claimantId);
  await db.batch([
    db.update(t).set({ status: "lost", decidedAt: stamp }).where(and(eq(t.companyId, request.companyId), eq(t.status, "open"))),
    db.update(claims).set({ status: "lost", decidedAt: stamp }).where(and(eq(claims.companyId, request.companyId), inArray(claims.status, ["verifying", "pending"]), claimId ? ne(claims.id, claimId) : sql`1 = 1`)),
    db.delete(userCompanies).where(and(eq(userCompanies.companyId, request.companyId), ne(userCompanies.userId, claimantId))),
    db
      .insert(userCompanies)
      .values({ userId: claimantId, companyId: request.companyId, position: sql`(SELECT coalesce(max(position), -1) + 1 FROM user_companies WHERE user_id = ${claimantId})` })
      .onConflictDoNothing(),
    // a company's owner manages it as a customer (spec §6)
    db.insert(userRoles).values({ userId: claimantId, role: "customer" }).onConflictDoNothing(),
    db.update(companies).set({ claimedBy: "OWNER", claimedLastUpdate: berlinToday(new Date(now)) }).where(eq(companies.id, request.companyId)),
    db.update(claimFunnels).set({ step: "done", spentAt: stamp }).where(and(eq(claimFunnels.companyId, request.companyId), eq(claimFunnels.userId, claimantId))),
    claimEvent(db, request.companyId, by, how === "agreed" ? "access-agreed" : "taken-over", `request ${request.id}: to ${claimantId} from ${leaving.map((o) => o.id).join(", ") || "-"}`),
    ...(how === "agreed" && claimant ? [queueMail(db, claimant.email, claimRequestAnsweredMail(env, { addressee: addresseeOf(claimant), company: company!.name, agreed: true }))] : []),
    ...(how === "taken" && claimant
      ? leaving.map((o) =>
          queueMail(db, o.email, claimTakenOverMail(env, { addressee: addresseeOf(o), company: company!.name, claimantContact: maskAddress(claimant.email), takenAt: formatDateDe(new Date(now)) })),
        )
      : []),
  ]);
  return { won: true as const };
}

/** The owner gave the entry up (dissolveClaiming): the requests waiting for them end with it. */
export const endOpenRequests = (db: Db, companyId: string, stamp = new Date().toISOString()) =>
  db.update(claimRequests).set({ status: "lost", decidedAt: stamp }).where(and(eq(claimRequests.companyId, companyId), eq(claimRequests.status, "open")));

export type { RequestStatus };
