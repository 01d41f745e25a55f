import { composeMail, UNCONFIRMED_GREETING, type MailEnv } from "./layout";

/**
 * The confirmation of a notice about a rating (DSA art. 16 (4): confirmed
 * without delay), to the address given in the notice: when it was received,
 * its number, which rating (portal, date, stars) and the reason chosen. The
 * address is typed into the form and not confirmed, so the mail greets no one
 * by name and repeats nothing typed freely (no explanation, no name), only
 * what the directory itself holds and the reason chosen from its list.
 */
export function ratingReportReceivedMail(
  env: MailEnv,
  data: { reportId: number; receivedAt: string; portal: string; ratedOn: string; stars: string; reason: string },
) {
  return composeMail(env, {
    kind: "rating-report-received",
    subject: "Ihre Meldung einer Bewertung ist bei uns eingegangen",
    paragraphs: [
      UNCONFIRMED_GREETING,
      `vielen Dank für Ihre Meldung. Sie ist am ${data.receivedAt} bei uns eingegangen und hat die Nummer ${data.reportId}.`,
      `Gemeldete Bewertung: ${data.portal}, vom ${data.ratedOn}, ${data.stars}.\nGrund der Meldung: ${data.reason}.`,
      "Wir prüfen die Bewertung sorgfältig und entscheiden, ob wir sie entfernen. Den Stand Ihrer Meldung und unsere Entscheidung mit Begründung sehen Sie in Mein Bereich unter „Bewertungsmanagement“, „Bewertungen verwalten“, neben der Bewertung.",
      "Haben Sie diese Meldung nicht abgegeben? Dann rufen Sie bitte unseren Kundenservice an.",
    ],
  });
}
