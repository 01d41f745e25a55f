/**
 * The form rule language (docs/decisions/002-form-validation.md): checked with
 * the same German messages in the browser (through conform, see
 * app/components/forms/validate.ts), by the portal's action and again by /api
 * (api/lib/validate.ts). No schema library: the rules are part of the page's
 * JavaScript, and zod would cost 24 KB gzip of the 110 KB budget.
 *
 * A form's rules are a record of field name → rule. A text rule is a plain
 * object (`{ required, maxLength, pattern, … }`); every other kind is made by
 * its constructor (`number({ … })`, `date({ … })`, `list({ … })`), which brings
 * its own check, so a page pays only for the kinds its forms use.
 *
 * Values come as a form sends them (strings, "on", File) or as JSON sends them
 * (numbers, booleans, arrays); nested names follow conform
 * (`days[0].ranges[1].from`), and messages name the same paths.
 */

/** An e-mail address as people type it: one @, a dot in the domain, no spaces, quotes or angle brackets. */
export const EMAIL = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:.]{2,}$/;

/** A limit or pattern together with the German message for a value that breaks it. */
export interface Limit<T> {
  value: T;
  message: string;
}

/** Single-line or free text: a plain object, the default kind. */
export interface TextRule {
  kind?: "text";
  /** the message for an empty value; without it the field may stay empty */
  required?: string;
  maxLength?: Limit<number>;
  minLength?: Limit<number>;
  pattern?: Limit<RegExp>;
  /** the same check for the browser's own validation (works without JavaScript); must be valid with the `v` flag */
  htmlPattern?: string;
  /** taken as typed, surrounding spaces included (passwords) */
  untrimmed?: boolean;
  /** single-line text shown to others: no control, invisible or angle-bracket characters, no emoji */
  plainText?: boolean;
  /** the same for a text of paragraphs: line breaks allowed (kept as \n), nothing else invisible */
  multiline?: boolean;
  /** never sent back to the browser, not even in a refusal (passwords) */
  secret?: boolean;
  check?: never;
}

/** Native constraints of one field (they work without JavaScript too). */
export interface Constraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  pattern?: string;
  accept?: string;
}

/** Where a refused field's message goes. */
export type Put = (path: string, message: string) => void;

/** What the constructor of a kind adds to its options. */
interface Kind<K extends string> {
  kind: K;
  /** the clean value, or undefined after putting a message (at `path` or below it) */
  check(raw: unknown, path: string, put: Put): unknown;
  /** native constraints by conform's constraint names */
  constraints(path: string): Record<string, Constraint>;
  /** what of a refused value may be sent back (undefined: nothing) */
  echo(v: unknown): unknown;
}

interface Required {
  /** the message for an empty value; without it the field may stay empty */
  required?: string;
}
export interface NumberOptions extends Required {
  /** decimal places allowed: 0 (the default) for whole numbers, 2 for euro amounts */
  decimals?: number;
  min?: Limit<number>;
  max?: Limit<number>;
}
export interface ChoiceOptions<O extends string> extends Required {
  options: readonly O[];
}
export interface CheckboxesOptions<O extends string> extends ChoiceOptions<O> {
  max?: Limit<number>;
}
export interface DateOptions extends Required {
  /** YYYY-MM-DD */
  min?: Limit<string>;
  max?: Limit<string>;
}
export interface TimeRangeOptions extends Required {
  /** the message when `to` is not after `from` */
  order?: string;
}
export interface FileOptions extends Required {
  /** the MIME types the browser may declare */
  types: Limit<readonly string[]>;
  maxBytes: Limit<number>;
}
interface ListLimits {
  /** required: no list is unbounded */
  maxItems: Limit<number>;
  minItems?: Limit<number>;
}

