/**
 * TV banners and their creatives (spec §7 tv-banners): the company's screens,
 * its creatives with both approvals and their history, choosing a creative for
 * a screen, and the customer's approval saved on the version it was made on.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../context";
import { tvBanners, tvCreativeApprovals, tvCreatives } from "../db/schema";
import { ApiError, forbidden } from "../lib/errors";
import { approvalStatusOf, HISTORY_LIMIT, MAX_CREATIVES, reasonOf, type CustomerDecision } from "#domain/tv-banners";

/** An id that is not one of the active company's (another company's, or none at all): one answer, nothing leaks (decision 040). */
export const notOfCompany = (what: "creative" | "banner") =>
  forbidden(what === "creative" ? "Dieses Motiv gehört nicht zu Ihrer Firma." : "Dieser TV-Banner gehört nicht zu Ihrer Firma.");

export const CREATIVE_CONFLICT_MESSAGE = "Die Freigabe dieses Motivs wurde inzwischen an anderer Stelle geändert.";

/** Where the backend serves a creative's files (GET /api/tv-banners/getCreativeMedia/:binaryMasterId/:kind). */
export const mediaUrl = (binaryMasterId: string, kind: "video" | "poster") => `/api/tv-banners/getCreativeMedia/${encodeURIComponent(binaryMasterId)}/${kind}`;

/** The company's screens, by location, each with the creative chosen (spec §3 external_id, binary_master_id). */
export async function companyBanners(db: Db, companyId: string) {
  const rows = await db
    .select({
      externalId: tvBanners.externalId,
      binaryMasterId: tvBanners.binaryMasterId,
      location: tvBanners.location,
      screen: tvBanners.screen,
      startDate: tvBanners.startDate,
      endDate: tvBanners.endDate,
    })
    .from(tvBanners)
    .where(eq(tvBanners.companyId, companyId))
    .orderBy(tvBanners.startDate, tvBanners.externalId);
  // spec §3 names the two ids so; the rest is what a customer reads about the screen
  return rows.map((r) => ({ external_id: r.externalId, binary_master_id: r.binaryMasterId, location: r.location, screen: r.screen, startDate: r.startDate, endDate: r.endDate }));
}

export const creativeCount = async (db: Db, companyId: string) => (await db.select({ n: count() }).from(tvCreatives).where(eq(tvCreatives.companyId, companyId)))[0]?.n ?? 0;

/** The company's creatives (a page of them), newest first, with both approvals, the media URLs and the newest approvals of each. */
export async function companyCreatives(db: Db, companyId: string, page: { offset: number; limit: number } = { offset: 0, limit: MAX_CREATIVES }, only?: string) {
  const rows = await db
    .select()
    .from(tvCreatives)
    .where(only === undefined ? eq(tvCreatives.companyId, companyId) : and(eq(tvCreatives.companyId, companyId), eq(tvCreatives.binaryMasterId, only)))
    .orderBy(desc(tvCreatives.createdAt), tvCreatives.binaryMasterId)
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((r) => r.binaryMasterId);
  const history = ids.length
    ? await db
        .select({
          binaryMasterId: tvCreativeApprovals.binaryMasterId,
          party: tvCreativeApprovals.party,
          status: tvCreativeApprovals.status,
          reason: tvCreativeApprovals.reason,
          userName: tvCreativeApprovals.userName,
          supportStaff: tvCreativeApprovals.supportStaff,
          at: tvCreativeApprovals.at,
        })
        .from(tvCreativeApprovals)
        .where(inArray(tvCreativeApprovals.binaryMasterId, ids))
        .orderBy(desc(tvCreativeApprovals.at), desc(tvCreativeApprovals.id))
    : [];
  return rows.map((r) => ({
    binaryMasterId: r.binaryMasterId,
    customerApprovalStatus: approvalStatusOf(r.customerApprovalStatus),
    partnerApprovalStatus: approvalStatusOf(r.partnerApprovalStatus),
    customerReason: r.customerReason,
    title: r.title,
    durationSeconds: r.durationSeconds,
    videoUrl: mediaUrl(r.binaryMasterId, "video"),
    posterUrl: mediaUrl(r.binaryMasterId, "poster"),
    version: r.version,
    history: history
      .filter((h) => h.binaryMasterId === r.binaryMasterId)
      .slice(0, HISTORY_LIMIT)
      .map(({ binaryMasterId: _id, party, status, ...h }) => ({ ...h, party: party === "partner" ? ("partner" as const) : ("customer" as const), status: approvalStatusOf(status) })),
  }));
}

