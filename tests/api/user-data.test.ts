import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY } from "../../seed/user-activity.mjs";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { RESET_MAILS_PER_ADDRESS } from "../../api/routes/registration";
import { auditRows, client, login, loginCuca, seedDemoData, send } from "./helpers";
import { CPU_HEAVY_MS } from "../cpu-budget";

/**
 * DSGVO art. 15/20 (GET /api/user/data/export) and art. 17
 * (DELETE /api/user/data/deleteProfile?reason&customtext): what the person
 * gets, what goes, what stays and in which form.
 */

beforeAll(async () => {
  await seedDemoData();
});

/** DELETE /api/user/data/deleteProfile with the current password in the body (spec §7; confirmed like the e-mail change). */
const deleteProfile = (token: string, query?: Record<string, string>, json: Record<string, string> = { currentPassword: DEMO_PASSWORD }) =>
  send(client({ token }).user.data.deleteProfile.$delete({ query, json }));
const exportOf = (token: string) => send(client({ token }).user.data.export.$get());
const menu = (token: string) => send(client({ token }).navigation["menu-items"].$get());

const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;

describe("GET /api/user/data/export", () => {
  it("has the profile, companies, ratings, searches, viewed entries, notifications, sessions and audit entries, never a hash", async () => {
    const { token } = await login("kunde@example.com");
    await loginCuca("100101"); // support staff enter one of Sabine Krüger's companies: an audit entry about her company
    const res = await exportOf(token);
    expect(res.status).toBe(200);
    const e = res.json.data.export;
    expect(e.profile).toMatchObject({ email: "kunde@example.com", login: "kunde@example.com" });
    expect(e.companies.map((c) => c.id)).toEqual(["100101", "100102", "100103"]);
    expect(e.ratings).toHaveLength(ACTIVITY.ratings);
    expect(e.latestSearches).toHaveLength(ACTIVITY.searches);
    expect(e.recentlyViewed).toHaveLength(ACTIVITY.viewed);
    expect(e.sessions.length).toBeGreaterThanOrEqual(1);
    expect(e.auditEntries.some((a) => a.companyId === "100101" && a.path === "/api/auth/login/cuca")).toBe(true);
    const text = JSON.stringify(e);
    expect(text).not.toMatch(/pbkdf2|scrypt|password_hash|passwordHash|token_hash/i);
  });

  it("gives nothing of another user", async () => {
    const { token } = await login("privat@example.com");
    const e = (await exportOf(token)).json.data.export;
    expect(e.profile.email).toBe("privat@example.com");
    expect(e.companies).toEqual([]);
    expect(JSON.stringify(e)).not.toContain("kunde@example.com");
  });
});

