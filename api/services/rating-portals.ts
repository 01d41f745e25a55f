/**
 * The portals a company is rated on (spec §7 portals/list, partners/selection-list,
 * partners/add) and its reports of wrong data there (portals/report-error/…).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../context";
import { companyRatings, partnerProfiles, portalErrorReports, portalListings } from "../db/schema";
import { BRANDS } from "#domain/brand";
import {
  errorReportPathOf,
  NO_FIGURE,
  PARTNER_RATING_PORTALS,
  partnerPortal,
  RATING_PORTAL_NAMES,
  RATING_PORTALS,
  type ErrorReportKind,
  type ErrorReportState,
  type RatingFigure,
  type RatingPortal,
} from "#domain/ratings";

/** The directory's own public page of a company (the provider's portal of spec §3). */
export const directoryProfileUrl = (companyId: string) => `${BRANDS.default!.domains.www}/firma/${encodeURIComponent(companyId)}`;

/**
 * Every portal of spec §3 with the company's profile there (the directory's own
 * page; the listing the entry service found on the others, or none) and its
 * figures (published ratings; −1 and −1 without), then the partner portals the
 * company added, with their profile address (no figures: the provider does not
 * read them, −1 and −1).
 */
export async function portalList(db: Db, companyId: string) {
  const [figures, listings, partners] = await db.batch([
    db
      .select({ portal: companyRatings.portal, n: count(), stars: sql<number>`coalesce(sum(${companyRatings.stars}), 0)`.mapWith(Number) })
      .from(companyRatings)
      .where(and(eq(companyRatings.companyId, companyId), eq(companyRatings.state, "PUBLISHED")))
      .groupBy(companyRatings.portal),
    db.select({ portal: portalListings.portalId, url: portalListings.url }).from(portalListings).where(eq(portalListings.companyId, companyId)),
    db.select().from(partnerProfiles).where(eq(partnerProfiles.companyId, companyId)).orderBy(partnerProfiles.addedAt),
  ]);
  const figure = (p: string): RatingFigure => {
    const r = figures.find((x) => x.portal === p);
    return r && r.n > 0 ? { count: r.n, avgScore: Math.round((r.stars / r.n) * 100) / 100 } : NO_FIGURE;
  };
  return {
    portals: RATING_PORTALS.map((p: RatingPortal) => ({
      sourceId: p as string,
      name: RATING_PORTAL_NAMES[p],
      profileUrl: p === "PROVIDER" ? directoryProfileUrl(companyId) : (listings.find((l) => l.portal === p)?.url ?? null),
      partner: false,
      addedAt: null as string | null,
      ...figure(p),
    })),
    partners: partners.map((x) => ({ sourceId: x.sourceId, name: partnerPortal(x.sourceId)?.name ?? x.sourceId, profileUrl: x.url, partner: true, addedAt: x.addedAt, ...NO_FIGURE })),
  };
}

/** The partner portals the company can still add, with the hosts its profile address must be on. */
export async function partnerSelection(db: Db, companyId: string) {
  const added = new Set((await db.select({ id: partnerProfiles.sourceId }).from(partnerProfiles).where(eq(partnerProfiles.companyId, companyId))).map((r) => r.id));
  return PARTNER_RATING_PORTALS.filter((p) => !added.has(p.sourceId)).map((p) => ({ sourceId: p.sourceId, name: p.name, hosts: [...p.hosts] }));
}

/** Adds a partner portal; false when the company had added it already (nothing changed). */
export async function addPartner(db: Db, row: { companyId: string; sourceId: string; url: string; addedBy: number }): Promise<boolean> {
  const res = await db.insert(partnerProfiles).values(row).onConflictDoNothing().run();
  return (res.meta.changes ?? 0) > 0;
}

/** Records a report of wrong data on a portal; it starts as received. */
export async function createErrorReport(db: Db, row: { companyId: string; kind: ErrorReportKind; portal: string; wrongValue: string; rightValue: string; createdBy: number; bySupport: boolean }) {
  const [created] = await db.insert(portalErrorReports).values(row).returning();
  return reportOut(created!);
}

const reportOut = (r: typeof portalErrorReports.$inferSelect) => ({
  id: r.id,
  kind: errorReportPathOf(r.kind)!,
  portal: r.portal as RatingPortal,
  wrongValue: r.wrongValue,
  rightValue: r.rightValue,
  state: r.state as ErrorReportState,
  decisionReason: r.decisionReason,
  createdAt: r.createdAt,
});

/** The company's error reports, newest first, with their state (at most `limit`). */
export async function errorReports(db: Db, companyId: string, limit: number) {
  const rows = await db.select().from(portalErrorReports).where(eq(portalErrorReports.companyId, companyId)).orderBy(desc(portalErrorReports.createdAt), desc(portalErrorReports.id)).limit(limit);
  return rows.map(reportOut);
}
