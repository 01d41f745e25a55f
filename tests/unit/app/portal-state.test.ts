import { afterEach, describe, expect, it, vi } from "vitest";
import { portalEnv } from "./portal-env";
import { PortalContext } from "../../../app/server/context.server";

/**
 * The portal state (app/server/portal-state.server.ts): what a page or a flow
 * keeps for one browser between requests lives in KV under a random key that
 * the signed session cookie holds; the cookie itself stays small (spec §4: the
 * session cookie, at most 4 KB).
 */

const noApi = async () => new Response("{}", { status: 500 });
const portalWith = (cookie: string | null) =>
  PortalContext.create(new Request("http://portal.test/", { headers: cookie ? { Cookie: cookie } : {} }), portalEnv, noApi);
const cookieOf = async (portal: PortalContext) => (await portal.session.commit())?.split(";")[0] ?? null;

afterEach(() => vi.useRealTimers());

describe("portal state: kept for one browser, out of the cookie", () => {
  it("what one request keeps, the next request of the same browser finds; another browser does not", async () => {
    const first = await portalWith(null);
    await first.state.set("schritt", { step: 2, company: "100101" }, 600);
    const cookie = await cookieOf(first);
    expect(cookie).not.toBeNull();

    const again = await portalWith(cookie);
    expect(await again.state.get("schritt")).toEqual({ step: 2, company: "100101" });
    expect(await again.state.get("anderes")).toBeNull();
    // reading changes nothing: no new cookie
    expect(await again.session.commit()).toBeNull();

    const other = await portalWith(null);
    expect(await other.state.get("schritt")).toBeNull();
  });

  it("a large value leaves the cookie as small as before; the value is nowhere in it", async () => {
    const small = await portalWith(null);
    await small.state.set("x", 1, 600);
    const smallCookie = (await cookieOf(small))!;

    const large = await portalWith(null);
    const value = { rows: Array.from({ length: 400 }, (_, i) => `Zeile ${i} mit einem längeren Text`) };
    await large.state.set("x", value, 600);
    const largeCookie = (await cookieOf(large))!;
    expect(largeCookie.length).toBe(smallCookie.length);
    expect(largeCookie.length).toBeLessThan(4096);
    const decoded = atob(decodeURIComponent(largeCookie.split("=")[1]!).split(".")[0]!.replace(/-/g, "+").replace(/_/g, "/"));
    expect(decoded).toContain("stateKey");
    expect(decoded).not.toContain("Zeile");
  });

  it("a value is gone after its lifetime", async () => {
    const portal = await portalWith(null);
    await portal.state.set("kurz", "da", 60);
    const cookie = await cookieOf(portal);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    expect(await (await portalWith(cookie)).state.get("kurz")).toBeNull();
  });

  it("a new login starts with an empty state; 'delete' removes one value", async () => {
    const before = await portalWith(null);
    await before.state.set("a", "vor der Anmeldung", 600);
    await before.state.set("b", "auch", 600);
    const cookie = await cookieOf(before);

    const deleting = await portalWith(cookie);
    await deleting.state.delete("b");
    expect(await deleting.state.get("b")).toBeNull();
    expect(await (await portalWith(cookie)).state.get("b")).toBeNull();

    const login = await portalWith(cookie);
    login.account.start({ token: "t", user: { user_id: 7, roles: ["user"] }, accounts: [] } as never, null);
    const after = await portalWith(await cookieOf(login));
    expect(await after.state.get("a")).toBeNull();
  });
});
