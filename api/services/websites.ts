import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../context";
import { subscriptions, websites } from "../db/schema";
import { skuDisplayName } from "#domain/products";

const columns = {
  id: websites.id,
  url: websites.url,
  status: websites.status,
  piwikId: websites.piwikId,
  sku: subscriptions.sku,
};

/** A company's websites in the overview's order, each with its tier's display name (spec §3) from its subscription. */
export async function websitesOf(db: Db, companyId: string) {
  const rows = await db
    .select(columns)
    .from(websites)
    .leftJoin(subscriptions, eq(subscriptions.id, websites.subscriptionId))
    .where(eq(websites.companyId, companyId))
    .orderBy(asc(websites.position), asc(websites.id))
    .all();
  return rows.map(toWebsite);
}

/** One website of the company, or null when the id names none of its websites (another company's included). */
export async function websiteOf(db: Db, companyId: string, websiteId: string) {
  const row = await db
    .select(columns)
    .from(websites)
    .leftJoin(subscriptions, eq(subscriptions.id, websites.subscriptionId))
    .where(and(eq(websites.companyId, companyId), eq(websites.id, websiteId)))
    .get();
  return row ? toWebsite(row) : null;
}

function toWebsite(row: { id: string; url: string; status: "online" | "construction" | "paused"; piwikId: number | null; sku: string | null }) {
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    piwikId: row.piwikId,
    sku: row.sku,
    tierName: row.sku ? (skuDisplayName(row.sku) ?? "Website") : "Website",
  };
}

export type Website = NonNullable<Awaited<ReturnType<typeof websiteOf>>>;
