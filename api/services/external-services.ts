import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../context";
import { externalConnections, oauthPending } from "../db/schema";
import { sha256 } from "../lib/digest";
import { OAUTH_PENDING_MINUTES, type ExternalService } from "#domain/external-services";

/**
 * The company's connections to external services (spec §4 "External service
 * access", §7 external-services) and the started OAuth connections (state and
 * PKCE verifier) that wait for their grant.
 */

const oldestPending = () => new Date(Date.now() - OAUTH_PENDING_MINUTES * 60_000).toISOString();

/** A started connection kept (the state by its hash); the ones nobody finished are cleared as new ones start. */
export async function startPending(db: Db, row: { state: string; companyId: string; userId: number; service: ExternalService; codeVerifier: string }) {
  await db.delete(oauthPending).where(lt(oauthPending.createdAt, oldestPending()));
  await db.insert(oauthPending).values({ stateHash: await sha256(row.state), companyId: row.companyId, userId: row.userId, service: row.service, codeVerifier: row.codeVerifier });
}

/**
 * The started connection that `state` names, taken (deleted) in the same
 * statement: a state works once, only for the company and user that started
 * it, and only for OAUTH_PENDING_MINUTES.
 */
export async function takePending(db: Db, companyId: string, userId: number, service: ExternalService, state: string) {
  const hash = await sha256(state);
  const oldest = oldestPending();
  const [row] = await db
    .delete(oauthPending)
    .where(and(eq(oauthPending.stateHash, hash), eq(oauthPending.companyId, companyId), eq(oauthPending.service, service)))
    .returning();
  if (!row || row.userId !== userId || row.createdAt < oldest) return null;
  return row;
}

/** The company's connections, one row per service it has one with. */
export const connectionsOf = (db: Db, companyId: string) => db.select().from(externalConnections).where(eq(externalConnections.companyId, companyId));

/** The company's connection with a service, or undefined. */
export const connectionOf = (db: Db, companyId: string, service: ExternalService) =>
  db
    .select()
    .from(externalConnections)
    .where(and(eq(externalConnections.companyId, companyId), eq(externalConnections.service, service)))
    .get();

/** The Google location the company's connection manages. */
export async function setGoogleLocation(
  db: Db,
  companyId: string,
  location: { googleLocationId: string; googleAccountId: string; locationTitle: string; externallyConfirmed: boolean },
): Promise<void> {
  await db
    .update(externalConnections)
    .set(location)
    .where(and(eq(externalConnections.companyId, companyId), eq(externalConnections.service, "google")));
}

/** A granted connection's tokens, stored anew (a location chosen before is forgotten). */
export async function saveConnection(
  db: Db,
  companyId: string,
  service: ExternalService,
  tokens: { accessToken: string; refreshToken: string | null; expiresAt: string | null; connectedAt: string },
): Promise<void> {
  const reset = { googleAccountId: null, googleLocationId: null, locationTitle: null, externallyConfirmed: false };
  await db
    .insert(externalConnections)
    .values({ companyId, service, ...tokens, ...reset })
    .onConflictDoUpdate({ target: [externalConnections.companyId, externalConnections.service], set: { ...tokens, ...reset } });
}

/** The company's connection with a service gone, its tokens with it. */
export async function deleteConnection(db: Db, companyId: string, service: ExternalService): Promise<void> {
  await db.delete(externalConnections).where(and(eq(externalConnections.companyId, companyId), eq(externalConnections.service, service)));
}
