import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portalEnv } from "./portal-env";
import { PortalContext } from "../../../app/server/context.server";
import { REMEMBER_REGISTRATION_MS, registerAction, registrationSentLoader, resendRegistrationAction } from "../../../app/server/account.server";
import { HONEYPOT } from "../../../app/components/forms/validate";

/**
 * The page after a registration (spec §2 /registrierung/erfolgreich): it knows
 * the registered address only from the portal state of the browser that
 * registered (keyed from its signed session cookie), and "E-Mail erneut senden" mails that address only, whatever the form
 * or the page's address say.
 */

const ORIGIN = "http://portal.test";

/** A portal request with a stand-in backend that records every call and answers it. */
async function portalFor(path: string, cookie: string | null, answer: (path: string) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  const request = new Request(ORIGIN + path, { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
  const portal = await PortalContext.create(request, portalEnv, async (req) => {
    const url = new URL(req.url);
    calls.push({ path: url.pathname, body: await req.json().catch(() => null) });
    return answer(url.pathname);
  });
  return { portal, calls, request };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Runs an action or loader; its redirect comes back as the thrown response. */
async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("no redirect");
}

const cookieOf = async (portal: PortalContext) => (await portal.session.commit())!.split(";")[0]!;

/** Registers erika@example.org in a fresh browser: the cookie it leaves behind. */
async function registered() {
  const form = new FormData();
  for (const [k, v] of Object.entries({ salutation: "frau", firstName: "Erika", lastName: "Muster", email: "Erika@Example.org", password: "Rheinufer-Spaziergang-7", passwordRepeat: "Rheinufer-Spaziergang-7", terms: "on", [HONEYPOT]: "" })) form.append(k, v);
  const { portal, calls } = await portalFor("/registrierung", null, () => json({ data: { registered: true } }));
  const request = new Request(ORIGIN + "/registrierung", { method: "POST", body: form });
  const res = await thrown(() => registerAction({ request, context: { portal } } as never));
  expect(res.headers.get("Location")).toBe("/registrierung/erfolgreich");
  expect(calls.map((c) => c.path)).toEqual(["/api/user/register"]);
  return cookieOf(portal);
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the page after a registration names the address this browser registered (spec §2)", () => {
  it("the loader gives the address from the session; the guest page and another browser know none", async () => {
    const cookie = await registered();
    const here = await portalFor("/registrierung/erfolgreich", cookie, () => json({}));
    expect(await registrationSentLoader("konto")({ context: { portal: here.portal } } as never)).toEqual({ email: "Erika@Example.org", resent: null });
    const guest = await portalFor("/registrierung/gast/erfolgreich", cookie, () => json({}));
    expect((await registrationSentLoader("gast")({ context: { portal: guest.portal } } as never)).email).toBeNull();
    const other = await portalFor("/registrierung/erfolgreich", null, () => json({}));
    expect((await registrationSentLoader("konto")({ context: { portal: other.portal } } as never)).email).toBeNull();
  });

  it("'E-Mail erneut senden' mails the remembered address only, not one the form names; the answer says where it went", async () => {
    const cookie = await registered();
    const { portal, calls } = await portalFor("/registrierung/erfolgreich", cookie, () => json({ data: { resent: true } }));
    // a form that names another address (the page's own form names none)
    const request = new Request(ORIGIN + "/registrierung/erfolgreich", { method: "POST", body: new URLSearchParams({ email: "mallory@example.org" }) });
    const res = await thrown(() => resendRegistrationAction("konto")({ request, context: { portal } } as never));
    expect(res.headers.get("Location")).toBe("/registrierung/erfolgreich");
    expect(calls).toEqual([{ path: "/api/user/registerResend", body: { email: "Erika@Example.org" } }]);
    const next = await portalFor("/registrierung/erfolgreich", await cookieOf(portal), () => json({}));
    const { resent } = (await registrationSentLoader("konto")({ context: { portal: next.portal } } as never));
    expect(resent).toMatchObject({ tone: "success", text: expect.stringContaining("erneut an Erika@Example.org geschickt") });
  });

  it("the backend's throttle (429) is said as it is; nothing is remembered after an hour, and then nothing is sent", async () => {
    const cookie = await registered();
    const throttled = await portalFor("/registrierung/erfolgreich", cookie, () =>
      json({ errors: [{ code: "TOO_MANY_MAILS", message: "An diese E-Mail-Adresse haben wir in der letzten Stunde schon mehrere E-Mails geschickt." }] }, 429),
    );
    await thrown(() => resendRegistrationAction("konto")({ context: { portal: throttled.portal } } as never));
    const after = await portalFor("/registrierung/erfolgreich", await cookieOf(throttled.portal), () => json({}));
    expect((await registrationSentLoader("konto")({ context: { portal: after.portal } } as never)).resent).toMatchObject({ tone: "warning", text: expect.stringContaining("schon mehrere E-Mails") });

    vi.useFakeTimers({ now: Date.now() + REMEMBER_REGISTRATION_MS + 1000, toFake: ["Date"] });
    const late = await portalFor("/registrierung/erfolgreich", cookie, () => json({ data: { resent: true } }));
    await thrown(() => resendRegistrationAction("konto")({ context: { portal: late.portal } } as never));
    expect(late.calls).toEqual([]);
  });

  it("a login forgets the address", async () => {
    const cookie = await registered();
    const { portal } = await portalFor("/login", cookie, () => json({}));
    portal.account.start({ token: "t", user: { user_id: 7, roles: ["user"] }, accounts: [] } as never, null);
    const next = await portalFor("/registrierung/erfolgreich", await cookieOf(portal), () => json({}));
    expect((await registrationSentLoader("konto")({ context: { portal: next.portal } } as never)).email).toBeNull();
  });
});
