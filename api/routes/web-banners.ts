import { Hono, type Context } from "hono";
import { validator } from "hono/validator";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { ApiEnv } from "../context";
import { ApiError, FieldErrors } from "../lib/errors";
import { fileResponse } from "../services/entry-files";
import {
  bannersOf,
  changeStatus,
  creativesOfBanner,
  deleteUpload,
  insertUploadsWithin,
  ownBanner,
  ownCreative,
  ownUpload,
  uploadCount,
  uploadKey,
  uploadsOf,
} from "../services/web-banners";
import { berlinToday } from "#domain/format";
import { contentDisposition } from "#domain/uploads";
import { sentFilesAnswer, storeSentFiles } from "../lib/sent-files";
import { parseVersion } from "#domain/entry";
import {
  actionRefusal,
  MAX_WEB_BANNER_UPLOADS,
  WEB_BANNER_ACTIONS,
  WEB_BANNER_FILES_PER_UPLOAD,
  WEB_BANNER_FLAVOURS,
  WEB_BANNER_TOO_MANY,
  WEB_BANNER_UPLOAD_RULE,
  WEB_BANNER_UPLOADS_FULL,
  type WebBannerAction,
  type WebBannerState,
} from "#domain/web-banners";

const today = () => berlinToday();

/**
 * Spec §7 POST updateCompanyWebBannerStatus/banner/{id}/{action} (body, as
 * JSON or a form: `version`, the banner's version the page showed, and for a
 * change request `comment`). The actions and the states they lead from and to
 * are domain/web-banners.ts WEB_BANNER_ACTIONS: anything else is 422; another
 * company's banner 403; a banner changed since the version 409. Nothing
 * changes on a refusal.
 */
async function updateStatus(c: Context<ApiEnv>, body: { version?: unknown; comment?: unknown }) {
  const banner = await ownBanner(c.var.db, c.var.accountId, c.req.param("id")!);
  const action = c.req.param("action")!;
  const comment = typeof body.comment === "string" ? body.comment : undefined;
  const refusal = actionRefusal(action, { status: banner.status as WebBannerState, endDate: banner.endDate }, today(), comment);
  if (refusal?.field) throw new FieldErrors({ [refusal.field]: [refusal.message] });
  if (refusal) throw new ApiError(422, "ACTION_NOT_ALLOWED", refusal.message);
  // without a version (a caller that read none) the banner's current one counts; the state check in the update still holds
  const version = body.version === undefined ? banner.version : parseVersion(typeof body.version === "string" ? body.version : String(body.version));
  if (version === null) throw new FieldErrors({ version: ["Ungültige Version."] });
  const by = { userId: Number(c.var.auth.sub), support: Boolean(c.var.auth.cuca) };
  const done = await changeStatus(c.var.db, banner, version, action as WebBannerAction, by, action === "request-change" ? comment!.trim() : null);
  if (!done) throw new ApiError(409, "CONFLICT", "Der Banner wurde inzwischen geändert. Bitte prüfen Sie seinen aktuellen Stand.");
  return c.json({ data: { id: banner.id, status: WEB_BANNER_ACTIONS[action as WebBannerAction].to, version: version + 1, message: WEB_BANNER_ACTIONS[action as WebBannerAction].done } });
}

/** The body of a status change: JSON, or the portal's form without JavaScript. */
const statusBody = validator("json", async (value, c) => {
  const type = c.req.header("Content-Type") ?? "";
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(type)) return Object.fromEntries((await c.req.formData()).entries()) as { version?: string; comment?: string };
  return (value && typeof value === "object" ? value : {}) as { version?: number | string; comment?: string };
});

/**
 * Spec §7 GET downloadWebBannerCreatives/{id}: the banner's creatives as a ZIP
 * built here (fflate), with a text file naming the banner, its format, period
 * and target. The images go in stored as they are (PNG, JPG and GIF compress
 * no further).
 */
