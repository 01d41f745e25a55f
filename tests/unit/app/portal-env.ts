import type { Env } from "../../../api/env";
import { createSessionStorage } from "../../../app/server/session.server";

/**
 * KV as the portal uses it (get as JSON, put with a lifetime, delete), in
 * memory: values expire by Date.now(), so fake timers move them on.
 */
export class MemoryKv {
  readonly values = new Map<string, { value: string; until: number }>();
  async get(key: string, type?: "json" | "text") {
    const v = this.values.get(key);
    if (!v || v.until <= Date.now()) return null;
    return type === "json" ? JSON.parse(v.value) : v.value;
  }
  async put(key: string, value: string, opts?: { expirationTtl?: number }) {
    this.values.set(key, { value, until: Date.now() + (opts?.expirationTtl ?? 1e9) * 1000 });
  }
  async delete(key: string) {
    this.values.delete(key);
  }
}

/** The portal's own settings for unit tests: no secret of the API's (its token is opaque to the portal). */
export const portalEnv = {
  ENVIRONMENT: "development",
  REFRESH_TTL_MINUTES: "30",
  ALLOWED_CALLBACK_DOMAINS: "example.com",
  RATING_MANAGER_URL: "https://bewertungsmanager.example.com",
  SESSION_SECRET: "unit-session-secret",
  CACHE: new MemoryKv() as unknown as KVNamespace,
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
