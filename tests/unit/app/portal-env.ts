import type { Env } from "../../../api/env";
import { createSessionStorage } from "../../../app/server/session.server";

/** The portal's own settings for unit tests: no secret of the API's (its token is opaque to the portal). */
export const portalEnv = {
  ENVIRONMENT: "development",
  REFRESH_TTL_MINUTES: "30",
  ALLOWED_CALLBACK_DOMAINS: "example.com",
  RATING_MANAGER_URL: "https://bewertungsmanager.example.com",
  SESSION_SECRET: "unit-session-secret",
} as Env;

/**
 * The session cookie of a logged-in customer (user 1001): `companies` the user
 * may act for, `accountId` the active one; `token` as the API issued it (opaque here).
 */
export async function customerCookie({ companies, accountId, token = "opaque" }: { companies: string[]; accountId: string; token?: string }) {
  const storage = createSessionStorage(portalEnv, false);
  const session = await storage.getSession();
  session.set("token", token);
  session.set("tokenAt", Date.now());
  session.set("userId", "1001");
  session.set("roles", ["customer"]);
  session.set("companies", companies);
  session.set("accountId", accountId);
  return (await storage.commitSession(session)).split(";")[0]!;
}
