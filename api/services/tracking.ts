import { asc, count, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../context";
import { trackingEvents } from "../db/schema";
import type { TrackingKind } from "#domain/tracking";

/** Tracking (spec §7; decisions 084, 085): the rows of the calls, the counts, the retention (the person's rows: api/services/user-data.ts). */

export interface TrackingRow {
  userId: number;
  companyId: string | null;
  kind: TrackingKind;
  section: string | null;
  data: string | null;
}

export const recordTracking = (db: Db, row: TrackingRow) => db.insert(trackingEvents).values(row);

/** The views per section path (most viewed first) and the number of data events, of the rows kept. */
export function trackingCounts(db: Db) {
  return db.batch([
    db
      .select({ section: trackingEvents.section, views: count() })
      .from(trackingEvents)
      .where(eq(trackingEvents.kind, "views"))
      .groupBy(trackingEvents.section)
      .orderBy(desc(count()), asc(trackingEvents.section))
      .limit(200),
    db.select({ events: count() }).from(trackingEvents).where(eq(trackingEvents.kind, "data")),
  ]);
}

/** Retention (decision 085): deletes the rows recorded before `keptFrom` (YYYY-MM-DD); the number deleted. */
export async function deleteExpiredTracking(db: Db, keptFrom: string): Promise<number> {
  const res = await db.delete(trackingEvents).where(lt(trackingEvents.recordedAt, keptFrom)).run();
  return res.meta.changes ?? 0;
}
