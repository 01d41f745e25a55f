import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../api/app";
import { INVALID_UNICODE_MESSAGE } from "#domain/form-rules";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { client, seedDemoData, send, tokensFor } from "./helpers";
import type { Answer, AreaClients } from "./client";

/**
 * /api checks the bodies of the portal's forms with the same rules and German
 * messages as the form itself (domain/form-rules.ts, docs/decisions/002-form-validation.md).
 */

/** The answer of updateLogoAndSlogan, for the bodies sent as a form (which the typed client sends as JSON only). */
type LogoAndSloganAnswer = Answer<Awaited<ReturnType<AreaClients["customer"]["updateLogoAndSlogan"]["$post"]>>>["json"];

let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("einzel@example.com"))["einzel@example.com"];
});

describe("login bodies: the login form's rules (domain/login.ts)", () => {
  it("refuses a lone surrogate in the login as a field error in German", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "kunde\uD800@example.com", password: DEMO_PASSWORD } }));
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ code: "VALIDATION", message: INVALID_UNICODE_MESSAGE, field: "login" }]);
  });

  it("refuses a noncharacter in the password as a field error, before any password check", async () => {
    const res = await send(client().auth.login.$post({ json: { login: "kunde@example.com", password: `${DEMO_PASSWORD}\uFFFF` } }));
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ code: "VALIDATION", message: INVALID_UNICODE_MESSAGE, field: "password" }]);
  });

  it("says an overlong login in the form's German words", async () => {
    const res = await send(client().auth.login.$post({ json: { login: `${"x".repeat(250)}@example.com`, password: DEMO_PASSWORD } }));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toEqual({ code: "VALIDATION", message: "Bitte geben Sie höchstens 254 Zeichen ein.", field: "login" });
  });

  it("checks the support login's company id with the form's pattern", async () => {
    const res = await send(client().auth.login.cuca.$post({ json: { login: "support@example.com", password: DEMO_PASSWORD, companyId: "100 101" } }));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toEqual({ code: "VALIDATION", message: "Die Firmen-ID besteht aus Ziffern und Buchstaben.", field: "companyId" });
  });
});

describe("notification bodies", () => {
  it("refuses an overlong code in German, naming the field", async () => {
    const res = await send(client({ token }).user.getUserNotificationModalContent.$post({ json: { userNotification: "X".repeat(101) } }));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toEqual({ code: "VALIDATION", message: "Der Code der Benachrichtigung ist zu lang.", field: "userNotification" });
  });
});

describe("a form body is read like JSON (multipart for files)", () => {
  it("saves the slogan sent as a form, the same as JSON", async () => {
    const entry = await send(client({ token }).customer.getSalesForceEntry.$get({ query: { accountId: "100201" } }));
    expect(entry.status).toBe(200);
    const body = new URLSearchParams({ slogan: "Als Formular gesendet", logoUrl: "", version: String(entry.json.data.entry.version) });
    const res = await api.request(
      "/api/customer/updateLogoAndSlogan?accountId=100201",
      {
        method: "POST",
        headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}`, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      },
      env,
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as LogoAndSloganAnswer;
    expect(saved.data.entry.slogan).toBe("Als Formular gesendet");
  });

  it("refuses a field of a form body by the same rules", async () => {
    const form = new FormData();
    form.set("slogan", "Bäckerei 😀");
    form.set("version", "1");
    const res = await api.request(
      "/api/customer/updateLogoAndSlogan?accountId=100201",
      { method: "POST", headers: { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` }, body: form },
      env,
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as LogoAndSloganAnswer).errors).toEqual([
      { code: "VALIDATION", message: "Bitte verwenden Sie keine Emojis oder Bildsymbole.", field: "slogan" },
    ]);
  });
});
