import { composeMail, type MailEnv } from "./layout";

/**
 * The notice to a website's previous contact-form address once a new one has
 * been confirmed (spec §2 website/email): whoever read the enquiries there
 * learns where they go now, and whom to call if nobody in the company asked
 * for it. It names the website and the new address, nothing else of the account.
 */
export function contactAddressChangedMail(env: MailEnv, data: { website: string; newEmail: string }) {
  return composeMail(env, {
    kind: "contact-address-changed",
    subject: "Die Adresse Ihres Kontaktformulars wurde geändert",
    paragraphs: [
      "Guten Tag,",
      `die Anfragen aus dem Kontaktformular der Website ${data.website} gehen ab sofort an ${data.newEmail} und nicht mehr an diese E-Mail-Adresse. Die Änderung wurde in Mein Bereich angefordert und über einen Link an die neue Adresse bestätigt.`,
      "Hat niemand in Ihrem Unternehmen das veranlasst? Dann rufen Sie bitte unseren Kundenservice an; wir stellen die bisherige Adresse wieder her.",
    ],
  });
}