export type NumberRule = NumberOptions & Kind<"number">;
export type ChoiceRule<O extends string = string> = ChoiceOptions<O> & Kind<"select" | "radio">;
export type CheckboxRule = Required & Kind<"checkbox">;
export type CheckboxesRule<O extends string = string> = CheckboxesOptions<O> & Kind<"checkboxes">;
export type DateRule = DateOptions & Kind<"date">;
export type TimeRule = Required & Kind<"time">;
export type TimeRangeRule = TimeRangeOptions & Kind<"timeRange">;
export type FileRule = FileOptions & Kind<"file">;
export interface GroupRule<F extends Rules = Rules> extends Kind<"group"> {
  fields: F;
}
export interface ListRule<F extends Rules = Rules> extends ListLimits, Kind<"list"> {
  fields: F;
}
export interface ListOfRule<O extends Rule = Rule> extends ListLimits, Kind<"list"> {
  of: O;
}

export type Rule =
  | TextRule
  | NumberRule
  | ChoiceRule
  | CheckboxRule
  | CheckboxesRule
  | DateRule
  | TimeRule
  | TimeRangeRule
  | FileRule
  | GroupRule
  | ListRule
  | ListOfRule;
export interface Rules {
  [name: string]: Rule;
}

/** The clean value a rule gives (optional fields left empty: "", null, false or []). */
export type RuleValue<T> = T extends { kind: "number" }
  ? number | null
  : T extends { kind: "select" | "radio"; options: readonly (infer O)[] }
    ? O | ""
    : T extends { kind: "checkbox" }
      ? boolean
      : T extends { kind: "checkboxes"; options: readonly (infer O)[] }
        ? O[]
        : T extends { kind: "timeRange" }
          ? { from: string; to: string } | null
          : T extends { kind: "file" }
            ? File | null
            : T extends { kind: "group"; fields: infer F extends Rules }
              ? RuleValues<F>
              : T extends { kind: "list"; fields: infer F extends Rules }
                ? RuleValues<F>[]
                : T extends { kind: "list"; of: infer O }
                  ? RuleValue<O>[]
                  : string;
export type RuleValues<R extends Rules> = { [K in keyof R]: RuleValue<R[K]> };
/** Messages by field path (`""` for the form as a whole), one message per path. */
export type RuleErrors = Record<string, string[]>;

/**
 * A check across fields: returns messages by field path (`""` for a message
 * above the form), or null. It runs once every field has passed its own rule;
 * one made by `refineFields` runs as soon as the fields it names have passed,
 * so its message comes in the same answer as the other fields' messages.
 */
export type Refine<R extends Rules> = ((values: RuleValues<R>) => Record<string, string> | null) & {
  /** the only fields the check reads (refineFields) */
  readonly needs?: readonly (keyof R & string)[];
};

/**
 * A check across the named fields only (two passwords typed the same): it runs
 * whenever those fields passed their own rules, whatever the other fields of
 * the form say, so a person learns every problem of the form in one answer.
 */
export function refineFields<R extends Rules, K extends keyof R & string>(
  needs: readonly K[],
  check: (values: Pick<RuleValues<R>, K>) => Record<string, string> | null,
): Refine<R> {
  return Object.assign((values: RuleValues<R>) => check(values), { needs });
}

/** Control characters and line breaks, also U+2028/U+2029 (a single-line field never holds them). */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/**
 * Invisible characters, used to disguise text or to pass an empty-looking value
 * as filled in: every format character (Unicode category Cf: soft hyphen U+00AD,
 * zero-width U+200B–U+200F, the line and paragraph separators U+2028/U+2029, bidi controls U+202A–U+202E and U+2066–U+2069,
 * U+FEFF, the interlinear annotation U+FFF9–U+FFFB, U+180E, tags, …), the
 * blank-looking letters (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the
 * blank Braille pattern U+2800, Khmer U+17B4/U+17B5) and the joiners and
 * variation selectors that show nothing on their own. German text needs none of
 * them (the soft hyphen and U+200C are typesetting hints this portal does not use).
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each combining mark is matched on its own, on purpose
  /[\p{Cf}\u2028\u2029\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{1BCA0}-\u{1BCA3}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/** The same, every one of them (to see what is left of a value without them). */
// eslint-disable-next-line no-misleading-character-class -- as INVISIBLE
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, "gu");


