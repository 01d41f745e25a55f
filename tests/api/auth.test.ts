import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { signToken } from "../../api/lib/token";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { LEGACY_SCRYPT_DEMO_HASH, login, seedDemoData } from "./helpers";
import { client, send } from "./client";
import { CPU_HEAVY_MS } from "../cpu-budget";

/** A session of kunde for the tests that do not end sessions (those log in themselves). */
let shared = "";
beforeAll(async () => {
  await seedDemoData();
  shared = (await login("kunde@example.com")).token;
});

/** A call that needs a live session and nothing else. */
const menuItems = (token: string, accountId?: string) =>
  send(client({ token }).navigation["menu-items"].$get({ query: accountId ? { accountId } : {} }));

/** The token's payload, as the portal could read it (no verification). */
function claimsOf(token: string) {
  const payload = token.split(".")[1]!;
  return JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
}

describe("POST /api/auth/login (spec §7)", () => {
  it("answers with a token, the user's roles and the accounts in their stored order", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: DEMO_PASSWORD } }));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(typeof data.token).toBe("string");
    expect(data.token.split(".")).toHaveLength(3);
    expect(data.user.roles).toEqual(["customer"]);
    expect(data.user.login).toBe("kunde@example.com");
    expect(data.user).not.toHaveProperty("password_hash");
    expect(JSON.stringify(data)).not.toMatch(/scrypt\$|pbkdf2/);
    expect(data.accounts).toEqual([
      { id: "100101", name: "Bäckerei Krüger GmbH" },
      { id: "100102", name: "Krüger Haustechnik KG" },
      { id: "100103", name: "Café am Dom" },
    ]);
    // the token names user and session only: roles and companies are read live on every call
    const claims = claimsOf(data.token);
    expect(claims.sub).toBe("1001");
    expect(typeof claims.sid).toBe("string");
    for (const frozen of ["roles", "companies", "cuca"]) expect(claims).not.toHaveProperty(frozen);
    // and it opens the session
    expect((await menuItems(data.token)).status).toBe(200);
  });

  it("accepts the login regardless of case and surrounding spaces", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "  Einzel@Example.COM ", password: DEMO_PASSWORD } }));
    expect(res.status).toBe(200);
    expect(res.json.data.accounts).toEqual([{ id: "100201", name: "Schreinerei Wagner" }]);
  });

  it("gives a private user no accounts", async () => {
    const data = await login("privat@example.com");
    expect(data.accounts).toEqual([]);
    expect(data.user.roles).toEqual(["user"]);
  });
});

describe("login: bad input", () => {
  it("refuses a wrong password with 401 INVALID_CREDENTIALS and a German message", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: "falsch" } }));
    expect(res.status).toBe(401);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors).toHaveLength(1);
    expect(res.json.errors?.[0]?.code).toBe("INVALID_CREDENTIALS");
    expect(res.json.errors?.[0]?.message).toBe("E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.");
  });

  it("answers an unknown login exactly like a wrong password (no user enumeration)", async () => {
    const wrong = await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: "falsch" } }));
    const unknown = await send(client().auth.login.$post({ json: { login: "niemand@example.com", password: DEMO_PASSWORD } }));
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it("refuses a missing password with 422 naming the field", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "kunde@example.com" } }));
    expect(res.status).toBe(422);
    expect(res.json.errors?.[0]?.code).toBe("VALIDATION");
    expect(res.json.errors?.[0]?.field).toBe("password");
  });

  it("refuses an empty password with 422 and a German message", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: "" } }));
    expect(res.status).toBe(422);
    expect(res.json.errors?.[0]).toEqual({ code: "VALIDATION", message: "Bitte geben Sie Ihr Passwort ein.", field: "password" });
  });

  it("refuses an empty login with 422 naming the field", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "   ", password: DEMO_PASSWORD } }));
    expect(res.status).toBe(422);
    expect(res.json.errors?.[0]?.field).toBe("login");
  });

  it("sends support staff to the support login (403 USE_CUCA_LOGIN) without a session", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "support@example.com", password: DEMO_PASSWORD } }));
    expect(res.status).toBe(403);
    expect(res.json.errors?.[0]?.code).toBe("USE_CUCA_LOGIN");
    expect(res.json.data).toBeUndefined();
    const { results } = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = 1006").all();
    expect(results).toEqual([]);
  });
});

