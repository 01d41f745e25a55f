import { MAX_UPLOAD_BYTES } from "#domain/uploads";
import { PROFILE_IMAGE_UPLOAD } from "#domain/profile";
import { pathTo } from "#domain/pages";
import { WEBSITE_UPLOAD_BYTES } from "#domain/website-files";
import { WEB_BANNER_UPLOAD_BYTES } from "#domain/web-banners";
import { TRACKING_BODY_LIMIT } from "#domain/tracking";

/** The largest body a portal form may send (urlencoded or multipart) unless its path has its own limit. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Larger limits for routes that take files, by path: lower case, without a
 * trailing slash and without the `.data` of single-fetch requests. Each route
 * that takes files adds its entry here: the largest file it takes and the form
 * around it.
 */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  // the logo (5 MB) and the documents (10 MB) tabs of the entry data
  [pathTo("entry.data").toLowerCase()]: MAX_UPLOAD_BYTES + FORM_BODY_LIMIT,
  // several files for the website team at once
  [pathTo("website.edit").toLowerCase()]: WEBSITE_UPLOAD_BYTES + FORM_BODY_LIMIT,
  [pathTo("webBanner.upload").toLowerCase()]: WEB_BANNER_UPLOAD_BYTES + FORM_BODY_LIMIT,
  // the profile image (5 MB) on the user dashboard
  [pathTo("user")]: PROFILE_IMAGE_UPLOAD.maxBytes + FORM_BODY_LIMIT,
  // smaller: the beacon of a page view takes a path and the form token (spec §7 tracking)
  [pathTo("tracking.view")]: TRACKING_BODY_LIMIT,
};

/** The body limit of a portal path: its entry in `uploads` (the table above), else FORM_BODY_LIMIT. */
export function bodyLimitFor(pathname: string, uploads: Readonly<Record<string, number>> = UPLOAD_BODY_LIMITS): number {
  const path = pathname.toLowerCase().replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  return uploads[path] ?? FORM_BODY_LIMIT;
}

const TOO_LARGE =
  "Die gesendeten Daten sind zu groß und wurden nicht verarbeitet.\n" +
  "Bitte kürzen Sie Ihre Eingaben und senden Sie das Formular erneut.\n";

/** The answer to a form body over its limit: a short German text, never the input. */
export function bodyTooLarge(): Response {
  return new Response(TOO_LARGE, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}
