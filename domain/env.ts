/** Settings of the Worker's environment that portal and backend read alike (no I/O). */

/** The production environment: no demo data, `__Host-` cookies, HSTS, tool host names without suffix (spec §9). */
export const isProduction = (env: { ENVIRONMENT: string }) => env.ENVIRONMENT === "production";

/**
 * The mail outbox (GET /api/debug/mails and the page /debug/mails, spec §2 debug
 * pages) lists every mail with its live links (activation, new password): it
 * exists only where it is asked for with `DEBUG_MAILS = "1"`, which only the
 * local runs set (the generated `.dev.vars` of scripts/lib.mjs, the API tests'
 * config, the browser tests' server), never wrangler.toml, so no deployed
 * environment has it, whatever its ENVIRONMENT says; and never in production.
 * (docs/decisions/015-safe-default-environment.md)
 */
export const debugMailsEnabled = (env: { ENVIRONMENT: string; DEBUG_MAILS?: string }) => env.DEBUG_MAILS === "1" && !isProduction(env);

/**
 * The non-production pages of spec §2 (/demo, /test, /preview, /debug) and their
 * calls (the demo's sign-in, the tracking counts): opt-in with `DEV_PAGES = "1"`
 * like the outbox (decision 015: what exposes data or signs in is never merely
 * "not production"), and never in production, whatever is set (decision 086).
 */
export const devPagesEnabled = (env: { ENVIRONMENT: string; DEV_PAGES?: string }) => env.DEV_PAGES === "1" && !isProduction(env);

/** The refresh TTL in minutes (spec §9; 30 when unset or not a positive number). */
export function refreshTtlMinutes(env: { REFRESH_TTL_MINUTES: string }): number {
  const n = Number(env.REFRESH_TTL_MINUTES);
  return Number.isFinite(n) && n > 0 ? n : 30;
}

/** The cookie a browser test sets to move the clock of date-bound notices, where TEST_CLOCK is "1" (app/server/test-clock.server.ts). */
export const TEST_CLOCK_COOKIE = "mb_testuhr";
