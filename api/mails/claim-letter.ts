import { composeMail, type MailEnv } from "./layout";
import { LETTER_CODE_DAYS, LETTER_CODE_MAX_WRONG } from "#domain/claiming";

/**
 * The claim letter (decision 074) as it goes to the letter service: the outbox
 * keeps it beside the mails (to: the entry's postal address), its printable PDF
 * in R2 (api/lib/claim-letter.ts). No link: whoever reads it types the code
 * where they asked for it.
 */
export function claimLetterMail(env: MailEnv, data: { company: string; code: string; validUntil: string; letterId: number }) {
  return composeMail(env, {
    kind: "claim-letter",
    subject: `Brief: Ihr Code zur Übernahme des Eintrags von ${data.company}`,
    paragraphs: [
      "Guten Tag,",
      `jemand möchte den Eintrag von ${data.company} in unserem Verzeichnis übernehmen. Damit nur das Unternehmen selbst das kann, schicken wir diesen Code an die Adresse des Eintrags.`,
      { code: data.code, label: "Ihr Code (auf der Seite „Inhaberschaft nachweisen“ eingeben)" },
      `Der Code gilt bis zum ${data.validUntil} (${LETTER_CODE_DAYS} Tage) und nur einmal; nach ${LETTER_CODE_MAX_WRONG} falschen Eingaben verfällt er.`,
      "Die Übernahme ist kostenlos. Wir verschicken dafür keine Rechnungen und fragen nie nach Bankdaten.",
      `Briefnummer ${data.letterId}`,
    ],
  });
}
