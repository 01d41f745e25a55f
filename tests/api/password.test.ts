import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { client, login, loginCuca, seedDemoData, send } from "./helpers";
import { CPU_HEAVY_MS } from "../cpu-budget";

/**
 * POST /api/user/data/updatePassword (spec §7): the current password, a new
 * one by the rules of domain/password.ts; every other session of the user ends
 * (security: "session ends on password change").
 */

beforeAll(async () => {
  await seedDemoData();
});

const NEW = "Frühlingsregen-über-Köln";
const update = (token: string, json: Record<string, unknown>) => send(client({ token }).user.data.updatePassword.$post({ json }));
const menu = (token: string) => send(client({ token }).navigation["menu-items"].$get());

describe("POST /api/user/data/updatePassword", { timeout: CPU_HEAVY_MS }, () => {
  it("changes the password, ends every session and answers a fresh one", async () => {
    const mine = (await login("privat@example.com")).token;
    const other = (await login("privat@example.com")).token;
    expect((await menu(other)).status).toBe(200);

    const res = await update(mine, { currentPassword: DEMO_PASSWORD, newPassword: NEW });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ updated: true, endedSessions: 1 });

    // every old session is over, a copy of the calling one too; the answer's token is a fresh session
    expect((await menu(other)).status).toBe(401);
    expect((await menu(mine)).status).toBe(401);
    const fresh = res.json.data.token;
    expect((await menu(fresh)).status).toBe(200);
    const old = await send(client().auth.login.$post({ json: { login: "privat@example.com", password: DEMO_PASSWORD } }));
    expect(old.status).toBe(401);
    expect((await login("privat@example.com", NEW)).token).toBeTruthy();
  });

  it("stores only a fresh PBKDF2 hash, never the password", async () => {
    const { token } = await login("einzel@example.com");
    expect((await update(token, { currentPassword: DEMO_PASSWORD, newPassword: NEW })).status).toBe(200);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE login = ?").bind("einzel@example.com").first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row?.password_hash).not.toContain(NEW);
  });

  const refused: [string, Record<string, unknown>, string, RegExp][] = [
    ["a wrong current password", { currentPassword: "falsch", newPassword: NEW }, "currentPassword", /aktuelle Passwort ist nicht korrekt/],
    ["no current password", { newPassword: NEW }, "currentPassword", /aktuelles Passwort ein/],
    ["a new password under 10 characters", { currentPassword: DEMO_PASSWORD, newPassword: "Kurz-123" }, "newPassword", /mindestens 10 Zeichen/],
    ["a common password", { currentPassword: DEMO_PASSWORD, newPassword: "Passwort123" }, "newPassword", /sehr häufig verwendet/],
    ["the e-mail address", { currentPassword: DEMO_PASSWORD, newPassword: "Handwerk@Example.com" }, "newPassword", /nicht Ihre E-Mail-Adresse/],
    ["the current password again", { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, "newPassword", /unterscheiden/],
    ["a number instead of text", { currentPassword: DEMO_PASSWORD, newPassword: 12345678901 }, "newPassword", /neues Passwort ein/],
  ];

  it.each(refused)("refuses %s with 422 at the field, the password unchanged", async (_what, body, field, message) => {
    const { token } = await login("handwerk@example.com");
    const res = await update(token, body);
    expect(res.status).toBe(422);
    const error = res.json.errors.find((e) => e.field === field);
    expect(error?.message).toMatch(message);
    expect((await login("handwerk@example.com")).token).toBeTruthy(); // the demo password still works
  });

  it("counts wrong current passwords towards the login throttle (10 → 429)", async () => {
    const { token } = await login("bewertung@example.com");
    for (let i = 0; i < 10; i++) expect((await update(token, { currentPassword: `falsch-${i}`, newPassword: NEW })).status).toBe(422);
    const res = await update(token, { currentPassword: DEMO_PASSWORD, newPassword: NEW });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("does not count a right current password towards the throttle when the new one is refused", async () => {
    const { token } = await login("handwerk@example.com");
    for (let i = 0; i < 11; i++) {
      const res = await update(token, { currentPassword: DEMO_PASSWORD, newPassword: "Passwort123" });
      expect(res.status, `attempt ${i + 1}`).toBe(422);
    }
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM login_attempts WHERE login = 'handwerk@example.com'").first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it("is refused for support staff acting for a customer", async () => {
    const { token } = await loginCuca("100101");
    const res = await update(token, { currentPassword: DEMO_PASSWORD, newPassword: NEW });
    expect(res.status).toBe(403);
  });

  it("needs a session and the XMLHttpRequest header", async () => {
    expect((await update("", { currentPassword: DEMO_PASSWORD, newPassword: NEW })).status).toBe(401);
    const { token } = await login("kunde@example.com");
    const res = await send(client({ token, xhr: false }).user.data.updatePassword.$post({ json: { currentPassword: DEMO_PASSWORD, newPassword: NEW } }));
    expect(res.status).toBe(400);
  });
});
