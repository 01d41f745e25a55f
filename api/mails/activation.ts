import { ACTIVATION_HOURS } from "#domain/registration";
import { composeMail, portalLink, UNCONFIRMED_GREETING, type MailEnv } from "./layout";

/**
 * The activation mail of a registration (spec §7 "Auth"): link, code and the
 * cancel link. `again`: the address registered while its first registration
 * still waits (a fresh link for the first registration, whose password stays):
 * the mail says so, and how to get rid of a registration that was not the
 * reader's. To an unconfirmed address: no name.
 */
export function activationMail(env: MailEnv, data: { token: string; code: string; again: boolean }) {
  return composeMail(env, {
    kind: "activation",
    subject: "Bitte bestätigen Sie Ihre Registrierung",
    paragraphs: [
      UNCONFIRMED_GREETING,
      ...(data.again
        ? [
            "für Ihre E-Mail-Adresse wartet bereits eine Registrierung bei Mein Bereich auf ihre Bestätigung. Hier ist ein neuer Link dafür; frühere Links gelten nicht mehr. Das Konto wird mit dem Passwort der ersten Registrierung freigeschaltet.",
            "Kennen Sie dieses Passwort nicht? Dann brechen Sie die Registrierung unten ab und registrieren Sie sich neu, oder legen Sie über „Passwort vergessen?“ ein eigenes Passwort fest; damit ist Ihr Konto zugleich freigeschaltet.",
          ]
        : ["vielen Dank für Ihre Registrierung bei Mein Bereich. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können."]),
      { link: portalLink(env, "activation", { token: data.token }), label: "Konto aktivieren" },
      { code: data.code, label: "Oder geben Sie auf der Seite „Konto aktivieren“ diesen Aktivierungscode ein" },
      `Link und Code gelten ${ACTIVATION_HOURS} Stunden.`,
      "Sie haben sich nicht bei uns registriert? Dann hat jemand Ihre Adresse vertippt. Sie können die Registrierung hier abbrechen; Ihre Adresse wird dann gelöscht:",
      { link: portalLink(env, "cancelRegistration", { token: data.token }), label: "Registrierung abbrechen" },
    ],
  });
}
