import type { Env } from "../env";
import { sha256 } from "./digest";

/**
 * Google's side of the Business Profile connection (spec §7 external-services):
 * an OAuth 2.0 client (authorization code with PKCE S256 and `state`, RFC 7636)
 * and the three Business Profile APIs it reads. The endpoints are Google's
 * unless configured; the tests and the demo run a local Google that speaks the
 * same protocol (scripts/fake-google.mjs).
 */
const DEFAULTS = {
  GOOGLE_AUTH_URL: "https://accounts.google.com/o/oauth2/v2/auth",
  GOOGLE_TOKEN_URL: "https://oauth2.googleapis.com/token",
  GOOGLE_ACCOUNTS_API: "https://mybusinessaccountmanagement.googleapis.com",
  GOOGLE_INFO_API: "https://mybusinessbusinessinformation.googleapis.com",
  GOOGLE_VERIFY_API: "https://mybusinessverifications.googleapis.com",
};
const SCOPE = "https://www.googleapis.com/auth/business.manage";
const TIMEOUT_MS = 10_000;

const endpoint = (env: Env, key: keyof typeof DEFAULTS) => env[key] || DEFAULTS[key];

/** The origin of Google's consent page (the portal's form-action must allow the redirect there). */
export function googleAuthOrigin(env: Env): string {
  const url = endpoint(env, "GOOGLE_AUTH_URL");
  let origin = origins.get(url);
  if (!origin) origins.set(url, (origin = new URL(url).origin));
  return origin;
}
const origins = new Map<string, string>();

/** The portal's page Google sends the user back to: from the configured portal address, never the request's Host. */
export const redirectUri = (env: Env) => `${(env.PORTAL_ORIGIN ?? "").replace(/\/$/, "")}/kunde/meineProdukte/google/auth`;

export class GoogleError extends Error {
  constructor(
    readonly kind: "config" | "grant" | "api",
    message: string,
  ) {
    super(message);
  }
}

function configured(env: Env) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET || !env.PORTAL_ORIGIN) throw new GoogleError("config", "Google OAuth client not configured");
  return { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
}


/** The consent page's address: Google asks the user, then redirects back with `code` and `state` (or `error`). */
export async function authorizationUrl(env: Env, state: string, codeVerifier: string): Promise<string> {
  const { clientId } = configured(env);
  const url = new URL(endpoint(env, "GOOGLE_AUTH_URL"));
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri(env),
    response_type: "code",
    scope: SCOPE,
    state,
    code_challenge: await sha256(codeVerifier),
    code_challenge_method: "S256",
    access_type: "offline",
    prompt: "consent",
  }).toString();
  return url.toString();
}

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: string;
}

/** Exchanges the code from the redirect for tokens (with the PKCE verifier); a used, forged or expired code is a "grant" error. */
export async function exchangeCode(env: Env, code: string, codeVerifier: string): Promise<GoogleTokens> {
  const { clientId, clientSecret } = configured(env);
  const res = await fetch(endpoint(env, "GOOGLE_TOKEN_URL"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri(env), client_id: clientId, client_secret: clientSecret, code_verifier: codeVerifier }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((e: unknown) => {
    throw new GoogleError("api", `token endpoint unreachable: ${String(e)}`);
  });
  const body = (await res.json().catch(() => null)) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; error?: unknown } | null;
  if (res.status === 400 || res.status === 401) throw new GoogleError("grant", `token endpoint: ${String(body?.error ?? res.status)}`);
  if (!res.ok || typeof body?.access_token !== "string") throw new GoogleError("api", `token endpoint answered ${res.status}`);
  const seconds = typeof body.expires_in === "number" ? body.expires_in : 3600;
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : null,
    expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
  };
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
    (e: unknown) => {
      throw new GoogleError("api", `${url} unreachable: ${String(e)}`);
    },
  );
  if (!res.ok) throw new GoogleError(res.status === 401 ? "grant" : "api", `${url} answered ${res.status}`);
  return res.json().catch(() => {
    throw new GoogleError("api", `${url}: no JSON`);
  });
}

export interface GoogleLocation {
  googleLocationId: string;
  googleAccountId: string;
  locationTitle: string;
}

const idOf = (name: unknown, prefix: string) => (typeof name === "string" && name.startsWith(`${prefix}/`) ? name.slice(prefix.length + 1) : null);

/** Every location of every account the token may manage (accounts.list, then accounts.locations.list). */
export async function listLocations(env: Env, accessToken: string): Promise<GoogleLocation[]> {
  const accounts = (await getJson(`${endpoint(env, "GOOGLE_ACCOUNTS_API")}/v1/accounts`, accessToken)) as { accounts?: { name?: unknown }[] };
  const out: GoogleLocation[] = [];
  for (const account of accounts.accounts ?? []) {
    const accountId = idOf(account.name, "accounts");
    if (!accountId) continue;
    const list = (await getJson(`${endpoint(env, "GOOGLE_INFO_API")}/v1/accounts/${encodeURIComponent(accountId)}/locations?readMask=name,title`, accessToken)) as {
      locations?: { name?: unknown; title?: unknown }[];
    };
    for (const l of list.locations ?? []) {
      const locationId = idOf(l.name, "locations");
      if (locationId) out.push({ googleLocationId: locationId, googleAccountId: accountId, locationTitle: typeof l.title === "string" ? l.title : locationId });
    }
  }
  return out;
}

/** Whether Google has confirmed the owner of the location (Voice of Merchant). */
export async function isConfirmed(env: Env, accessToken: string, locationId: string): Promise<boolean> {
  const state = (await getJson(`${endpoint(env, "GOOGLE_VERIFY_API")}/v1/locations/${encodeURIComponent(locationId)}/VoiceOfMerchantState`, accessToken)) as {
    hasVoiceOfMerchant?: unknown;
  };
  return state.hasVoiceOfMerchant === true;
}
