import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MAILS_PER_ADDRESS, ACTIVATION_CODE_ATTEMPTS, RESET_MAILS_PER_ADDRESS } from "../../api/routes/registration";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { login, seedDemoData } from "./helpers";
import { client, send } from "./client";
// every part of registration hashes a password (PBKDF2, 100 000 iterations) or checks one
import { CPU_HEAVY_MS } from "../cpu-budget";

/**
 * Registration, activation, guest registration, the newsletter opt-in and
 * password recovery through /api (the open calls of api/routes/registration.ts),
 * read back from the mail outbox as a person would read their mail.
 */

beforeAll(async () => {
  await seedDemoData();
});

const PASSWORD = "Rheinufer-Spaziergang-7";
const person = { salutation: "frau", firstName: "Erika", lastName: "Mustermann", terms: true };

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
}
const outbox = async (to?: string) =>
  (await env.DB.prepare("SELECT * FROM mail_outbox ORDER BY id").all<OutboxRow>()).results.filter((m) => !to || m.to_address === to);
/** The links of a mail's text, by the path they open. */
const linkIn = (mail: OutboxRow, path: string) => {
  const m = mail.text_body.match(new RegExp(`https://portal\\.test${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_-]+)`));
  if (!m) throw new Error(`no ${path} link in: ${mail.text_body}`);
  return m[1]!;
};
const codeIn = (mail: OutboxRow) => mail.text_body.match(/: ([A-Z2-9]{4}-[A-Z2-9]{4})\n/)![1]!;
const userRow = (email: string) => env.DB.prepare("SELECT * FROM users WHERE login = ?").bind(email).first<Record<string, unknown>>();

const register = (body: Record<string, unknown>) => send(client().user.register.$post({ json: { ...person, password: PASSWORD, ...body } }));

