import { CONTACT_ADDRESS_HOURS } from "#domain/website-email";
import { composeMail, portalLink, type MailEnv } from "./layout";

/**
 * The confirmation link of a new contact-form address (spec §2 website/email), to
 * that address: it may be a colleague's or a shared inbox, so the mail names the
 * website and what confirming does, nothing else of the account.
 */
export function contactAddressMail(env: MailEnv, data: { token: string; website: string }) {
  return composeMail(env, {
    kind: "contact-address",
    subject: "Bitte bestätigen Sie die Adresse für Ihr Kontaktformular",
    paragraphs: [
      "Guten Tag,",
      `die Anfragen aus dem Kontaktformular der Website ${data.website} sollen künftig an diese E-Mail-Adresse gehen. Bitte bestätigen Sie, dass Sie sie empfangen möchten:`,
      { link: portalLink(env, "websiteContactConfirm", { token: data.token }), label: "Adresse bestätigen" },
      `Der Link gilt ${CONTACT_ADDRESS_HOURS} Stunden. Bis zur Bestätigung gehen die Anfragen weiter an die bisherige Adresse. Wenn Sie das nicht erwartet haben, können Sie diese E-Mail einfach löschen.`,
    ],
  });
}
