import { checkbox, EMAIL, refineFields, select, type Refine, type Rules } from "./form-rules";
import { NEW_PASSWORD_RULES } from "./password";

/**
 * The rules of the anonymous account forms (registration, guest registration,
 * manual activation, password recovery), checked in the browser, by the
 * portal's action and again by /api, with the same German messages
 * (docs/decisions/002-form-validation.md).
 */

export const SALUTATIONS = ["frau", "herr", "divers"] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const SALUTATION_LABELS: Record<Salutation, string> = { frau: "Frau", herr: "Herr", divers: "Divers / keine Angabe" };
/** The salutations as a select's options. */
export const SALUTATION_OPTIONS = SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[value] }));

/** How long a registration waits for its activation (hours). */
export const ACTIVATION_HOURS = 72;
/** How long a password-reset link is valid (minutes). */
export const PASSWORD_RESET_MINUTES = 60;
/** How long a guest has to set a password with the link of the welcome mail (hours). */
export const GUEST_PASSWORD_HOURS = 72;

const emailRule = {
  required: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
  maxLength: { value: 254, message: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." },
  pattern: { value: EMAIL, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de." },
  plainText: true,
};

const nameRule = (what: string) => ({
  required: `Bitte geben Sie Ihren ${what} ein.`,
  maxLength: { value: 60, message: `Der ${what} darf höchstens 60 Zeichen lang sein.` },
  plainText: true,
});

export const PERSON_RULES = {
  salutation: select({ required: "Bitte wählen Sie eine Anrede.", options: SALUTATIONS }),
  firstName: nameRule("Vornamen"),
  lastName: nameRule("Nachnamen"),
  email: emailRule,
  terms: checkbox({ required: "Bitte stimmen Sie den Nutzungsbedingungen zu, um sich zu registrieren." }),
} satisfies Rules;

export const newPassword = {
  ...NEW_PASSWORD_RULES.newPassword,
  required: "Bitte wählen Sie ein Passwort.",
  minLength: { value: NEW_PASSWORD_RULES.newPassword.minLength.value, message: `Das Passwort muss mindestens ${NEW_PASSWORD_RULES.newPassword.minLength.value} Zeichen lang sein.` },
  maxLength: { value: 1024, message: "Das Passwort darf höchstens 1024 Zeichen lang sein." },
};
export const passwordRepeat = {
  required: "Bitte wiederholen Sie das Passwort.",
  maxLength: { value: 1024, message: "Das Passwort darf höchstens 1024 Zeichen lang sein." },
  untrimmed: true,
  secret: true,
} as const;

/** POST /api/user/register: the person, a password (the password change's rules), the terms, the newsletter. */
export const REGISTER_RULES = {
  ...PERSON_RULES,
  password: newPassword,
  newsletter: checkbox(),
} satisfies Rules;

/** The registration form asks for the password twice. */
export const REGISTER_FORM_RULES = { ...REGISTER_RULES, passwordRepeat } satisfies Rules;
/** The two passwords typed the same; said with the form's other messages (spec §5), not only once they are fixed. */
export const REGISTER_FORM_REFINE: Refine<typeof REGISTER_FORM_RULES> = refineFields(["password", "passwordRepeat"], (v) =>
  v.password === v.passwordRepeat ? null : { passwordRepeat: "Die beiden Passwörter stimmen nicht überein." },
);

/** POST /api/user/registerGuest: the person and the terms, no password yet. */
export const GUEST_RULES = PERSON_RULES;

/** The token of a mailed link (activation, cancel, reset, newsletter, e-mail change). */
export const TOKEN_RULES = {
  token: {
    required: "Der Link ist unvollständig. Bitte öffnen Sie ihn direkt aus unserer E-Mail.",
    maxLength: { value: 100, message: "Der Link ist ungültig." },
  },
} satisfies Rules;

/** The activation code of the mail, typed with or without the hyphen, in any case. */
export const ACTIVATION_CODE = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

/** Manual activation: the address and the code from the mail. */
export const ACTIVATION_CODE_RULES = {
  email: emailRule,
  code: {
    required: "Bitte geben Sie den Aktivierungscode aus unserer E-Mail ein.",
    maxLength: { value: 9, message: "Der Aktivierungscode hat 8 Zeichen, z. B. K7QX-M2PA." },
    pattern: { value: ACTIVATION_CODE, message: "Der Aktivierungscode hat 8 Zeichen, z. B. K7QX-M2PA." },
  },
} satisfies Rules;

/** POST /api/user/registerActivation: the mailed link's token, or the address with the code. */
export const ACTIVATION_RULES = {
  token: { maxLength: TOKEN_RULES.token.maxLength },
  email: { ...emailRule, required: undefined },
  code: { ...ACTIVATION_CODE_RULES.code, required: undefined },
} satisfies Rules;

/** The code's normal form: upper case, without the hyphen. */
export const normaliseActivationCode = (code: string) => code.replace("-", "").toUpperCase();

/** "E-Mail erneut senden" after a registration: the address registered (the portal's, never typed on that page). */
export const REGISTRATION_RESEND_RULES = { email: emailRule } satisfies Rules;
/** The answer when the address had its mails of the hour (the registration's budget). */
export const RESEND_THROTTLED_MESSAGE =
  "An diese E-Mail-Adresse haben wir in der letzten Stunde schon mehrere E-Mails geschickt. Bitte sehen Sie auch im Spam-Ordner nach und versuchen Sie es in einer Stunde erneut.";

/** "Passwort vergessen": the address. */
export const PASSWORD_FORGOTTEN_RULES = { email: emailRule } satisfies Rules;

/** A new password by a mailed link. */
export const PASSWORD_RENEW_RULES = { ...TOKEN_RULES, newPassword } satisfies Rules;
export const PASSWORD_RENEW_FORM_RULES = { ...PASSWORD_RENEW_RULES, newPasswordRepeat: passwordRepeat } satisfies Rules;
export const PASSWORD_RENEW_REFINE: Refine<typeof PASSWORD_RENEW_FORM_RULES> = refineFields(["newPassword", "newPasswordRepeat"], (v) =>
  v.newPassword === v.newPasswordRepeat ? null : { newPasswordRepeat: "Die beiden Passwörter stimmen nicht überein." },
);

/** The greeting of a mail: "Guten Tag Frau Muster," or, without a salutation, with the full name. */
export function greeting(p: { salutation: string | null; firstName: string | null; lastName: string | null; username?: string | null }): string {
  const s = p.salutation === "frau" ? "Frau" : p.salutation === "herr" ? "Herr" : null;
  if (s && p.lastName) return `Guten Tag ${s} ${p.lastName},`;
  const name = [p.firstName, p.lastName].filter(Boolean).join(" ") || p.username;
  return name ? `Guten Tag ${name},` : "Guten Tag,";
}

/** How long the confirmation link of an e-mail change is valid (hours). */
export const EMAIL_CHANGE_HOURS = 24;

/** The e-mail change in the profile: the new address and the current password. */
export const EMAIL_CHANGE_RULES = {
  newEmail: { ...emailRule, required: "Bitte geben Sie die neue E-Mail-Adresse ein." },
  currentPassword: NEW_PASSWORD_RULES.currentPassword,
} satisfies Rules;
