import { redirect } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { ApiClient } from "./api-client.server";
import type { LoginResult, PortalContext } from "./context.server";
import { LoginRefused } from "./login.server";
import { readLastAccount } from "./session.server";
import { afterLoginTarget, returnParams } from "../routing";
import { pathTo } from "#domain/pages";

/**
 * "Mit Facebook anmelden" (spec §7 POST /api/auth/facebook): remix-auth's OAuth 2.0
 * strategy does the authorization-code dance with PKCE, keeping state and
 * verifier in the portal's own session; Facebook's access token then goes to
 * /api, which asks the Graph API whose it is and answers like a login. Shown
 * and working only where FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET are set
 * (tests and the demo: scripts/fake-facebook.mjs).
 */

export const facebookEnabled = (portal: PortalContext) => Boolean(portal.env.FACEBOOK_CLIENT_ID && portal.env.FACEBOOK_CLIENT_SECRET && portal.env.PORTAL_ORIGIN);

const FACEBOOK_DIALOG = "https://www.facebook.com/v19.0/dialog/oauth";
const FACEBOOK_TOKEN = "https://graph.facebook.com/v19.0/oauth/access_token";
/** The strategy's answer to the address Facebook sends the person back to. */
export const FACEBOOK_CALLBACK = pathTo("login.facebook");

/** The portal's session as remix-auth's session storage: the strategy reads and writes the same session the portal sends. */
function portalSessionStorage(portal: PortalContext) {
  return {
    getSession: async () => portal.session.data,
    commitSession: async () => {
      portal.session.markDirty();
      return "";
    },
    destroySession: async () => {
      portal.account.end();
      return "";
    },
  };
}

function facebookAuthenticator(portal: PortalContext) {
  const env = portal.env;
  const storage = portalSessionStorage(portal) as unknown as ConstructorParameters<typeof Authenticator<LoginResult>>[0];
  const authenticator = new Authenticator<LoginResult>(storage, { throwOnError: true });
  authenticator.use(
    new OAuth2Strategy<LoginResult, { provider: string }>(
      {
        clientId: env.FACEBOOK_CLIENT_ID!,
        clientSecret: env.FACEBOOK_CLIENT_SECRET!,
        authorizationEndpoint: env.FACEBOOK_AUTH_URL ?? FACEBOOK_DIALOG,
        tokenEndpoint: env.FACEBOOK_TOKEN_URL ?? FACEBOOK_TOKEN,
        redirectURI: new URL(FACEBOOK_CALLBACK, env.PORTAL_ORIGIN).toString(),
        scopes: ["email", "public_profile"],
        codeChallengeMethod: "S256",
      },
      async ({ tokens }) => {
        const res = await portal.api.call((api) => api.auth.facebook.$post({ json: { accessToken: tokens.access_token } }, ApiClient.anonymous));
        if (!res.ok) throw new LoginRefused(res.status, res.errors);
        return res.data;
      },
    ),
    "facebook",
  );
  return authenticator;
}

/**
 * Both legs: without `code`/`state` a redirect to Facebook's dialog (state and
 * verifier kept in the session); back from it, the login (session started,
 * redirect as after a password login) or the German reason it failed.
 */
export async function facebookLogin(portal: PortalContext, request: Request): Promise<{ error: string }> {
  if (!facebookEnabled(portal)) throw redirect(pathTo("login"));
  let result: LoginResult;
  try {
    result = await facebookAuthenticator(portal).authenticate("facebook", request);
  } catch (e) {
    // the first leg: on to Facebook (the session carries state and verifier)
    if (e instanceof Response && e.status >= 300 && e.status < 400) throw redirect(e.headers.get("Location") ?? pathTo("login"));
    if (e instanceof Response) throw e;
    const refused = (e as { cause?: unknown })?.cause instanceof LoginRefused ? ((e as { cause: LoginRefused }).cause) : null;
    // cancelled at Facebook: back to the login, which says so; nothing failed
    if (new URL(request.url).searchParams.get("error") === "access_denied") throw redirect(`${pathTo("login")}?facebookAbgebrochen`);
    return { error: refused ? refused.message : "Die Anmeldung mit Facebook hat nicht geklappt. Bitte versuchen Sie es erneut." };
  }
  portal.account.start(result, readLastAccount(portal.request));
  const roles = { roles: result.user.roles, hasActiveAccount: result.accounts.length > 0 };
  throw redirect(afterLoginTarget(returnParams(new URL(request.url).searchParams), roles, portal.allowedHosts));
}
