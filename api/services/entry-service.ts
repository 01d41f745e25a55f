import { and, desc, eq, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../context";
import { companies, entryServiceJobs, portalListings, portalRatingStats } from "../db/schema";
import { loadEntry } from "./entries";
import { randomSecret, sha256 } from "../lib/digest";
import { subscriptionsOf } from "./accounts";
import { activeProducts } from "#domain/products";
import { activeSubscriptions } from "#domain/subscriptions";
import {
  analysisChart,
  LISTING_FIELDS,
  listingDifferences,
  listingOfEntry,
  parseListing,
  PARTNER_PORTALS,
  RATING_PORTALS,
  sortAnalysis,
  sortResults,
  UNKNOWN_RATING,
  type AnalysisStatus,
  type Difference,
  type Listing,
  type ResultStatus,
} from "#domain/entry-service";
import type { EntryServiceUserData } from "#domain/validation";
import { formatDateWire, formatTimeWire } from "#domain/format";


/** A portal's stored listing read with what it says about the entry. */
function readListing(row: typeof portalListings.$inferSelect | undefined, ofEntry: Listing) {
  if (!row || row.answer === null) return { status: "not found" as const, listing: null, differences: [] as Difference[] };
  const listing = parseListing(row.answer);
  if (!listing) return { status: "error" as const, listing: null, differences: [] as Difference[] };
  const differences = listingDifferences(listing, ofEntry);
  return { status: differences.length ? ("nok" as const) : ("ok" as const), listing, differences };
}

/**
 * The company's listing on every partner portal (spec §7 getPartnerPortalData)
 * against its entry: the result status (spec §4; a blocked or unverified
 * listing has that status, whatever it shows), the fields that differ ("Portal
 * zeigt" / "Ihr Eintrag"), the link and when the portal was read; in the list
 * order of spec §4. One broken answer marks only its own portal.
 */
export async function partnerPortalData(db: Db, companyId: string) {
  const [entry, rows] = await Promise.all([loadEntry(db, companyId), db.select().from(portalListings).where(eq(portalListings.companyId, companyId))]);
  const ofEntry = listingOfEntry(entry);
  const portals = PARTNER_PORTALS.map((p) => {
    const row = rows.find((r) => r.portalId === p.id);
    const read = readListing(row, ofEntry);
    const status: ResultStatus = row?.claimStatus ?? read.status;
    return { id: p.id, name: p.name, status, url: row?.url ?? null, checked_at: row?.checkedAt ?? null, differences: read.differences };
  });
  const last = rows.map((r) => r.checkedAt).sort().at(-1) ?? null;
  return { portals: sortResults(portals), lastUpdateDate: last ? formatDateWire(last) : null, lastUpdateTime: last ? formatTimeWire(last) : null };
}

/** Spec §7 reloadPortalsData: the portals read again (locally: the stored answers, stamped now). */
export async function reloadPortals(db: Db, companyId: string) {
  await db.update(portalListings).set({ checkedAt: new Date().toISOString() }).where(eq(portalListings.companyId, companyId));
  return partnerPortalData(db, companyId);
}

/** Spec §7 getPartnerPortalListingStatistics: how many portals have each result status. */
export function listingStatistics(portals: { status: ResultStatus }[]) {
  const byStatus: Record<ResultStatus, number> = { BLOCKED: 0, UNVERIFIED: 0, "not found": 0, nok: 0, ok: 0, error: 0 };
  for (const p of portals) byStatus[p.status]++;
  return { total: portals.length, byStatus };
}

/**
 * Spec §7 getCorrectnessOfListing: of the listings that could be read, the
 * share that is correct, and per field on how many of them it is right.
 */
export function correctnessOf(portals: { status: ResultStatus; differences: Difference[] }[]) {
  const read = portals.filter((p) => p.status === "ok" || p.status === "nok");
  const correct = read.filter((p) => p.status === "ok").length;
  return {
    checked: read.length,
    correct,
    percent: read.length ? Math.round((correct / read.length) * 100) : null,
    fields: LISTING_FIELDS.map(({ key, label }) => ({ field: key, label, correct: read.filter((p) => !p.differences.some((d) => d.field === key)).length })),
  };
}

/** Spec §7 getGrisuEntryServiceData: ratings per portal (spec §3, -1 when not known) and the flags. */
export async function grisuEntryServiceData(db: Db, companyId: string) {
  const [stats, company, subs] = await Promise.all([
    db.select().from(portalRatingStats).where(eq(portalRatingStats.companyId, companyId)),
    db.select({ signet: companies.hasWkdbSignet }).from(companies).where(eq(companies.id, companyId)).get(),
    subscriptionsOf(db, companyId),
  ]);
  const products = activeProducts(activeSubscriptions(subs));
  const rating_stats = Object.fromEntries(
    RATING_PORTALS.map((p) => {
      const s = stats.find((r) => r.portalId === p);
      return [p, { count: s?.count ?? UNKNOWN_RATING, avgScore: s?.avgScore ?? UNKNOWN_RATING }];
    }),
  );
  return { rating_stats, has_wkdb_signet: Boolean(company?.signet), has_wkdb: products.includes("wkdb"), has_jobs: products.includes("jobAd") };
}

/** Spec §4 Wkdb signet: the state the call asks for is set (two equal calls leave the same state). */
export async function setWkdbSignet(db: Db, companyId: string, shown: boolean) {
  await db.update(companies).set({ hasWkdbSignet: shown }).where(eq(companies.id, companyId));
  return { has_wkdb_signet: shown };
}


/**
 * The analyses kept per company: the newest few (a page shows the one its session
 * started last; support staff and the customer may each have one running), none
 * older than a day. getJobIdAndPortalsMetadata is a GET that every click of
 * "Prüfung starten" calls: without a bound each one would add a row for ever.
 */
export const ANALYSIS_JOBS_KEPT = 5;
const ANALYSIS_JOB_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §7 getJobIdAndPortalsMetadata: the analysis starts; its result is ready after `seconds`.
 * In the same transaction the company's older analyses beyond ANALYSIS_JOBS_KEPT, and
 * those older than a day, are deleted (a poll of one of them then answers 404).
 */
export async function startAnalysis(db: Db, companyId: string, userData: EntryServiceUserData, seconds: number) {
  const id = crypto.randomUUID();
  const token = randomSecret();
  const now = Date.now();
  const jobs = entryServiceJobs;
  const newest = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(desc(jobs.createdAt), desc(sql`rowid`))
    .limit(ANALYSIS_JOBS_KEPT);
  await db.batch([
    db.insert(jobs).values({
      id,
      companyId,
      tokenHash: await sha256(token),
      userData: { ...userData },
      createdAt: new Date(now).toISOString(),
      readyAt: new Date(now + seconds * 1000).toISOString(),
    }),
    db
      .delete(jobs)
      .where(and(eq(jobs.companyId, companyId), or(lt(jobs.createdAt, new Date(now - ANALYSIS_JOB_MAX_AGE_MS).toISOString()), notInArray(jobs.id, newest)))),
  ]);
  return { jobId: id, token, metadata: { portals: PARTNER_PORTALS.map((p) => ({ id: p.id, name: p.name })), expectedSeconds: seconds } };
}

export type AnalysisAnswer =
  | { state: "unknown" }
  | { state: "foreign" }
  | { state: "running"; retryAfterSeconds: number }
  | { state: "done"; results: { portal: string; name: string; status: AnalysisStatus; differences: Difference[] }[]; chartData: [number, number, number] };

/**
 * Spec §7 getAnalysisData: the job's result once it is ready. A job of another
 * company or a wrong token is "foreign" (403). Portals whose listing is
 * blocked or not confirmed have no analysis; the chart counts them in its
 * third value (spec §9).
 */
export async function analysisOf(db: Db, companyId: string, jobId: string, token: string): Promise<AnalysisAnswer> {
  const job = await db.select().from(entryServiceJobs).where(eq(entryServiceJobs.id, jobId)).get();
  if (!job) return { state: "unknown" };
  if (job.companyId !== companyId || job.tokenHash !== (await sha256(token))) return { state: "foreign" };
  const left = Date.parse(job.readyAt) - Date.now();
  if (left > 0) return { state: "running", retryAfterSeconds: Math.ceil(left / 1000) };
  const [rows, entry] = await Promise.all([db.select().from(portalListings).where(and(eq(portalListings.companyId, companyId))), loadEntry(db, companyId)]);
  const sent = job.userData as unknown as EntryServiceUserData;
  // one meaning of "correct" for the analysis and the portal table: every field of LISTING_FIELDS
  // agrees; the user data it was given (spec §3) with the entry's town and opening hours
  const ofEntry = listingOfEntry(entry);
  const results = PARTNER_PORTALS.flatMap((p) => {
    const row = rows.find((r) => r.portalId === p.id);
    if (row?.claimStatus) return [];
    const read = readListing(row, { ...sent, city: ofEntry.city, openingHours: ofEntry.openingHours });
    const status: AnalysisStatus =
      read.status === "not found" ? "portal_not_found" : read.status === "error" ? "portal_error" : read.differences.length ? "portal_nok" : "portal_ok";
    return [{ portal: p.id, name: p.name, status, differences: read.differences }];
  });
  return { state: "done", results: sortAnalysis(results), chartData: analysisChart(results, PARTNER_PORTALS.length) };
}
