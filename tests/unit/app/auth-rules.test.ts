import { describe, expect, it } from "vitest";
import { constraintsOf } from "#domain/form-rules";
import { CUCA_LOGIN_RULES, LOGIN_RULES } from "#domain/login";
import { validateForm } from "../../../app/components/forms/validate";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

const errorsOf = (s: ReturnType<typeof validateForm>) => (s.status === "error" ? s.error : undefined);

describe("login form rules (bad input; the same on client and server)", () => {
  it("accepts a login, trims it, keeps the password as typed", () => {
    const s = validateForm(form({ login: "  kunde@example.com ", password: " geheim " }), { rules: LOGIN_RULES });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({ login: "kunde@example.com", password: " geheim " });
  });

  it("names each empty field with its German message", () => {
    const s = validateForm(form({ login: "   ", password: "" }), { rules: LOGIN_RULES });
    expect(s.status).toBe("error");
    expect(errorsOf(s)).toEqual({
      login: ["Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein."],
      password: ["Bitte geben Sie Ihr Passwort ein."],
    });
  });

  it("limits lengths and checks the company id pattern", () => {
    const long = validateForm(form({ login: "x".repeat(255), password: "p" }), { rules: LOGIN_RULES });
    expect(errorsOf(long)?.login).toEqual(["Bitte geben Sie höchstens 254 Zeichen ein."]);
    const bad = validateForm(form({ login: "support@example.com", password: "p", companyId: "100 101" }), { rules: CUCA_LOGIN_RULES });
    expect(errorsOf(bad)?.companyId).toEqual(["Die Firmen-ID besteht aus Ziffern und Buchstaben."]);
    expect(validateForm(form({ login: "a", password: "p", companyId: "100101" }), { rules: CUCA_LOGIN_RULES }).status).toBe("success");
  });

  it("gives the browser the same limits as native constraints", () => {
    expect(constraintsOf(CUCA_LOGIN_RULES)).toEqual({
      login: { required: true, maxLength: 254 },
      password: { required: true, maxLength: 1024 },
      companyId: { required: true, pattern: "(?:[A-Za-z0-9]|-){1,64}" },
    });
  });
});
