import { number, type Rules } from "./form-rules";

/** The rules of a rating (text and stars), the same in the browser, the portal's action and /api. */

export const RATING_TEXT_MAX = 2000;

export const RATING_RULES = {
  rating_text: {
    required: "Bitte schreiben Sie einen Text zu Ihrer Bewertung.",
    maxLength: { value: RATING_TEXT_MAX, message: `Der Text darf höchstens ${RATING_TEXT_MAX.toLocaleString("de-DE")} Zeichen lang sein.` },
    minLength: { value: 10, message: "Bitte schreiben Sie mindestens 10 Zeichen, damit andere etwas von Ihrer Erfahrung haben." },
    multiline: true,
  },
  stars: number({
    required: "Bitte vergeben Sie 1 bis 5 Sterne.",
    min: { value: 1, message: "Bitte vergeben Sie 1 bis 5 Sterne." },
    max: { value: 5, message: "Bitte vergeben Sie 1 bis 5 Sterne." },
  }),
} satisfies Rules;

/** POST /api/user/ratings/updateRating: which rating, then the rules above. */
export const UPDATE_RATING_RULES = {
  rating_id: number({ required: "Es wurde keine Bewertung angegeben.", min: { value: 1, message: "Unbekannte Bewertung." }, max: { value: 2 ** 52, message: "Unbekannte Bewertung." } }),
  ...RATING_RULES,
} satisfies Rules;


/** POST /api/mws/call-ugc: a new rating of an entry the user has looked at. */
export const UGC_RULES = {
  entry_id: {
    required: "Bitte wählen Sie die Firma, die Sie bewerten möchten.",
    maxLength: { value: 40, message: "Unbekannte Firma." },
    pattern: { value: /^[A-Za-z0-9-]{1,40}$/, message: "Unbekannte Firma." },
  },
  ...RATING_RULES,
} satisfies Rules;
