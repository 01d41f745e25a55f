import { describe, expect, it } from "vitest";
import type { Env } from "../../../api/env";
import { portalEnv } from "./portal-env";
import { PortalContext } from "../../../app/server/context.server";
import { createSessionStorage } from "../../../app/server/session.server";

const env = portalEnv;

const MINUTE_MS = 60_000;

/** A logged-in session whose API token was issued `minutesAgo`. */
async function requestWithSession(minutesAgo: number, token = "opaque-token-1") {
  const storage = createSessionStorage(env, false);
  const session = await storage.getSession();
  session.set("token", token);
  session.set("tokenAt", Date.now() - minutesAgo * MINUTE_MS);
  session.set("userId", "1001");
  session.set("roles", ["customer"]);
  session.set("companies", ["100101", "100102"]);
  session.set("accountId", "100101");
  const cookie = (await storage.commitSession(session)).split(";")[0]!;
  return new Request("http://portal.test/", { headers: { Cookie: cookie } });
}

/** A stand-in for the backend that records calls and answers /api/auth/refresh. */
function backend(refresh: () => Response) {
  const calls: string[] = [];
  const fetchApi = async (req: Request) => {
    calls.push(new URL(req.url).pathname);
    return refresh();
  };
  return { calls, fetchApi };
}

const refreshed = (token: string, companies = ["100101", "100102"], roles = ["customer"]) =>
  Response.json({ data: { token, expiresAt: new Date(Date.now() + 60 * MINUTE_MS).toISOString(), roles, companies } });

const cookieSession = async (cookie: string | null) => createSessionStorage(env, false).getSession(cookie!.split(";")[0]);

describe("session refresh (spec §4.8)", () => {
  it("a young token is used as it is, without asking the backend", async () => {
    const { calls, fetchApi } = backend(() => new Response("{}", { status: 500 }));
    const portal = await PortalContext.create(await requestWithSession(5), env, fetchApi);
    const auth = await portal.auth();
    expect(auth?.userId).toBe("1001");
    expect(auth?.roles).toEqual(["customer"]);
    expect(auth?.accountId).toBe("100101");
    expect(calls).toEqual([]);
    expect(await portal.session.commit()).toBeNull();
  });

  it("an ageing token is refreshed: the new token and what the user may do now go into the cookie", async () => {
    const { calls, fetchApi } = backend(() => refreshed("opaque-token-2", ["100102"]));
    const portal = await PortalContext.create(await requestWithSession(31), env, fetchApi);
    const auth = await portal.auth();
    expect(calls).toEqual(["/api/auth/refresh"]);
    // the active company was taken away meanwhile: no longer active
    expect(auth?.companies).toEqual(["100102"]);
    expect(auth?.accountId).toBeNull();
    const cookie = await portal.session.commit();
    expect(cookie).toMatch(/^mb_session=/);
    const next = await cookieSession(cookie);
    expect(next.get("token")).toBe("opaque-token-2");
    expect(next.get("companies")).toEqual(["100102"]);
    expect(Date.now() - next.get("tokenAt")!).toBeLessThan(MINUTE_MS);
  });

  it("a refresh answer other than 200 ends the session", async () => {
    for (const answer of [
      () => Response.json({ errors: [{ code: "UNAUTHENTICATED", message: "x" }] }, { status: 401 }),
      () => Response.json({ data: { token: "kaputt" } }, { status: 201 }),
      () => new Response("kein JSON", { status: 200 }),
    ]) {
      const { fetchApi } = backend(answer);
      const portal = await PortalContext.create(await requestWithSession(45), env, fetchApi);
      expect(await portal.auth()).toBeNull();
      const next = await cookieSession(await portal.session.commit());
      expect(next.get("token")).toBeUndefined();
    }
  });

  it("a cookie from before the portal kept the user's access (no user id) counts as logged out", async () => {
    const storage = createSessionStorage(env, false);
    const session = await storage.getSession();
    session.set("token", "old-shape");
    const cookie = (await storage.commitSession(session)).split(";")[0]!;
    const { calls, fetchApi } = backend(() => refreshed("x"));
    const portal = await PortalContext.create(new Request("http://portal.test/", { headers: { Cookie: cookie } }), env, fetchApi);
    expect(await portal.auth()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("the cookie lives refresh TTL × 60 000 ms × 6 and stays under 4 KB", async () => {
    const { fetchApi } = backend(() => refreshed("opaque-token-2"));
    const portal = await PortalContext.create(await requestWithSession(31), env, fetchApi);
    await portal.auth();
    const cookie = (await portal.session.commit())!;
    expect(cookie).toContain(`Max-Age=${30 * 60 * 6}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie.split(";")[0]!.length).toBeLessThan(4096);
  });
});

describe("tampered session cookie (bad input)", () => {
  it("a signature that is not even valid base64 counts as no session, not as a server error", async () => {
    const good = await requestWithSession(1);
    const [pair] = good.headers.get("Cookie")!.split(";");
    const [name, value] = pair!.split("=");
    const [payload] = value!.split(".");
    for (const sig of ["%%%", "abc", "a", "=====", "Zm9v!"]) {
      const request = new Request("http://portal.test/", { headers: { Cookie: `${name}=${payload}.${sig}` } });
      const { fetchApi } = backend(() => new Response("{}", { status: 500 }));
      const portal = await PortalContext.create(request, env, fetchApi);
      expect(await portal.auth()).toBeNull();
    }
  });
});

describe("stored company cookie (spec §4.3)", () => {
  it("a malformed value is ignored, a proper one is read", async () => {
    const { readLastAccount } = await import("../../../app/server/session.server");
    const req = (cookie: string) => new Request("http://portal.test/", { headers: { Cookie: cookie } });
    expect(readLastAccount(req("mb_last_account=%E0%A4%A"))).toBeNull();
    expect(readLastAccount(req("a=1; mb_last_account=100103"))).toBe("100103");
  });
});

describe("session cookie attributes (spec §9 lifetime; SameSite=Lax, docs/decisions/013)", () => {
  const cookieOf = async (environment: string, secureRequest: boolean) => {
    const storage = createSessionStorage({ ...env, ENVIRONMENT: environment } as Env, secureRequest);
    const session = await storage.getSession();
    session.set("csrf", "x");
    return storage.commitSession(session);
  };

  it("in production: __Host- name, Secure, HttpOnly, SameSite=Lax, Path=/", async () => {
    const cookie = await cookieOf("production", false);
    expect(cookie).toMatch(/^__Host-mb_session=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain=");
  });

  it("outside production: Secure over https, not over plain http on the local machine", async () => {
    expect(await cookieOf("staging", true)).toContain("Secure");
    const local = await cookieOf("development", false);
    expect(local).toMatch(/^mb_session=/);
    expect(local).not.toContain("Secure");
    expect(local).toContain("HttpOnly");
  });
});
