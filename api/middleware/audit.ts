import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { auditEntry } from "../services/audit";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Support staff: every state-changing call is written to the audit log (staff, company, method, path, time).
 * The path is the one the router matched, decoded as it decoded it (`c.req.path`), not the URL's spelling:
 * a save through `/api/%63ustomer/updateAboutUs` ran the customer route and is logged as
 * `/api/customer/updateAboutUs`, so the overview's list of support changes (spec §2) finds it, as the
 * access checks (api/middleware/auth.ts) check it as the route it ran. Route parameters keep their values.
 * A save of an entry section adds what it changed (field, old and new value), which the section's update
 * set (api/routes/entry-sections.ts entryUpdate); no request body is ever stored.
 */
export const auditSupportStaff = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const auth = c.var.auth;
  if (!auth?.cuca || SAFE_METHODS.has(c.req.method)) return;
  try {
    await auditEntry(c.var.db, {
      staffUserId: Number(auth.sub),
      companyId: auth.cuca,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      changes: c.res.ok ? c.var.auditChanges : undefined,
    });
  } catch (e) {
    // the call itself is done; a failed audit write must not turn it into an error the caller retries
    console.error(JSON.stringify({ level: "error", requestId: c.var.requestId, msg: "audit write failed", error: String(e) }));
  }
});
