import type { Rules } from "./form-rules";

/**
 * The login forms' rules, checked in the browser, by the portal's action and by
 * /api (POST /auth/login, /auth/login/cuca), with the same German messages.
 */
export const LOGIN_RULES = {
  login: {
    required: "Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.",
    maxLength: { value: 254, message: "Bitte geben Sie höchstens 254 Zeichen ein." },
  },
  password: {
    required: "Bitte geben Sie Ihr Passwort ein.",
    maxLength: { value: 1024, message: "Das Passwort ist zu lang." },
    untrimmed: true,
    secret: true,
  },
} satisfies Rules;

export const CUCA_LOGIN_RULES = {
  ...LOGIN_RULES,
  companyId: {
    required: "Bitte geben Sie die Firmen-ID des Kunden ein.",
    pattern: { value: /^[A-Za-z0-9-]{1,64}$/, message: "Die Firmen-ID besteht aus Ziffern und Buchstaben." },
    // no "-" inside the class: browsers compile the pattern attribute with the v flag
    htmlPattern: "(?:[A-Za-z0-9]|-){1,64}",
  },
} satisfies Rules;

/** POST /api/auth/facebook: Facebook's access token, as the portal's OAuth 2.0 strategy got it. */
export const FACEBOOK_RULES = {
  accessToken: {
    required: "Es fehlt die Bestätigung von Facebook.",
    maxLength: { value: 2048, message: "Die Bestätigung von Facebook ist ungültig." },
  },
} satisfies Rules;
