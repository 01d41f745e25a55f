import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customerCookie, portalEnv } from "./portal-env";
import type { ApiResult } from "../../../app/server/api-client.server";
import { PortalContext } from "../../../app/server/context.server";
import { DISCARDED_MESSAGE, formAction, HONEYPOT_MESSAGE, OTHER_COMPANY_MESSAGE, type FormActionSpec } from "../../../app/server/form-action.server";
import type { FormReply } from "../../../app/components/forms/validate";
import { CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE } from "#domain/password";
import { LOGIN_RULES } from "#domain/login";
import { LOGO_SLOGAN_API_RULES as ENTRY_LOGO_SLOGAN_RULES } from "#domain/entry-sections/logo-slogan";
import type { Rules } from "#domain/form-rules";

/**
 * The answer ladder of a form action (app/server/form-action.server.ts): every
 * rung as the portal's page would get it, with a stand-in for the /api call.
 */

const env = portalEnv;

const PAGE = "http://portal.test/kunde/meineProdukte/eintrag/eintragsdaten";

/** A portal request of a logged-in customer whose active company is 100101. */
async function portalFor(url = PAGE) {
  const cookie = await customerCookie({ companies: ["100101", "100103"], accountId: "100101", token: "opaque-token" });
  const request = new Request(url, { method: "POST", headers: { Cookie: cookie, "X-Request-Id": "11111111-2222-4333-8444-555555555555" } });
  return PortalContext.create(request, env, async () => new Response("{}", { status: 500 }));
}

