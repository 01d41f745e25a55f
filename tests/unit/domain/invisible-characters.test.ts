import { describe, expect, it } from "vitest";
import { checkRules, INVISIBLE_MESSAGE, looksEmpty, plainTextProblem, type Rules } from "#domain/form-rules";
import { RATING_RULES } from "#domain/rating-rules";

// Names and free texts (spec §5 validation; docs/decisions/002-form-validation.md): no invisible
// format characters, and a name of nothing but them is empty
const INVISIBLES: [string, string][] = [
  ["U+FFA0 halfwidth Hangul filler", "\uFFA0"],
  ["U+FFF9 interlinear annotation anchor", "\uFFF9"],
  ["U+FFFA interlinear annotation separator", "\uFFFA"],
  ["U+FFFB interlinear annotation terminator", "\uFFFB"],
  ["U+200B zero-width space", "\u200B"],
  ["U+200C zero-width non-joiner", "\u200C"],
  ["U+200D zero-width joiner", "\u200D"],
  ["U+200E left-to-right mark", "\u200E"],
  ["U+200F right-to-left mark", "\u200F"],
  ["U+2028 line separator", "\u2028"],
  ["U+2029 paragraph separator", "\u2029"],
  ["U+202A left-to-right embedding", "\u202A"],
  ["U+202E right-to-left override", "\u202E"],
  ["U+2066 left-to-right isolate", "\u2066"],
  ["U+2069 pop directional isolate", "\u2069"],
  ["U+00AD soft hyphen", "\u00AD"],
  ["U+180E Mongolian vowel separator", "\u180E"],
  ["U+3164 Hangul filler", "\u3164"],
  ["U+115F Hangul choseong filler", "\u115F"],
  ["U+1160 Hangul jungseong filler", "\u1160"],
  ["U+FEFF byte order mark", "\uFEFF"],
  ["U+2060 word joiner", "\u2060"],
  ["U+061C Arabic letter mark", "\u061C"],
  ["U+0600 Arabic number sign (Cf)", "\u0600"],
  ["U+1D173 musical symbol begin beam (Cf)", "\u{1D173}"],
  ["U+E0041 tag letter A", "\u{E0041}"],
  ["U+2800 Braille blank", "\u2800"],
  ["U+034F combining grapheme joiner", "\u034F"],
  ["U+FE0F variation selector", "\uFE0F"],
];

const NAME_RULES = {
  name: { required: "Bitte geben Sie Ihren Namen ein.", maxLength: { value: 60, message: "Zu lang." }, plainText: true },
  note: { maxLength: { value: 60, message: "Zu lang." }, plainText: true },
  code: { maxLength: { value: 60, message: "Zu lang." } },
} satisfies Rules;
const check = (values: Record<string, unknown>, rules: Rules = NAME_RULES) => checkRules((name) => values[name], rules);

describe("invisible format characters", () => {
  it.each(INVISIBLES)("%s is refused in a name, inside text", (_, ch) => {
    expect(plainTextProblem(`Mül${ch}ler`)).toBe(INVISIBLE_MESSAGE);
    expect(check({ name: `Mül${ch}ler` }).error).toEqual({ name: [INVISIBLE_MESSAGE] });
  });

  it.each(INVISIBLES)("%s is refused in a free text of paragraphs (a rating)", (_, ch) => {
    const res = checkRules((n) => ({ rating_text: `Sehr gut${ch}, gerne wieder.\nDanke!`, stars: 5 })[n], RATING_RULES);
    expect(res.error).toEqual({ rating_text: [INVISIBLE_MESSAGE] });
  });

  it.each(INVISIBLES)("%s is refused in any other text too (ids, codes, e-mail addresses)", (_, ch) => {
    expect(check({ name: "Anna", code: `AB${ch}C` }).error).toEqual({ code: [INVISIBLE_MESSAGE] });
  });

  it.each(INVISIBLES)("a required name of nothing but %s (and spaces) is refused as empty", (_, ch) => {
    expect(looksEmpty(`${ch} ${ch}${ch}`)).toBe(true);
    expect(check({ name: `${ch} ${ch}${ch}` }).error).toEqual({ name: ["Bitte geben Sie Ihren Namen ein."] });
  });

  it("an optional field of only invisible characters is refused, not taken as empty", () => {
    expect(check({ name: "Anna", note: "\u200B\uFFA0" }).error).toEqual({ note: [INVISIBLE_MESSAGE] });
  });

  it("German text as people write it passes: umlauts, ß, dashes, quotes, ©, ®, ™, €, spaces inside", () => {
    for (const text of ["Jürgen Größe-Übel", "„Bäckerei“ – seit 1928", "Café Crème © ® ™ 5 €", "Dr. med. Ölçer", "Straße 12 a"]) {
      expect(plainTextProblem(text)).toBeNull();
      expect(check({ name: text.slice(0, 60) }).error).toBeNull();
    }
  });

  it("a password is taken as typed (only the password rules judge it)", () => {
    const rules = { password: { required: "Bitte geben Sie Ihr Passwort ein.", untrimmed: true } } satisfies Rules;
    expect(check({ password: "ge\u200Bheim" }, rules)).toEqual({ value: { password: "ge\u200Bheim" }, error: null });
  });
});
