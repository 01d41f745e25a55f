import { composeMail, greetingOf, type Addressee, type MailEnv } from "./layout";

/**
 * To the former owner (decision 090): after they left a request unanswered for
 * the whole window, the claimant proved the business is theirs and took the
 * entry over; it is no longer in the former owner's account. No link: there is
 * nothing of it left to open for them.
 */
export function claimTakenOverMail(env: MailEnv, data: { addressee: Addressee; company: string; claimantContact: string; takenAt: string }) {
  return composeMail(env, {
    kind: "claim-taken-over",
    subject: `Der Eintrag von ${data.company} wurde übernommen`,
    paragraphs: [
      greetingOf(data.addressee),
      `auf die Anfrage von ${data.claimantContact} zum Eintrag von ${data.company} haben Sie innerhalb der Frist nicht geantwortet. Die Person hat danach nachgewiesen, dass das Unternehmen ihres ist, und den Eintrag am ${data.takenAt} übernommen.`,
      "Der Eintrag ist deshalb nicht mehr mit Ihrem Konto verbunden. Ist das ein Irrtum, rufen Sie bitte unseren Kundenservice an.",
    ],
  });
}
