import { composeMail, UNCONFIRMED_GREETING, type MailEnv } from "./layout";

/**
 * The confirmation of a cancellation (§ 312k Abs. 4 BGB, decision 069): sent at
 * once to the contract's mail address, with the date and time it was received
 * (Berlin), the product, the contract and the day the product ends. The
 * address is the company's contract address, not a person's: no name. The
 * reason is not repeated (typed freely; the page shows it).
 */
export function cancellationReceivedMail(
  env: MailEnv,
  data: { companyName: string; contractNumber: string; product: string; receivedAt: string; effectiveOn: string },
) {
  return composeMail(env, {
    kind: "cancellation-received",
    subject: "Eingangsbestätigung Ihrer Kündigung",
    paragraphs: [
      UNCONFIRMED_GREETING,
      `Ihre Kündigung ist am ${data.receivedAt} bei uns eingegangen.`,
      `Firma: ${data.companyName}\nVertragsnummer: ${data.contractNumber}\nGekündigtes Produkt: ${data.product}\nDas Produkt endet mit Ablauf des ${data.effectiveOn}. Bis dahin läuft es unverändert weiter.`,
      "Möchten Sie das Produkt doch behalten? Bis zu diesem Tag können Sie die Kündigung in Mein Bereich unter „Firmendaten“, „Produkte“ zurücknehmen.",
      "Haben Sie diese Kündigung nicht veranlasst? Dann rufen Sie bitte unseren Kundenservice an.",
    ],
  });
}
