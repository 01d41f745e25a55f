import { isProduction, TEST_CLOCK_COOKIE } from "#domain/env";
import { cookieValue } from "./session-cookie.server";
import type { PortalContext } from "./context.server";

/**
 * Now, as the notices that show between dates see it (the seasonal banner, spec §1):
 * the real clock, or — only where TEST_CLOCK is "1" (the browser tests' server, never
 * production; docs/decisions/083-test-clock.md) — the moment the test's cookie names (an ISO moment, e.g. 2026-12-23T00:30:00+01:00).
 * Nothing else reads it: every rule the backend stores a date for keeps the real day.
 */
export function noticeNow(portal: PortalContext): Date {
  const env = portal.env;
  if (env.TEST_CLOCK !== "1" || isProduction(env)) return new Date();
  const raw = cookieValue(portal.request.headers.get("Cookie") ?? "", TEST_CLOCK_COOKIE);
  const moved = raw ? new Date(decodeURIComponent(raw)) : null;
  return moved && !Number.isNaN(moved.getTime()) ? moved : new Date();
}
