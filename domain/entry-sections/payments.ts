import { checkboxes, type Rules } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";

/** Ways to pay that an entry can list, with their German labels. */
export const PAYMENT_METHODS = {
  bar: "Barzahlung",
  girocard: "Girocard (EC-Karte)",
  kreditkarte: "Kreditkarte",
  kontaktlos: "Kontaktlos (NFC)",
  rechnung: "Rechnung",
  ueberweisung: "Überweisung",
  lastschrift: "Lastschrift",
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
  ratenzahlung: "Ratenzahlung",
  gutschein: "Gutschein",
} as const;

/** Customer and bonus cards an entry can list. */
export const CUSTOMER_CARDS = {
  payback: "PAYBACK",
  deutschlandcard: "DeutschlandCard",
  "miles-and-more": "Miles & More",
  "eigene-kundenkarte": "Eigene Kundenkarte",
  stempelkarte: "Stempel- oder Treuekarte",
  "vorteilskarte-handwerk": "Vorteilskarte des Handwerks",
} as const;

/** The forms' labels, also the field names of a support change (domain/entry-changes.ts). */
export const PAYMENTS_LABEL = "Diese Zahlungsarten nehmen Sie an";
export const CUSTOMER_CARDS_LABEL = "Diese Kunden- und Bonuskarten nehmen Sie an";

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

export const PAYMENTS_RULES = {
  payments: checkboxes({ options: keys(PAYMENT_METHODS) }),
} satisfies Rules;

export const CUSTOMER_CARDS_RULES = {
  customerCards: checkboxes({ options: keys(CUSTOMER_CARDS) }),
} satisfies Rules;

// a value no longer offered is dropped when the form is shown (and so at the next save)
const known = (list: string[], offered: object) => list.filter((v) => Object.hasOwn(offered, v));

export const PAYMENTS_SECTION: EntrySectionDef<typeof PAYMENTS_RULES> = {
  call: "updatePayments",
  title: "Zahlungsarten",
  saved: "Ihre Zahlungsarten wurden gespeichert.",
  rules: PAYMENTS_RULES,
  values: (e: Entry) => ({ payments: known(e.payments, PAYMENT_METHODS) }),
};

export const CUSTOMER_CARDS_SECTION: EntrySectionDef<typeof CUSTOMER_CARDS_RULES> = {
  call: "updateCustomerCards",
  title: "Kundenkarten",
  saved: "Ihre Kundenkarten wurden gespeichert.",
  rules: CUSTOMER_CARDS_RULES,
  values: (e: Entry) => ({ customerCards: known(e.customer_cards, CUSTOMER_CARDS) }),
};