/** Only invisible characters and spaces: what a person sees as an empty field. */
export const looksEmpty = (value: string) => !value.replace(INVISIBLE_ALL, "").trim();

export const INVISIBLE_MESSAGE = "Der Text enthält unsichtbare Steuer- oder Formatierungszeichen. Bitte entfernen Sie diese.";
/** Markup characters: the directory shows entries on many sites, not all of which escape. */
const ANGLE_BRACKETS = /[<>]/;
/** Emoji and pictographs, except ©, ® and ™, which belong to company names. */
// eslint-disable-next-line no-misleading-character-class -- the keycap mark U+20E3 is matched on its own, on purpose
const EMOJI = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u20E3]/u;
/**
 * Not text at all: a surrogate without its pair (in u-mode a paired one is one
 * code point and does not match) and the noncharacters U+FDD0–U+FDEF, U+xFFFE, U+xFFFF.
 */
const INVALID_UNICODE = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** Why a plain single-line text is refused, or null when it is fine. */
export function plainTextProblem(value: string): string | null {
  // emoji first: joined emoji contain invisible joiners, but the emoji is what the user sees
  if (EMOJI.test(value)) return "Bitte verwenden Sie keine Emojis oder Bildsymbole.";
  if (CONTROL.test(value) || INVISIBLE.test(value)) return INVISIBLE_MESSAGE;
  if (ANGLE_BRACKETS.test(value)) return "Bitte verwenden Sie keine spitzen Klammern (< und >).";
  return null;
}

export const INVALID_UNICODE_MESSAGE = "Die Eingabe enthält ungültige Zeichen. Bitte tippen Sie sie erneut ein.";

/** A text value as the rule reads it, or the reason it is refused. */
function checkText(rule: TextRule, raw: unknown, path: string, put: Put): string | undefined {
  const typed = typeof raw === "string" ? (rule.untrimmed ? raw : raw.trim()) : "";
  // a text of paragraphs keeps its line breaks in one form, whatever the browser sent (\r\n)
  const v = rule.multiline ? typed.replace(/\r\n?/g, "\n") : typed;
  // a required value of nothing but spaces and invisible characters is as empty as it looks
  // (a password is taken as typed: only the password rules judge it)
  const problem = !v || (rule.required && !rule.untrimmed && looksEmpty(v))
    ? (rule.required ?? null)
    : INVALID_UNICODE.test(v)
      ? INVALID_UNICODE_MESSAGE
      : // UTF-16 units, as the browser's maxlength counts them: both sides agree
        rule.maxLength && v.length > rule.maxLength.value
        ? rule.maxLength.message
        : rule.minLength && v.length < rule.minLength.value
          ? rule.minLength.message
          : (rule.plainText && plainTextProblem(v)) ||
            (rule.multiline && plainTextProblem(v.replace(/\n/g, " "))) ||
            // every other text but a password (ids, codes, e-mail addresses): no invisible characters either
            (!rule.untrimmed && INVISIBLE.test(v) ? INVISIBLE_MESSAGE : null) ||
            (rule.pattern && !rule.pattern.value.test(v) ? rule.pattern.message : null);
  if (!problem) return v;
  put(path, problem);
  return undefined;
}

/** Checks one value; returns the clean value, or undefined after putting a message. */
function checkValue(rule: Rule, raw: unknown, path: string, put: Put): unknown {
  return rule.check ? rule.check(raw, path, put) : checkText(rule, raw, path, put);
}

/** Checks every field of a record; returns the clean values of the fields that passed, and whether all did. */
function checkEach(rules: Rules, read: (name: string) => unknown, prefix: string, put: Put): { passed: Record<string, unknown>; ok: boolean } {
  const passed: Record<string, unknown> = {};
  let ok = true;
  for (const [name, rule] of Object.entries(rules)) {
    const v = checkValue(rule, read(name), prefix + name, put);
    if (v === undefined) ok = false;
    else passed[name] = v;
  }
  return { passed, ok };
}

