import { composeMail, greetingOf, portalLink, type Addressee, type MailEnv } from "./layout";

/** To the owner of an address someone registered with again (the page does not tell: no account enumeration). */
export function registrationExistingMail(env: MailEnv, data: { addressee: Addressee }) {
  return composeMail(env, {
    kind: "registration-existing",
    subject: "Registrierung mit Ihrer E-Mail-Adresse",
    paragraphs: [
      greetingOf(data.addressee),
      "jemand – vermutlich Sie selbst – hat sich gerade mit Ihrer E-Mail-Adresse bei Mein Bereich registriert. Für diese Adresse besteht bereits ein Konto, deshalb wurde kein neues angelegt.",
      "Wenn Sie Ihr Passwort nicht mehr wissen, können Sie ein neues festlegen:",
      { link: portalLink(env, "passwordForgotten"), label: "Neues Passwort festlegen" },
      "Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren. An Ihrem Konto wurde nichts geändert.",
    ],
  });
}
