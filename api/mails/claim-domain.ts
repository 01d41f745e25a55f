import { composeMail, portalLink, UNCONFIRMED_GREETING, type MailEnv } from "./layout";
import { DOMAIN_LINK_HOURS } from "#domain/claiming";

/**
 * The website-domain proof of a claim (decision 075): a link to an address on the
 * entry's own website domain; opening it (logged in as the claimant) proves the
 * claimant reads that mailbox. No name: the reader may be someone else.
 */
export function claimDomainMail(env: MailEnv, data: { company: string; token: string }) {
  return composeMail(env, {
    kind: "claim-domain",
    subject: `Bestätigen Sie die Übernahme des Eintrags von ${data.company}`,
    paragraphs: [
      UNCONFIRMED_GREETING,
      `für diese Adresse wurde die Übernahme des Eintrags von ${data.company} in Mein Bereich angefordert. Waren Sie das? Dann bestätigen Sie es hier:`,
      { link: portalLink(env, "claimVerify", { token: data.token }), label: "Übernahme bestätigen" },
      `Der Link gilt ${DOMAIN_LINK_HOURS} Stunden und nur einmal. Sie haben nichts angefordert? Dann ignorieren Sie diese E-Mail; es geschieht nichts.`,
    ],
  });
}
