import { composeMail, greetingOf, portalLink, type Addressee, type MailEnv } from "./layout";

/**
 * To the owner, four weeks before the owner claim expires (spec §4 Claiming,
 * item "owner claim upkeep", decision 091): confirm that the company is still theirs.
 */
export function claimReminderMail(env: MailEnv, data: { addressee: Addressee; company: string; expiry: string }) {
  return composeMail(env, {
    kind: "claim-reminder",
    subject: `Bitte bestätigen Sie Ihre Inhaberschaft von ${data.company}`,
    paragraphs: [
      greetingOf(data.addressee),
      `Ihre Bestätigung als Inhaber des Eintrags von ${data.company} läuft am ${data.expiry} ab. Bitte bestätigen Sie vorher, dass Sie weiterhin für das Unternehmen verantwortlich sind; es dauert nur einen Klick.`,
      { link: portalLink(env, "claimConfirm"), label: "Inhaberschaft bestätigen" },
      `Haben Sie mehrere Firmen, wählen Sie zuerst ${data.company} aus. Bestätigen Sie nicht, fragen wir Sie beim nächsten Wechsel zu dieser Firma danach.`,
    ],
  });
}
