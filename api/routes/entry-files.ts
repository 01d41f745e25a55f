import { Hono } from "hono";
import { validator } from "hono/validator";
import type { ApiEnv } from "../context";
import { FieldErrors } from "../lib/errors";
import { loadEntry, updateEntry } from "../services/entries";
import { addFileRow, arrangeMedia, checkEntryVersion, deleteFileRow, dropTmp, fileCount, fileNotFound, fileResponse, keepUpload, makeRoomForUpload, ownFile, ownFiles, storedLogoKey, takeUpload, tmpKey } from "../services/entry-files";
import { entryUpdate, orNull } from "./entry-sections";
import { LOGO_SLOGAN_API_RULES } from "#domain/entry-sections/logo-slogan";
import { DOCUMENTS_API_RULES, FILE_ID, NOTHING_TO_DO_MESSAGE, TOO_MANY_DOCUMENTS_MESSAGE } from "#domain/entry-sections/documents";
import { checkUpload, contentDisposition, endingOf, isTmpFileName, isUploadKind, MAX_DOCUMENTS, MAX_MEDIA, newTmpFileName } from "#domain/uploads";
import { MEDIA_ALT_MESSAGE, MEDIA_API_RULES, TOO_MANY_MEDIA_MESSAGE } from "#domain/entry-sections/media";
import { checkImage, imageMessage, ImageUnreadable, thumbnail } from "../lib/thumbnail";

/**
 * The entry's files (spec §7 updateLogoAndSlogan, updateDocuments, updateMedia):
 * an upload is checked by its content and stored under a temporary name (spec §5
 * 'tmpfile-'); the section's update takes it. An image is refused at upload
 * when its header declares too many pixels or its data unpacks beyond them
 * (checkImage: no pixel is decoded), and a save checks the entry's version
 * before it reads the upload or makes a thumbnail. Downloads answer with the
 * stored type, the file's name and `nosniff`; another company's file is a 403.
 */
