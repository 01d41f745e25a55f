/**
 * The files a customer sends the website team and the website's keywords
 * (spec §2 website/bearbeiten, §7 updateWebsiteFiles, getWebsiteKeywords): files
 * in R2 under `websites/<company>/<website>/<id>`, their rows in D1.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../context";
import { websiteFiles, websites } from "../db/schema";

export const fileKey = (companyId: string, websiteId: string, id: string) => `websites/${companyId}/${websiteId}/${id}`;

/** A website's files, newest first. */
export const websiteFilesOf = (db: Db, websiteId: string) =>
  db
    .select({ id: websiteFiles.id, fileName: websiteFiles.fileName, contentType: websiteFiles.contentType, size: websiteFiles.size, createdAt: websiteFiles.createdAt })
    .from(websiteFiles)
    .where(eq(websiteFiles.websiteId, websiteId))
    .orderBy(desc(websiteFiles.createdAt), desc(websiteFiles.id))
    .all();

export async function websiteFileCount(db: Db, websiteId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(websiteFiles).where(eq(websiteFiles.websiteId, websiteId)).get();
  return row?.n ?? 0;
}

/** One file of the company by id, or null (another company's included). */
export const companyFile = (db: Db, companyId: string, id: string) =>
  db.select().from(websiteFiles).where(and(eq(websiteFiles.companyId, companyId), eq(websiteFiles.id, id))).get();

export const insertFiles = (db: Db, rows: (typeof websiteFiles.$inferInsert)[]) => db.insert(websiteFiles).values(rows);
export const deleteFile = (db: Db, id: string) => db.delete(websiteFiles).where(eq(websiteFiles.id, id));

/** The website's keywords and their version. */
export async function keywordsOf(db: Db, websiteId: string) {
  const row = await db.select({ keywords: websites.keywords, version: websites.keywordsVersion }).from(websites).where(eq(websites.id, websiteId)).get();
  return { keywords: row ? (JSON.parse(row.keywords) as string[]) : [], version: row?.version ?? 1 };
}

/** Saves the keywords on the version they were loaded on: false when someone saved in between (the caller answers 409). */
export async function saveKeywords(db: Db, websiteId: string, keywords: string[], version: number): Promise<boolean> {
  const saved = await db
    .update(websites)
    .set({ keywords: JSON.stringify(keywords), keywordsVersion: version + 1 })
    .where(and(eq(websites.id, websiteId), eq(websites.keywordsVersion, version)))
    .returning({ id: websites.id });
  return saved.length > 0;
}