/** Checks every field of a record; returns the clean values, or undefined when any was refused. */
function checkFields(rules: Rules, read: (name: string) => unknown, prefix: string, put: Put): Record<string, unknown> | undefined {
  const { passed, ok } = checkEach(rules, read, prefix, put);
  return ok ? passed : undefined;
}

/**
 * Checks values against rules. `read` gives the submitted value of a top-level
 * field (nested fields come as conform builds them: objects and arrays). Optional
 * fields left empty come back empty ("", null, false or []). Returns the clean
 * values, or the first message per field path. `refine` runs once every field
 * passed, or (made by `refineFields`) once the fields it reads passed.
 */
export function checkRules<R extends Rules>(
  read: (name: string) => unknown,
  rules: R,
  refine?: Refine<R>,
): { value: RuleValues<R>; error: null } | { value: null; error: RuleErrors } {
  const error: RuleErrors = {};
  const put: Put = (path, message) => {
    error[path] ??= [message];
  };
  const { passed, ok } = checkEach(rules, read, "", put);
  const value = ok ? (passed as RuleValues<R>) : undefined;
  // a check across some fields runs once those passed: its message comes with the others
  const refinable = refine && (ok || (refine.needs?.length && refine.needs.every((name) => name in passed)));
  if (refinable) {
    for (const [path, message] of Object.entries(refine(passed as RuleValues<R>) ?? {})) put(path, message);
  }
  return value && !Object.keys(error).length ? { value, error: null } : { value: null, error };
}

/**
 * The rules as native input constraints, by conform's constraint names
 * (`days[].ranges[].from` for every item of a list).
 */
export function constraintsOf(rules: Rules, prefix = ""): Record<string, Constraint> {
  const out: Record<string, Constraint> = {};
  for (const [name, r] of Object.entries(rules)) {
    const path = prefix + name;
    Object.assign(
      out,
      r.check
        ? r.constraints(path)
        : {
            [path]: {
              required: Boolean(r.required),
              ...(r.maxLength ? { maxLength: r.maxLength.value } : {}),
              ...(r.minLength ? { minLength: r.minLength.value } : {}),
              ...(r.htmlPattern ? { pattern: r.htmlPattern } : {}),
            },
          },
    );
  }
  return out;
}

/** The longest a value of a field without its own maximum is sent back (numbers, dates, times, choices). */
const ECHO_SHORT = 100;
/** …and of a text without a maximum length. */
const ECHO_TEXT = 1000;

/** A string cut to `max` UTF-16 units, without leaving half a surrogate pair at the end. */
export function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const head = s.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * How much of a too-long text comes back: a text a little over its maximum
 * whole (the user shortens it, nothing typed is lost), a huge one cut at twice
 * the maximum, at most 1000 more (a 1 MB value gets an answer of a few KB).
 */
const echoLimit = (max: number) => max + Math.min(max, ECHO_TEXT);

const echoShort = (v: unknown) => (typeof v === "string" ? cut(v, ECHO_SHORT) : undefined);

function echoValue(rule: Rule, v: unknown): unknown {
  if (v === undefined || v === null) return undefined;
  if (rule.check) return rule.echo(v);
  return rule.secret || typeof v !== "string" ? undefined : cut(v, rule.maxLength ? echoLimit(rule.maxLength.value) : ECHO_TEXT);
}

function echoFields(rules: Rules, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const v = echoValue(rule, values[name]);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

const isFile = (v: unknown): v is File =>
  typeof v === "object" && v !== null && typeof (v as File).size === "number" && typeof (v as File).name === "string" && typeof (v as File).type === "string";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v) && !isFile(v);

/**
 * What of a submitted form may be sent back with a refusal: only the rules'
 * fields, each value cut to its field's maximum length (a 1 MB value comes back
 * as at most that), secret fields and files never. The check itself saw it all.
 */
export function echoValues(rules: Rules, values: unknown): Record<string, unknown> {
  return isRecord(values) ? echoFields(rules, values) : {};
}

