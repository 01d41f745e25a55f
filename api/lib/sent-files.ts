import type { Context } from "hono";
import type { ApiEnv } from "../context";
import { FieldErrors } from "./errors";
import { checkUpload, type UploadRule } from "#domain/uploads";

/** A file kept in R2 with its row: what the lists and the upload's answer show. */
export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  objectKey: string;
  createdAt: string;
}

/**
 * Several files sent for a team (spec §7 updateWebsiteFiles, updateWebBannerFiles):
 * the multipart form's `file` fields, each checked by its content, size and name
 * before anything is stored (domain/uploads.ts checkUpload) — one refused file
 * refuses the upload, each refusal named at the field `file`. Then the objects go
 * into R2 and their rows in with the limit checked in the same statement
 * (`insertWithin`: two uploads at once cannot both pass it); a refused or failed
 * insert removes the objects again, so a list never shows a file that is not stored.
 */
export async function storeSentFiles(
  c: Context<ApiEnv>,
  form: Record<string, unknown>,
  opts: {
    rule: UploadRule;
    perUpload: number;
    none: string;
    tooMany: string;
    /** how many the owner keeps now, the most it may keep, and the message when full */
    count: () => Promise<number>;
    max: number;
    full: string;
    keyOf: (id: string) => string;
    insertWithin: (rows: StoredFile[]) => Promise<boolean>;
  },
): Promise<StoredFile[]> {
  const files = [form.file].flat().filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ""));
  if (!files.length) throw new FieldErrors({ file: [opts.none] });
  if (files.length > opts.perUpload) throw new FieldErrors({ file: [opts.tooMany] });
  if ((await opts.count()) + files.length > opts.max) throw new FieldErrors({ file: [opts.full] });
  const results = await Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return { bytes, name: file.name, check: checkUpload(opts.rule, file.name, bytes) };
    }),
  );
  const refused = results.filter((r) => !r.check.ok).map((r) => `${r.name || "Datei"}: ${(r.check as { message: string }).message}`);
  if (refused.length) throw new FieldErrors({ file: [refused.join(" ")] });
  const createdAt = new Date().toISOString();
  const stored = results.map((r) => {
    const ok = r.check as { contentType: string; fileName: string };
    const id = crypto.randomUUID();
    return { row: { id, fileName: ok.fileName, contentType: ok.contentType, size: r.bytes.byteLength, objectKey: opts.keyOf(id), createdAt }, bytes: r.bytes };
  });
  const rows = stored.map((s) => s.row);
  const removeObjects = () => Promise.all(rows.map((r) => c.env.FILES.delete(r.objectKey)));
  await Promise.all(stored.map(({ row, bytes }) => c.env.FILES.put(row.objectKey, bytes, { httpMetadata: { contentType: row.contentType }, customMetadata: { fileName: row.fileName } })));
  const inserted = await opts.insertWithin(rows).catch(async (error: unknown) => {
    await removeObjects();
    throw error;
  });
  if (!inserted) {
    await removeObjects();
    throw new FieldErrors({ file: [opts.full] });
  }
  return rows;
}

/** The answer's view of the stored files. */
export const sentFilesAnswer = (rows: StoredFile[]) => rows.map((r) => ({ id: r.id, fileName: r.fileName, contentType: r.contentType, size: r.size, createdAt: r.createdAt }));
