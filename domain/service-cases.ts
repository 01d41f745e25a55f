import type { CucaControl } from "./cuca";
import { checkbox, select, type Rules } from "./form-rules";
import { PRODUCTS, type ProductKey } from "./products";
import { EMAIL } from "./validation";
import { MAILBOX_PASSWORD_RULES } from "./website-email";

/**
 * Requests to the provider's service (spec §7 POST /api/customer/service-case/create/{type}).
 * The rights transfer (spec §2 eintrag/rechteuebertragung): the company asks for
 * the entry's rights to pass to another person (a sale, a successor).
 * The product interest (the not-booked page of spec §2's product pages): the
 * company asks to be advised about a product it has not booked.
 * The mailbox password (spec §2 website/email): the provider resets the password
 * of one of the website's mailboxes and tells the company the new one.
 */
export const SERVICE_CASE_TYPES = ["rights-transfer", "product-interest", "mailbox-password"] as const;
export type ServiceCaseType = (typeof SERVICE_CASE_TYPES)[number];

export const SERVICE_CASE_STATES = {
  received: "Eingegangen",
  in_progress: "In Bearbeitung",
  done: "Abgeschlossen",
  rejected: "Abgelehnt",
} as const;
export type ServiceCaseState = keyof typeof SERVICE_CASE_STATES;
/** A case in one of these states is still open: no second one of its type. */
export const OPEN_STATES: readonly ServiceCaseState[] = ["received", "in_progress"];

export const TRANSFER_REASONS = {
  verkauf: "Verkauf des Unternehmens",
  nachfolge: "Unternehmensnachfolge",
  geschaeftsfuehrung: "Neue Geschäftsführung",
  sonstiges: "Sonstiger Grund",
} as const;

const name = (noun: string) => ({
  required: `Bitte geben Sie den ${noun} der neuen Person an.`,
  maxLength: { value: 60, message: `Der ${noun} darf höchstens 60 Zeichen lang sein.` },
  plainText: true as const,
});

export const RIGHTS_TRANSFER_RULES = {
  firstName: name("Vornamen"),
  lastName: name("Nachnamen"),
  email: {
    required: "Bitte geben Sie die E-Mail-Adresse der neuen Person an.",
    maxLength: { value: 254, message: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." },
    pattern: { value: EMAIL, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de." },
    plainText: true,
  },
  reason: select({ options: Object.keys(TRANSFER_REASONS) as (keyof typeof TRANSFER_REASONS)[], required: "Bitte wählen Sie den Grund der Übertragung." }),
  message: {
    maxLength: { value: 2000, message: "Die Nachricht darf höchstens 2.000 Zeichen lang sein." },
    multiline: true,
  },
  authorised: checkbox({ required: "Bitte bestätigen Sie, dass Sie für die Firma handeln dürfen." }),
} satisfies Rules;

/** The id of the rights-transfer form (its answers are tied to it). */
export const RIGHTS_TRANSFER_FORM = "rechteuebertragung";

export const TRANSFER_OPEN_MESSAGE =
  "Für diesen Eintrag gibt es bereits einen offenen Antrag auf Rechteübertragung. Wir melden uns, sobald er bearbeitet ist.";

/* ---- Product interest: "Beratung anfordern" on the page of a product the company has not booked ---- */

/** The request names the product; who asks and for which company the session says. */
export const PRODUCT_INTEREST_RULES = {
  product: select({ options: Object.keys(PRODUCTS) as ProductKey[], required: "Bitte wählen Sie das Produkt, zu dem Sie beraten werden möchten." }),
} satisfies Rules;

/** The confirmation after the request was sent. */
export const productInterestSent = (product: ProductKey) =>
  `Vielen Dank! Ihre Anfrage zu „${PRODUCTS[product].label}“ ist bei uns eingegangen. Unser Kundenservice meldet sich in den nächsten Werktagen bei Ihnen.`;

/** One open request per company at a time (like every type): a second one is told this. */
export const PRODUCT_INTEREST_OPEN_MESSAGE =
  "Ihre Anfrage liegt uns bereits vor. Unser Kundenservice meldet sich in den nächsten Werktagen bei Ihnen.";

/** A mailbox password reset (spec §2 website/email): what the company is told when it is sent, and when one is still open. */
export const mailboxPasswordSent = (mailbox: string) =>
  `Vielen Dank! Wir setzen das Passwort von ${mailbox} zurück und schicken Ihnen das neue in den nächsten Werktagen per Post.`;
export const MAILBOX_PASSWORD_OPEN_MESSAGE =
  "Für ein Postfach Ihrer Firma wird das Passwort bereits zurückgesetzt. Sobald das erledigt ist, können Sie das nächste anfragen.";

/**
 * Per type: the body's rules, the control of domain/cuca.ts that support staff may
 * not use (spec §6: a rights transfer only the company itself asks for; advice
 * about a product they may ask for on the customer's behalf), and what a second
 * open request of the type is told (409).
 */
export const SERVICE_CASES = {
  "rights-transfer": { rules: RIGHTS_TRANSFER_RULES, cucaControl: "rightsTransfer", openMessage: TRANSFER_OPEN_MESSAGE },
  "product-interest": { rules: PRODUCT_INTEREST_RULES, cucaControl: null, openMessage: PRODUCT_INTEREST_OPEN_MESSAGE },
  "mailbox-password": { rules: MAILBOX_PASSWORD_RULES, cucaControl: null, openMessage: MAILBOX_PASSWORD_OPEN_MESSAGE },
} as const satisfies Record<ServiceCaseType, { rules: Rules; cucaControl: CucaControl | null; openMessage: string }>;
