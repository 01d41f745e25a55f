import { composeMail, greetingOf, portalLink, type Addressee, type MailEnv } from "./layout";

/** The notice after a new password was set by the mailed link; every session has ended. */
export function passwordChangedMail(env: MailEnv, data: { addressee: Addressee }) {
  return composeMail(env, {
    kind: "password-changed",
    subject: "Ihr Passwort wurde geändert",
    paragraphs: [
      greetingOf(data.addressee),
      "das Passwort Ihres Kontos bei Mein Bereich wurde soeben über den Link aus unserer E-Mail neu festgelegt. Alle bisherigen Anmeldungen wurden beendet.",
      "Waren Sie das nicht? Dann fordern Sie bitte sofort ein neues Passwort an und rufen Sie unseren Kundenservice an:",
      { link: portalLink(env, "passwordForgotten"), label: "Neues Passwort anfordern" },
    ],
  });
}
