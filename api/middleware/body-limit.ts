import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { boundBody } from "../lib/bounded-body";
import { ApiError } from "../lib/errors";

/** The largest request body /api accepts; the portal's own forms stop at the same size. */
export const API_BODY_LIMIT = 64 * 1024;

/**
 * Refuses a larger body with 413 in the `{ errors }` envelope before anything
 * reads it: by Content-Length when sent, else while the stream is read. Not hono's
 * bodyLimit, which leaves the rest of a refused stream unread (see boundBody).
 */
export const limitBody = createMiddleware<ApiEnv>(async (c, next) => {
  const bounded = await boundBody(c.req.raw, API_BODY_LIMIT);
  if (!bounded) throw new ApiError(413, "PAYLOAD_TOO_LARGE", "Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Eingaben.");
  c.req.raw = bounded;
  await next();
});
