import type { Rules, TextRule } from "./form-rules";
import { GERMAN_FAX, GERMAN_MOBILE, GERMAN_PHONE, HOUSE_NUMBER, IMAGE_URL, splitShippingStreet, ZIP_CODE } from "./validation";

/**
 * The company entry (spec §3 "Entry", field names as the CRM sends them) and the
 * rules of the entry-data sections. Each section is its own form and its own
 * update call (spec §7 "Entry updates"); portal and /api check the same rules.
 */
export interface Entry {
  company_name: string;
  ShippingStreet: string | null;
  ShippingPostalCode: string | null;
  ShippingCity: string | null;
  Phone: string | null;
  MobilePhone: string | null;
  Fax: string | null;
  Email: string | null;
  slogan: string | null;
  media_owner: { Type__c: string; Url: string }[];
  /** grows by one with every saved change; an update names the version it was made on */
  version: number;
  updated_at: string;
}

const EMAIL = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:.]{2,}$/;

/** An optional German phone, mobile or fax number (spec §5) of at most 30 characters. */
function germanNumber(noun: string, pattern: RegExp, example: string): TextRule {
  return {
    maxLength: { value: 30, message: `Die ${noun} darf höchstens 30 Zeichen lang sein.` },
    pattern: { value: pattern, message: `Bitte geben Sie eine deutsche ${noun} ein, z. B. ${example}.` },
  };
}

/** Section "Firmendaten": name, address and ways to reach the company. */
export const ENTRY_COMPANY_RULES = {
  company_name: {
    required: "Bitte geben Sie den Firmennamen ein.",
    maxLength: { value: 120, message: "Der Firmenname darf höchstens 120 Zeichen lang sein." },
    plainText: true,
  },
  street: {
    required: "Bitte geben Sie die Straße ein.",
    maxLength: { value: 100, message: "Die Straße darf höchstens 100 Zeichen lang sein." },
    plainText: true,
  },
  houseNumber: {
    required: "Bitte geben Sie die Hausnummer ein.",
    // spec §5 / §9: 1-20 alphanumerics
    pattern: { value: HOUSE_NUMBER, message: "Die Hausnummer besteht aus höchstens 20 Buchstaben und Ziffern, z. B. 12a." },
    htmlPattern: "[A-Za-z0-9]{1,20}",
  },
  zipCode: {
    required: "Bitte geben Sie die Postleitzahl ein.",
    pattern: { value: ZIP_CODE, message: "Die Postleitzahl besteht aus genau 5 Ziffern." },
    htmlPattern: "[0-9]{5}",
  },
  city: {
    required: "Bitte geben Sie den Ort ein.",
    maxLength: { value: 60, message: "Der Ort darf höchstens 60 Zeichen lang sein." },
    plainText: true,
  },
  phone: germanNumber("Telefonnummer", GERMAN_PHONE, "0221 1234567 oder +49 221 1234567"),
  mobile: germanNumber("Mobilnummer", GERMAN_MOBILE, "0171 2345678"),
  fax: germanNumber("Faxnummer", GERMAN_FAX, "0221 1234569"),
  email: {
    maxLength: { value: 254, message: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." },
    pattern: { value: EMAIL, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. info@firma.de." },
    plainText: true,
  },
} satisfies Rules;

/** Section "Logo und Slogan" (the logo as an image address, spec §5). */
export const ENTRY_LOGO_SLOGAN_RULES = {
  slogan: {
    maxLength: { value: 150, message: "Der Slogan darf höchstens 150 Zeichen lang sein." },
    plainText: true,
  },
  logoUrl: {
    maxLength: { value: 500, message: "Die Bildadresse darf höchstens 500 Zeichen lang sein." },
    plainText: true,
    pattern: {
      value: IMAGE_URL,
      message: "Bitte geben Sie die Internetadresse eines Bildes an: beginnt mit http:// oder https:// und endet auf .jpg, .jpeg, .png oder .gif.",
    },
  },
} satisfies Rules;

export const ENTRY_SECTIONS = {
  company: { call: "updateEntryCompanyData", rules: ENTRY_COMPANY_RULES },
  logoSlogan: { call: "updateLogoAndSlogan", rules: ENTRY_LOGO_SLOGAN_RULES },
} as const;
export type EntrySection = keyof typeof ENTRY_SECTIONS;

/** The message of an update made on an old version (409). */
export const ENTRY_CONFLICT_MESSAGE =
  "Der Eintrag wurde in der Zwischenzeit geändert, zum Beispiel in einem anderen Fenster. Ihre Änderungen wurden nicht gespeichert.";

/** Street and house number as the CRM keeps them: one field. */
export function joinShippingStreet(street: string, houseNumber: string): string {
  return [street.trim(), houseNumber.trim()].filter(Boolean).join(" ");
}

/** The form values of a section, from the stored entry. */
export function sectionValues(entry: Entry, section: EntrySection): Record<string, string> {
  if (section === "logoSlogan") {
    return { slogan: entry.slogan ?? "", logoUrl: entry.media_owner.find((m) => m.Type__c === "LOGO")?.Url ?? "" };
  }
  const { street, houseNumber } = splitShippingStreet(entry.ShippingStreet ?? "");
  return {
    company_name: entry.company_name,
    street,
    houseNumber,
    zipCode: entry.ShippingPostalCode ?? "",
    city: entry.ShippingCity ?? "",
    phone: entry.Phone ?? "",
    mobile: entry.MobilePhone ?? "",
    fax: entry.Fax ?? "",
    email: entry.Email ?? "",
  };
}

const MAX_VERSION = 999_999_999;

/** A version as sent with an update: a whole number from 1 to 999 999 999, else null. */
export function parseVersion(raw: unknown): number | null {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_VERSION ? n : null;
}

/** The id of a section's form on the entry-data page (its answers are tied to it). */
export const entryFormId = (section: EntrySection) => `eintrag-${section}`;