/** One of the company's creatives, or the 403 of an id that is not. */
export async function creativeOf(db: Db, companyId: string, binaryMasterId: string) {
  const row = await db.select().from(tvCreatives).where(eq(tvCreatives.binaryMasterId, binaryMasterId)).get();
  if (!row || row.companyId !== companyId) throw notOfCompany("creative");
  return row;
}

/**
 * Spec §7 setCreative: the creative chosen for the banner (both of the company),
 * in one statement that holds only while neither the customer nor the partner
 * has rejected the creative (decision 040): a rejection saved meanwhile cannot
 * slip through. False when it did not hold (nothing changed).
 */
export async function chooseCreative(db: Db, companyId: string, externalId: string, binaryMasterId: string): Promise<boolean> {
  const chosen = await db
    .update(tvBanners)
    .set({ binaryMasterId })
    .where(
      and(
        eq(tvBanners.externalId, externalId),
        eq(tvBanners.companyId, companyId),
        sql`EXISTS (SELECT 1 FROM tv_creatives WHERE binary_master_id = ${binaryMasterId} AND company_id = ${companyId}
          AND customer_approval_status <> 'REJECTED' AND partner_approval_status <> 'REJECTED')`,
      ),
    )
    .returning({ externalId: tvBanners.externalId });
  return chosen.length === 1;
}

export async function bannerOf(db: Db, companyId: string, externalId: string) {
  const row = await db.select().from(tvBanners).where(eq(tvBanners.externalId, externalId)).get();
  if (!row || row.companyId !== companyId) throw notOfCompany("banner");
  return row;
}

/**
 * Spec §7 updateCreative: the customer's decision saved — only while the
 * creative still has `version` (when given), moving it on by one — and
 * recorded in the history in the same transaction (only if the update
 * applied: `changes()`), with the user, or the staff member acting for the
 * customer. A stale version: 409.
 */
export async function decideCreative(
  db: Db,
  companyId: string,
  binaryMasterId: string,
  decision: { status: CustomerDecision; reason: string | null; version: number | null },
  by: { userId: number; supportStaff: boolean },
) {
  const reason = reasonOf(decision.status, decision.reason);
  // one transaction: the update on the version, then its history row only if the update applied
  const [updated] = await db.$client.batch([
    db.$client
      .prepare(
        `UPDATE tv_creatives SET customer_approval_status = ?3, customer_reason = ?4, version = version + 1
         WHERE binary_master_id = ?1 AND company_id = ?2 AND (?5 IS NULL OR version = ?5) RETURNING version`,
      )
      .bind(binaryMasterId, companyId, decision.status, reason, decision.version),
    db.$client
      .prepare(
        // the row whenever the update applied (the user's name as it is now, if the user is still there)
        `INSERT INTO tv_creative_approvals (binary_master_id, party, status, reason, user_id, user_name, support_staff)
         SELECT ?1, 'customer', ?2, ?3, ?5, (SELECT username FROM users WHERE id = ?5), ?4 WHERE changes() = 1`,
      )
      .bind(binaryMasterId, decision.status, reason, by.supportStaff ? 1 : 0, by.userId),
  ]);
  const rows = (updated?.results ?? []) as { version: number }[];
  if (!rows.length) throw new ApiError(409, "CONFLICT", CREATIVE_CONFLICT_MESSAGE);
  return rows[0]!.version;
}
