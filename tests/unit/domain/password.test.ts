import { describe, expect, it } from "vitest";
import { checkRules } from "#domain/form-rules";
import { CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE, NEW_PASSWORD_RULES, newPasswordProblem } from "#domain/password";
import { PASSWORD_RENEW_FORM_RULES, PASSWORD_RENEW_REFINE, REGISTER_FORM_REFINE, REGISTER_FORM_RULES } from "#domain/registration";

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

describe("passwords typed differently: said with the form's other messages in one answer (spec §5)", () => {
  const registration = { salutation: "frau", firstName: "", lastName: "Muster", email: "erika@", password: "Rheinufer-Spaziergang-7", passwordRepeat: "Rheinufer-Spaziergang-8" };

  it("registration: the mismatch together with an empty name and a wrong address", () => {
    const { error } = checkRules((n) => (registration as Record<string, unknown>)[n], REGISTER_FORM_RULES, REGISTER_FORM_REFINE);
    expect(error).toEqual({
      firstName: ["Bitte geben Sie Ihren Vornamen ein."],
      email: ["Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de."],
      terms: ["Bitte stimmen Sie den Nutzungsbedingungen zu, um sich zu registrieren."],
      passwordRepeat: ["Die beiden Passwörter stimmen nicht überein."],
    });
  });

  it("registration: no mismatch is claimed while a password field itself is refused", () => {
    const { error } = checkRules((n) => ({ ...registration, password: "kurz" })[n as "password"], REGISTER_FORM_RULES, REGISTER_FORM_REFINE);
    expect(error?.password).toEqual(["Das Passwort muss mindestens 10 Zeichen lang sein."]);
    expect(error?.passwordRepeat).toBeUndefined();
  });

  it("password change and reset: the mismatch together with the other fields' messages", () => {
    const change = checkRules((n) => ({ newPassword: "Rheinufer-Spaziergang-7", newPasswordRepeat: "anders-als-das-erste" })[n as "newPassword"], CHANGE_PASSWORD_FORM_RULES, CHANGE_PASSWORD_REFINE);
    expect(change.error).toEqual({
      currentPassword: ["Bitte geben Sie Ihr aktuelles Passwort ein."],
      newPasswordRepeat: ["Die beiden neuen Passwörter stimmen nicht überein."],
    });
    const renew = checkRules((n) => ({ newPassword: "Rheinufer-Spaziergang-7", newPasswordRepeat: "anders-als-das-erste" })[n as "newPassword"], PASSWORD_RENEW_FORM_RULES, PASSWORD_RENEW_REFINE);
    expect(renew.error).toEqual({
      token: ["Der Link ist unvollständig. Bitte öffnen Sie ihn direkt aus unserer E-Mail."],
      newPasswordRepeat: ["Die beiden Passwörter stimmen nicht überein."],
    });
  });

  it("the same passwords and every field right: no message", () => {
    const ok = { ...registration, firstName: "Erika", email: "erika@example.org", terms: "on", passwordRepeat: registration.password };
    expect(checkRules((n) => (ok as Record<string, unknown>)[n], REGISTER_FORM_RULES, REGISTER_FORM_REFINE).error).toBeNull();
  });
});
