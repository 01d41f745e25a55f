import { EMAIL_CHANGE_HOURS } from "#domain/registration";
import { composeMail, portalLink, UNCONFIRMED_GREETING, type MailEnv } from "./layout";

/** The confirmation link of an e-mail change, to the new address: it may be someone else's, so no text the account chose goes there. */
export function emailChangeMail(env: MailEnv, data: { token: string }) {
  return composeMail(env, {
    kind: "email-change",
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    paragraphs: [
      UNCONFIRMED_GREETING,
      "Sie möchten die E-Mail-Adresse Ihres Kontos bei Mein Bereich in diese Adresse ändern. Bitte bestätigen Sie die Änderung:",
      { link: portalLink(env, "emailChangeActivation", { token: data.token }), label: "Neue E-Mail-Adresse bestätigen" },
      `Der Link gilt ${EMAIL_CHANGE_HOURS} Stunden. Bis zur Bestätigung bleibt Ihre bisherige Adresse gültig.`,
    ],
  });
}
