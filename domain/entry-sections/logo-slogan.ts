import { checkbox, file, type Rules } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";
import { IMAGE_URL, TMP_FILE_NAME } from "../validation";
import { UPLOAD_KINDS } from "../uploads";

/**
 * Logo and slogan (spec §7 updateLogoAndSlogan): the slogan with a visible
 * counter, and the logo either uploaded (JPEG, PNG or GIF up to 5 MB, stored in
 * R2) or given as an image address (spec §5); an upload replaces the address.
 * An upload is first stored under a
 * temporary name (spec §5 'tmpfile-' plus alphanumerics) and becomes the
 * entry's logo when the section is saved.
 */
const slogan = {
  maxLength: { value: 150, message: "Der Slogan darf höchstens 150 Zeichen lang sein." },
  plainText: true,
};
const logoUrl = {
  maxLength: { value: 500, message: "Die Bildadresse darf höchstens 500 Zeichen lang sein." },
  plainText: true,
  pattern: {
    value: IMAGE_URL,
    message: "Bitte geben Sie die Internetadresse eines Bildes an: beginnt mit http:// oder https:// und endet auf .jpg, .jpeg, .png oder .gif.",
  },
};

/** The form's labels (it marks the optional ones), also the field names of a support change (domain/entry-changes.ts). */
export const LOGO_SLOGAN_LABELS = {
  logoFile: "Logo hochladen",
  removeLogo: "Hochgeladenes Logo entfernen",
  slogan: "Slogan",
  logoUrl: "Internetadresse (URL) Ihres Logos",
  /** the uploaded logo, in a support change */
  logo: "Logo",
} as const;

/** The portal's form: the logo as a file. */
export const LOGO_SLOGAN_FORM_RULES = {
  slogan,
  logoUrl,
  logoFile: file({
    types: { value: UPLOAD_KINDS.logo.types, message: UPLOAD_KINDS.logo.wrongType },
    maxBytes: { value: UPLOAD_KINDS.logo.maxBytes, message: UPLOAD_KINDS.logo.tooLarge },
  }),
  removeLogo: checkbox(),
} satisfies Rules;

/** The update call's body: the logo as the temporary name of an upload (POST /api/customer/entry/upload). */
export const LOGO_SLOGAN_API_RULES = {
  slogan,
  logoUrl,
  logoUpload: {
    maxLength: { value: 80, message: "Ungültiger Name der hochgeladenen Datei." },
    pattern: { value: TMP_FILE_NAME, message: "Ungültiger Name der hochgeladenen Datei." },
  },
  removeLogo: checkbox(),
} satisfies Rules;

export const LOGO_SLOGAN_SECTION: EntrySectionDef<typeof LOGO_SLOGAN_FORM_RULES> = {
  call: "updateLogoAndSlogan",
  title: "Logo und Slogan",
  saved: "Logo und Slogan wurden gespeichert.",
  rules: LOGO_SLOGAN_FORM_RULES,
  values: (e: Entry) => ({ slogan: e.slogan ?? "", logoUrl: e.media_owner.find((m) => m.Type__c === "LOGO")?.Url ?? "", logo: e.logo_file ?? "" }),
};