describe("POST /api/user/register", { timeout: CPU_HEAVY_MS }, () => {
  it("creates a pending account that cannot log in, and mails link, code and cancel link from the configured address", async () => {
    const res = await register({ email: "Erika@Example.org" });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ registered: true });
    const user = await userRow("erika@example.org");
    expect(user).toMatchObject({ status: "pending", salutation: "frau", first_name: "Erika", last_name: "Mustermann", username: "Erika Mustermann" });
    expect(user!.password_hash).toMatch(/^pbkdf2-sha256\$/);
    const [mail] = await outbox("erika@example.org");
    expect(mail).toMatchObject({ kind: "activation", subject: "Bitte bestätigen Sie Ihre Registrierung" });
    // the address is not yet confirmed as the registrant's: no name they chose
    expect(mail!.text_body).toMatch(/^Guten Tag,\n/);
    expect(linkIn(mail!, "/registrierung/aktivierung")).toBe(linkIn(mail!, "/registrierung/abbrechen"));
    expect(mail!.html_body).toContain('href="https://portal.test/registrierung/aktivierung?token=');
    // the token is kept only as its hash
    const token = linkIn(mail!, "/registrierung/aktivierung");
    const stored = await env.DB.prepare("SELECT token_hash, code_hash FROM user_tokens").all<{ token_hash: string; code_hash: string }>();
    expect(JSON.stringify(stored.results)).not.toContain(token);
    expect(JSON.stringify(stored.results)).not.toContain(codeIn(mail!).replace("-", ""));

    const early = await send(client().auth.login.$post({ json: { login: "erika@example.org", password: PASSWORD } }));
    expect(early.status).toBe(403);
    expect(early.json.errors?.[0]?.code).toBe("NOT_ACTIVATED");
  });

  it("activates once by the link; the account then logs in with the role user", async () => {
    await register({ email: "erika@example.org" });
    const token = linkIn((await outbox("erika@example.org"))[0]!, "/registrierung/aktivierung");
    expect((await send(client().user.registerActivation.$post({ json: { token } }))).status).toBe(200);
    expect((await userRow("erika@example.org"))!.status).toBe("active");
    const again = await send(client().user.registerActivation.$post({ json: { token } }));
    expect(again.status).toBe(410);
    expect(again.json.errors?.[0]?.code).toBe("TOKEN_INVALID");
    const session = await login("erika@example.org", PASSWORD);
    expect(session.user.roles).toEqual(["user"]);
    expect(session.accounts).toEqual([]);
  });

  it("activates by address and code typed by hand (any case, with or without the hyphen)", async () => {
    await register({ email: "erika@example.org" });
    const code = codeIn((await outbox("erika@example.org"))[0]!);
    const wrong = await send(client().user.registerActivation.$post({ json: { email: "erika@example.org", code: "AAAA-AAAA" } }));
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors?.[0]?.field).toBe("code");
    const typed = code.replace("-", "").toLowerCase();
    expect((await send(client().user.registerActivation.$post({ json: { email: "ERIKA@example.org", code: typed } }))).status).toBe(200);
    expect((await userRow("erika@example.org"))!.status).toBe("active");
  });

  it(`refuses codes after ${ACTIVATION_CODE_ATTEMPTS} wrong ones for the address (429), even the right one`, async () => {
    await register({ email: "erika@example.org" });
    const code = codeIn((await outbox("erika@example.org"))[0]!);
    for (let i = 0; i < ACTIVATION_CODE_ATTEMPTS; i++) {
      expect((await send(client().user.registerActivation.$post({ json: { email: "erika@example.org", code: "AAAA-AAAA" } }))).status).toBe(422);
    }
    const res = await send(client().user.registerActivation.$post({ json: { email: "erika@example.org", code } }));
    expect(res.status).toBe(429);
    expect((await userRow("erika@example.org"))!.status).toBe("pending");
  });

  it("a known address: the same answer, no second account, and a mail to the owner", async () => {
    const res = await register({ email: "KUNDE@example.com" });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ registered: true });
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE lower(email) = 'kunde@example.com'").first<{ n: number }>();
    expect(users!.n).toBe(1);
    const mails = await outbox("kunde@example.com");
    expect(mails.map((m) => m.kind)).toEqual(["registration-existing"]);
    expect(mails[0]!.text_body).toContain("https://portal.test/passwort/vergessen");
    // the owner's password is untouched
    expect((await login("kunde@example.com", DEMO_PASSWORD)).token).toBeTruthy();
  });

  it("refuses a weak password or missing terms at the field, and creates nothing", async () => {
    const weak = await register({ email: "neu@example.org", password: "neu@example.org" });
    expect(weak.status).toBe(422);
    expect(weak.json.errors?.[0]).toMatchObject({ field: "password" });
    const noTerms = await register({ email: "neu@example.org", terms: false });
    expect(noTerms.status).toBe(422);
    expect(noTerms.json.errors.map((e) => e.field)).toContain("terms");
    expect(await userRow("neu@example.org")).toBeNull();
    expect(await outbox()).toEqual([]);
  });

  it("with the newsletter: a separate opt-in mail whose link confirms it once", async () => {
    await register({ email: "erika@example.org", newsletter: true });
    const mails = await outbox("erika@example.org");
    expect(mails.map((m) => m.kind)).toEqual(["activation", "newsletter"]);
    expect((await userRow("erika@example.org"))!.newsletter_confirmed_at).toBeNull();
    const token = linkIn(mails[1]!, "/b2b-newsletter/bestaetigt");
    expect((await send(client().user.newsletterConfirm.$post({ json: { token } }))).status).toBe(200);
    expect((await userRow("erika@example.org"))!.newsletter_confirmed_at).toBeTruthy();
    expect((await send(client().user.newsletterConfirm.$post({ json: { token } }))).status).toBe(410);
  });
});

