/** Settings of the Worker's environment that portal and backend read alike (no I/O). */

/** The production environment: no demo data, `__Host-` cookies, HSTS, tool host names without suffix (spec §9). */
export const isProduction = (env: { ENVIRONMENT: string }) => env.ENVIRONMENT === "production";

/** The refresh TTL in minutes (spec §9; 30 when unset or not a positive number). */
export function refreshTtlMinutes(env: { REFRESH_TTL_MINUTES: string }): number {
  const n = Number(env.REFRESH_TTL_MINUTES);
  return Number.isFinite(n) && n > 0 ? n : 30;
}