describe("DELETE /api/user/data/deleteProfile", { timeout: CPU_HEAVY_MS }, () => {
  it("removes the account and all of it, ends every session, keeps the reason without the person, mails a confirmation", async () => {
    const { token } = await login("kunde@example.com");
    const other = (await login("kunde@example.com")).token;
    const id = (await env.DB.prepare("SELECT id FROM users WHERE login = 'kunde@example.com'").first<{ id: number }>())!.id;
    const res = await deleteProfile(token, { reason: "datenschutz", customtext: "Bitte alles löschen." });
    expect(res.status).toBe(200);

    for (const table of ["users WHERE id = ?", "user_roles WHERE user_id = ?", "user_companies WHERE user_id = ?", "sessions WHERE user_id = ?", "ratings WHERE user_id = ?", "latest_searches WHERE user_id = ?", "recently_viewed WHERE user_id = ?", "user_notifications WHERE user_id = ?", "user_tokens WHERE user_id = ?"]) {
      expect(await count(`SELECT count(*) AS n FROM ${table}`, id), table).toBe(0);
    }
    // the companies and their contracts stay, without the link to the person
    expect(await count("SELECT count(*) AS n FROM companies WHERE id IN ('100101','100102','100103')")).toBe(3);
    expect(await count("SELECT count(*) AS n FROM subscriptions WHERE company_id = '100101'")).toBeGreaterThan(0);
    // the reason, without anything that names the person
    const kept = await env.DB.prepare("SELECT * FROM account_deletions").all();
    expect(kept.results).toEqual([{ id: expect.any(Number), deleted_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reason: "datenschutz", custom_text: "Bitte alles löschen." }]);
    // every session is over; the login is gone
    for (const t of [token, other]) expect((await menu(t)).status).toBe(401);
    expect((await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: DEMO_PASSWORD } }))).status).toBe(401);
    // the only mail to the address is the confirmation
    const mails = await env.DB.prepare("SELECT kind FROM mail_outbox WHERE to_address = 'kunde@example.com'").all<{ kind: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["profile-deleted"]);
  });

  it("deletes the profile image from R2", async () => {
    const { token } = await login("privat@example.com");
    await env.FILES.put("users/5/profile-test.jpg", new Uint8Array([1, 2, 3]));
    await env.DB.prepare("UPDATE users SET profile_image = 'users/5/profile-test.jpg' WHERE login = 'privat@example.com'").run();
    expect((await deleteProfile(token, { reason: "nicht_genutzt" })).status).toBe(200);
    expect(await env.FILES.get("users/5/profile-test.jpg")).toBeNull();
  });

  it("support staff acting for a customer cannot delete their account there (403); the refusal is audited", async () => {
    const { token } = await loginCuca("100101");
    const before = (await auditRows()).length;
    // acting for a customer nothing of the own account can be deleted
    expect((await deleteProfile(token, { reason: "sonstiges" })).status).toBe(403);
    expect((await auditRows()).length).toBeGreaterThan(before);
  });

  it("without a reason too (it is asked for, never required)", async () => {
    const { token } = await login("privat@example.com");
    expect((await deleteProfile(token)).status).toBe(200);
    const kept = await env.DB.prepare("SELECT reason FROM account_deletions").first<{ reason: string }>();
    expect(kept!.reason).toBe("keine_angabe");
  });

  it("refuses an unknown reason or a text over 500 characters, and deletes nothing", async () => {
    const { token } = await login("privat@example.com");
    const bad = await deleteProfile(token, { reason: "weil", customtext: "x".repeat(501) });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.map((e) => e.field).sort()).toEqual(["customtext", "reason"]);
    expect(await count("SELECT count(*) AS n FROM users WHERE login = 'privat@example.com'")).toBe(1);
  });

  it("asks for the current password (spec §7, as the e-mail change): a wrong or missing one is refused at the field and deletes nothing", async () => {
    const { token } = await login("privat@example.com");
    const wrong = await deleteProfile(token, { reason: "datenschutz" }, { currentPassword: "falsches-Passwort" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual([expect.objectContaining({ field: "currentPassword", message: "Das aktuelle Passwort ist nicht korrekt." })]);
    const missing = await deleteProfile(token, { reason: "datenschutz" }, {});
    expect(missing.status).toBe(422);
    expect(missing.json.errors[0]).toMatchObject({ field: "currentPassword", message: expect.stringContaining("Passwort ein") });
    const none = await send(client({ token }).user.data.deleteProfile.$delete({ query: { reason: "datenschutz" } }));
    expect(none.status).toBe(422);
    expect(await count("SELECT count(*) AS n FROM users WHERE login = 'privat@example.com'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM account_deletions")).toBe(0);
    expect((await menu(token)).status).toBe(200);
  });

  it("wrong passwords count towards the login throttle (10 → 429), like every check of the current password", async () => {
    const { token } = await login("privat@example.com");
    for (let i = 0; i < 10; i++) expect((await deleteProfile(token, {}, { currentPassword: `falsch-${i}` })).status).toBe(422);
    expect((await deleteProfile(token)).status).toBe(429);
    expect(await count("SELECT count(*) AS n FROM users WHERE login = 'privat@example.com'")).toBe(1);
  });

  it("forgets only the deleted address's throttles: `_` and `%` in it match no other address", async () => {
    // two addresses a LIKE pattern would confuse: "priv_t" matches "privxt"
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET login = 'priv_t@example.com', email = 'priv_t@example.com' WHERE login = 'privat@example.com'"),
      env.DB.prepare("UPDATE users SET login = 'privxt@example.com', email = 'privxt@example.com' WHERE login = 'einzel@example.com'"),
    ]);
    const forgotten = () => send(client().user.password.forgotten.$post({ json: { email: "privxt@example.com" } }));
    const resetMails = () => count("SELECT count(*) AS n FROM mail_outbox WHERE to_address = 'privxt@example.com' AND kind = 'password-reset'");
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS; i++) await forgotten();
    expect(await resetMails()).toBe(RESET_MAILS_PER_ADDRESS);
    const { token } = await login("priv_t@example.com");
    expect((await deleteProfile(token)).status).toBe(200);
    // the other address's limit still holds
    await forgotten();
    expect(await resetMails()).toBe(RESET_MAILS_PER_ADDRESS);
  });
});
