import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { FAKE_MAIL_TOKEN } from "../../scripts/fake-mail.mjs";
import { call, login, seedDemoData } from "./helpers";

/**
 * The mail outbox and its hand-over to an HTTP mail service (api/lib/mail.ts,
 * docs/decisions/012-account-links.md), against the local mail service of
 * scripts/fake-mail.mjs; and the outbox's debug call, outside production only.
 */

beforeAll(async () => {
  await seedDemoData();
});

const person = { salutation: "herr", firstName: "Max", lastName: "Muster", terms: true };

/** An open call with other settings of the Worker (the mail service, the environment). */
async function callWith(vars: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await api.request(
    `/api${path}`,
    { method, headers: { "X-Requested-With": "XMLHttpRequest", ...(body ? { "Content-Type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined },
    { ...env, ...vars },
  );
  return { status: res.status, json: (await res.json()) as { data?: Record<string, unknown>; errors?: { code: string }[] } };
}

const withService = { MAIL_SERVICE_URL: `${env.FAKE_MAIL}/send`, MAIL_SERVICE_TOKEN: FAKE_MAIL_TOKEN, MAIL_FROM: "Mein Bereich <no-reply@example.com>" };
const received = async () => (await (await fetch(`${env.FAKE_MAIL}/messages`)).json()) as { to: string; subject: string; text: string; html: string; from: string }[];
const outboxRows = async () =>
  (await env.DB.prepare("SELECT to_address, sent_at, attempts, last_error FROM mail_outbox ORDER BY id").all<{ to_address: string; sent_at: string | null; attempts: number; last_error: string | null }>())
    .results;

describe("mail delivery", () => {
  it("hands a queued mail to the service (text and HTML) and marks it sent", async () => {
    const before = (await received()).length;
    const res = await callWith(withService, "POST", "/user/registerGuest", { ...person, email: "max@example.org" });
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
    await callWith(withService, "POST", "/user/registerGuest", { ...person, email: "fehler@example.org" });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ to_address: "fehler@example.org", sent_at: null, attempts: 1, last_error: "HTTP 503" });
  });

  it("without a service the mail stays in the outbox, unsent", async () => {
    await call("POST", "/user/registerGuest", { body: { ...person, email: "max@example.org" } });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it("escapes what people typed in the HTML body", async () => {
    // a name reaches only mails to the account's own confirmed address: the recovery mail greets by it
    const { token } = await login("privat@example.com");
    const version = (await call("GET", "/user/data/getProfile", { token })).json.data.profile.version;
    await call("POST", "/user/data/updateUserData", { token, body: { salutation: "herr", firstName: "Max", lastName: "O'Brien & Söhne", version } });
    await call("POST", "/user/password/forgotten", { body: { email: "privat@example.com" } });
    const html = (await env.DB.prepare("SELECT html_body FROM mail_outbox WHERE kind = 'password-reset'").first<{ html_body: string }>())!.html_body;
    expect(html).toContain("O&#39;Brien &#38; Söhne");
  });
});

describe("GET /api/debug/mails", () => {
  it("lists the outbox with its links outside production, filtered by recipient", async () => {
    await call("POST", "/user/registerGuest", { body: { ...person, email: "max@example.org" } });
    const res = await call("GET", "/debug/mails", { query: { to: "MAX@example.org" } });
    expect(res.status).toBe(200);
    expect(res.json.data.mails).toHaveLength(1);
    expect(res.json.data.mails[0].links[0]).toMatch(/^https:\/\/portal\.test\/passwort\/erneuern\?token=/);
    expect((await call("GET", "/debug/mails", { query: { to: "andere@example.org" } })).json.data.mails).toEqual([]);
  });

  it("does not exist in production", async () => {
    await call("POST", "/user/registerGuest", { body: { ...person, email: "max@example.org" } });
    const res = await callWith({ ENVIRONMENT: "production" }, "GET", "/debug/mails");
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.json)).not.toContain("token=");
  });
});
