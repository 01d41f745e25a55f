import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { auditLog } from "../db/schema";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Support staff: every state-changing call is written to the audit log (staff, company, method, path, time). */
export const auditSupportStaff = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const auth = c.var.auth;
  if (!auth?.cuca || SAFE_METHODS.has(c.req.method)) return;
  try {
    await c.var.db.insert(auditLog).values({
      staffUserId: Number(auth.sub),
      companyId: auth.cuca,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      createdAt: new Date().toISOString(),
    });
  } catch (e) {
    // the call itself is done; a failed audit write must not turn it into an error the caller retries
    console.error(JSON.stringify({ level: "error", requestId: c.var.requestId, msg: "audit write failed", error: String(e) }));
  }
});