describe("POST /api/user/registerActivationCancel", { timeout: CPU_HEAVY_MS }, () => {
  it("deletes the pending account; its activation link is dead afterwards", async () => {
    await register({ email: "erika@example.org" });
    const token = linkIn((await outbox("erika@example.org"))[0]!, "/registrierung/abbrechen");
    expect((await send(client().user.registerActivationCancel.$post({ json: { token } }))).status).toBe(200);
    expect(await userRow("erika@example.org")).toBeNull();
    expect((await send(client().user.registerActivation.$post({ json: { token } }))).status).toBe(410);
  });

  it("a forged token changes nothing", async () => {
    await register({ email: "erika@example.org" });
    expect((await send(client().user.registerActivationCancel.$post({ json: { token: "erfunden" } }))).status).toBe(410);
    expect((await userRow("erika@example.org"))!.status).toBe("pending");
  });
});

describe("POST /api/user/registerGuest", { timeout: CPU_HEAVY_MS }, () => {
  it("a guest account without a password; the welcome mail's link sets one and activates it", async () => {
    const res = await send(client().user.registerGuest.$post({ json: { ...person, email: "gast@example.org" } }));
    expect(res.status).toBe(200);
    expect((await userRow("gast@example.org"))!.status).toBe("guest");
    const [mail] = await outbox("gast@example.org");
    expect(mail!.kind).toBe("guest-welcome");
    const token = linkIn(mail!, "/passwort/erneuern");
    expect((await send(client().user.password.check.$post({ json: { token } }))).json.data).toEqual({ valid: true, firstPassword: true });
    expect((await send(client().user.password.renew.$post({ json: { token, newPassword: PASSWORD } }))).status).toBe(200);
    expect((await userRow("gast@example.org"))!.status).toBe("active");
    expect((await login("gast@example.org", PASSWORD)).user.roles).toEqual(["user"]);
  });
});

describe("POST /api/user/registerResend ('E-Mail erneut senden', spec §2 /registrierung/erfolgreich)", { timeout: CPU_HEAVY_MS }, () => {
  const resend = (email: string) => send(client().user.registerResend.$post({ json: { email } }));

  it("a pending registration: a fresh activation mail to the stored address; only its link works, with the first password", async () => {
    await register({ email: "erika@example.org" });
    const res = await resend("ERIKA@example.org");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { resent: true } });
    const mails = await outbox("erika@example.org");
    expect(mails.map((m) => m.kind)).toEqual(["activation", "activation"]);
    expect((await outbox()).filter((m) => m.to_address !== "erika@example.org")).toEqual([]);
    expect((await send(client().user.registerActivation.$post({ json: { token: linkIn(mails[0]!, "/registrierung/aktivierung") } }))).status).toBe(410);
    expect((await send(client().user.registerActivation.$post({ json: { token: linkIn(mails[1]!, "/registrierung/aktivierung") } }))).status).toBe(200);
    expect((await login("erika@example.org", PASSWORD)).token).toBeTruthy();
  });

  it("a guest: the welcome mail again with a fresh link; an active account: the notice that it exists; nobody: no mail, no account; the same answer", async () => {
    await send(client().user.registerGuest.$post({ json: { ...person, email: "gast@example.org" } }));
    expect((await resend("gast@example.org")).json).toEqual({ data: { resent: true } });
    expect((await outbox("gast@example.org")).map((m) => m.kind)).toEqual(["guest-welcome", "guest-welcome"]);

    expect((await resend("privat@example.com")).json).toEqual({ data: { resent: true } });
    expect((await outbox("privat@example.com")).map((m) => m.kind)).toEqual(["registration-existing"]);

    expect((await resend("niemand@example.org")).json).toEqual({ data: { resent: true } });
    expect(await outbox("niemand@example.org")).toEqual([]);
    expect(await userRow("niemand@example.org")).toBeNull();
  });

  it(`shares the registration's budget of ${ACCOUNT_MAILS_PER_ADDRESS} mails an hour per address: beyond it 429 with Retry-After, for a known and an unknown address alike`, async () => {
    await register({ email: "erika@example.org" });
    for (let i = 1; i < ACCOUNT_MAILS_PER_ADDRESS; i++) expect((await resend("erika@example.org")).status).toBe(200);
    const refused = await resend("erika@example.org");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3600");
    expect(refused.json.errors?.[0]).toMatchObject({ code: "TOO_MANY_MAILS", message: expect.stringContaining("in einer Stunde erneut") });
    expect((await outbox("erika@example.org")).length).toBe(ACCOUNT_MAILS_PER_ADDRESS);
    // the registration's own mails count: a registration after the resends mails nothing either
    expect((await register({ email: "erika@example.org" })).status).toBe(200);
    expect((await outbox("erika@example.org")).length).toBe(ACCOUNT_MAILS_PER_ADDRESS);

    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS; i++) expect((await resend("niemand@example.org")).status).toBe(200);
    expect((await resend("niemand@example.org")).status).toBe(429);
  });

  it("needs a well-formed address (the rules of the registration)", async () => {
    const res = await resend("keine-adresse");
    expect(res.status).toBe(422);
    expect(res.json.errors?.[0]).toMatchObject({ field: "email" });
  });
});