describe("login throttling (bad input: ten failures in 15 minutes → 429)", { timeout: CPU_HEAVY_MS }, () => {
  it(
    "blocks the 11th attempt even with the right password, with Retry-After, and leaves other logins alone",
    async () => {
      for (let i = 1; i <= 10; i++) {
        const res = await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: `falsch-${i}` } }));
        expect(res.status, `attempt ${i}`).toBe(401);
      }
      const blocked = await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: DEMO_PASSWORD } }));
      expect(blocked.status).toBe(429);
      expect(blocked.json.errors?.[0]?.code).toBe("TOO_MANY_ATTEMPTS");
      expect(blocked.json.errors?.[0]?.message).toMatch(/Anmeldeversuche/);
      const retryAfter = Number(blocked.headers.get("Retry-After"));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // the same login written differently is the same login
      const variant = await send(client().auth.login.$post({ json: { login: "KUNDE@example.com", password: DEMO_PASSWORD } }));
      expect(variant.status).toBe(429);

      const other = await send(client().auth.login.$post({ json: { login: "einzel@example.com", password: DEMO_PASSWORD } }));
      expect(other.status).toBe(200);
    },
  );
});

describe("stored password hashes of the older kind (docs/decisions/001-password-hashing.md)", { timeout: CPU_HEAVY_MS }, () => {
  const storedHash = async () =>
    (await env.DB.prepare("SELECT password_hash AS h FROM users WHERE login = ?").bind("einzel@example.com").first<{ h: string }>())!.h;
  const wrong = () => send(client().auth.login.$post({ json: { login: "einzel@example.com", password: "Demo-Passwort-2025" } }));

  it("a scrypt hash keeps working and is replaced by PBKDF2 at the next successful login", async () => {
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE login = ?").bind(LEGACY_SCRYPT_DEMO_HASH, "einzel@example.com").run();
    // a wrong password is refused and changes nothing
    expect((await wrong()).status).toBe(401);
    expect(await storedHash()).toBe(LEGACY_SCRYPT_DEMO_HASH);

    expect((await login("einzel@example.com")).accounts).toEqual([{ id: "100201", name: "Schreinerei Wagner" }]);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);

    // the same password logs in with the new hash, a wrong one is still refused, the hash stays
    expect((await login("einzel@example.com")).token).toBeTruthy();
    expect((await wrong()).status).toBe(401);
    expect(await storedHash()).toBe(upgraded);
  });
});

describe("session token (spec §3 signed token; bad input: a tampered token counts as logged out)", () => {
  it("refuses a call without a token with 401 UNAUTHENTICATED", async () => {
    const res = await send(client().navigation["menu-items"].$get());
    expect(res.status).toBe(401);
    expect(res.json.errors?.[0]?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a token whose signature has one character changed", async () => {
    const token = shared;
    const [header, payload, signature] = token.split(".") as [string, string, string];
    // a character in the middle: the last one may only carry padding bits
    const i = Math.floor(signature.length / 2);
    const swapped = signature[i] === "A" ? "B" : "A";
    const tampered = `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
    expect(tampered).not.toBe(token);
    const res = await menuItems(tampered);
    expect(res.status).toBe(401);
    expect(res.json.errors?.[0]?.code).toBe("UNAUTHENTICATED");
    // the original still works: the session itself is fine
    expect((await menuItems(token)).status).toBe(200);
  });

  it("refuses a token with forged claims (more companies) under the old signature", async () => {
    const { token } = await login("einzel@example.com");
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = claimsOf(token);
    const forged = btoa(JSON.stringify({ ...claims, companies: ["100201", "100101"] }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(forged).not.toBe(payload);
    const res = await send(client({ token: `${header}.${forged}.${signature}` }).customer.getSubscriptions.$get({ query: { accountId: "100101" } }));
    expect(res.status).toBe(401);
  });

  it("refuses a token signed with another secret, even for a live session", async () => {
    const token = shared;
    const claims = claimsOf(token);
    const foreign = await signToken(
      { sub: "1001", sid: String(claims.sid) },
      "not-the-api-token-secret-0123456789abcdef",
      new Date(Date.now() + 60 * 60 * 1000),
    );
    const res = await menuItems(foreign);
    expect(res.status).toBe(401);
    expect(res.json.errors?.[0]?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses an expired token of a live session", async () => {
    const token = shared;
    const claims = claimsOf(token);
    const expired = await signToken(
      { sub: "1001", sid: String(claims.sid) },
      env.API_TOKEN_SECRET,
      new Date(Date.now() - 60 * 1000),
    );
    expect((await menuItems(expired)).status).toBe(401);
  });
});

describe("POST /api/auth/logout (logout revokes the session on the server)", () => {
  it("ends the session: the same token (a copied cookie) gets 401 afterwards", async () => {
    const { token } = await login("kunde@example.com");
    expect((await menuItems(token)).status).toBe(200);
    const out = await send(client({ token }).auth.logout.$post());
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ loggedOut: true });
    const after = await menuItems(token);
    expect(after.status).toBe(401);
    expect(after.json.errors?.[0]?.code).toBe("UNAUTHENTICATED");
    expect((await send(client({ token }).auth.refresh.$get())).status).toBe(401);
    expect((await send(client({ token }).auth.logout.$post())).status).toBe(401);
  });

  it("ends only that session: another login of the same user keeps working", async () => {
    const first = await login("kunde@example.com");
    const second = await login("kunde@example.com");
    expect(second.token).not.toBe(first.token);
    await send(client({ token: first.token }).auth.logout.$post());
    expect((await menuItems(first.token)).status).toBe(401);
    expect((await menuItems(second.token)).status).toBe(200);
  });

  it("within one portal request (whose calls share their session checks) a call after the logout gets 401", async () => {
    const { token } = await login("kunde@example.com");
    const portalRequest = { ...env, SESSION_CHECKS: new Map() };
    const send = (method: string, path: string) =>
      api.request(`/api${path}`, { method, headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` } }, portalRequest);
    expect((await send("GET", "/navigation/menu-items")).status).toBe(200);
    expect(portalRequest.SESSION_CHECKS.size).toBe(1);
    expect((await send("POST", "/auth/logout")).status).toBe(200);
    expect((await send("GET", "/navigation/menu-items")).status).toBe(401);
  });

  it("needs a token", async () => {
    const res = await send(client().auth.logout.$post());
    expect(res.status).toBe(401);
  });
});

