import type { Refine, Rules } from "./form-rules";
import { ENTRY_COMPANY_RULES } from "./entry";
import { ZIP_CODE } from "./validation";

/**
 * Address suggestions and the address check (spec §7 "Address and utilities":
 * POST /api/mws/suggestions/cities, /streets, /zip-codes, POST
 * /api/mws/address/validate): their bodies' rules, shared by /api and the portal.
 */

/** The most suggestions one call answers with. */
export const MAX_SUGGESTIONS = 8;

const searchTerm = {
  maxLength: { value: 60, message: "Der Suchbegriff darf höchstens 60 Zeichen lang sein." },
  plainText: true,
} as const;
const optionalCity = {
  maxLength: { value: 60, message: "Der Ort darf höchstens 60 Zeichen lang sein." },
  plainText: true,
} as const;
const optionalZip = {
  pattern: { value: ZIP_CODE, message: "Die Postleitzahl besteht aus genau 5 Ziffern." },
} as const;

export const CITY_SUGGESTION_RULES = {
  searchTerm: { ...searchTerm, required: "Bitte geben Sie die ersten Buchstaben des Ortes ein." },
} satisfies Rules;

export const STREET_SUGGESTION_RULES = {
  searchTerm: { ...searchTerm, required: "Bitte geben Sie die ersten Buchstaben der Straße ein." },
  zipCode: optionalZip,
  city: optionalCity,
} satisfies Rules;
/** Streets are looked up in a postcode or a city. */
export const refineStreetSuggestion: Refine<typeof STREET_SUGGESTION_RULES> = (v) =>
  v.zipCode || v.city ? null : { city: "Bitte geben Sie die Postleitzahl oder den Ort an." };

export const ZIP_SUGGESTION_RULES = {
  /** the first digits of a postcode, or the first letters of a city */
  searchTerm,
  /** the postcodes of this city */
  city: optionalCity,
} satisfies Rules;
export const refineZipSuggestion: Refine<typeof ZIP_SUGGESTION_RULES> = (v) =>
  v.searchTerm || v.city ? null : { searchTerm: "Bitte geben Sie die ersten Ziffern der Postleitzahl oder den Ort ein." };

/** The address check takes the company form's fields by their rules; the house number may be missing. */
export const ADDRESS_CHECK_RULES = {
  street: ENTRY_COMPANY_RULES.street,
  houseNumber: { ...ENTRY_COMPANY_RULES.houseNumber, required: undefined },
  zipCode: ENTRY_COMPANY_RULES.zipCode,
  city: ENTRY_COMPANY_RULES.city,
} satisfies Rules;

export interface Address {
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
}

/**
 * The check's answer: `valid` (known as typed, `address` in its usual spelling),
 * `suggestions` (not known so: the likely addresses meant), or `unknown` (no
 * place data for it: nothing can be said; it may be saved as it is).
 */
export interface AddressCheck {
  status: "valid" | "suggestions" | "unknown";
  message: string;
  candidates: Address[];
}

/** An address on one line: "Hohe Straße 12, 50667 Köln". */
export const addressLine = (a: Address) => `${[a.street, a.houseNumber].filter(Boolean).join(" ")}, ${a.zipCode} ${a.city}`;

/** The address fields suggestions are made for. */
export type AddressPart = "street" | "zipCode" | "city";

/** A suggestion: the parts it sets, and how it reads. */
export interface AddressOption extends Partial<Address> {
  label: string;
}

/** The answer to a help button of the company form (no JavaScript): a message and the suggestions to choose from. */
export interface AddressAssist {
  kind: "suggestions" | "check" | "applied";
  tone: "info" | "success" | "warning";
  message: string;
  options: AddressOption[];
}

