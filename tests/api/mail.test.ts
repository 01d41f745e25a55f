import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { FAKE_MAIL_TOKEN } from "../../scripts/fake-mail.mjs";
import { client, login, seedDemoData, send } from "./helpers";

/**
 * The mail outbox and its hand-over to an HTTP mail service (api/lib/mail.ts,
 * docs/decisions/012-account-links.md), against the local mail service of
 * scripts/fake-mail.mjs; and the outbox's debug call, outside production only.
 */

beforeAll(async () => {
  await seedDemoData();
});

const person = { salutation: "herr", firstName: "Max", lastName: "Muster", terms: true };

/** The open calls with other settings of the Worker (the mail service, the environment). */
const appWith = (vars: Record<string, string> = {}) => client({ bindings: { ...env, ...vars } });
const registerGuest = (email: string, vars: Record<string, string> = {}) => send(appWith(vars).user.registerGuest.$post({ json: { ...person, email } }));

const withService = { MAIL_SERVICE_URL: `${env.FAKE_MAIL}/send`, MAIL_SERVICE_TOKEN: FAKE_MAIL_TOKEN, MAIL_FROM: "Mein Bereich <no-reply@example.com>" };
const received = async () => (await (await fetch(`${env.FAKE_MAIL}/messages`)).json()) as { to: string; subject: string; text: string; html: string; from: string }[];
const outboxRows = async () =>
  (await env.DB.prepare("SELECT to_address, sent_at, attempts, last_error FROM mail_outbox ORDER BY id").all<{ to_address: string; sent_at: string | null; attempts: number; last_error: string | null }>())
    .results;

describe("mail delivery", () => {
  it("hands a queued mail to the service (text and HTML) and marks it sent", async () => {
    const before = (await received()).length;
    const res = await registerGuest("max@example.org", withService);
    expect(res.status).toBe(200);
    const mails = (await received()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "max@example.org", subject: "Ihr Gastzugang bei Mein Bereich", from: "Mein Bereich <no-reply@example.com>" });
    // a guest's address is not yet confirmed: the greeting names nobody
    expect(mails[0]!.text).toMatch(/^Guten Tag,\n/);
    expect(mails[0]!.html).toContain('<html lang="de">');
    const [row] = await outboxRows();
    expect(row).toMatchObject({ to_address: "max@example.org", attempts: 1, last_error: null });
    expect(row!.sent_at).toBeTruthy();
  });

  it("keeps a refused mail in the outbox with its error, for the next delivery", async () => {
    await registerGuest("fehler@example.org", withService);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ to_address: "fehler@example.org", sent_at: null, attempts: 1, last_error: "HTTP 503" });
  });

  it("without a service the mail stays in the outbox, unsent", async () => {
    await registerGuest("max@example.org");
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it("escapes what people typed in the HTML body", async () => {
    // a name reaches only mails to the account's own confirmed address: the recovery mail greets by it
    const { token } = await login("privat@example.com");
    const version = (await send(client({ token }).user.data.getProfile.$get())).json.data.profile.version;
    await send(client({ token }).user.data.updateUserData.$post({ json: { salutation: "herr", firstName: "Max", lastName: "O'Brien & Söhne", version } }));
    await send(client().user.password.forgotten.$post({ json: { email: "privat@example.com" } }));
    const html = (await env.DB.prepare("SELECT html_body FROM mail_outbox WHERE kind = 'password-reset'").first<{ html_body: string }>())!.html_body;
    expect(html).toContain("O&#39;Brien &#38; Söhne");
  });
});

describe("GET /api/debug/mails", () => {
  it("lists the outbox with its links outside production, filtered by recipient", async () => {
    await registerGuest("max@example.org");
    const res = await send(client().debug.mails.$get({ query: { to: "MAX@example.org" } }));
    expect(res.status).toBe(200);
    expect(res.json.data.mails).toHaveLength(1);
    expect(res.json.data.mails[0]?.links[0]).toMatch(/^https:\/\/portal\.test\/passwort\/erneuern\?token=/);
    expect((await send(client().debug.mails.$get({ query: { to: "andere@example.org" } }))).json.data.mails).toEqual([]);
  });

  it("does not exist in production", async () => {
    await registerGuest("max@example.org");
    const res = await send(appWith({ ENVIRONMENT: "production" }).debug.mails.$get());
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.json)).not.toContain("token=");
  });
});