describe("password recovery", { timeout: CPU_HEAVY_MS }, () => {
  const forgotten = (email: string) => send(client().user.password.forgotten.$post({ json: { email } }));

  it("answers the same for a known and an unknown address; only the known one gets a mail", async () => {
    const known = await forgotten("Kunde@Example.com");
    const unknown = await forgotten("niemand@example.org");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    const mails = await outbox();
    expect(mails.map((m) => [m.to_address, m.kind])).toEqual([["kunde@example.com", "password-reset"]]);
    expect(mails[0]!.text_body).toContain("60 Minuten");
  });

  it("sets a new password once, ends every session of the user, and mails a notice", async () => {
    const session = (await login("kunde@example.com")).token;
    await forgotten("kunde@example.com");
    const token = linkIn((await outbox("kunde@example.com"))[0]!, "/passwort/erneuern");
    expect((await send(client().user.password.check.$post({ json: { token } }))).status).toBe(200);
    expect((await send(client().user.password.renew.$post({ json: { token, newPassword: PASSWORD } }))).status).toBe(200);
    expect((await send(client({ token: session }).navigation["menu-items"].$get())).status).toBe(401);
    expect((await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: DEMO_PASSWORD } }))).status).toBe(401);
    expect((await login("kunde@example.com", PASSWORD)).token).toBeTruthy();
    expect((await outbox("kunde@example.com")).map((m) => m.kind)).toEqual(["password-reset", "password-changed"]);
    // used: the link is dead, for the check and for another password
    expect((await send(client().user.password.check.$post({ json: { token } }))).status).toBe(410);
    expect((await send(client().user.password.renew.$post({ json: { token, newPassword: "Noch-ein-anderes-Passwort" } }))).status).toBe(410);
  });

  it("an expired or forged token is refused and changes nothing", async () => {
    await forgotten("kunde@example.com");
    const token = linkIn((await outbox("kunde@example.com"))[0]!, "/passwort/erneuern");
    await env.DB.prepare("UPDATE user_tokens SET expires_at = ?").bind(new Date(Date.now() - 1000).toISOString()).run();
    expect((await send(client().user.password.renew.$post({ json: { token, newPassword: PASSWORD } }))).status).toBe(410);
    expect((await send(client().user.password.renew.$post({ json: { token: token.slice(0, -2) + "xx", newPassword: PASSWORD } }))).status).toBe(410);
    expect((await login("kunde@example.com", DEMO_PASSWORD)).token).toBeTruthy();
  });

  it("only the newest link of a user works", async () => {
    await forgotten("kunde@example.com");
    await forgotten("kunde@example.com");
    const [first, second] = await outbox("kunde@example.com");
    expect((await send(client().user.password.check.$post({ json: { token: linkIn(first!, "/passwort/erneuern") } }))).status).toBe(410);
    expect((await send(client().user.password.check.$post({ json: { token: linkIn(second!, "/passwort/erneuern") } }))).status).toBe(200);
  });

  it(`mails at most ${RESET_MAILS_PER_ADDRESS} links per address an hour, answering the same`, async () => {
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS + 2; i++) expect((await forgotten("kunde@example.com")).status).toBe(200);
    expect((await outbox("kunde@example.com")).length).toBe(RESET_MAILS_PER_ADDRESS);
  });

  it("refuses a new password that breaks the rules at the field, and keeps the link usable", async () => {
    await forgotten("kunde@example.com");
    const token = linkIn((await outbox("kunde@example.com"))[0]!, "/passwort/erneuern");
    const res = await send(client().user.password.renew.$post({ json: { token, newPassword: "kunde@example.com" } }));
    expect(res.status).toBe(422);
    expect(res.json.errors?.[0]?.field).toBe("newPassword");
    expect((await send(client().user.password.check.$post({ json: { token } }))).status).toBe(200);
  });
});

