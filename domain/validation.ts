/**
 * Form format patterns and entry-service rules (spec §5 "Validation rules",
 * §9 zip/house-number limits). Every pattern is anchored (^…$) and has no
 * global/sticky flag, so `.test()` is stateless.
 */

/** Spec §5: image as base64 data URL (png, jpeg, gif, webp; SVG deliberately excluded). */
export const IMAGE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;

/**
 * Spec §5: http(s) image URL whose path ends in jpg, jpeg, png or gif (no query/fragment,
 * no userinfo, no markup or quote characters: the address ends up in an img src elsewhere).
 */
export const IMAGE_URL = /^https?:\/\/[^\s/?#@\\<>"'`]+\/[^\s?#\\<>"'`]*\.(?:jpe?g|png|gif)$/i;

/** Spec §5: temporary upload file name. */
export const TMP_FILE_NAME = /^tmpfile-[A-Za-z0-9]+$/;

/**
 * Spec §5 / §9 house number, widened (docs/decisions/ house numbers record): 1-20
 * characters, starting with a digit (the shipping street is split at its first
 * digit, spec §5 entry-service rules), letters and digits in groups joined by one
 * space, "-" or "/" (spaces around "-" and "/" allowed): "12", "12a", "12 a",
 * "12-14", "3/1", "12 - 14". Not: "-12", "12--14", "12ä", "a12", "12<".
 */
export const HOUSE_NUMBER = /^(?=.{1,20}$)\d[A-Za-z0-9]*(?:(?: ?[/-] ?| )[A-Za-z0-9]+)*$/;

/**
 * A house number as stored: spaces around "-" and "/" dropped and a single
 * letter written onto its number, as in DIN 5008 ("12 - 14" → "12-14",
 * "12 a" → "12a"). Apply to values HOUSE_NUMBER accepted.
 */
export function normaliseHouseNumber(value: string): string {
  return value
    .trim()
    .replace(/ ?([/-]) ?/g, "$1")
    .replace(/(\d) ([A-Za-z])(?![A-Za-z0-9])/g, "$1$2");
}

/**
 * Between the digits of a phone number: spaces, or one "/", "." or "-" with
 * spaces around it ("0221 / 1234567"), as people write them.
 */
const SEP = String.raw`(?: *[/.-] *| +)?`;

/**
 * German prefix: "+49" or "0049" (optionally followed by a separator and the
 * conventional "(0)" or a superfluous "0"), or the national trunk "0".
 */
const DE_PREFIX = String.raw`(?:(?:\+49|0049)${SEP}(?:\(0\)${SEP}|0${SEP})?|0)`;

/**
 * Spec §5: German phone number, written as people write it. The national
 * significant number has 5-13 digits starting 1-9, separated as SEP allows,
 * or the area code in brackets with its trunk "0": "(0221) 123 45 67".
 * Examples: "030 1234567", "0221/1234567", "+49 (0) 221 / 12 34 56 7", "0049 30 123456".
 * Stored as normaliseGermanNumber writes it.
 */
export const GERMAN_PHONE = new RegExp(
  String.raw`^(?:${DE_PREFIX}[1-9](?:${SEP}\d){4,12}|\(0(?=(?:\D*\d){5,13}\D*$)[1-9]\d{1,5}\) *(?:${SEP}\d)+)$`,
);

/**
 * Spec §5: German mobile number: 015x, 016x, 017x followed by 7-8 digits, written
 * as people write them. Examples: "0151 12345678", "+49 170 1234567", "(0171) 234 56 78".
 */
export const GERMAN_MOBILE = new RegExp(String.raw`^(?:${DE_PREFIX}1[5-7]\d|\(01[5-7]\d\) *)(?:${SEP}\d){7,8}$`);

/** Spec §5: German fax number; same shape as a landline phone number. */
export const GERMAN_FAX = new RegExp(GERMAN_PHONE.source);

/**
 * A German number as stored (DIN 5008, national form): the trunk "0" and the
 * area code, one space, the rest of the digits: "+49 (0) 221 / 12 34 56 7" →
 * "0221 1234567", "(0221) 123 45 67" → "0221 1234567". The area code is the
 * first group as typed; a number typed without any separator stays one group
 * ("02211234567"). A mobile number's prefix is always four digits ("0171 2345678").
 * Apply to values GERMAN_PHONE / GERMAN_MOBILE / GERMAN_FAX accepted.
 */
export function normaliseGermanNumber(value: string, kind: "phone" | "mobile" = "phone"): string {
  const national = value.trim().replace(/^(?:\+49|0049)[ /.-]*(?:\(0\)[ /.-]*|0[ /.-]*)?/, "0");
  const groups = national.split(/[ /.()-]+/).filter(Boolean);
  if (kind === "mobile") {
    const digits = groups.join("");
    return `${digits.slice(0, 4)} ${digits.slice(4)}`;
  }
  return groups.length > 1 ? `${groups[0]} ${groups.slice(1).join("")}` : (groups[0] ?? "");
}

/** Spec §5 / §9: zip code, exactly 5 digits. */
/** Spec §5's patterns above; the e-mail address's is the form rules' own (every form's code has them). */
export { EMAIL } from "./form-rules";

export const ZIP_CODE = /^\d{5}$/;

/** Spec §5: year, 4 digits. */
export const YEAR = /^\d{4}$/;

/**
 * Spec §5: free URL — optional http(s) scheme and a valid domain host
 * (letters incl. umlauts / digits / hyphens per label, alphabetic or xn-- TLD),
 * optional port, optional path/query/fragment. No userinfo, no IP literals,
 * no single-label hosts such as "localhost".
 */
export const FREE_URL =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/iu;

/** Spec §3 / §5: entry-service user data. */
export interface EntryServiceUserData {
  company: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  phone: string;
}

/**
 * Spec §5 Entry-service rules: splits a shipping street into the street part
 * (everything before the first digit, trimmed, trailing commas removed) and
 * the house-number part (from the first digit to the end, trimmed).
 * "Hauptstraße 12a" → { street: "Hauptstraße", houseNumber: "12a" }.
 * Without digits the whole value is the street and houseNumber is "".
 */
export function splitShippingStreet(street: string): { street: string; houseNumber: string } {
  const firstDigit = street.search(/\d/);
  const streetPart = firstDigit === -1 ? street : street.slice(0, firstDigit);
  const housePart = firstDigit === -1 ? "" : street.slice(firstDigit);
  return {
    street: streetPart.trim().replace(/[\s,]+$/, ""),
    houseNumber: housePart.trim(),
  };
}
