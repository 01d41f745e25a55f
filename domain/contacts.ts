import { checkbox, list, select, type Refine, type RuleValues, type Rules, type TextRule } from "./form-rules";
import { germanNumber } from "./entry-sections/company";
import { EMAIL, GERMAN_MOBILE, GERMAN_PHONE, normaliseGermanNumber } from "./validation";

/**
 * The company's contact persons (spec §2 firmendaten/ansprechpartner, spec §3
 * Company account `contact_persons`): salutation, name, function, phone (spec §5
 * German phone), mobile (spec §5 German mobile), e-mail, and who gets the
 * invoices and the product news. The whole list is one form and one save
 * (POST /api/customer/updateContacts) on the version it was loaded at
 * (decision 080); who counts as a contact person, decision 081.
 */

/** The salutations offered; none chosen ("") is stored as no salutation (divers, or none wanted). */
export const CONTACT_SALUTATIONS = ["Frau", "Herr"] as const;
export type ContactSalutation = (typeof CONTACT_SALUTATIONS)[number];
/** the empty choice of the salutation */
export const NO_SALUTATION = "Keine Anrede (z. B. divers)";

/** the most persons of one company (decision 081) */
export const MAX_CONTACTS = 20;
export const NAME_MAX = 60;
export const POSITION_MAX = 80;
export const EMAIL_MAX = 254;

export const CONTACT_LABELS = {
  salutation: "Anrede",
  firstName: "Vorname",
  lastName: "Nachname",
  position: "Funktion",
  phone: "Telefon",
  mobile: "Mobilnummer",
  email: "E-Mail-Adresse",
  invoices: "Erhält die Rechnungen",
  productNews: "Erhält Neuigkeiten zu Produkten",
} as const;

export const CONTACT_MESSAGES = {
  lastName: "Bitte geben Sie den Nachnamen ein.",
  tooMany: `Bitte geben Sie höchstens ${MAX_CONTACTS} Ansprechpartner an.`,
  noInvoiceRecipient: "Bitte wählen Sie mindestens eine Person aus, die die Rechnungen erhält.",
  invoicesWithoutEmail: "Die Rechnungen gehen per E-Mail: Bitte geben Sie eine E-Mail-Adresse an oder nehmen Sie den Haken bei „Erhält die Rechnungen“ heraus.",
  newsWithoutEmail: "Neuigkeiten zu Produkten gehen per E-Mail: Bitte geben Sie eine E-Mail-Adresse an oder nehmen Sie den Haken bei „Erhält Neuigkeiten zu Produkten“ heraus.",
  conflict:
    "Die Ansprechpartner wurden inzwischen an anderer Stelle geändert (in einem anderen Fenster oder vom Kundenservice). Bitte entscheiden Sie, welche Fassung gelten soll.",
  saved: "Ihre Ansprechpartner wurden gespeichert.",
} as const;

const name = (noun: string): TextRule => ({
  maxLength: { value: NAME_MAX, message: `Der ${noun} darf höchstens ${NAME_MAX} Zeichen lang sein.` },
  plainText: true,
});

