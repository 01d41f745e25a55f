import { checkbox, file, select, type Rules } from "./form-rules";
import { SALUTATIONS } from "./registration";
import { fromBase64 } from "./base64url";
import type { UploadRule } from "./uploads";
import { IMAGE_DATA_URL } from "./validation";

/**
 * The user's own profile on /benutzer (issue "Users"): the name shown in the
 * portal and the profile image (POST /api/user/data/updateUserProfile), and the
 * person's data (POST /api/user/data/updateUserData). Both carry the profile's
 * version: a change made meanwhile elsewhere is a 409, never overwritten.
 */

/** The user's profile image (spec §9: shown as a 200×200 thumbnail); not one of the entry's upload kinds (domain/uploads.ts). */
export const PROFILE_IMAGE_UPLOAD: UploadRule = {
  types: ["image/jpeg", "image/png", "image/gif"],
  maxBytes: 5 * 1024 * 1024,
  wrongType: "Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF.",
  tooLarge: "Das Profilbild darf höchstens 5 MB groß sein.",
};

const username = {
  required: "Bitte geben Sie einen Anzeigenamen ein.",
  maxLength: { value: 60, message: "Der Anzeigename darf höchstens 60 Zeichen lang sein." },
  plainText: true,
};

/** The portal's form: the image as a file ("Profilbild entfernen" is a button of its own: DELETE /api/user/data/profileImage). */
export const PROFILE_FORM_RULES = {
  username,
  profile_image: file({
    types: { value: PROFILE_IMAGE_UPLOAD.types, message: PROFILE_IMAGE_UPLOAD.wrongType },
    maxBytes: { value: PROFILE_IMAGE_UPLOAD.maxBytes, message: PROFILE_IMAGE_UPLOAD.tooLarge },
  }),
} satisfies Rules;

/** The base64 of the largest image and its data URL prefix. */
export const PROFILE_IMAGE_DATA_URL_MAX = Math.ceil(PROFILE_IMAGE_UPLOAD.maxBytes / 3) * 4 + 40;

/** The call's body: the image as a base64 data URL (spec §5), or none to keep the stored one. */
export const PROFILE_API_RULES = {
  username,
  profile_image: {
    maxLength: { value: PROFILE_IMAGE_DATA_URL_MAX, message: PROFILE_IMAGE_UPLOAD.tooLarge },
    pattern: { value: IMAGE_DATA_URL, message: "Das Profilbild muss als Bild (data:image/…;base64,…) gesendet werden." },
  },
  removeImage: checkbox(),
} satisfies Rules;

export const USER_DATA_RULES = {
  salutation: select({ required: "Bitte wählen Sie eine Anrede.", options: SALUTATIONS }),
  firstName: { required: "Bitte geben Sie Ihren Vornamen ein.", maxLength: { value: 60, message: "Der Vorname darf höchstens 60 Zeichen lang sein." }, plainText: true },
  lastName: { required: "Bitte geben Sie Ihren Nachnamen ein.", maxLength: { value: 60, message: "Der Nachname darf höchstens 60 Zeichen lang sein." }, plainText: true },
} satisfies Rules;


/** Spec §5: the data URL's content type and bytes, or null. */
export function parseImageDataUrl(url: string): { type: string; bytes: Uint8Array } | null {
  const m = /^data:(image\/(?:png|jpe?g|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/i.exec(url);
  if (!m) return null;
  try {
    return { type: m[1]!.toLowerCase().replace("jpg", "jpeg"), bytes: fromBase64(m[2]!) };
  } catch {
    return null;
  }
}

/** Why the person deletes their profile (DELETE /api/user/data/deleteProfile?reason&customtext). */
export const DELETE_REASONS = {
  nicht_genutzt: "Ich nutze Mein Bereich nicht mehr.",
  anderes_konto: "Ich habe ein anderes Konto.",
  datenschutz: "Ich möchte nicht, dass meine Daten gespeichert werden.",
  sonstiges: "Ein anderer Grund",
} as const;
export type DeleteReason = keyof typeof DELETE_REASONS;

export const DELETE_PROFILE_RULES = {
  // a reason is asked for, never required: the deletion is the person's right (DSGVO art. 17)
  reason: select({ options: Object.keys(DELETE_REASONS) as DeleteReason[] }),
  customtext: {
    maxLength: { value: 500, message: "Bitte schreiben Sie höchstens 500 Zeichen." },
    multiline: true,
  },
} satisfies Rules;

const deletePassword = {
  maxLength: { value: 1024, message: "Das Passwort ist zu lang." },
  untrimmed: true,
  secret: true,
};
const deleteEmail = {
  maxLength: { value: 254, message: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." },
  plainText: true,
};
export const DELETE_PASSWORD_REQUIRED = "Bitte geben Sie Ihr Passwort ein, um die Löschung zu bestätigen.";
export const DELETE_EMAIL_REQUIRED = "Bitte geben Sie die E-Mail-Adresse Ihres Kontos ein, um die Löschung zu bestätigen.";

/**
 * The body of DELETE /api/user/data/deleteProfile: the current password confirms
 * the deletion; an account without a password (made by Facebook) types its
 * e-mail address instead (docs/decisions/014-pending-registrations.md). Which of
 * the two is needed, /api decides by the account.
 */
export const DELETE_PROFILE_CONFIRM_RULES = { currentPassword: deletePassword, confirmEmail: deleteEmail } satisfies Rules;

const confirmDeletion = checkbox({ required: "Bitte bestätigen Sie, dass Ihr Profil mit allen Daten gelöscht werden soll." });
/** The portal's modal asks for the password and an explicit confirmation too. */
export const DELETE_PROFILE_FORM_RULES = {
  ...DELETE_PROFILE_RULES,
  currentPassword: { ...deletePassword, required: DELETE_PASSWORD_REQUIRED },
  confirm: confirmDeletion,
} satisfies Rules;
/** The modal of an account without a password: its e-mail address instead of the password. */
export const DELETE_PROFILE_FORM_RULES_WITHOUT_PASSWORD = {
  ...DELETE_PROFILE_RULES,
  confirmEmail: { ...deleteEmail, required: DELETE_EMAIL_REQUIRED },
  confirm: confirmDeletion,
} satisfies Rules;
