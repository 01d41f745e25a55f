import { composeMail, greetingOf, portalLink, type Addressee, type MailEnv } from "./layout";

/** The notice to the old address that a change to `newEmail` was asked for (it takes effect only once confirmed). */
export function emailChangeNoticeMail(env: MailEnv, data: { addressee: Addressee; newEmail: string }) {
  return composeMail(env, {
    kind: "email-change-notice",
    subject: "Änderung Ihrer E-Mail-Adresse angefordert",
    paragraphs: [
      greetingOf(data.addressee),
      `für Ihr Konto bei Mein Bereich wurde die Änderung der E-Mail-Adresse in ${data.newEmail} angefordert. Sie wird erst wirksam, wenn sie über den Link an die neue Adresse bestätigt wird.`,
      "Waren Sie das nicht? Dann ändern Sie bitte sofort Ihr Passwort und rufen Sie unseren Kundenservice an:",
      { link: portalLink(env, "passwordForgotten"), label: "Neues Passwort festlegen" },
    ],
  });
}
