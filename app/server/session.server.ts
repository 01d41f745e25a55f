import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/cloudflare";
import { createSignedCookie } from "./session-cookie.server";
import type { Env } from "../../api/env";
import { isProduction, refreshTtlMinutes } from "#domain/env";
import { authCookieMaxAgeSeconds } from "#domain/format";

/** What the signed session cookie holds (spec §4, issue: under 4 KB). */
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
  /** the entry-service analysis this session started (JSON: job id, token, company; spec §7 bea) */
  entryServiceJob: string;
  /** the companies whose banner about an unconfirmed Google profile the user hid for this session (spec §1) */
  googleBannerHidden: string[];
  /**
   * The registration just sent from this browser (JSON: address, "konto" or
   * "gast", when), for the page after it: it names the address and sends its
   * mail again (account.server.ts rememberRegistration). Signed like the rest,
   * so no one can make the page mail another address.
   */
  registration: string;
  /** "Mit Facebook anmelden" in progress: the OAuth 2.0 state and PKCE verifier of remix-auth-oauth2 */
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
