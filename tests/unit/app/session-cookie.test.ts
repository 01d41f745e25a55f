import { describe, expect, it } from "vitest";
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { cookieValue, createSignedCookie } from "../../../app/server/session-cookie.server";

// The portal's signed session cookie (spec §9: secure, path /; the session under 4 KB).
const cookie = (secrets = ["first"]) => createSignedCookie("mb_session", { httpOnly: true, secure: true, sameSite: "lax", path: "/", maxAge: 600, secrets });
const pair = (setCookie: string) => setCookie.split(";")[0]!;

describe("the signed session cookie", () => {
  it("gives back what it was given, Unicode included, with the attributes of the session cookie", async () => {
    const value = { token: "a.b.c", companies: ["100101"], name: "Bäckerei Krüger – 🥨" };
    const header = await cookie().serialize(value);
    expect(header).toMatch(/^mb_session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await cookie().parse(`other=1; ${pair(header)}; x=y`)).toEqual(value);
  });

  it("refuses a changed value, another secret's signature and a value without signature", async () => {
    const [body, sig] = pair(await cookie().serialize({ userId: "7" })).slice("mb_session=".length).split(".");
    const forged = btoa(JSON.stringify({ userId: "1" })).replace(/=+$/, "");
    expect(await cookie().parse(`mb_session=${forged}.${sig}`)).toBeNull();
    expect(await cookie(["other"]).parse(`mb_session=${body}.${sig}`)).toBeNull();
    expect(await cookie().parse(`mb_session=${body}`)).toBeNull();
    expect(await cookie().parse(`mb_session=${body}.%%%`)).toBeNull();
    expect(await cookie().parse("")).toBeNull();
    expect(await cookie().parse("mb_sessionX=1")).toBeNull();
  });

  it("accepts the old secret after a rotation and signs with the new one", async () => {
    const old = pair(await cookie(["old"]).serialize({ userId: "7" }));
    expect(await cookie(["new", "old"]).parse(old)).toEqual({ userId: "7" });
    const fresh = pair(await cookie(["new", "old"]).serialize({ userId: "7" }));
    expect(await cookie(["new"]).parse(fresh)).toEqual({ userId: "7" });
    expect(await cookie(["old"]).parse(fresh)).toBeNull();
  });

  it("serves Remix's session storage: commit, read back, destroy", async () => {
    const storage = createCookieSessionStorage({ cookie: cookie() });
    const session = await storage.getSession();
    session.set("userId", "7");
    session.flash("notice", "Gespeichert");
    const committed = pair(await storage.commitSession(session));
    const read = await storage.getSession(committed);
    expect(read.get("userId")).toBe("7");
    expect(read.get("notice")).toBe("Gespeichert");
    const destroyed = await storage.destroySession(read);
    expect(destroyed).toMatch(/^mb_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookieValue("a=1; mb_session=xyz", "mb_session")).toBe("xyz");
  });
});