describe("GET /api/auth/refresh (spec §4: periodic refresh)", () => {
  it("answers 200 with a working token for the same session; the old token works until logout", async () => {
    const first = (await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: DEMO_PASSWORD } }))).json.data;
    const res = await send(client({ token: first.token }).auth.refresh.$get());
    expect(res.status).toBe(200);
    const { token, expiresAt } = res.json.data;
    expect(typeof token).toBe("string");
    // same session, same claims
    const before = claimsOf(first.token);
    const after = claimsOf(token);
    expect(after.sid).toBe(before.sid);
    expect(after.sub).toBe("1001");
    expect(after.companies).toEqual(before.companies);
    expect(after.roles).toEqual(before.roles);
    // the server-side expiry slides forward to what the answer says
    expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(Date.parse(first.expiresAt));
    const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE id = ?").bind(before.sid).first<{ expires_at: string }>();
    expect(row?.expires_at).toBe(expiresAt);

    expect((await menuItems(token)).status).toBe(200);
    expect((await menuItems(first.token)).status).toBe(200);

    // logout with the new token ends the session both tokens belong to
    expect((await send(client({ token }).auth.logout.$post())).status).toBe(200);
    expect((await menuItems(token)).status).toBe(401);
    expect((await menuItems(first.token)).status).toBe(401);
  });

  it("keeps a support-staff session's company", async () => {
    const cuca = await send(client().auth.login.cuca.$post({ json: { login: "support@example.com", password: DEMO_PASSWORD, companyId: "100101" } }));
    const res = await send(client({ token: cuca.json.data.token }).auth.refresh.$get());
    expect(res.status).toBe(200);
    expect(res.json.data.companies).toEqual(["100101"]);
    expect(res.json.data.roles).toContain("cuca");
    const menu = await menuItems(res.json.data.token, "100101");
    expect(menu.json.data.cuca).toEqual({ companyId: "100101" });
  });

  it("refuses without a live session (401), which the portal treats as logged out", async () => {
    expect((await send(client().auth.refresh.$get())).status).toBe(401);
  });
});

describe("GET /api/auth/removeMainSessionKeys (spec §7)", () => {
  it("ends the user's other sessions and keeps the calling one", async () => {
    const first = await login("privat@example.com");
    const second = await login("privat@example.com");
    const res = await send(client({ token: second.token }).auth.removeMainSessionKeys.$get());
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ removed: 1 });
    expect((await menuItems(first.token)).status).toBe(401);
    expect((await menuItems(second.token)).status).toBe(200);
    // another user's session is untouched
    expect((await menuItems(shared)).status).toBe(200);
  });
});

describe("GET /api/auth/user (spec §7: disabled)", () => {
  it("answers 410 with an errors envelope", async () => {
    for (const t of [undefined, shared]) {
      const res = await send(client({ token: t }).auth.user.$get());
      expect(res.status).toBe(410);
      expect(res.json.errors?.[0]?.code).toBe("DISABLED");
      expect(res.json.data).toBeUndefined();
    }
  });
});
