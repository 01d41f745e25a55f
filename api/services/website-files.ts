/**
 * The files a customer sends the website team and the website's keywords
 * (spec §2 website/bearbeiten, §7 updateWebsiteFiles, getWebsiteKeywords): files
 * in R2 under `websites/<company>/<website>/<id>`, their rows in D1.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
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

/**
 * Adds the rows only while the website then holds at most `max` files: one
 * statement, so two uploads at the same time cannot both pass the limit.
 * False when refused (nothing added).
 */
export async function insertFilesWithin(db: Db, websiteId: string, rows: (typeof websiteFiles.$inferInsert)[], max: number): Promise<boolean> {
  const values = sql.join(
    rows.map((r) => sql`(${r.id}, ${r.websiteId}, ${r.companyId}, ${r.fileName}, ${r.contentType}, ${r.size}, ${r.objectKey}, ${r.createdAt})`),
    sql`, `,
  );
  const result = await db.run(sql`
    INSERT INTO website_files (id, website_id, company_id, file_name, content_type, size, object_key, created_at)
    SELECT * FROM (VALUES ${values}) WHERE (SELECT count(*) FROM website_files WHERE website_id = ${websiteId}) + ${rows.length} <= ${max}`);
  return result.meta.changes === rows.length;
}
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