/** One person's fields (the names of a row of the form, `contacts[0].lastName`). */
export const CONTACT_FIELDS = {
  salutation: select({ options: CONTACT_SALUTATIONS }),
  firstName: name("Vorname"),
  lastName: { ...name("Nachname"), required: CONTACT_MESSAGES.lastName },
  position: {
    maxLength: { value: POSITION_MAX, message: `Die Funktion darf höchstens ${POSITION_MAX} Zeichen lang sein.` },
    plainText: true,
  },
  phone: germanNumber("Telefonnummer", GERMAN_PHONE, "0221 1234567 oder +49 221 1234567"),
  mobile: germanNumber("Mobilnummer", GERMAN_MOBILE, "0171 2345678"),
  email: {
    maxLength: { value: EMAIL_MAX, message: `Die E-Mail-Adresse darf höchstens ${EMAIL_MAX} Zeichen lang sein.` },
    pattern: { value: EMAIL, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de." },
    plainText: true,
  },
  invoices: checkbox(),
  productNews: checkbox(),
} satisfies Rules;

/** The form (and the body of updateContacts besides its version and company): the list of persons. */
export const CONTACTS_RULES = {
  contacts: list({ maxItems: { value: MAX_CONTACTS, message: CONTACT_MESSAGES.tooMany }, fields: CONTACT_FIELDS }),
} satisfies Rules;

export type ContactsValues = RuleValues<typeof CONTACTS_RULES>;
export type ContactValues = ContactsValues["contacts"][number];

/**
 * Checks across the fields (decision 081): whoever gets invoices or product
 * news has an e-mail address; when any person is listed, at least one of them
 * gets the invoices (several may: the accounts department and the owner).
 */
export const contactsProblems: Refine<typeof CONTACTS_RULES> = (v) => {
  const out: Record<string, string> = {};
  v.contacts.forEach((p, i) => {
    if (p.email) return;
    if (p.invoices) out[`contacts[${i}].email`] = CONTACT_MESSAGES.invoicesWithoutEmail;
    else if (p.productNews) out[`contacts[${i}].email`] = CONTACT_MESSAGES.newsWithoutEmail;
  });
  if (v.contacts.length && !v.contacts.some((p) => p.invoices)) out.contacts = CONTACT_MESSAGES.noInvoiceRecipient;
  return Object.keys(out).length ? out : null;
};

/** A contact person as GET /api/customer/account/{companyId} answers it (spec §3 `contact_persons`). */
export interface ContactPerson {
  id: number;
  salutation: string | null;
  first_name: string;
  last_name: string;
  position: string | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  gets_invoices: boolean;
  gets_product_news: boolean;
}

/** A person as stored (the columns of contact_persons but the company and id). */
export interface StoredContact {
  salutation: ContactSalutation | null;
  firstName: string;
  lastName: string;
  position: string | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  getsInvoices: boolean;
  getsProductNews: boolean;
}

const orNull = (v: string) => (v === "" ? null : v);

/** The checked list as stored, in its order: numbers in their national form (spec §5), empty fields null. */
export function storedContacts(v: ContactsValues): StoredContact[] {
  return v.contacts.map((p) => ({
    salutation: p.salutation || null,
    firstName: p.firstName,
    lastName: p.lastName,
    position: orNull(p.position),
    phone: p.phone ? normaliseGermanNumber(p.phone, "phone") : null,
    mobile: p.mobile ? normaliseGermanNumber(p.mobile, "mobile") : null,
    email: orNull(p.email),
    getsInvoices: p.invoices,
    getsProductNews: p.productNews,
  }));
}

/** The form's values from the stored persons (a stored salutation the form does not offer counts as none). */
export function contactsFormValues(persons: readonly ContactPerson[]) {
  return {
    contacts: persons.map((p) => ({
      salutation: CONTACT_SALUTATIONS.find((s) => s === p.salutation) ?? ("" as const),
      firstName: p.first_name,
      lastName: p.last_name,
      position: p.position ?? "",
      phone: p.phone ?? "",
      mobile: p.mobile ?? "",
      email: p.email ?? "",
      invoices: p.gets_invoices,
      productNews: p.gets_product_news,
    })),
  };
}

const rec = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const ticked = (v: unknown) => v === true || v === "on" || v === "true";

/** "Frau Sabine Krüger" (what of it is given). */
export const personName = (p: { salutation?: string | null; firstName?: string; lastName?: string }) =>
  [p.salutation, p.firstName, p.lastName].filter(Boolean).join(" ");

/**
 * The persons as lines of text ("Frau Sabine Krüger, Geschäftsführerin – Telefon
 * 0221 1234567, s.krueger@… – erhält die Rechnungen"): the stored ones after a
 * 409, or a form's input sent back (read defensively: rows left empty are skipped).
 */
export function describeContacts(values: unknown): string[] {
  const rows = rec(values).contacts;
  const lines = (Array.isArray(rows) ? rows : []).map(rec).flatMap((p) => {
    const who = personName({ salutation: str(p.salutation), firstName: str(p.firstName), lastName: str(p.lastName) });
    const reach = [str(p.phone) && `Telefon ${str(p.phone)}`, str(p.mobile) && `Mobil ${str(p.mobile)}`, str(p.email)].filter(Boolean).join(", ");
    const gets = [ticked(p.invoices) && "die Rechnungen", ticked(p.productNews) && "Neuigkeiten zu Produkten"].filter(Boolean).join(" und ");
    const line = [[who || "(ohne Namen)", str(p.position)].filter(Boolean).join(", "), reach, gets && `erhält ${gets}`].filter(Boolean).join(" – ");
    return who || reach ? [line] : [];
  });
  return lines.length ? lines : ["Keine Ansprechpartner angegeben"];
}