async function creativesZip(c: Context<ApiEnv>) {
  const banner = await ownBanner(c.var.db, c.var.accountId, c.req.param("id")!);
  const creatives = await creativesOfBanner(c.var.db, banner.id);
  const files: Zippable = {};
  for (const creative of creatives) {
    const object = await c.env.FILES.get(creative.objectKey);
    if (!object) continue;
    files[creative.fileName] = [new Uint8Array(await object.arrayBuffer()), { level: 0 }];
  }
  const format = WEB_BANNER_FLAVOURS[banner.flavour as keyof typeof WEB_BANNER_FLAVOURS];
  const about = [
    `Werbebanner: ${banner.name}`,
    `Format: ${banner.flavour}${format ? ` (${format.width} × ${format.height} Pixel)` : ""}`,
    `Zeitraum: ${banner.startDate.split("-").reverse().join(".")} bis ${banner.endDate.split("-").reverse().join(".")}`,
    `Ziel eines Klicks: ${banner.targetUrl}`,
    `Motive: ${creatives.map((cr) => `${cr.fileName} (${cr.width} × ${cr.height})`).join(", ")}`,
    "",
  ].join("\r\n");
  files["LIESMICH.txt"] = strToU8(about);
  const zip = zipSync(files);
  return new Response(zip, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.byteLength),
      "Content-Disposition": contentDisposition("attachment", `Werbebanner ${banner.name} - ${banner.flavour}.zip`),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Spec §7 POST /api/customer/updateWebBannerFiles: images for new banners
 * (multipart, one or more `file`), checked and stored as every sent file
 * (api/lib/sent-files.ts); at most MAX_WEB_BANNER_UPLOADS kept per company.
 */
export async function uploadWebBannerFiles(c: Context<ApiEnv>) {
  const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const companyId = c.var.accountId;
  const rows = await storeSentFiles(c, form, {
    rule: WEB_BANNER_UPLOAD_RULE,
    perUpload: WEB_BANNER_FILES_PER_UPLOAD,
    none: "Bitte wählen Sie mindestens ein Bild aus.",
    tooMany: WEB_BANNER_TOO_MANY,
    count: () => uploadCount(c.var.db, companyId),
    max: MAX_WEB_BANNER_UPLOADS,
    full: WEB_BANNER_UPLOADS_FULL,
    keyOf: (id) => uploadKey(companyId, id),
    insertWithin: (rows) => insertUploadsWithin(c.var.db, companyId, rows.map((r) => ({ ...r, companyId })), MAX_WEB_BANNER_UPLOADS),
  });
  return c.json({ data: { files: sentFilesAnswer(rows) } });
}

const uploadNotFound = () => new ApiError(404, "NOT_FOUND", "Das Bild wurde nicht gefunden.");

/**
 * Spec §7 the web-banner calls of the active company: its banners grouped by
 * format, the status change, the creatives as ZIP; and (ours) one creative for
 * the preview and the material sent for new banners.
 */
export const webBannerRoutes = new Hono<ApiEnv>()
  .get("/getCompanyWebBanners", async (c) => c.json({ data: { today: today(), groups: await bannersOf(c.var.db, c.var.accountId, today()) } }))
  .post("/updateCompanyWebBannerStatus/banner/:id/:action", statusBody, (c) => updateStatus(c, c.req.valid("json")))
  .get("/downloadWebBannerCreatives/:id", creativesZip)
  // one creative, shown in the page
  .get("/creative/:id", async (c) => {
    const creative = await ownCreative(c.var.db, c.var.accountId, c.req.param("id"));
    return fileResponse(c.env.FILES, creative.objectKey, contentDisposition("inline", creative.fileName));
  })
  .get("/uploads", async (c) => c.json({ data: { files: await uploadsOf(c.var.db, c.var.accountId), max: MAX_WEB_BANNER_UPLOADS } }))
  // one upload: a download, or shown in the page (`?inline=1`)
  .get("/uploads/:id", validator("query", (v) => v as { inline?: string }), async (c) => {
    const file = await ownUpload(c.var.db, c.var.accountId, c.req.param("id"));
    if (!file) throw uploadNotFound();
    return fileResponse(c.env.FILES, file.objectKey, contentDisposition(c.req.query("inline") === "1" ? "inline" : "attachment", file.fileName));
  })
  .delete("/uploads/:id", async (c) => {
    const file = await ownUpload(c.var.db, c.var.accountId, c.req.param("id"));
    if (!file) throw uploadNotFound();
    await deleteUpload(c.var.db, file.id);
    await c.env.FILES.delete(file.objectKey);
    return c.json({ data: { deleted: file.id } });
  });
