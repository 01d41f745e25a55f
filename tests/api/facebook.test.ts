import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { FAKE_FACEBOOK_APP } from "../../scripts/fake-facebook.mjs";
import { client, seedDemoData, send } from "./helpers";

/**
 * POST /api/auth/facebook (spec §7) against the local Facebook of
 * scripts/fake-facebook.mjs: the token is checked with the Graph API before
 * anyone is logged in.
 */

beforeAll(async () => {
  await seedDemoData();
});

/** What the portal's OAuth 2.0 strategy does: the dialog for `person`, then the code for a token. */
async function facebookToken(person: string): Promise<string> {
  const redirect = "https://portal.test/login/facebook";
  const dialog = new URL(`${env.FAKE_FACEBOOK}/dialog/oauth`);
  for (const [k, v] of Object.entries({ client_id: FAKE_FACEBOOK_APP.id, response_type: "code", redirect_uri: redirect, state: "s", person })) dialog.searchParams.set(k, v);
  const back = await fetch(dialog, { redirect: "manual" });
  const code = new URL(back.headers.get("Location")!).searchParams.get("code")!;
  const token = await fetch(`${env.FAKE_FACEBOOK}/oauth/access_token`, {
    method: "POST",
    body: new URLSearchParams({ client_id: FAKE_FACEBOOK_APP.id, client_secret: FAKE_FACEBOOK_APP.secret, code, redirect_uri: redirect, grant_type: "authorization_code" }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

const facebookLogin = (accessToken: string) => send(client().auth.facebook.$post({ json: { accessToken } }));

describe("POST /api/auth/facebook", () => {
  it("a new Facebook account gets an account with the role user, and the same one next time", async () => {
    const first = await facebookLogin(await facebookToken("fb-neu@example.org"));
    expect(first.status).toBe(200);
    expect(first.json.data.user).toMatchObject({ email: "fb-neu@example.org", username: "Felix Buch", roles: ["user"] });
    expect((await send(client({ token: first.json.data.token }).navigation["menu-items"].$get())).status).toBe(200);
    const again = await facebookLogin(await facebookToken("fb-neu@example.org"));
    expect(again.json.data.user.user_id).toBe(first.json.data.user.user_id);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE login = 'fb-neu@example.org'").first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it("an address that has an account already is not taken over (409), nothing is linked", async () => {
    const res = await facebookLogin(await facebookToken("kunde@example.com"));
    expect(res.status).toBe(409);
    expect(res.json.errors[0]?.code).toBe("FACEBOOK_EMAIL_TAKEN");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM external_identities").first<{ n: number }>())!.n).toBe(0);
  });

  it("no e-mail address from Facebook: 422 with a German message", async () => {
    const res = await facebookLogin(await facebookToken("ohne-mail"));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.message).toContain("keine E-Mail-Adresse");
  });

  it("a token Facebook does not confirm (forged, or another app's) logs nobody in", async () => {
    const res = await facebookLogin("EAAerfunden");
    expect(res.status).toBe(401);
    expect(res.json.data).toBeUndefined();
  });

  it("an address with only a pending registration is not blocked: Facebook's account replaces it (docs/decisions/014-pending-registrations.md)", async () => {
    const password = "Registriert-aber-nie-bestaetigt-1";
    const registered = await send(
      client().user.register.$post({ json: { salutation: "herr", firstName: "Jemand", lastName: "Anders", email: "fb-neu@example.org", password, terms: true } }),
    );
    expect(registered.status).toBe(200);
    const mail = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE to_address = 'fb-neu@example.org' AND kind = 'activation'").first<{ text_body: string }>();
    const activation = mail!.text_body.match(/aktivierung\?token=([A-Za-z0-9_-]+)/)![1]!;

    const res = await facebookLogin(await facebookToken("fb-neu@example.org"));
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ email: "fb-neu@example.org", username: "Felix Buch", roles: ["user"] });
    const rows = await env.DB.prepare("SELECT status FROM users WHERE login = 'fb-neu@example.org'").all<{ status: string }>();
    expect(rows.results).toEqual([{ status: "active" }]);
    // the registration's password and its activation link are gone with it
    expect((await send(client().auth.login.$post({ json: { login: "fb-neu@example.org", password } }))).status).toBe(401);
    expect((await send(client().user.registerActivation.$post({ json: { token: activation } }))).status).toBe(410);
    // and the next Facebook login is the same account
    expect((await facebookLogin(await facebookToken("fb-neu@example.org"))).json.data.user.user_id).toBe(res.json.data.user.user_id);
  });

  it("an account without a password deletes its profile by typing its e-mail address (spec §7 deleteProfile)", async () => {
    const { token } = (await facebookLogin(await facebookToken("fb-neu@example.org"))).json.data;
    const remove = (json: Record<string, string>) => send(client({ token }).user.data.deleteProfile.$delete({ query: { reason: "sonstiges" }, json }));
    const without = await remove({});
    expect(without.status).toBe(422);
    expect(without.json.errors[0]).toMatchObject({ field: "confirmEmail", message: expect.stringContaining("E-Mail-Adresse Ihres Kontos") });
    const wrong = await remove({ confirmEmail: "jemand@example.org" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0]?.field).toBe("confirmEmail");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE login = 'fb-neu@example.org'").first<{ n: number }>())!.n).toBe(1);
    expect((await remove({ confirmEmail: "FB-Neu@example.org" })).status).toBe(200);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE login = 'fb-neu@example.org'").first<{ n: number }>())!.n).toBe(0);
  });
});
