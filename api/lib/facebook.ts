import type { Env } from "../env";

/**
 * The backend's side of "Mit Facebook anmelden" (spec §7 POST /api/auth/facebook):
 * the portal has done the OAuth 2.0 dance and hands over the access token; this
 * asks the Graph API whether the token was issued to this app (debug_token with
 * the app token) and who it belongs to (/me). The endpoints default to
 * Facebook's; tests and the demo point them at scripts/fake-facebook.mjs.
 */

const GRAPH = "https://graph.facebook.com/v19.0";

export class FacebookError extends Error {
  constructor(
    readonly kind: "config" | "token" | "unreachable",
    message: string,
  ) {
    super(message);
  }
}

export interface FacebookPerson {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}

/** Where "Mit Facebook anmelden" leads (the login dialog's origin, for the CSP's form-action). */
export const facebookAuthOrigin = (env: Env) => new URL(env.FACEBOOK_AUTH_URL ?? "https://www.facebook.com/v19.0/dialog/oauth").origin;

export const facebookConfigured = (env: Env) => Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET);

async function graph(env: Env, path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(`${(env.FACEBOOK_GRAPH_URL ?? GRAPH).replace(/\/+$/, "")}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (e) {
    throw new FacebookError("unreachable", String(e));
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body) throw new FacebookError(res.status >= 500 || !body ? "unreachable" : "token", `Graph ${path}: ${res.status}`);
  return body;
}

/** The person the token belongs to, when it is a live token of this app. */
export async function facebookPerson(env: Env, accessToken: string): Promise<FacebookPerson> {
  if (!facebookConfigured(env)) throw new FacebookError("config", "Facebook app not configured");
  const check = (await graph(env, "/debug_token", { input_token: accessToken, access_token: `${env.FACEBOOK_CLIENT_ID}|${env.FACEBOOK_CLIENT_SECRET}` })).data as
    | { is_valid?: boolean; app_id?: string; user_id?: string }
    | undefined;
  if (!check?.is_valid || check.app_id !== env.FACEBOOK_CLIENT_ID || !check.user_id) throw new FacebookError("token", "token not valid for this app");
  const me = await graph(env, "/me", { fields: "id,name,email,first_name,last_name", access_token: accessToken });
  if (String(me.id) !== String(check.user_id)) throw new FacebookError("token", "token and person do not match");
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 254) : null);
  return { id: String(me.id), email: text(me.email)?.toLowerCase() ?? null, firstName: text(me.first_name), lastName: text(me.last_name), name: text(me.name) };
}
