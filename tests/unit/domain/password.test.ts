import { describe, expect, it } from "vitest";
import { checkRules } from "#domain/form-rules";
import { CHANGE_PASSWORD_FORM_RULES, NEW_PASSWORD_RULES, newPasswordProblem } from "#domain/password";

const check = (values: Record<string, unknown>) => checkRules((n) => values[n], NEW_PASSWORD_RULES);

describe("new-password rules (the same in the form and in /api)", () => {
  it("needs at least 10 characters, counted as typed (spaces included)", () => {
    expect(check({ currentPassword: "x", newPassword: "123456789" }).error).toEqual({
      newPassword: ["Das neue Passwort muss mindestens 10 Zeichen lang sein."],
    });
    expect(check({ currentPassword: "x", newPassword: " 12345678 " }).value?.newPassword).toBe(" 12345678 ");
  });

  it("names both fields when they are empty", () => {
    expect(check({}).error).toEqual({
      currentPassword: ["Bitte geben Sie Ihr aktuelles Passwort ein."],
      newPassword: ["Bitte geben Sie ein neues Passwort ein."],
    });
  });

  it("has the repeat field only in the form", () => {
    expect(Object.keys(CHANGE_PASSWORD_FORM_RULES)).toEqual(["currentPassword", "newPassword", "newPasswordRepeat"]);
  });

  it("refuses the e-mail address or login in any case and with spaces around", () => {
    expect(newPasswordProblem(" Kunde@Example.COM ", "alt", ["kunde@example.com", "kunde"])).toMatch(/nicht Ihre E-Mail-Adresse/);
  });

  it.each(["Passwort123", "PASSWORD123", "1234567890", "qwertzuiop"])("refuses the common password %j", (pw) => {
    expect(newPasswordProblem(pw, "alt", ["a@b.de"])).toMatch(/sehr häufig verwendet/);
  });

  it("refuses the current password, but not one differing only in case", () => {
    expect(newPasswordProblem("Mein-Passwort-9", "Mein-Passwort-9", [])).toMatch(/unterscheiden/);
    expect(newPasswordProblem("mein-passwort-9", "Mein-Passwort-9", [])).toBeNull();
  });

  it("accepts a long unusual password", () => {
    expect(newPasswordProblem("Frühlingsregen-über-Köln", "Demo-Passwort-2026", ["kunde@example.com"])).toBeNull();
  });
});
