import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../context";
import { entries, entryFiles } from "../db/schema";
import { ApiError, FieldErrors, forbidden, notFound } from "../lib/errors";
import { loadEntry } from "./entries";
import { ENTRY_CONFLICT_MESSAGE } from "#domain/entry";
import { isTmpFileName, type UploadKind } from "#domain/uploads";

/**
 * The entry's files in R2 (FILES). An upload is kept under a temporary name
 * (`tmp/<company>/tmpfile-…`, spec §5) until the section that takes it is
 * saved; it then moves under the company's own prefix. The temporary objects of
 * sections never saved are removed by the bucket's lifecycle rule on `tmp/`
 * (README, "Files"), and a company keeps at most TMP_UPLOAD_QUOTA of them.
 */
export const tmpKey = (companyId: string, name: string) => `tmp/${companyId}/${name}`;

/**
 * The most a company keeps as temporary uploads (spec §5 'tmpfile-'): an upload
 * waits there only until its section is saved, so a person at work has one or
 * two, and a few tabs or a support agent alongside a handful. Past either bound
 * the company's OLDEST temporary uploads are dropped to make room, instead of
 * refusing the new one: storage stays bounded (20 files, 60 MB a company; the
 * lifecycle rule removes the rest after a day), and nobody is locked out of
 * uploading by files left behind in forms never saved. A dropped upload that
 * is still saved is answered like any gone one ("nicht mehr vorhanden …
 * erneut auswählen"), so nothing is lost silently.
 */
export const TMP_UPLOAD_QUOTA = { files: 20, bytes: 60 * 1024 * 1024 } as const;

/** Drops the company's oldest temporary uploads until one more of `size` bytes fits TMP_UPLOAD_QUOTA. */
export async function makeRoomForUpload(bucket: R2Bucket, companyId: string, size: number): Promise<void> {
  const held: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: tmpKey(companyId, ""), cursor });
    held.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  held.sort((a, b) => a.uploaded.getTime() - b.uploaded.getTime());
  let files = held.length + 1;
  let bytes = held.reduce((sum, o) => sum + o.size, size);
  const drop: string[] = [];
  for (const object of held) {
    if (files <= TMP_UPLOAD_QUOTA.files && bytes <= TMP_UPLOAD_QUOTA.bytes) break;
    drop.push(object.key);
    files--;
    bytes -= object.size;
  }
  for (let i = 0; i < drop.length; i += 1000) await bucket.delete(drop.slice(i, i + 1000));
}

/**
 * The cheap check before the costly part of a save (reading an upload, making a
 * thumbnail): the entry is still at `version` (409 as updateEntry answers, 404
 * when there is none). updateEntry checks it again when it writes.
 */
export async function checkEntryVersion(db: Db, companyId: string, version: number): Promise<void> {
  const [row] = await db.select({ version: entries.version }).from(entries).where(eq(entries.companyId, companyId)).limit(1);
  if (!row) await loadEntry(db, companyId); // its 404
  if (row?.version !== version) throw new ApiError(409, "CONFLICT", ENTRY_CONFLICT_MESSAGE);
}

export interface StoredUpload {
  key: string;
  body: ArrayBuffer;
  contentType: string;
  fileName: string;
  kind: UploadKind;
}

/** The company's temporary upload of `kind`: 422 at `field` when there is none by that name (another company's included). */
export async function takeUpload(bucket: R2Bucket, companyId: string, name: string, kind: UploadKind, field: string): Promise<StoredUpload> {
  const gone = () => new FieldErrors({ [field]: ["Die hochgeladene Datei ist nicht mehr vorhanden. Bitte wählen Sie sie erneut aus."] });
  if (!isTmpFileName(name)) throw gone();
  const key = tmpKey(companyId, name);
  const object = await bucket.get(key);
  if (!object || object.customMetadata?.kind !== kind) throw gone();
  return {
    key,
    body: await object.arrayBuffer(),
    contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
    fileName: object.customMetadata?.fileName ?? name,
    kind,
  };
}

/** Stores an upload under its lasting key; the temporary object goes once the save that takes it is done (dropTmp). */
export async function keepUpload(bucket: R2Bucket, upload: StoredUpload, key: string): Promise<void> {
  await bucket.put(key, upload.body, { httpMetadata: { contentType: upload.contentType }, customMetadata: { fileName: upload.fileName } });
}
export const dropTmp = (bucket: R2Bucket, upload: StoredUpload) => bucket.delete(upload.key);

export const fileNotFound = () => notFound("Die Datei wurde nicht gefunden.");

/** The company's file rows of these ids, in their order (one read): 404 when one is not there, 403 when one is another company's. */
export async function ownFiles(db: Db, companyId: string, ids: readonly string[], kind: "document" | "media") {
  if (!ids.length) return [];
  const rows = await db.select().from(entryFiles).where(inArray(entryFiles.id, [...new Set(ids)]));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row || row.kind !== kind) throw fileNotFound();
    if (row.companyId !== companyId) throw forbidden("Diese Datei gehört zu einer anderen Firma.");
    return row;
  });
}
export const ownFile = async (db: Db, companyId: string, id: string, kind: "document" | "media") => (await ownFiles(db, companyId, [id], kind))[0]!;

/** The R2 key of the company's uploaded logo, or null. */
export async function storedLogoKey(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db.select({ key: entries.logoKey }).from(entries).where(eq(entries.companyId, companyId)).limit(1);
  return row?.key ?? null;
}

export async function fileCount(db: Db, companyId: string, kind: "document" | "media"): Promise<number> {
  const [row] = await db.select({ n: count() }).from(entryFiles).where(and(eq(entryFiles.companyId, companyId), eq(entryFiles.kind, kind)));
  return row?.n ?? 0;
}

/** Deletes the company's file row of this id (its R2 objects are the caller's). */
export async function deleteFileRow(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(entryFiles).where(and(eq(entryFiles.id, id), eq(entryFiles.companyId, companyId)));
}

/** Adds a file row of the company's (its R2 objects are stored already). */
export async function addFileRow(db: Db, row: typeof entryFiles.$inferInsert): Promise<void> {
  await db.insert(entryFiles).values(row);
}

/** The company's images in this order with these texts (positions from 0), in one batch. */
export async function arrangeMedia(db: Db, companyId: string, items: readonly { id: string; alt: string }[]): Promise<void> {
  const statements = items.map((item, position) =>
    db.update(entryFiles).set({ alt: item.alt, position }).where(and(eq(entryFiles.id, item.id), eq(entryFiles.companyId, companyId))),
  );
  if (statements.length) await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
}

/** An object of the bucket as a download; 404 when it is gone. */
export async function fileResponse(bucket: R2Bucket, key: string, disposition: string): Promise<Response> {
  const object = await bucket.get(key);
  if (!object) throw fileNotFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": disposition,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
