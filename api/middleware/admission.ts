import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { ApiError } from "../lib/errors";

/** Every call that checks or hashes a password (paths under /api, all POST). */
export const PASSWORD_CHECK_PATHS = ["/auth/login", "/auth/login/cuca", "/claiming/login", "/claiming/register", "/accountlink/login", "/accountlink/register", "/user/data/updatePassword", "/user/data/requestEmailChange", "/user/register", "/user/password/renew"];

/**
 * Password checks in flight per isolate. Each costs a few milliseconds of CPU
 * that do not yield (docs/decisions/001-password-hashing.md), so this bounds how
 * long a flood of logins can hold up everything else the isolate serves.
 */
export const MAX_PASSWORD_CHECKS_IN_FLIGHT = 8;

/** All slots are taken: 503 with Retry-After, answered at once. */
export class PasswordChecksBusy extends ApiError {
  constructor() {
    super(503, "BUSY", "Die Anmeldung ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.", undefined, {
      "Retry-After": "2",
    });
  }
}

let inFlight = 0;

/**
 * Admission control for the password checks: a slot is taken before any work
 * (no session check, no database read, no body parsing) and given back when the
 * call ends, whatever its outcome. Mount it on PASSWORD_CHECK_PATHS with the
 * router (`api.on("POST", …)`), so it matches exactly the paths the routes do.
 */
export const admitPasswordCheck = createMiddleware<ApiEnv>(async (_c, next) => {
  if (inFlight >= MAX_PASSWORD_CHECKS_IN_FLIGHT) throw new PasswordChecksBusy();
  inFlight++;
  try {
    await next();
  } finally {
    inFlight--;
  }
});
