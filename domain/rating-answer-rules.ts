/**
 * The form rules of managing ratings (spec §2 `bewertungen-verwalten`;
 * decisions 060–062): the list's query, the public answer and the notice
 * (DSA art. 16 (2)), with their German messages. Only /api imports them.
 */
import { checkbox, EMAIL, number, select, type Rules } from "./form-rules";
import { RATING_PORTALS } from "./ratings";
import {
  ANSWER_MAX,
  ANSWER_MIN,
  EXPLANATION_MAX,
  EXPLANATION_MIN,
  MANAGED_RATINGS_MAX_LIMIT,
  MANAGED_RATINGS_MAX_OFFSET,
  REPORT_REASONS,
  STAR_CHOICES,
  type ReportReason,
} from "./rating-answers";

const REASON_KEYS = Object.keys(REPORT_REASONS) as ReportReason[];
const LIMIT_MESSAGE = `Es lassen sich 1 bis ${MANAGED_RATINGS_MAX_LIMIT} Bewertungen auf einmal abrufen.`;
const OFFSET_MESSAGE = "Der Beginn der Liste muss eine ganze Zahl ab 0 sein.";

/** GET /api/wkdb/ratings/list: the filters (both optional) and the page; anything else is a 400 with a German message. */
export const RATING_LIST_QUERY = {
  portal: select({ options: RATING_PORTALS }),
  stars: select({ options: STAR_CHOICES }),
  offset: number({ min: { value: 0, message: OFFSET_MESSAGE }, max: { value: MANAGED_RATINGS_MAX_OFFSET, message: OFFSET_MESSAGE } }),
  limit: number({ min: { value: 1, message: LIMIT_MESSAGE }, max: { value: MANAGED_RATINGS_MAX_LIMIT, message: LIMIT_MESSAGE } }),
} satisfies Rules;

/**
 * The company's public answer: required, 10 to 1,000 characters, paragraphs
 * allowed, no markup (the form kit's `multiline` refuses `<` and `>`, emoji
 * and invisible characters with a German message). Stored as plain text and
 * always shown escaped.
 */
export const ANSWER_RULES = {
  text: {
    required: "Bitte schreiben Sie Ihre Antwort.",
    minLength: { value: ANSWER_MIN, message: `Bitte schreiben Sie mindestens ${ANSWER_MIN} Zeichen.` },
    maxLength: { value: ANSWER_MAX, message: `Die Antwort darf höchstens ${ANSWER_MAX.toLocaleString("de-DE")} Zeichen lang sein.` },
    multiline: true,
  },
} satisfies Rules;

/** The notice: reason, explanation, who reports (name, address, e-mail for the confirmation) and the good-faith statement. */
export const REPORT_RULES = {
  reason: select({ options: REASON_KEYS, required: "Bitte wählen Sie den Grund Ihrer Meldung." }),
  explanation: {
    required: "Bitte erklären Sie, warum die Bewertung gegen die Regeln verstößt.",
    minLength: { value: EXPLANATION_MIN, message: `Bitte erklären Sie es in mindestens ${EXPLANATION_MIN} Zeichen.` },
    maxLength: { value: EXPLANATION_MAX, message: `Die Erklärung darf höchstens ${EXPLANATION_MAX.toLocaleString("de-DE")} Zeichen lang sein.` },
    multiline: true,
  },
  reporterName: {
    required: "Bitte geben Sie den Namen an, unter dem Sie melden.",
    maxLength: { value: 200, message: "Der Name darf höchstens 200 Zeichen lang sein." },
    plainText: true,
  },
  reporterAddress: {
    required: "Bitte geben Sie Ihre Anschrift an.",
    maxLength: { value: 300, message: "Die Anschrift darf höchstens 300 Zeichen lang sein." },
    multiline: true,
  },
  reporterEmail: {
    required: "Bitte geben Sie die E-Mail-Adresse für die Eingangsbestätigung an.",
    maxLength: { value: 254, message: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." },
    pattern: { value: EMAIL, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de." },
  },
  goodFaith: checkbox({ required: "Bitte bestätigen Sie, dass Ihre Angaben richtig und vollständig sind." }),
} satisfies Rules;
