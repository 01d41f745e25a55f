import { composeMail, portalLink, UNCONFIRMED_GREETING, type MailEnv } from "./layout";

/** How long the newsletter's opt-in link is valid (days); the handler issues the token for as long. */
export const NEWSLETTER_OPT_IN_DAYS = 7;

/** The B2B newsletter's double opt-in, ordered with a registration (spec §7 "Auth"). To an unconfirmed address: no name. */
export function newsletterOptInMail(env: MailEnv, data: { token: string }) {
  return composeMail(env, {
    kind: "newsletter",
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum B2B-Newsletter",
    paragraphs: [
      UNCONFIRMED_GREETING,
      "Sie haben bei Ihrer Registrierung den B2B-Newsletter bestellt. Damit niemand Sie ohne Ihr Wissen anmelden kann, bestätigen Sie die Anmeldung bitte mit einem Klick:",
      { link: portalLink(env, "newsletterConfirm", { token: data.token }), label: "Newsletter bestätigen" },
      `Ohne Ihre Bestätigung erhalten Sie keinen Newsletter. Der Link gilt ${NEWSLETTER_OPT_IN_DAYS} Tage.`,
    ],
  });
}