describe("e-mail change", { timeout: CPU_HEAVY_MS }, () => {
  const request = (token: string, newEmail: string, currentPassword = DEMO_PASSWORD) =>
    send(client({ token }).user.data.requestEmailChange.$post({ json: { newEmail, currentPassword } }));

  it("needs the current password; confirms by the link to the new address, the old one is told and stays in force until then", async () => {
    const { token } = await login("privat@example.com");
    const wrong = await request(token, "jana.neu@example.org", "falsches-Passwort");
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors?.[0]?.field).toBe("currentPassword");

    expect((await request(token, "Jana.Neu@example.org")).status).toBe(200);
    const [confirm] = await outbox("jana.neu@example.org");
    const [notice] = await outbox("privat@example.com");
    expect(confirm!.kind).toBe("email-change");
    expect(notice!.kind).toBe("email-change-notice");
    expect(notice!.text_body).toContain("jana.neu@example.org");
    // not yet: the old address still logs in, the new one does not
    expect((await userRow("privat@example.com"))!.email).toBe("privat@example.com");

    const link = linkIn(confirm!, "/user/email-aenderung/aktivieren");
    const done = await send(client().user.activateChangedEmail.$post({ json: { token: link } }));
    expect(done.status).toBe(200);
    expect((await userRow("jana.neu@example.org"))!.email).toBe("jana.neu@example.org");
    expect((await login("jana.neu@example.org")).token).toBeTruthy();
    expect((await send(client().user.activateChangedEmail.$post({ json: { token: link } }))).status).toBe(410);
  });

  it("two requests racing: only the newest link works, and it confirms its own address", async () => {
    const { token } = await login("privat@example.com");
    await Promise.all([request(token, "erste@example.org"), request(token, "zweite@example.org")]);
    const first = linkIn((await outbox("erste@example.org"))[0]!, "/user/email-aenderung/aktivieren");
    const second = linkIn((await outbox("zweite@example.org"))[0]!, "/user/email-aenderung/aktivieren");
    const answers = await Promise.all([first, second].map((t) => send(client().user.activateChangedEmail.$post({ json: { token: t } }))));
    // exactly one link was live; the address it confirmed is the one it was sent to
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const confirmed = answers.find((a) => a.status === 200)!.json.data.email;
    const sentTo = answers[0]!.status === 200 ? "erste@example.org" : "zweite@example.org";
    expect(confirmed).toBe(sentTo);
    expect((await userRow(sentTo))!.email).toBe(sentTo);
  });

  it("an address another account took meanwhile is refused, nothing changes", async () => {
    const { token } = await login("privat@example.com");
    await request(token, "neu-vergeben@example.org");
    const link = linkIn((await outbox("neu-vergeben@example.org"))[0]!, "/user/email-aenderung/aktivieren");
    await register({ email: "neu-vergeben@example.org" });
    const res = await send(client().user.activateChangedEmail.$post({ json: { token: link } }));
    expect(res.status).toBe(409);
    expect((await userRow("privat@example.com"))!.email).toBe("privat@example.com");
  });

  it("support staff cannot change the customer's address", async () => {
    const { loginCuca } = await import("./helpers");
    const { token } = await loginCuca("100101");
    expect((await request(token, "x@example.org")).status).toBe(403);
  });
});

