import { composeMail, greetingOf, portalLink, type Addressee, type MailEnv } from "./layout";

/**
 * To the verified owner (item "competing claims", decision 090): someone asks
 * for access to the entry. Who (their name as they gave it, their address masked),
 * when, until when the owner may answer, and the single-use link to the page
 * with the two buttons (opening it changes nothing).
 */
export function claimRequestMail(
  env: MailEnv,
  data: { addressee: Addressee; company: string; claimant: string; claimantContact: string; requestedAt: string; lastDay: string; token: string },
) {
  return composeMail(env, {
    kind: "claim-request",
    subject: `Anfrage zum Eintrag von ${data.company}`,
    paragraphs: [
      greetingOf(data.addressee),
      `${data.claimant} (${data.claimantContact}) hat am ${data.requestedAt} angefragt, den Eintrag von ${data.company} in Mein Bereich zu übernehmen. Sie sind dort als Inhaber bestätigt.`,
      `Bitte stimmen Sie zu oder lehnen Sie ab, bis einschließlich ${data.lastDay}. Stimmen Sie zu, geht der Eintrag sofort an die anfragende Person und wird aus Ihrem Konto entfernt. Antworten Sie nicht, kann die Person danach nachweisen, dass das Unternehmen ihres ist, und den Eintrag übernehmen.`,
      { link: portalLink(env, "claimRequest", { token: data.token }), label: "Anfrage ansehen und beantworten" },
      "Der Link führt nach der Anmeldung zu einer Seite, auf der Sie zustimmen oder ablehnen; das Öffnen allein ändert nichts. Kennen Sie die Person nicht, lehnen Sie bitte ab.",
    ],
  });
}