/** The top-level field a path belongs to (`days[0].ranges[1].from` → `days`). */
export const fieldOf = (path: string) => /^[^.[]*/.exec(path)![0];

/* ---- The other kinds: each constructor brings its check, its native constraints and what it may echo. ---- */

/** A scalar form value as text: strings trimmed, numbers as JSON sends them; anything else empty. */
const textOf = (raw: unknown) => (typeof raw === "string" ? raw.trim() : typeof raw === "number" && Number.isFinite(raw) ? String(raw) : "");

/**
 * A scalar kind: empty → `empty` (or the required message), else `parse` gives
 * the clean value or a message.
 */
function scalar<K extends string>(
  kind: K,
  o: Required,
  empty: unknown,
  parse: (s: string) => { v: unknown } | string,
  constraint: Constraint = {},
): Kind<K> {
  return {
    kind,
    check(raw, path, put) {
      const s = textOf(raw);
      const r = s ? parse(s) : o.required ? o.required : { v: empty };
      if (typeof r !== "string") return r.v;
      put(path, r);
      return undefined;
    },
    constraints: (path) => ({ [path]: { required: Boolean(o.required), ...constraint } }),
    echo: echoShort,
  };
}

const NUMBER = /^[+-]?\d{1,15}(?:[.,](\d{1,15}))?$/;

/**
 * A number typed into a text field (`inputMode="numeric"` or `"decimal"`): digits,
 * an optional sign, a decimal comma or point, no thousands separators. The value is
 * a number, or null when an optional field is left empty.
 */
export function number(o: NumberOptions): NumberRule {
  const places = o.decimals ?? 0;
  const format = places
    ? `Bitte geben Sie eine Zahl mit höchstens ${places} Nachkommastellen ein, z. B. 12,50.`
    : "Bitte geben Sie eine ganze Zahl ein, z. B. 12.";
  return {
    ...o,
    ...scalar(
      "number",
      o,
      null,
      (s) => {
        const m = NUMBER.exec(s);
        if (!m || (m[1] ?? "").length > places) return format;
        const n = Number(s.replace(",", "."));
        return o.min && n < o.min.value ? o.min.message : o.max && n > o.max.value ? o.max.message : { v: n };
      },
      // the browser checks the digits without JavaScript, the rule the bounds
      { pattern: places ? `[+\\-]?[0-9]+([.,][0-9]{1,${places}})?` : "[+\\-]?[0-9]+" },
    ),
  };
}

export const CHOICE_MESSAGE = "Bitte wählen Sie einen der angebotenen Werte.";

/** One of the listed values from a `<select>`: "" when an optional field is left empty. */
export function select<const O extends string>(o: ChoiceOptions<O>): ChoiceRule<O> {
  return { ...o, ...scalar("select", o, "", (s) => ((o.options as readonly string[]).includes(s) ? { v: s } : CHOICE_MESSAGE)) };
}

/** One of the listed values from a radio group. */
export function radio<const O extends string>(o: ChoiceOptions<O>): ChoiceRule<O> {
  return { ...select(o), kind: "radio" };
}

/** A single checkbox: true when ticked. `required` is the message when it must be ticked (a consent). */
export function checkbox(o: Required = {}): CheckboxRule {
  return {
    ...o,
    kind: "checkbox",
    check(raw, path, put) {
      const on = raw === true || raw === "on" || raw === "true";
      if (on || !o.required) return on;
      put(path, o.required);
      return undefined;
    },
    constraints: (path) => ({ [path]: { required: Boolean(o.required) } }),
    echo: (v) => (v === "on" ? v : undefined),
  };
}

/** Checkboxes of one name: the ticked values, each one of `options`, in their order. `required`: at least one. */
export function checkboxes<const O extends string>(o: CheckboxesOptions<O>): CheckboxesRule<O> {
  const options = o.options as readonly string[];
  return {
    ...o,
    kind: "checkboxes",
    check(raw, path, put) {
      const list = (Array.isArray(raw) ? raw : raw === undefined || raw === "" ? [] : [raw]).filter((v) => v !== "");
      const problem = list.some((v) => typeof v !== "string" || !options.includes(v))
        ? CHOICE_MESSAGE
        : !list.length && o.required
          ? o.required
          : o.max && new Set(list).size > o.max.value
            ? o.max.message
            : null;
      if (!problem) return options.filter((v) => list.includes(v));
      put(path, problem);
      return undefined;
    },
    // `required` on a checkbox means that very box: the group's minimum is the rule's
    constraints: (path) => ({ [path]: { required: false } }),
    echo: (v) => (Array.isArray(v) ? v : [v]).filter((x) => typeof x === "string" && options.includes(x)),
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A calendar date as YYYY-MM-DD from YYYY-MM-DD or DD.MM.YYYY, or null (also for 30.02. and years before 1000). */
export function parseDate(value: string): string | null {
  const iso = ISO_DATE.exec(value);
  const de = iso ? null : GERMAN_DATE.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : de ? [de[3], de[2], de[1]] : [];
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (!y || year < 1000 || month < 1 || month > 12 || day < 1) return null;
  // day 0 of the next month is the last day of this one
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export const DATE_MESSAGE = "Bitte geben Sie ein gültiges Datum ein, z. B. 31.12.2026.";

/**
 * A calendar date: on the wire always YYYY-MM-DD (spec §9, and what
 * `<input type="date">` sends); DD.MM.YYYY typed into a text field is taken too.
 * `min`/`max` are YYYY-MM-DD. "" when an optional field is left empty.
 */
export function date(o: DateOptions = {}): DateRule {
  return {
    ...o,
    ...scalar(
      "date",
      o,
      "",
      (s) => {
        const v = parseDate(s);
        // YYYY-MM-DD strings compare like the dates they name
        return !v ? DATE_MESSAGE : o.min && v < o.min.value ? o.min.message : o.max && v > o.max.value ? o.max.message : { v };
      },
      { ...(o.min ? { min: o.min.value } : {}), ...(o.max ? { max: o.max.value } : {}) },
    ),
  };
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** A time of day as HH:MM, or null (spec §5 opening hour: hours 0–23, minutes 00–59). */
export function parseTime(value: string): string | null {
  const m = TIME_OF_DAY.exec(value);
  return m ? `${m[1]!.padStart(2, "0")}:${m[2]}` : null;
}

/**
 * A time as people type it: the hour alone ("9", "18"), hour and minutes with a
 * colon, point or comma ("9:30", "9.30", "18,30") or run together ("930",
 * "0930", "1830"), each optionally followed by "Uhr" or "h" ("9 Uhr", "18 h",
 * "9:30 Uhr"), seconds ":00" ignored.
 */
const TYPED_TIME = /^(\d{1,2})(?:[:.,]?(\d{2}))?(?::00)?\s*(?:uhr|h)?$/i;

/**
 * A typed time read as HH:MM (spec §5 opening hour), or null when it cannot be
 * read ("25", "9.75", "abc", "9.5"). For a portal form's input only: what is
 * stored and what /api takes stays HH:MM (parseTime).
 */
export function readTime(typed: string): string | null {
  const m = TYPED_TIME.exec(typed.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? "0");
  return hour <= 23 && minute <= 59 ? `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}` : null;
}

export const TIME_MESSAGE = "Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30.";

/** A time of day HH:MM (spec §5 opening hour); "8:30" becomes "08:30". "" when an optional field is left empty. */
export function time(o: Required = {}): TimeRule {
  return { ...o, ...scalar("time", o, "", (s) => (parseTime(s) ? { v: parseTime(s) } : TIME_MESSAGE)) };
}

export const TIME_RANGE_MESSAGES = {
  from: "Bitte geben Sie die Anfangszeit ein.",
  to: "Bitte geben Sie die Endzeit ein.",
  order: "Die Endzeit muss nach der Anfangszeit liegen.",
};

/**
 * A time range: the fields `name.from` and `name.to`, each HH:MM as spec §5 gives
 * for opening hours, and `from` before `to` (a range past midnight is two ranges).
 * `required` is the message when both are missing; the value is null when an
 * optional range is left empty.
 */
export function timeRange(o: TimeRangeOptions = {}): TimeRangeRule {
  return {
    ...o,
    kind: "timeRange",
    check(raw, path, put) {
      const r = isRecord(raw) ? raw : {};
      const from = textOf(r.from);
      const to = textOf(r.to);
      if (!from && !to) {
        if (o.required) put(`${path}.from`, o.required);
        return o.required ? undefined : null;
      }
      const f = parseTime(from);
      const t = parseTime(to);
      if (!f) put(`${path}.from`, from ? TIME_MESSAGE : TIME_RANGE_MESSAGES.from);
      if (!t) put(`${path}.to`, to ? TIME_MESSAGE : TIME_RANGE_MESSAGES.to);
      if (f && t && f >= t) put(`${path}.to`, o.order ?? TIME_RANGE_MESSAGES.order);
      return f && t && f < t ? { from: f, to: t } : undefined;
    },
    // both or neither: the browser cannot say that, the rule does
    constraints: (path) => ({ [`${path}.from`]: { required: Boolean(o.required) }, [`${path}.to`]: { required: Boolean(o.required) } }),
    echo: (v) => (isRecord(v) ? { from: echoShort(v.from), to: echoShort(v.to) } : undefined),
  };
}

/**
 * An uploaded file (a `File`; the form goes as multipart/form-data). `types` are
 * checked as the browser declares them: a backend that stores a file checks its
 * content too. null when an optional field is left empty; never sent back.
 */
export function file(o: FileOptions): FileRule {
  return {
    ...o,
    kind: "file",
    check(raw, path, put) {
      // an empty file input sends a nameless, empty file
      if (!isFile(raw) || (!raw.size && !raw.name)) {
        if (o.required) put(path, o.required);
        return o.required ? undefined : null;
      }
      const problem = !o.types.value.includes(raw.type) ? o.types.message : raw.size > o.maxBytes.value ? o.maxBytes.message : null;
      if (!problem) return raw;
      put(path, problem);
      return undefined;
    },
    constraints: (path) => ({ [path]: { required: Boolean(o.required), accept: o.types.value.join(",") } }),
    echo: () => undefined,
  };
}

/** Fields under one name (`address.street`, `address.city`): the value is an object. */
export function group<F extends Rules>(fields: F): GroupRule<F> {
  return {
    fields,
    kind: "group",
    check: (raw, path, put) => checkFields(fields, (name) => (isRecord(raw) ? raw[name] : undefined), `${path}.`, put),
    constraints: (path) => constraintsOf(fields, `${path}.`),
    echo: (v) => (isRecord(v) ? echoFields(fields, v) : undefined),
  };
}

/**
 * A repeated field (`of`: `phones[0]`) or group (`fields`: `days[2].ranges[1].from`);
 * the value is an array. `maxItems` is required: no list is unbounded.
 */
export function list<F extends Rules>(o: ListLimits & { fields: F }): ListRule<F>;
export function list<O extends Rule>(o: ListLimits & { of: O }): ListOfRule<O>;
export function list(o: ListLimits & ({ fields: Rules } | { of: Rule })): ListRule | ListOfRule {
  const item = "of" in o ? o.of : group(o.fields);
  return {
    ...o,
    kind: "list",
    check(raw, path, put) {
      const items = Array.isArray(raw) ? raw : [];
      // before looking at any item: `days[99999999]` makes a sparse array of that length
      const problem =
        items.length > o.maxItems.value ? o.maxItems.message : o.minItems && items.length < o.minItems.value ? o.minItems.message : null;
      if (problem) {
        put(path, problem);
        return undefined;
      }
      const out = Array.from(items, (v, i) => checkValue(item, v, `${path}[${i}]`, put));
      return out.includes(undefined) ? undefined : out;
    },
    constraints: (path) => ("of" in o ? constraintsOf({ "": o.of }, `${path}[]`) : constraintsOf(o.fields, `${path}[].`)),
    echo: (v) => (Array.isArray(v) ? Array.from(v.slice(0, o.maxItems.value), (x) => echoValue(item, x)) : undefined),
  } as ListRule | ListOfRule;
}
