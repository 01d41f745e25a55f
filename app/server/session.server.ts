import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/cloudflare";
import { createSignedCookie } from "./session-cookie.server";
import type { Env } from "../../api/env";
import { isProduction, refreshTtlMinutes } from "#domain/env";
import { authCookieMaxAgeSeconds } from "#domain/format";

/** What the signed session cookie holds (spec §4; under 4 KB, decision 030). */
export interface SessionData {
  /** the API's token: opaque to the portal, sent with every /api call */
  token: string;
  /** when the token was issued or last refreshed (ms since the epoch) */
  tokenAt: number;
  /** the user, their roles and companies as the API last said (login, refresh, menu) */
  userId: string;
  roles: string[];
  companies: string[];
  /** the active company account */
  accountId: string;
  /** support-staff session */
  cuca: boolean;
  /** form token against cross-site request forgery */
  csrf: string;
  /**
   * The key of this browser's portal state (app/server/portal-state.server.ts):
   * what a page or a flow of several steps keeps between requests lives there,
   * in KV, never in this cookie (at most 4 KB for everything).
   */
  stateKey: string;
  /** "Mit Facebook anmelden" in progress: remix-auth-oauth2's own keys (its state and PKCE verifier; the library reads them here) */
  "oauth2:state": string;
  "oauth2:codeVerifier": string;
}

export type PortalSession = Session<SessionData, { flash: string }>;

export const sessionCookieName = (env: Env) => (isProduction(env) ? "__Host-mb_session" : "mb_session");

type Storage = SessionStorage<SessionData, { flash: string }>;
const storages = new Map<string, Storage>();

/** The session storage of an environment, built once per isolate (it holds no request state). */
export function createSessionStorage(env: Env, secureRequest: boolean): Storage {
  const name = sessionCookieName(env);
  // __Host- requires Secure; plain http only on a local machine
  const secure = isProduction(env) || secureRequest;
  const maxAge = authCookieMaxAgeSeconds(refreshTtlMinutes(env));
  const memo = JSON.stringify([name, secure, maxAge, env.SESSION_SECRET]);
  let storage = storages.get(memo);
  if (!storage) {
    const secrets = env.SESSION_SECRET.split(",").map((s) => s.trim()).filter(Boolean);
    const cookie = createSignedCookie(name, { httpOnly: true, secure, sameSite: "lax", path: "/", maxAge, secrets });
    storage = createCookieSessionStorage<SessionData, { flash: string }>({ cookie });
    storages.set(memo, storage);
  }
  return storage;
}

/**
 * The signed session cookie of one request: its values, whether it changed,
 * and its Set-Cookie at the end. Holds only what every request may need (who,
 * which company, the form token); a feature's own state goes to PortalState.
 */
export class CookieSession {
  private state: "clean" | "dirty" | "destroyed" = "clean";

  constructor(
    /** the Remix session itself (remix-auth reads and writes it) */
    readonly data: PortalSession,
    readonly storage: Storage,
  ) {}

  get<K extends keyof SessionData>(key: K): SessionData[K] | undefined {
    return this.data.get(key);
  }
  set<K extends keyof SessionData>(key: K, value: SessionData[K]) {
    this.data.set(key, value);
    this.markDirty();
  }
  unset(key: keyof SessionData) {
    this.data.unset(key);
    this.markDirty();
  }

  /** Changed: sent again at the end of the request (not after it was ended). */
  markDirty() {
    if (this.state === "clean") this.state = "dirty";
  }
  /** Sent again even if it was ended before in this request (a new login). */
  renew() {
    this.state = "dirty";
  }
  /** Ended: the browser gets an empty session (with the form token kept). */
  destroy() {
    this.state = "destroyed";
  }
  get destroyed() {
    return this.state === "destroyed";
  }

  /** The form token of this session, created on first use. */
  csrfToken(): string {
    let token = this.get("csrf");
    if (!token) {
      token = randomToken();
      this.set("csrf", token);
    }
    return token;
  }

  /** A one-time value for the next request (post/redirect/get). */
  flash(value: string) {
    this.data.flash("flash", value);
    this.markDirty();
  }
  takeFlash(): string | null {
    const raw = this.data.get("flash");
    if (!raw) return null;
    this.markDirty();
    return raw;
  }

  /** Set-Cookie for the session when it changed; called once, after Remix answered. */
  async commit(): Promise<string | null> {
    if (this.state === "destroyed") {
      const csrf = this.get("csrf");
      await this.storage.destroySession(this.data);
      // keep a form token so the login page that follows can be submitted
      const fresh = await this.storage.getSession();
      if (csrf) fresh.set("csrf", csrf);
      return this.storage.commitSession(fresh);
    }
    if (this.state === "dirty") return this.storage.commitSession(this.data);
    return null;
  }
}

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
/** A random token of `bytes` bytes, base64url. */
export const randomToken = (bytes = 24) => b64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** The company the user last chose, kept in the browser (spec §4.3) for the next login. */
export const LAST_ACCOUNT_COOKIE = "mb_last_account";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function lastAccountCookie(accountId: string, secure: boolean) {
  return `${LAST_ACCOUNT_COOKIE}=${encodeURIComponent(accountId)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

export function readLastAccount(request: Request): string | null {
  const cookie = request.headers.get("Cookie") ?? "";
  const m = cookie.match(new RegExp(`(?:^|;\\s*)${LAST_ACCOUNT_COOKIE}=([^;]*)`));
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null; // a malformed value is no stored account
  }
}
