import { parse } from "@conform-to/react";

/**
 * The login forms' rules, checked in the browser and again on the server.
 *
 * Deliberately not zod here: zod and @conform-to/zod weigh 24 KB gzip in the
 * browser, which would push /login over the 110 KB JS budget (issue 3 §1), for
 * three text fields. conform's own `parse` runs these few rules on both sides,
 * with the same German messages; other forms use one zod schema each.
 */
interface TextRule {
  required: string;
  maxLength?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
}
type Rules = Record<string, TextRule>;

export const LOGIN_RULES = {
  login: {
    required: "Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.",
    maxLength: { value: 254, message: "Bitte geben Sie höchstens 254 Zeichen ein." },
  },
  password: {
    required: "Bitte geben Sie Ihr Passwort ein.",
    maxLength: { value: 1024, message: "Das Passwort ist zu lang." },
  },
} satisfies Rules;

export const CUCA_LOGIN_RULES = {
  ...LOGIN_RULES,
  companyId: {
    required: "Bitte geben Sie die Firmen-ID des Kunden ein.",
    // no "-" inside the class: browsers compile the pattern attribute with the v flag
    pattern: { value: /^(?:[A-Za-z0-9]|-){1,64}$/, message: "Die Firmen-ID besteht aus Ziffern und Buchstaben." },
  },
} satisfies Rules;

/** Native constraints for the inputs (they work without JavaScript too). */
export function constraintOf(rules: Rules) {
  return Object.fromEntries(
    Object.entries(rules).map(([name, r]) => [
      name,
      { required: true, ...(r.maxLength ? { maxLength: r.maxLength.value } : {}), ...(r.pattern ? { pattern: r.pattern.value.source } : {}) },
    ]),
  );
}

/** Checks a submitted form against the rules; trims every value except passwords. */
export function validateForm<R extends Rules>(formData: FormData, rules: R) {
  return parse<{ [K in keyof R]: string }, string[]>(formData, {
    resolve(payload) {
      const value: Record<string, string> = {};
      const error: Record<string, string[]> = {};
      for (const [name, rule] of Object.entries(rules)) {
        const raw = typeof payload[name] === "string" ? (payload[name] as string) : "";
        const v = name === "password" ? raw : raw.trim();
        if (!v) error[name] = [rule.required];
        else if (rule.maxLength && v.length > rule.maxLength.value) error[name] = [rule.maxLength.message];
        else if (rule.pattern && !rule.pattern.value.test(v)) error[name] = [rule.pattern.message];
        else value[name] = v;
      }
      return Object.keys(error).length ? { error } : { value: value as { [K in keyof R]: string } };
    },
  });
}
