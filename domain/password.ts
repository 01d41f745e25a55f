import { refineFields, type Refine, type Rules } from "./form-rules";

/**
 * Rules for a new password, the same in the browser and in /api: at least 10
 * characters, not the user's e-mail address or login, not one of the passwords
 * everybody tries first, not the current one.
 */
export const PASSWORD_MIN_LENGTH = 10;

/** The passwords that lists of leaked passwords start with, plus German favourites (compared case-insensitively). */
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "0987654321",
  "12345678910",
  "123456789a",
  "1q2w3e4r5t",
  "qwertzuiop",
  "qwertyuiop",
  "asdfghjkl1",
  "password123",
  "password1!",
  "passwort123",
  "passwort1!",
  "passwort2026",
  "hallo12345",
  "hallo123456",
  "schalke04!",
  "fussball123",
  "sommer2026",
  "winter2026",
  "iloveyou123",
  "letmein1234",
  "willkommen1",
  "willkommen123",
  "geheim12345",
  "abcdefghij",
  "aaaaaaaaaa",
  "0000000000",
  "1111111111",
  "mein-bereich",
  "meinbereich1",
]);

export const NEW_PASSWORD_RULES = {
  currentPassword: {
    required: "Bitte geben Sie Ihr aktuelles Passwort ein.",
    maxLength: { value: 1024, message: "Das Passwort ist zu lang." },
    untrimmed: true,
    secret: true,
  },
  newPassword: {
    required: "Bitte geben Sie ein neues Passwort ein.",
    minLength: { value: PASSWORD_MIN_LENGTH, message: `Das neue Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.` },
    maxLength: { value: 1024, message: "Das neue Passwort darf höchstens 1024 Zeichen lang sein." },
    untrimmed: true,
    secret: true,
  },
} satisfies Rules;

/** The portal form asks for the new password twice. */
export const CHANGE_PASSWORD_FORM_RULES = {
  ...NEW_PASSWORD_RULES,
  newPasswordRepeat: {
    required: "Bitte wiederholen Sie das neue Passwort.",
    maxLength: { value: 1024, message: "Das neue Passwort darf höchstens 1024 Zeichen lang sein." },
    untrimmed: true,
    secret: true,
  },
} satisfies Rules;

/**
 * Why a new password (that already meets the length rules) is refused, or null.
 * `identity` are the user's e-mail address and login.
 */
export function newPasswordProblem(newPassword: string, currentPassword: string, identity: string[]): string | null {
  const lower = newPassword.trim().toLowerCase();
  if (identity.some((id) => id && id.trim().toLowerCase() === lower)) {
    return "Das neue Passwort darf nicht Ihre E-Mail-Adresse oder Ihr Benutzername sein.";
  }
  if (COMMON_PASSWORDS.has(lower)) return "Dieses Passwort wird sehr häufig verwendet und ist leicht zu erraten. Bitte wählen Sie ein anderes.";
  if (newPassword === currentPassword) return "Das neue Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.";
  return null;
}

/** The portal form's check across fields: the new password typed the same twice. */
export const CHANGE_PASSWORD_REFINE: Refine<typeof CHANGE_PASSWORD_FORM_RULES> = refineFields(["newPassword", "newPasswordRepeat"], (v) =>
  v.newPassword === v.newPasswordRepeat ? null : { newPasswordRepeat: "Die beiden neuen Passwörter stimmen nicht überein." },
);