describe("pending e-mail-change and reset links are void after a password change, a reset or a completed address change (spec §7 updatePassword, activateChangedEmail)", { timeout: CPU_HEAVY_MS }, () => {
  const NEW_PASSWORD = "Neues-Passwort-am-Dom-9";
  const requestChange = (token: string, newEmail: string) => send(client({ token }).user.data.requestEmailChange.$post({ json: { newEmail, currentPassword: DEMO_PASSWORD } }));
  const changeLink = async (to: string) => linkIn((await outbox(to)).at(-1)!, "/user/email-aenderung/aktivieren");
  const resetLink = async (to: string) => linkIn((await outbox(to)).filter((m) => m.kind === "password-reset").at(-1)!, "/passwort/erneuern");
  const confirmChange = (token: string) => send(client().user.activateChangedEmail.$post({ json: { token } }));

  it("a password change: the change link someone asked for with the old password no longer moves the account", async () => {
    // someone who knows the password asks to move the address to theirs …
    const intruder = (await login("privat@example.com")).token;
    expect((await requestChange(intruder, "angreifer@example.org")).status).toBe(200);
    const link = await changeLink("angreifer@example.org");
    // … the owner changes the password
    const owner = (await login("privat@example.com")).token;
    expect((await send(client({ token: owner }).user.data.updatePassword.$post({ json: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD } }))).status).toBe(200);
    const res = await confirmChange(link);
    expect(res.status).toBe(410);
    expect((await userRow("privat@example.com"))!.email).toBe("privat@example.com");
    expect(await userRow("angreifer@example.org")).toBeNull();
  });

  it("a password reset: the change link no longer moves the account", async () => {
    const intruder = (await login("privat@example.com")).token;
    await requestChange(intruder, "angreifer@example.org");
    const link = await changeLink("angreifer@example.org");
    await send(client().user.password.forgotten.$post({ json: { email: "privat@example.com" } }));
    expect((await send(client().user.password.renew.$post({ json: { token: await resetLink("privat@example.com"), newPassword: NEW_PASSWORD } }))).status).toBe(200);
    expect((await confirmChange(link)).status).toBe(410);
    expect((await userRow("privat@example.com"))!.email).toBe("privat@example.com");
  });

  it("a password change: a reset link mailed before no longer sets a password", async () => {
    await send(client().user.password.forgotten.$post({ json: { email: "privat@example.com" } }));
    const link = await resetLink("privat@example.com");
    const { token } = await login("privat@example.com");
    expect((await send(client({ token }).user.data.updatePassword.$post({ json: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD } }))).status).toBe(200);
    expect((await send(client().user.password.check.$post({ json: { token: link } }))).status).toBe(410);
    expect((await send(client().user.password.renew.$post({ json: { token: link, newPassword: "Ganz-anderes-Passwort-3" } }))).status).toBe(410);
    expect((await login("privat@example.com", NEW_PASSWORD)).token).toBeTruthy();
  });

  it("a completed address change: a reset link mailed to the old address no longer sets a password", async () => {
    await send(client().user.password.forgotten.$post({ json: { email: "privat@example.com" } }));
    const link = await resetLink("privat@example.com");
    const { token } = await login("privat@example.com");
    await requestChange(token, "jana.neu@example.org");
    expect((await confirmChange(await changeLink("jana.neu@example.org"))).status).toBe(200);
    expect((await send(client().user.password.check.$post({ json: { token: link } }))).status).toBe(410);
    expect((await send(client().user.password.renew.$post({ json: { token: link, newPassword: "Ganz-anderes-Passwort-3" } }))).status).toBe(410);
    expect((await login("jana.neu@example.org")).token).toBeTruthy();
  });
});