export const entryFileRoutes = new Hono<ApiEnv>()
  // multipart: `kind` (logo | media | document) and `file`; nothing is stored unless every check passes.
  // The validator only types the form for the portal's client; a body that is no form gives no values, refused below.
  .post("/entry/upload", validator("form", (value) => value as { kind: string; file: File }), async (c) => {
    const { kind, file } = c.req.valid("form");
    if (!isUploadKind(kind)) throw new FieldErrors({ kind: ["Unbekannte Art der Datei."] });
    if (!(file instanceof File) || (!file.size && !file.name)) throw new FieldErrors({ file: ["Bitte wählen Sie eine Datei aus."] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkUpload(kind, file.name, bytes);
    if (!check.ok) throw new FieldErrors({ file: [check.message] });
    if (kind !== "document") {
      try {
        checkImage(bytes, check.contentType);
      } catch (e) {
        if (e instanceof ImageUnreadable) throw new FieldErrors({ file: [imageMessage(e)] });
        throw e;
      }
    }
    await makeRoomForUpload(c.env.FILES, c.var.accountId, bytes.byteLength);
    const name = newTmpFileName();
    await c.env.FILES.put(tmpKey(c.var.accountId, name), bytes, {
      httpMetadata: { contentType: check.contentType },
      customMetadata: { fileName: check.fileName, kind },
    });
    return c.json({ data: { upload: { name, file_name: check.fileName, content_type: check.contentType, size: bytes.byteLength } } });
  })
  // a temporary upload of this company (a preview before the section is saved)
  .get("/entry/upload/:name", async (c) => {
    const name = c.req.param("name");
    if (!isTmpFileName(name)) throw fileNotFound();
    return fileResponse(c.env.FILES, tmpKey(c.var.accountId, name), "inline");
  })
  .get("/entry/logo", async (c) => {
    const key = await storedLogoKey(c.var.db, c.var.accountId);
    if (!key) throw fileNotFound();
    return fileResponse(c.env.FILES, key, "inline");
  })
  // an image of the entry: its thumbnail, or the image itself with ?size=original
  .get("/entry/media/:id", validator("query", (q) => q as { size?: string }), async (c) => {
    const id = c.req.param("id");
    if (!FILE_ID.test(id)) throw fileNotFound();
    const row = await ownFile(c.var.db, c.var.accountId, id, "media");
    const original = c.req.valid("query").size === "original" || !row.thumbKey;
    return fileResponse(c.env.FILES, original ? row.r2Key : row.thumbKey!, contentDisposition("inline", row.fileName));
  })
  .get("/entry/documents/:id", async (c) => {
    const id = c.req.param("id");
    if (!FILE_ID.test(id)) throw fileNotFound();
    const row = await ownFile(c.var.db, c.var.accountId, id, "document");
    return fileResponse(c.env.FILES, row.r2Key, contentDisposition("attachment", row.fileName));
  })
  .post(
    "/updateLogoAndSlogan",
    entryUpdate(LOGO_SLOGAN_API_RULES),
    async (c) => {
      const v = c.req.valid("json");
      const companyId = c.var.accountId;
      const oldKey = await storedLogoKey(c.var.db, companyId);
      let logoKey = v.removeLogo || v.logoUrl ? null : oldKey;
      if (v.logoUpload) await checkEntryVersion(c.var.db, companyId, v.version);
      const upload = v.logoUpload ? await takeUpload(c.env.FILES, companyId, v.logoUpload, "logo", "logoUpload") : null;
      if (upload) {
        logoKey = `files/${companyId}/logo-${crypto.randomUUID()}.${endingOf(upload.contentType)}`;
        await keepUpload(c.env.FILES, upload, logoKey);
      }
      try {
        // an uploaded logo replaces the image address
        const logoUrl = upload ? null : orNull(v.logoUrl);
        const entry = await updateEntry(c.var.db, companyId, v.version, { slogan: orNull(v.slogan), logoUrl, logoKey });
        if (upload) await dropTmp(c.env.FILES, upload);
        if (oldKey && oldKey !== logoKey) await c.env.FILES.delete(oldKey);
        return c.json({ data: { entry } });
      } catch (e) {
        // not saved (409): the stored logo stays, the copy goes, the upload waits for the retry
        if (upload && logoKey) await c.env.FILES.delete(logoKey);
        throw e;
      }
    },
  )
  // one change per call: add an uploaded PDF, or remove one document
  .post("/updateDocuments", entryUpdate(DOCUMENTS_API_RULES, (v) => (!v.upload && !v.removeDocument ? { upload: NOTHING_TO_DO_MESSAGE } : null)), async (c) => {
    const v = c.req.valid("json");
    const companyId = c.var.accountId;
    const db = c.var.db;
    if (v.removeDocument) {
      const row = await ownFile(db, companyId, v.removeDocument, "document");
      await updateEntry(db, companyId, v.version, {});
      await deleteFileRow(db, companyId, row.id);
      await c.env.FILES.delete(row.r2Key);
      return c.json({ data: { entry: await loadEntry(db, companyId) } });
    }
    if ((await fileCount(db, companyId, "document")) >= MAX_DOCUMENTS) throw new FieldErrors({ upload: [TOO_MANY_DOCUMENTS_MESSAGE] });
    await checkEntryVersion(db, companyId, v.version);
    const upload = await takeUpload(c.env.FILES, companyId, v.upload, "document", "upload");
    await updateEntry(db, companyId, v.version, {});
    const id = crypto.randomUUID();
    const key = `files/${companyId}/document-${id}.pdf`;
    await keepUpload(c.env.FILES, upload, key);
    await dropTmp(c.env.FILES, upload);
    await addFileRow(db, { id, companyId, kind: "document", r2Key: key, fileName: upload.fileName, contentType: upload.contentType, size: upload.body.byteLength });
    return c.json({ data: { entry: await loadEntry(db, companyId) } });
  })
  // the images' order and texts as listed; and one image added (with its text) or removed
  .post("/updateMedia", entryUpdate(MEDIA_API_RULES, (v) => (v.upload && !v.uploadAlt ? { uploadAlt: MEDIA_ALT_MESSAGE } : null)), async (c) => {
    const v = c.req.valid("json");
    const companyId = c.var.accountId;
    const db = c.var.db;
    // the listed images and the one to remove, all the company's own, in one read
    const rows = await ownFiles(db, companyId, [...v.items.map((item) => item.id), ...(v.removeMedia ? [v.removeMedia] : [])], "media");
    const removed = v.removeMedia ? rows[rows.length - 1]! : null;
    const stored = v.upload && !removed ? await fileCount(db, companyId, "media") : 0;
    if (stored >= MAX_MEDIA) throw new FieldErrors({ upload: [TOO_MANY_MEDIA_MESSAGE] });
    // a stale form is answered before the upload is read and decoded
    if (v.upload && !removed) await checkEntryVersion(db, companyId, v.version);
    const upload = v.upload && !removed ? await takeUpload(c.env.FILES, companyId, v.upload, "media", "upload") : null;
    let thumb: Uint8Array | null = null;
    if (upload) {
      try {
        thumb = thumbnail(new Uint8Array(upload.body), upload.contentType).bytes;
      } catch (e) {
        if (e instanceof ImageUnreadable) throw new FieldErrors({ upload: [imageMessage(e)] });
        throw e;
      }
    }
    await updateEntry(db, companyId, v.version, {});
    if (removed) {
      await deleteFileRow(db, companyId, removed.id);
      await c.env.FILES.delete([removed.r2Key, ...(removed.thumbKey ? [removed.thumbKey] : [])]);
    }
    if (upload && thumb) {
      const id = crypto.randomUUID();
      const key = `files/${companyId}/media-${id}.${endingOf(upload.contentType)}`;
      const thumbKey = `files/${companyId}/media-${id}-vorschau.jpg`;
      await keepUpload(c.env.FILES, upload, key);
      await c.env.FILES.put(thumbKey, thumb, { httpMetadata: { contentType: "image/jpeg" } });
      await dropTmp(c.env.FILES, upload);
      // after every image there is (the listed ones are renumbered from 0 below)
      await addFileRow(db, { id, companyId, kind: "media", r2Key: key, thumbKey, fileName: upload.fileName, contentType: upload.contentType, size: upload.body.byteLength, alt: v.uploadAlt, position: stored });
    }
    await arrangeMedia(
      db,
      companyId,
      v.items.filter((item) => item.id !== removed?.id),
    );
    return c.json({ data: { entry: await loadEntry(db, companyId) } });
  });
