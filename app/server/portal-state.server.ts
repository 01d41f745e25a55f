import { randomToken, type CookieSession } from "./session.server";

/**
 * What the portal keeps for one browser between requests beyond who is logged
 * in: the page after a registration, an analysis this browser started, a
 * banner hidden, the steps of a flow. It lives in KV (binding CACHE) under a
 * random key that the signed session cookie holds (`stateKey`), so the cookie
 * stays small (under 4 KB) however many features keep state. A new login
 * starts with a new key: nothing of before carries over, and what was kept
 * expires by itself. Each value names its own lifetime (KV's least is 60 s).
 *
 * KV is eventually consistent between locations; a browser's next request
 * normally reaches the same location, where a write is seen at once. Nothing
 * here may decide access: anything that must hold everywhere at once belongs
 * to the backend (D1).
 */
export class PortalState {
  private cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly kv: KVNamespace,
    private readonly session: CookieSession,
  ) {}

  private address(name: string, create: boolean): string | null {
    let key = this.session.get("stateKey");
    if (!key && create) {
      key = randomToken(18);
      this.session.set("stateKey", key);
    }
    return key ? `portal-state:${key}:${name}` : null;
  }

  /** The value kept under `name`, or null (none, expired, or not readable). Read once per request. */
  get<T>(name: string): Promise<T | null> {
    const address = this.address(name, false);
    if (!address) return Promise.resolve(null);
    let read = this.cache.get(address);
    if (!read) {
      read = this.kv.get(address, "json").catch(() => null);
      this.cache.set(address, read);
    }
    return read as Promise<T | null>;
  }

  /** Keeps `value` under `name` for `ttlSeconds` (at least 60). */
  async set(name: string, value: unknown, ttlSeconds: number): Promise<void> {
    const address = this.address(name, true)!;
    await this.kv.put(address, JSON.stringify(value), { expirationTtl: Math.max(60, Math.ceil(ttlSeconds)) });
    this.cache.set(address, Promise.resolve(value));
  }

  async delete(name: string): Promise<void> {
    const address = this.address(name, false);
    if (!address) return;
    await this.kv.delete(address);
    this.cache.set(address, Promise.resolve(null));
  }

  /** A fresh start (a new login): what was kept before is no longer found. */
  forget() {
    this.session.unset("stateKey");
    this.cache.clear();
  }
}
