import { and, desc, eq, gte, like, lt } from "drizzle-orm";
import type { Db } from "../context";
import { auditLog } from "../db/schema";
import { loadEntry } from "./entries";
import { publicEntry, type PublicEntry } from "#domain/entry-public";
import { boundedChanges, type FieldChange } from "#domain/entry-changes";

/** The KV key of a company's public entry (spec §7 getGrisuEntryFromRedis). */
const cacheKey = (companyId: string) => `grisu:v1:${companyId}`;
/** A cached entry is rebuilt at the latest after a day, even if a change missed the refresh. */
const CACHE_TTL_S = 24 * 60 * 60;

export async function loadPublicEntry(db: Db, companyId: string): Promise<PublicEntry> {
  return publicEntry(await loadEntry(db, companyId));
}

/** The public entry from the KV cache; on a miss built from the database and cached. */
export async function cachedPublicEntry(db: Db, cache: KVNamespace, companyId: string): Promise<{ entry: PublicEntry; cached: boolean }> {
  const hit = await cache.get<PublicEntry>(cacheKey(companyId), "json");
  if (hit) return { entry: hit, cached: true };
  const entry = await loadPublicEntry(db, companyId);
  await cache.put(cacheKey(companyId), JSON.stringify(entry), { expirationTtl: CACHE_TTL_S });
  return { entry, cached: false };
}

/** After a change of the entry: the cached copy goes, the next read builds it anew. */
export const forgetPublicEntry = (cache: KVNamespace, companyId: string) => cache.delete(cacheKey(companyId));

const CUSTOMER_PREFIX = "/api/customer/";

/**
 * A logged path as the router read it: the audit log stores the decoded path
 * (api/middleware/audit.ts); rows written before kept the URL's spelling
 * (`/api/%63ustomer/…`), which ran the customer route all the same.
 */
function routerPath(path: string | null): string {
  if (!path) return "";
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export interface SupportChange {
  at: string;
  /** the update call's name (updateOpeningHours …) */
  call: string;
  /** the fields it changed with old and new value; null for rows written before they were kept, and other calls */
  changes: FieldChange[] | null;
}

/**
 * What support staff changed in the company's entry, newest first (from the
 * audit log of their writes): the successful calls of the entry's sections.
 */
export async function supportChanges(db: Db, companyId: string, since: string, limit = 20): Promise<SupportChange[]> {
  const rows = await db
    .select({ at: auditLog.createdAt, path: auditLog.path, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.method, "POST"), gte(auditLog.status, 200), lt(auditLog.status, 300), like(auditLog.path, "/api/%"), gte(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows
    .map((r) => ({ ...r, path: routerPath(r.path) }))
    .filter((r) => r.path.startsWith(CUSTOMER_PREFIX))
    .map((r) => ({ at: r.at, call: r.path.slice(CUSTOMER_PREFIX.length), changes: boundedChanges(r.changes) }))
    .slice(0, limit);
}

/** The support staff's writes for the company in the last year (the audit log), newest first, for the self-disclosure. */
export async function supportAccessLog(db: Db, companyId: string, since: string) {
  return db
    .select({ at: auditLog.createdAt, method: auditLog.method, path: auditLog.path, status: auditLog.status })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), gte(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(500);
}
