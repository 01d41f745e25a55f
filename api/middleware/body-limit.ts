import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { boundBody } from "../lib/bounded-body";
import { ApiError } from "../lib/errors";
import { MAX_UPLOAD_BYTES } from "#domain/uploads";
import { PROFILE_IMAGE_DATA_URL_MAX } from "#domain/profile";
import { WEBSITE_UPLOAD_BYTES } from "#domain/website-files";
import { WEB_BANNER_UPLOAD_BYTES } from "#domain/web-banners";
import { TRACKING_BODY_LIMIT } from "#domain/tracking";

/** The largest request body /api accepts; the portal's own forms stop at the same size. */
export const API_BODY_LIMIT = 64 * 1024;

/** Calls that take a file: the largest upload and the form around it. */
export const API_UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  "/api/customer/entry/upload": MAX_UPLOAD_BYTES + API_BODY_LIMIT,
  // several files for the website team at once (domain/website-files.ts)
  "/api/customer/updateWebsiteFiles": WEBSITE_UPLOAD_BYTES + API_BODY_LIMIT,
  // several images for new web banners at once (domain/web-banners.ts)
  "/api/customer/updateWebBannerFiles": WEB_BANNER_UPLOAD_BYTES + API_BODY_LIMIT,
  // the profile image as a base64 data URL (spec §5)
  "/api/user/data/updateUserProfile": PROFILE_IMAGE_DATA_URL_MAX + API_BODY_LIMIT,
};

/**
 * Refuses a larger body with 413 in the `{ errors }` envelope before anything
 * reads it: by Content-Length when sent, else while the stream is read. Not hono's
 * bodyLimit, which leaves the rest of a refused stream unread (see boundBody).
 */
export const limitBody = createMiddleware<ApiEnv>(async (c, next) => {
  const bounded = await boundBody(c.req.raw, API_UPLOAD_LIMITS[c.req.path] ?? (c.req.path.startsWith("/api/tartaros/") ? TRACKING_BODY_LIMIT : API_BODY_LIMIT));
  if (!bounded) throw new ApiError(413, "PAYLOAD_TOO_LARGE", "Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Eingaben.");
  c.req.raw = bounded;
  await next();
});
