import type { Rules, TextRule } from "../form-rules";
import { EMAIL, GERMAN_FAX, GERMAN_MOBILE, GERMAN_PHONE, HOUSE_NUMBER, ZIP_CODE } from "../validation";

/**
 * An optional German phone, mobile or fax number (spec §5) of at most 30
 * characters, written as people write them ("(0221) 123 45 67", "0221/1234567",
 * "+49 (0) 221 / 12 34 56 7"); stored normalised (normaliseGermanNumber).
 */
export function germanNumber(noun: string, pattern: RegExp, example: string): TextRule {
  return {
    maxLength: { value: 30, message: `Die ${noun} darf höchstens 30 Zeichen lang sein.` },
    pattern: { value: pattern, message: `Bitte geben Sie eine deutsche ${noun} ein, z. B. ${example}.` },
  };
}

/**
 * The labels of the section "Firmendaten" (the form marks the optional ones),
 * also the field names of a support change (domain/entry-changes.ts).
 */
export const ENTRY_COMPANY_LABELS = {
  company_name: "Firmenname",
  street: "Straße",
  houseNumber: "Hausnummer",
  zipCode: "Postleitzahl",
  city: "Ort",
  phone: "Telefon",
  mobile: "Mobilnummer",
  fax: "Fax",
  email: "E-Mail-Adresse",
} as const;

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
    maxLength: { value: 20, message: "Die Hausnummer darf höchstens 20 Zeichen lang sein." },
    // spec §5 / §9 "1-20 alphanumerics", widened to the ways house numbers are written (docs/decisions/)
    pattern: { value: HOUSE_NUMBER, message: "Bitte geben Sie eine Hausnummer wie 12, 12a, 12-14 oder 3/1 ein: beginnt mit einer Ziffer, nur Buchstaben, Ziffern, - und /." },
    htmlPattern: String.raw`[0-9][A-Za-z0-9]*(( ?[\/\-] ?| )[A-Za-z0-9]+)*`,
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

