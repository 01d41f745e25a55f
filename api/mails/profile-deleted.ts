import { composeMail, greetingOf, type Addressee, type MailEnv } from "./layout";

/** The confirmation that a profile was deleted, to its last address. */
export function profileDeletedMail(env: MailEnv, data: { addressee: Addressee }) {
  return composeMail(env, {
    kind: "profile-deleted",
    subject: "Ihr Profil bei Mein Bereich wurde gelöscht",
    paragraphs: [
      greetingOf(data.addressee),
      "wie gewünscht haben wir Ihr Profil bei Mein Bereich gelöscht: Ihre persönlichen Daten, Ihre Bewertungen, Suchen und angesehenen Einträge, Ihr Profilbild und alle Anmeldungen.",
      "Firmen, die mit Ihrem Konto verknüpft waren, und deren Verträge bleiben bestehen; Ihr Konto ist von ihnen getrennt.",
      "Wenn Sie das nicht veranlasst haben, rufen Sie bitte umgehend unseren Kundenservice an.",
    ],
  });
}
