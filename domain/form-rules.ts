/**
 * Form rules checked twice with the same German messages: in the browser (through
 * conform, see app/schemas/form.ts) and again by the /api backend. Plain data and
 * regular expressions, no schema library: the rules are part of the page's
 * JavaScript, and zod would cost 24 KB gzip of the 110 KB budget (issue 3 §1).
 */

export interface TextRule {
  /** the message for an empty value; without it the field may stay empty */
  required?: string;
  maxLength?: { value: number; message: string };
  minLength?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
  /** the same check for the browser's own validation (works without JavaScript); must be valid with the `v` flag */
  htmlPattern?: string;
  /** taken as typed, surrounding spaces included (passwords) */
  untrimmed?: boolean;
  /** single-line text shown to others: no control, invisible or angle-bracket characters, no emoji */
  plainText?: boolean;
}

export type Rules = Record<string, TextRule>;
export type RuleValues<R extends Rules> = { [K in keyof R]: string };
export type RuleErrors = Record<string, string[]>;

/** Control characters and line breaks, also U+2028/U+2029 (a single-line field never holds them). */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/**
 * Zero-width, blank-looking, direction-changing and variation characters and tags:
 * invisible, and used to disguise text.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each combining mark is matched on its own, on purpose
  /[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\u{E0000}-\u{E007F}]/u;
/** Markup characters: the directory shows entries on many sites, not all of which escape. */
const ANGLE_BRACKETS = /[<>]/;
/** Emoji and pictographs, except ©, ® and ™, which belong to company names. */
// eslint-disable-next-line no-misleading-character-class -- the keycap mark U+20E3 is matched on its own, on purpose
const EMOJI = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u20E3]/u;

/** Why a plain single-line text is refused, or null when it is fine. */
export function plainTextProblem(value: string): string | null {
  // emoji first: joined emoji contain invisible joiners, but the emoji is what the user sees
  if (EMOJI.test(value)) return "Bitte verwenden Sie keine Emojis oder Bildsymbole.";
  if (CONTROL.test(value) || INVISIBLE.test(value)) {
    return "Der Text enthält unsichtbare Steuer- oder Formatierungszeichen. Bitte entfernen Sie diese.";
  }
  if (ANGLE_BRACKETS.test(value)) return "Bitte verwenden Sie keine spitzen Klammern (< und >).";
  return null;
}

/**
 * Checks values against rules. `read` gives the submitted value of a field
 * (anything that is not a string counts as empty). Optional fields left empty
 * come back as "". Returns the clean values, or the first message per field.
 */
export function checkRules<R extends Rules>(
  read: (name: string) => unknown,
  rules: R,
): { value: RuleValues<R>; error: null } | { value: null; error: RuleErrors } {
  const value: Record<string, string> = {};
  const error: RuleErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    const raw = read(name);
    const v = typeof raw === "string" ? (rule.untrimmed ? raw : raw.trim()) : "";
    const problem = !v
      ? (rule.required ?? null)
      : // UTF-16 units, as the browser's maxlength counts them: both sides agree
        rule.maxLength && v.length > rule.maxLength.value
        ? rule.maxLength.message
        : rule.minLength && v.length < rule.minLength.value
          ? rule.minLength.message
          : rule.plainText
          ? plainTextProblem(v)
          : null;
    const patternProblem = !problem && v && rule.pattern && !rule.pattern.value.test(v) ? rule.pattern.message : null;
    if (problem || patternProblem) error[name] = [(problem ?? patternProblem)!];
    else value[name] = v;
  }
  return Object.keys(error).length ? { value: null, error } : { value: value as RuleValues<R>, error: null };
}

/** The rules as native input constraints (they work without JavaScript too). */
export function constraintsOf(rules: Rules) {
  return Object.fromEntries(
    Object.entries(rules).map(([name, r]) => [
      name,
      {
        required: Boolean(r.required),
        ...(r.maxLength ? { maxLength: r.maxLength.value } : {}),
        ...(r.minLength ? { minLength: r.minLength.value } : {}),
        ...(r.htmlPattern ? { pattern: r.htmlPattern } : {}),
      },
    ]),
  );
}
