import type { Rules } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";

/** The longest "Über uns" text: about two pages. */
export const ABOUT_US_MAX = 4000;

/** The form's label, also the field name of a support change (domain/entry-changes.ts). */
export const ABOUT_US_LABEL = "Über Ihr Unternehmen";

export const ABOUT_US_RULES = {
  aboutUs: {
    maxLength: { value: ABOUT_US_MAX, message: `Der Text darf höchstens ${ABOUT_US_MAX.toLocaleString("de-DE")} Zeichen lang sein.` },
    multiline: true,
  },
} satisfies Rules;

export const ABOUT_US_SECTION: EntrySectionDef<typeof ABOUT_US_RULES> = {
  call: "updateAboutUs",
  title: "Über uns",
  saved: "Ihr Text „Über uns“ wurde gespeichert.",
  rules: ABOUT_US_RULES,
  values: (e: Entry) => ({ aboutUs: e.about_us ?? "" }),
};

/** The paragraphs of a text: split at empty lines, single line breaks kept inside a paragraph. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
