import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../context";
import { entries, entryFiles } from "../db/schema";
import { FieldErrors, forbidden, notFound } from "../lib/errors";
import { isTmpFileName, type UploadKind } from "../../domain/uploads";

/**
 * The entry's files in R2 (FILES). An upload is kept under a temporary name
 * (`tmp/<company>/tmpfile-…`, spec §5) until the section that takes it is
 * saved; it then moves under the company's own prefix. The temporary objects of
 * sections never saved are removed by the bucket's lifecycle rule on `tmp/`
 * (README, "Files").
 */
export const tmpKey = (companyId: string, name: string) => `tmp/${companyId}/${name}`;

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