const form = (entries: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

/** Runs the ladder; a thrown redirect or error response comes back as `thrown`. */
async function run<R extends Rules, T>(portal: PortalContext, formData: FormData, spec: FormActionSpec<R, T>) {
  try {
    const out = (await formAction(portal, formData, spec)) as unknown as { data: FormReply; init: { status: number } };
    return { reply: out.data, status: out.init.status, thrown: null };
  } catch (e) {
    return { reply: null, status: null, thrown: e as { status?: number; headers?: Headers; init?: { status: number } } };
  }
}

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const refused = (status: number, errors: { code: string; message: string; field?: string }[] = []): ApiResult<never> => ({ ok: false, status, errors });

/** The entry section "Logo und Slogan" as eintragsdaten.tsx declares it. */
function entrySpec(send: FormActionSpec<typeof ENTRY_LOGO_SLOGAN_RULES, unknown>["send"]) {
  return {
    form: "eintrag-logoSlogan",
    rules: ENTRY_LOGO_SLOGAN_RULES,
    company: true,
    conflict: {
      message: "Der Eintrag wurde in der Zwischenzeit geändert.",
      stored: async () => ({ version: 8, values: { slogan: "Gespeichert von nebenan", logoUrl: "" } }),
    },
    send,
    done: () => ({ redirect: "/kunde/meineProdukte/eintrag/eintragsdaten", notice: "Logo und Slogan wurden gespeichert." }),
    failed: "Ihre Änderungen konnten nicht bestätigt werden.",
  } satisfies FormActionSpec<typeof ENTRY_LOGO_SLOGAN_RULES, unknown>;
}

const entryForm = (extra: Record<string, string> = {}) => form({ companyId: "100101", version: "7", slogan: "Mein Slogan", logoUrl: "", ...extra });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("formAction: 400 when the rules refuse the input", () => {
  it("answers the messages at the fields, the input kept, and calls nothing", async () => {
    const send = vi.fn();
    const { reply, status } = await run(await portalFor(), entryForm({ slogan: "Bäckerei 😀" }), entrySpec(send));
    expect(status).toBe(400);
    expect(reply?.form).toBe("eintrag-logoSlogan");
    expect(reply?.result.error).toEqual({ slogan: ["Bitte verwenden Sie keine Emojis oder Bildsymbole."] });
    expect(reply?.result.initialValue).toEqual({ slogan: "Bäckerei 😀" }); // conform leaves out empty fields
    expect(reply?.version).toBe(7); // the version the input was made on
    expect(send).not.toHaveBeenCalled();
  });

  it("a 1 MB login comes back cut to twice the field's 254 characters, the password never", async () => {
    const { reply, status } = await run(await portalFor("http://portal.test/login"), form({ login: "x".repeat(1_000_000), password: "Geheim-1234" }), {
      form: "login",
      rules: LOGIN_RULES,
      public: true,
      send: vi.fn(),
      done: () => ({ redirect: "/" }),
      failed: "x",
    });
    expect(status).toBe(400);
    expect(reply?.result.error).toEqual({ login: ["Bitte geben Sie höchstens 254 Zeichen ein."] });
    expect((reply?.result.initialValue?.login as string).length).toBe(508);
    const json = JSON.stringify(reply);
    expect(json.length).toBeLessThan(2000);
    expect(json).not.toContain("Geheim-1234");
  });

  it("lists only the rules' fields as checked, however many names were sent", async () => {
    const f = entryForm({ slogan: "<b>" });
    for (let i = 0; i < 1000; i++) f.append(`extra${i}`, "x");
    const { reply } = await run(await portalFor(), f, entrySpec(vi.fn()));
    expect(reply?.result.fields?.sort()).toEqual(["logoUrl", "slogan"]);
    expect(Object.keys(reply?.result.initialValue ?? {})).toEqual(["slogan"]);
  });

  it("runs the check across fields: a password typed differently twice, neither sent back", async () => {
    const send = vi.fn();
    const { reply, status } = await run(
      await portalFor("http://portal.test/benutzer?index"),
      form({ currentPassword: "Alt-Passwort-1", newPassword: "Neu-Passwort-12", newPasswordRepeat: "Neu-Passwort-13" }),
      { form: "passwort-aendern", rules: CHANGE_PASSWORD_FORM_RULES, refine: CHANGE_PASSWORD_REFINE, send, done: () => ({ redirect: "/benutzer" }), failed: "x" },
    );
    expect(status).toBe(400);
    expect(reply?.result.error).toEqual({ newPasswordRepeat: ["Die beiden neuen Passwörter stimmen nicht überein."] });
    expect(JSON.stringify(reply)).not.toMatch(/Passwort-1/);
    expect(send).not.toHaveBeenCalled();
  });

  it("answers a form conform cannot read (a broken control field) with 400, not an error page", async () => {
    const { reply, status } = await run(await portalFor(), entryForm({ __intent__: "{kaputt" }), entrySpec(vi.fn()));
    expect(status).toBe(400);
    expect(reply?.result.error).toEqual({ "": [HONEYPOT_MESSAGE] });
  });
});

describe("formAction: public forms carry a honeypot", () => {
  const spec = (send = vi.fn()) => ({ form: "login", rules: LOGIN_RULES, public: true, send, done: () => ({ redirect: "/" }), failed: "x" });

  it("a filled honeypot is refused with 400 before anything is checked or called", async () => {
    const send = vi.fn();
    const { reply, status } = await run(await portalFor("http://portal.test/login"), form({ login: "kunde@example.com", password: "p", homepage: "http://spam.example" }), spec(send));
    expect(status).toBe(400);
    expect(reply?.result.error).toEqual({ "": [HONEYPOT_MESSAGE] });
    expect(reply?.result.initialValue).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it("an empty honeypot goes on to the call", async () => {
    const send = vi.fn(async () => refused(401, [{ code: "INVALID_CREDENTIALS", message: "Falsch.", field: "password" }]));
    const { status } = await run(await portalFor("http://portal.test/login"), form({ login: "kunde@example.com", password: "p", homepage: "" }), spec(send));
    expect(send).toHaveBeenCalledOnce();
    expect(status).toBe(401);
  });
});

describe("formAction: success", () => {
  it("redirects and leaves the notice for the form that was saved", async () => {
    const portal = await portalFor();
    const send = vi.fn(async () => ok({}));
    const { thrown } = await run(portal, entryForm(), entrySpec(send));
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers?.get("Location")).toBe("/kunde/meineProdukte/eintrag/eintragsdaten");
    expect(send).toHaveBeenCalledWith({ slogan: "Mein Slogan", logoUrl: "", logoUpload: "", removeLogo: false }, { version: 7 });
    expect(portal.takeFlash()).toEqual({ notice: { id: expect.any(String), text: "Logo und Slogan wurden gespeichert.", form: "eintrag-logoSlogan" } });
  });

  it("a notice for another page is not tied to this form", async () => {
    const portal = await portalFor();
    await run(portal, entryForm(), { ...entrySpec(async () => ok({})), done: () => ({ redirect: "/", notice: "Gespeichert." }) });
    expect(portal.takeFlash()).toEqual({ notice: { id: expect.any(String), text: "Gespeichert." } });
  });
});

describe("formAction: 409 conflict, resolved only by an explicit choice", () => {
  it("answers what is stored now and the version to go on from; the form keeps its own version", async () => {
    const { reply, status } = await run(await portalFor(), entryForm(), entrySpec(async () => refused(409, [{ code: "CONFLICT", message: "x" }])));
    expect(status).toBe(409);
    expect(reply?.conflict).toEqual({
      message: "Der Eintrag wurde in der Zwischenzeit geändert.",
      version: 8,
      stored: { slogan: "Gespeichert von nebenan", logoUrl: "" },
    });
    expect(reply?.version).toBe(7);
    expect(reply?.result.initialValue).toEqual({ slogan: "Mein Slogan" });
  });

  it("the plain save again sends the old version again", async () => {
    const send = vi.fn(async () => refused(409));
    await run(await portalFor(), entryForm({ storedVersion: "8" }), entrySpec(send));
    expect(send).toHaveBeenCalledWith(expect.anything(), { version: 7 });
  });

  it("'Meine Eingaben trotzdem speichern' sends the typed values on the stored version", async () => {
    const send = vi.fn(async () => ok({}));
    const { thrown } = await run(await portalFor(), entryForm({ storedVersion: "8", conflictChoice: "overwrite" }), entrySpec(send));
    expect(send).toHaveBeenCalledWith({ slogan: "Mein Slogan", logoUrl: "", logoUpload: "", removeLogo: false }, { version: 8 });
    expect(thrown?.status).toBe(302);
  });

  it("'Gespeicherte Fassung übernehmen' writes nothing, even with refused input, and says so at the form", async () => {
    const portal = await portalFor();
    const send = vi.fn();
    const { thrown } = await run(portal, entryForm({ slogan: "😀", conflictChoice: "discard" }), entrySpec(send));
    expect(send).not.toHaveBeenCalled();
    expect(thrown?.status).toBe(302);
    expect(portal.takeFlash()).toEqual({ notice: { id: expect.any(String), text: DISCARDED_MESSAGE, form: "eintrag-logoSlogan" } });
  });
});

describe("formAction: a form loaded for another company", () => {
  it("is not saved: 409 with the input as text, the form reset to the active company", async () => {
    const send = vi.fn();
    const { reply, status } = await run(await portalFor(), entryForm({ companyId: "100103", slogan: "Nur für das Café" }), entrySpec(send));
    expect(status).toBe(409);
    expect(send).not.toHaveBeenCalled();
    expect(reply?.otherCompany).toEqual({ message: OTHER_COMPANY_MESSAGE, companyId: "100103", typed: { slogan: "Nur für das Café", logoUrl: "" } });
    expect(reply?.result.initialValue).toBeNull();
    expect(reply?.version).toBeUndefined();
  });
});

describe("formAction: the backend refuses (4xx)", () => {
  it("422: a message naming a field goes to it, the rest above the form", async () => {
    const { reply, status } = await run(
      await portalFor(),
      entryForm(),
      entrySpec(async () =>
        refused(422, [
          { code: "VALIDATION", message: "Slogan nicht erlaubt.", field: "slogan" },
          { code: "VALIDATION", message: "Die Version des Eintrags fehlt.", field: "version" },
        ]),
      ),
    );
    expect(status).toBe(422);
    expect(reply?.result.error).toEqual({ "": ["Die Version des Eintrags fehlt."], slogan: ["Slogan nicht erlaubt."] });
  });

  it("a public form says a refused login above the form, as the fields it names allow", async () => {
    const { reply, status } = await run(await portalFor("http://portal.test/login"), form({ login: "kunde@example.com", password: "falsch" }), {
      form: "login",
      rules: LOGIN_RULES,
      public: true,
      messageFields: ["login"],
      send: async () => refused(401, [{ code: "INVALID_CREDENTIALS", message: "E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt.", field: "password" }]),
      done: () => ({ redirect: "/" }),
      failed: "x",
    });
    expect(status).toBe(401);
    expect(reply?.result.error).toEqual({ "": ["E-Mail-Adresse/Benutzername oder Passwort ist nicht korrekt."] });
    expect(reply?.result.initialValue).toEqual({ login: "kunde@example.com" });
  });

  it("401 of a logged-in call ends the session and sends to the login page", async () => {
    const portal = await portalFor();
    const { thrown } = await run(portal, entryForm(), entrySpec(async () => refused(401)));
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers?.get("Location")).toBe("/login?redirectTo=%2Fkunde%2FmeineProdukte%2Feintrag%2Feintragsdaten");
  });

  it("403 goes to /403, 404 to the 404 page", async () => {
    const forbidden = await run(await portalFor(), entryForm(), entrySpec(async () => refused(403)));
    expect(forbidden.thrown?.headers?.get("Location")).toBe("/403");
    const missing = await run(await portalFor(), entryForm(), entrySpec(async () => refused(404)));
    expect(missing.thrown?.init?.status).toBe(404);
  });
});

describe("formAction: the backend fails (5xx)", () => {
  it("answers above the form with the request id, the input kept", async () => {
    for (const [upstream, own] of [
      [500, 500],
      [502, 502],
      [503, 502],
    ] as const) {
      const { reply, status } = await run(await portalFor(), entryForm(), entrySpec(async () => refused(upstream)));
      expect(status).toBe(own);
      expect(reply?.result.error).toEqual({ "": ["Ihre Änderungen konnten nicht bestätigt werden. (Anfrage-ID 11111111-2222-4333-8444-555555555555)"] });
      expect(reply?.result.initialValue).toEqual({ slogan: "Mein Slogan" });
    }
  });
});
