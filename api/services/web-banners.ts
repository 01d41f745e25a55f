/**
 * Web banners (spec §2 werbebanner, §3 web banner, §4 web banner status, §7
 * web-banners): a company's banners with their creatives and history, the
 * status change on the banner's version, and the material for new banners.
 * Creatives lie in R2 under `web-banners/<company>/<banner>/<id>`, uploads
 * under `web-banner-uploads/<company>/<id>`.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../context";
import { users, webBannerCreatives, webBannerEvents, webBanners, webBannerUploads } from "../db/schema";
import { forbidden, notFound } from "../lib/errors";
import { actionsFor, phaseOf, WEB_BANNER_ACTIONS, WEB_BANNER_FLAVOUR_ORDER, WEB_BANNER_FLAVOURS, type WebBannerAction, type WebBannerFlavour, type WebBannerPhase, type WebBannerState } from "#domain/web-banners";

const PHASE_ORDER: WebBannerPhase[] = ["AWAITING_APPROVAL", "RUNNING", "SCHEDULED", "APPROVED", "CHANGES_REQUESTED", "IN_PRODUCTION", "PAUSED", "ENDED"];

export const bannerNotFound = () => notFound("Der Werbebanner wurde nicht gefunden.");
export const uploadKey = (companyId: string, id: string) => `web-banner-uploads/${companyId}/${id}`;

/** The banner of this id if it is the company's: 404 when there is none, 403 when it is another company's (nothing changed). */
export async function ownBanner(db: Db, companyId: string, id: string) {
  const banner = await db.select().from(webBanners).where(eq(webBanners.id, id)).get();
  if (!banner) throw bannerNotFound();
  if (banner.companyId !== companyId) throw forbidden("Dieser Werbebanner gehört zu einer anderen Firma.");
  return banner;
}

/** The company's banners grouped by format (in the formats' order, empty ones left out), each with its creatives, history and today's actions. */
export async function bannersOf(db: Db, companyId: string, today: string) {
  const banners = await db.select().from(webBanners).where(eq(webBanners.companyId, companyId)).orderBy(desc(webBanners.startDate), asc(webBanners.id));
  const ids = banners.map((b) => b.id);
  const [creatives, events] = ids.length
    ? await db.batch([
        db
          .select({ id: webBannerCreatives.id, bannerId: webBannerCreatives.bannerId, fileName: webBannerCreatives.fileName, contentType: webBannerCreatives.contentType, width: webBannerCreatives.width, height: webBannerCreatives.height, size: webBannerCreatives.size })
          .from(webBannerCreatives)
          .where(inArray(webBannerCreatives.bannerId, ids))
          .orderBy(asc(webBannerCreatives.width), asc(webBannerCreatives.id)),
        db
          .select({ bannerId: webBannerEvents.bannerId, action: webBannerEvents.action, fromStatus: webBannerEvents.fromStatus, toStatus: webBannerEvents.toStatus, comment: webBannerEvents.comment, at: webBannerEvents.at, byName: users.username, bySupport: webBannerEvents.bySupport })
          .from(webBannerEvents)
          .leftJoin(users, eq(users.id, webBannerEvents.userId))
          .where(inArray(webBannerEvents.bannerId, ids))
          .orderBy(desc(webBannerEvents.at), desc(webBannerEvents.id)),
      ])
    : [[], []];
  const shaped = banners.map((b) => {
    const state = { status: b.status as WebBannerState, startDate: b.startDate, endDate: b.endDate };
    return {
      id: b.id,
      name: b.name,
      flavour: b.flavour as WebBannerFlavour,
      targetUrl: b.targetUrl,
      startDate: b.startDate,
      endDate: b.endDate,
      status: state.status,
      phase: phaseOf(state, today),
      impressions: b.impressions,
      clicks: b.clicks,
      version: b.version,
      actions: actionsFor(state, today),
      creatives: creatives.filter((c) => c.bannerId === b.id).map(({ bannerId: _b, ...c }) => c),
      history: events.filter((e) => e.bannerId === b.id).map(({ bannerId: _b, ...e }) => e),
    };
  });
  // what asks for the customer first, then what runs, then what comes, what is paused, what is over; newer before older
  shaped.sort((a, b) => PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase) || b.startDate.localeCompare(a.startDate));
  return WEB_BANNER_FLAVOUR_ORDER.map((flavour) => ({ flavour, ...WEB_BANNER_FLAVOURS[flavour], banners: shaped.filter((b) => b.flavour === flavour) })).filter((g) => g.banners.length);
}

