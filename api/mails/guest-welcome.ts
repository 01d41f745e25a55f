import { GUEST_PASSWORD_HOURS } from "#domain/registration";
import { composeMail, portalLink, UNCONFIRMED_GREETING, type MailEnv } from "./layout";

/** A guest's welcome: the link that sets the first password (and so confirms the address). To an unconfirmed address: no name. */
export function guestWelcomeMail(env: MailEnv, data: { token: string }) {
  return composeMail(env, {
    kind: "guest-welcome",
    subject: "Ihr Gastzugang bei Mein Bereich",
    paragraphs: [
      UNCONFIRMED_GREETING,
      "Ihr Gastzugang ist angelegt. Legen Sie jetzt Ihr Passwort fest; damit bestätigen Sie zugleich Ihre E-Mail-Adresse und können sich anmelden.",
      { link: portalLink(env, "passwordRenew", { token: data.token }), label: "Passwort festlegen" },
      `Der Link gilt ${GUEST_PASSWORD_HOURS} Stunden. Danach können Sie über „Passwort vergessen?“ jederzeit einen neuen anfordern.`,
    ],
  });
}