describe("a pending registration is never overwritten by another registration (spec §7 register, registerGuest)", { timeout: CPU_HEAVY_MS }, () => {
  const SECOND = "Zweites-Passwort-Elbufer-4";

  it("registering the pending address again: the same answer, and the newest mail activates the first password, not the second", async () => {
    const first = await register({ email: "erika@example.org" });
    const second = await register({ email: "erika@example.org", password: SECOND, firstName: "Mallory", lastName: "Zweit" });
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const mails = await outbox("erika@example.org");
    expect(mails.map((m) => m.kind)).toEqual(["activation", "activation"]);
    // the fresh mail says a registration waits, and how to get rid of one that is not the reader's
    expect(mails[1]!.text_body).toContain("wartet bereits eine Registrierung");
    expect(mails[1]!.text_body).toContain("https://portal.test/registrierung/abbrechen?token=");
    // only the newest link works, and it activates the first registration as it was
    expect((await send(client().user.registerActivation.$post({ json: { token: linkIn(mails[0]!, "/registrierung/aktivierung") } }))).status).toBe(410);
    expect((await send(client().user.registerActivation.$post({ json: { token: linkIn(mails[1]!, "/registrierung/aktivierung") } }))).status).toBe(200);
    expect((await send(client().auth.login.$post({ json: { login: "erika@example.org", password: SECOND } }))).status).toBe(401);
    expect((await login("erika@example.org", PASSWORD)).token).toBeTruthy();
    expect(await userRow("erika@example.org")).toMatchObject({ first_name: "Erika", last_name: "Mustermann" });
  });

  it("the guest registration of a pending address: the same answer, a fresh activation link, the first password kept", async () => {
    await register({ email: "erika@example.org" });
    const before = await userRow("erika@example.org");
    const res = await send(client().user.registerGuest.$post({ json: { ...person, firstName: "Mallory", email: "erika@example.org" } }));
    expect(res.json).toEqual({ data: { registered: true } });
    expect(await userRow("erika@example.org")).toEqual(before);
    const mails = await outbox("erika@example.org");
    expect((await send(client().user.registerActivation.$post({ json: { token: linkIn(mails.at(-1)!, "/registrierung/aktivierung") } }))).status).toBe(200);
    expect((await login("erika@example.org", PASSWORD)).token).toBeTruthy();
  });
});

describe("a pending registration and password recovery (docs/decisions/014-pending-registrations.md)", { timeout: CPU_HEAVY_MS }, () => {
  it("gets a reset mail; setting a password through it activates the account, and the registration's password and links are void", async () => {
    // someone registered the address first with a password of their own
    await register({ email: "erika@example.org", password: "Fremdes-Passwort-Rhein-1" });
    const activation = linkIn((await outbox("erika@example.org"))[0]!, "/registrierung/aktivierung");
    expect((await send(client().user.password.forgotten.$post({ json: { email: "erika@example.org" } }))).status).toBe(200);
    const reset = (await outbox("erika@example.org")).find((m) => m.kind === "password-reset");
    expect(reset!.text_body).toContain("zugleich freigeschaltet");
    const token = linkIn(reset!, "/passwort/erneuern");
    expect((await send(client().user.password.renew.$post({ json: { token, newPassword: PASSWORD } }))).status).toBe(200);
    expect((await userRow("erika@example.org"))!.status).toBe("active");
    expect((await login("erika@example.org", PASSWORD)).user.roles).toEqual(["user"]);
    expect((await send(client().auth.login.$post({ json: { login: "erika@example.org", password: "Fremdes-Passwort-Rhein-1" } }))).status).toBe(401);
    expect((await send(client().user.registerActivationCancel.$post({ json: { token: activation } }))).status).toBe(410);
    expect((await userRow("erika@example.org"))!.status).toBe("active");
  });
});