/**
 * Takes the action on the banner's version: the new state and version, and the
 * history row (who, support staff marked, when, the comment) in one batch.
 * False when the banner changed since that version (the caller answers 409).
 */
export async function changeStatus(
  db: Db,
  banner: { id: string; status: string },
  version: number,
  action: WebBannerAction,
  by: { userId: number; support: boolean },
  comment: string | null,
): Promise<boolean> {
  const to = WEB_BANNER_ACTIONS[action].to;
  const at = new Date().toISOString();
  const [updated] = await db.batch([
    db
      .update(webBanners)
      .set({ status: to, version: version + 1 })
      .where(and(eq(webBanners.id, banner.id), eq(webBanners.version, version), eq(webBanners.status, banner.status)))
      .returning({ id: webBanners.id }),
    // the history row only when the update above took place: the banner now has the new state on the next version
    db.insert(webBannerEvents).select(
      sql`SELECT NULL, ${banner.id}, ${action}, ${banner.status}, ${to}, ${comment}, ${by.userId}, ${by.support ? 1 : 0}, ${at}
        WHERE EXISTS (SELECT 1 FROM web_banners WHERE id = ${banner.id} AND version = ${version + 1} AND status = ${to})`,
    ),
  ]);
  return updated.length === 1;
}

/** The creatives of a banner with their R2 keys (the ZIP and the preview). */
export const creativesOfBanner = (db: Db, bannerId: string) =>
  db.select().from(webBannerCreatives).where(eq(webBannerCreatives.bannerId, bannerId)).orderBy(asc(webBannerCreatives.width), asc(webBannerCreatives.id)).all();

/** One creative if its banner is the company's: 404 / 403 as ownBanner. */
export async function ownCreative(db: Db, companyId: string, id: string) {
  const row = await db
    .select({ creative: webBannerCreatives, companyId: webBanners.companyId })
    .from(webBannerCreatives)
    .innerJoin(webBanners, eq(webBanners.id, webBannerCreatives.bannerId))
    .where(eq(webBannerCreatives.id, id))
    .get();
  if (!row) throw notFound("Das Motiv wurde nicht gefunden.");
  if (row.companyId !== companyId) throw forbidden("Dieses Motiv gehört zu einer anderen Firma.");
  return row.creative;
}

/** The material the company sent for new banners, newest first. */
export const uploadsOf = (db: Db, companyId: string) =>
  db
    .select({ id: webBannerUploads.id, fileName: webBannerUploads.fileName, contentType: webBannerUploads.contentType, size: webBannerUploads.size, createdAt: webBannerUploads.createdAt })
    .from(webBannerUploads)
    .where(eq(webBannerUploads.companyId, companyId))
    .orderBy(desc(webBannerUploads.createdAt), desc(webBannerUploads.id))
    .all();

export async function uploadCount(db: Db, companyId: string): Promise<number> {
  return (await db.select({ n: count() }).from(webBannerUploads).where(eq(webBannerUploads.companyId, companyId)).get())?.n ?? 0;
}

/** One upload of the company, or null (another company's included). */
export const ownUpload = (db: Db, companyId: string, id: string) =>
  db.select().from(webBannerUploads).where(and(eq(webBannerUploads.companyId, companyId), eq(webBannerUploads.id, id))).get();

/** Adds the rows only while the company then keeps at most `max` uploads (one statement: two uploads at once cannot both pass). */
export async function insertUploadsWithin(db: Db, companyId: string, rows: (typeof webBannerUploads.$inferInsert)[], max: number): Promise<boolean> {
  const values = sql.join(
    rows.map((r) => sql`(${r.id}, ${r.companyId}, ${r.fileName}, ${r.contentType}, ${r.size}, ${r.objectKey}, ${r.createdAt})`),
    sql`, `,
  );
  const result = await db.run(sql`
    INSERT INTO web_banner_uploads (id, company_id, file_name, content_type, size, object_key, created_at)
    SELECT * FROM (VALUES ${values}) WHERE (SELECT count(*) FROM web_banner_uploads WHERE company_id = ${companyId}) + ${rows.length} <= ${max}`);
  return result.meta.changes === rows.length;
}

export const deleteUpload = (db: Db, id: string) => db.delete(webBannerUploads).where(eq(webBannerUploads.id, id));