describe("two accounts confirming the same new address at once (spec §7 activateChangedEmail)", { timeout: CPU_HEAVY_MS }, () => {
  it("one gets it; the other a 409 with a German message, never a 500", async () => {
    const a = (await login("privat@example.com")).token;
    const b = (await login("einzel@example.com")).token;
    for (const token of [a, b]) {
      expect((await send(client({ token }).user.data.requestEmailChange.$post({ json: { newEmail: "gleich@example.org", currentPassword: DEMO_PASSWORD } }))).status).toBe(200);
    }
    const links = (await outbox("gleich@example.org")).map((m) => linkIn(m, "/user/email-aenderung/aktivieren"));
    const answers = await Promise.all(links.map((token) => send(client().user.activateChangedEmail.$post({ json: { token } }))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.json.errors?.[0]).toMatchObject({ code: "EMAIL_TAKEN", message: expect.stringContaining("gehört inzwischen zu einem anderen Konto") });
    const holders = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE lower(email) = 'gleich@example.org' OR login = 'gleich@example.org'").first<{ n: number }>();
    expect(holders!.n).toBe(1);
  });
});

describe(`registration, guest registration and e-mail-change mails: at most ${ACCOUNT_MAILS_PER_ADDRESS} an hour per address`, { timeout: CPU_HEAVY_MS }, () => {
  it("registering one address again and again mails it only so often, with the same answer each time", async () => {
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS + 2; i++) expect((await register({ email: "flut@example.org" })).json).toEqual({ data: { registered: true } });
    expect((await outbox("flut@example.org")).length).toBe(ACCOUNT_MAILS_PER_ADDRESS);
  });

  it("the owner of a known address gets only so many 'registration with your address' mails", async () => {
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS + 2; i++) {
      const res = i % 2 ? await register({ email: "kunde@example.com" }) : await send(client().user.registerGuest.$post({ json: { ...person, email: "kunde@example.com" } }));
      expect(res.json).toEqual({ data: { registered: true } });
    }
    expect((await outbox("kunde@example.com")).length).toBe(ACCOUNT_MAILS_PER_ADDRESS);
  });

  it("e-mail-change requests to one address: beyond the limit 429 at the field, no mail", async () => {
    const { token } = await login("privat@example.com");
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS; i++) {
      expect((await send(client({ token }).user.data.requestEmailChange.$post({ json: { newEmail: "flut@example.org", currentPassword: DEMO_PASSWORD } }))).status).toBe(200);
    }
    const res = await send(client({ token }).user.data.requestEmailChange.$post({ json: { newEmail: "flut@example.org", currentPassword: DEMO_PASSWORD } }));
    expect(res.status).toBe(429);
    expect(res.json.errors?.[0]).toMatchObject({ field: "newEmail", message: expect.stringContaining("zu viele E-Mails") });
    expect((await outbox("flut@example.org")).length).toBe(ACCOUNT_MAILS_PER_ADDRESS);
  });
});

describe("mails to an address not yet confirmed carry no text the registrant chose", { timeout: CPU_HEAVY_MS }, () => {
  const bait = { firstName: "Gewinn", lastName: "abholen auf www.gewinn-jetzt.example" };

  it("activation, newsletter and guest welcome greet without the chosen name", async () => {
    await register({ ...bait, email: "fremd@example.org", newsletter: true });
    await send(client().user.registerGuest.$post({ json: { ...person, ...bait, email: "fremd-gast@example.org" } }));
    const mails = [...(await outbox("fremd@example.org")), ...(await outbox("fremd-gast@example.org"))];
    expect(mails.map((m) => m.kind)).toEqual(["activation", "newsletter", "guest-welcome"]);
    for (const m of mails) {
      expect(m.text_body).not.toContain("gewinn-jetzt");
      expect(m.html_body).not.toContain("gewinn-jetzt");
    }
  });

  it("the confirmation of an e-mail change goes to the new address without the account's name", async () => {
    const { token } = await login("privat@example.com");
    const version = (await send(client({ token }).user.data.getProfile.$get())).json.data.profile.version;
    expect((await send(client({ token }).user.data.updateUserData.$post({ json: { salutation: "divers", ...bait, version } }))).status).toBe(200);
    await send(client({ token }).user.data.requestEmailChange.$post({ json: { newEmail: "fremd@example.org", currentPassword: DEMO_PASSWORD } }));
    const [confirm] = await outbox("fremd@example.org");
    expect(confirm!.kind).toBe("email-change");
    expect(confirm!.text_body).not.toContain("gewinn-jetzt");
  });
});
