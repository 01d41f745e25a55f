import { describe, expect, it } from "vitest";
import { checkRules, constraintsOf, plainTextProblem, type Rules, type TextRule } from "#domain/form-rules";
import { ENTRY_COMPANY_RULES } from "#domain/entry";

const INVISIBLE_MESSAGE = "Der Text enthält unsichtbare Steuer- oder Formatierungszeichen. Bitte entfernen Sie diese.";
const ANGLE_MESSAGE = "Bitte verwenden Sie keine spitzen Klammern (< und >).";
const EMOJI_MESSAGE = "Bitte verwenden Sie keine Emojis oder Bildsymbole.";

/** checkRules over a plain object, as the API reads a JSON body. */
const check = <R extends Rules>(values: Record<string, unknown>, rules: R) => checkRules((name) => values[name], rules);

const RULES = {
  name: {
    required: "Bitte geben Sie einen Namen ein.",
    maxLength: { value: 5, message: "Höchstens 5 Zeichen." },
    plainText: true,
  },
  code: {
    maxLength: { value: 3, message: "Der Code hat höchstens 3 Zeichen." },
    pattern: { value: /^[A-Z]+$/, message: "Nur Großbuchstaben." },
  },
  password: { required: "Bitte geben Sie Ihr Passwort ein.", untrimmed: true },
} satisfies Rules;

describe("checkRules: required and optional fields", () => {
  it("gives back the clean values when every rule holds", () => {
    expect(check({ name: "Anna", code: "AB", password: "geheim" }, RULES)).toEqual({
      value: { name: "Anna", code: "AB", password: "geheim" },
      error: null,
    });
  });

  it("returns an optional field left empty as the empty string", () => {
    const result = check({ name: "Anna", password: "x" }, RULES);
    expect(result.error).toBeNull();
    expect(result.value).toEqual({ name: "Anna", code: "", password: "x" });
  });

  it("treats an optional field of only spaces as empty, without running its pattern", () => {
    expect(check({ name: "Anna", code: "   ", password: "x" }, RULES).value?.code).toBe("");
  });

  it("refuses a required field that is missing, empty or only spaces with its own message", () => {
    for (const name of [undefined, "", "   \t "]) {
      const result = check({ name, password: "x" }, RULES);
      expect(result.value).toBeNull();
      expect(result.error).toEqual({ name: ["Bitte geben Sie einen Namen ein."] });
    }
  });

  it("counts anything that is not a string as empty", () => {
    for (const name of [42, null, true, ["Anna"], { v: "Anna" }]) {
      expect(check({ name, password: "x" }, RULES).error).toEqual({ name: ["Bitte geben Sie einen Namen ein."] });
    }
    // an optional field given a number is not taken over either
    expect(check({ name: "Anna", code: 123, password: "x" }, RULES).value?.code).toBe("");
  });

  it("names every failing field, one message each", () => {
    const result = check({ name: "", code: "abcd", password: "" }, RULES);
    expect(result.value).toBeNull();
    expect(result.error).toEqual({
      name: ["Bitte geben Sie einen Namen ein."],
      code: ["Der Code hat höchstens 3 Zeichen."],
      password: ["Bitte geben Sie Ihr Passwort ein."],
    });
  });

  it("reads each field by its name", () => {
    const asked: string[] = [];
    checkRules((name) => {
      asked.push(name);
      return "A";
    }, RULES);
    expect(asked.sort()).toEqual(["code", "name", "password"]);
  });
});

describe("checkRules: trimming", () => {
  it("trims surrounding white space before checking and in the returned value", () => {
    const result = check({ name: "  Anna \n", code: " AB ", password: "x" }, RULES);
    expect(result.value).toEqual({ name: "Anna", code: "AB", password: "x" });
  });

  it("measures the length after trimming", () => {
    expect(check({ name: "   Fünf5   ", password: "x" }, RULES).value?.name).toBe("Fünf5");
  });

  it("keeps an untrimmed field exactly as typed", () => {
    expect(check({ name: "Anna", password: "  mit Leerzeichen  " }, RULES).value?.password).toBe("  mit Leerzeichen  ");
  });

  it("does not count spaces of an untrimmed field as empty", () => {
    expect(check({ name: "Anna", password: " " }, RULES).value?.password).toBe(" ");
  });
});

describe("checkRules: maximum length in UTF-16 units, as the browser's maxlength counts", () => {
  it("accepts exactly the maximum and refuses one more", () => {
    expect(check({ name: "abcde", password: "x" }, RULES).error).toBeNull();
    expect(check({ name: "abcdef", password: "x" }, RULES).error).toEqual({ name: ["Höchstens 5 Zeichen."] });
  });

  it("counts a character outside the BMP as two units, like the browser, so both sides agree", () => {
    // U+1D538 MATHEMATICAL DOUBLE-STRUCK A: 4 bytes in UTF-8, 2 units in JavaScript, no emoji
    const a = "\u{1D538}";
    expect(a.length).toBe(2);
    expect(check({ name: a.repeat(2) + "x", password: "x" }, RULES).value?.name).toBe(a.repeat(2) + "x");
    expect(check({ name: a.repeat(3), password: "x" }, RULES).error).toEqual({ name: ["Höchstens 5 Zeichen."] });
  });

  it("counts umlauts and ß once", () => {
    expect(check({ name: "Öäüß!", password: "x" }, RULES).error).toBeNull();
  });
});

describe("checkRules: pattern", () => {
  it("refuses a value not matching the pattern with the pattern's message", () => {
    expect(check({ name: "Anna", code: "ab", password: "x" }, RULES).error).toEqual({ code: ["Nur Großbuchstaben."] });
  });

  it("gives only the first message per field: length before pattern", () => {
    expect(check({ name: "Anna", code: "abcd", password: "x" }, RULES).error).toEqual({ code: ["Der Code hat höchstens 3 Zeichen."] });
  });

  it("gives only the first message per field: length before plain-text", () => {
    expect(check({ name: "<<<<<<", password: "x" }, RULES).error).toEqual({ name: ["Höchstens 5 Zeichen."] });
  });

  it("gives only the first message per field: plain-text before pattern", () => {
    const rules = { f: { plainText: true, pattern: { value: /^[a-z]+$/, message: "Nur Kleinbuchstaben." } } } satisfies Rules;
    expect(check({ f: "a<b" }, rules).error).toEqual({ f: [ANGLE_MESSAGE] });
    expect(check({ f: "aBc" }, rules).error).toEqual({ f: ["Nur Kleinbuchstaben."] });
  });

  it("is stable over repeated calls (no regex state carried over)", () => {
    for (let i = 0; i < 3; i++) expect(check({ name: "Anna", code: "AB", password: "x" }, RULES).error).toBeNull();
  });
});

describe("checkRules: plain single-line text", () => {
  const refused: [string, string, string][] = [
    ["a line feed", "Zeile 1\nZeile 2", INVISIBLE_MESSAGE],
    ["a carriage return", "Zeile 1\rZeile 2", INVISIBLE_MESSAGE],
    ["a tab", "Firma\tGmbH", INVISIBLE_MESSAGE],
    ["a NUL", "Firma\u0000GmbH", INVISIBLE_MESSAGE],
    ["DEL", "Firma\u007FGmbH", INVISIBLE_MESSAGE],
    ["a C1 control (NEL)", "Firma\u0085GmbH", INVISIBLE_MESSAGE],
    ["a zero-width space U+200B", "Bäcke\u200Brei", INVISIBLE_MESSAGE],
    ["a zero-width joiner U+200D", "Bäcke\u200Drei", INVISIBLE_MESSAGE],
    ["a zero-width no-break space U+FEFF inside", "Bäcke\uFEFFrei", INVISIBLE_MESSAGE],
    ["a soft hyphen U+00AD", "Bäcke\u00ADrei", INVISIBLE_MESSAGE],
    ["a right-to-left override U+202E", "Rechnung\u202Efdp.exe", INVISIBLE_MESSAGE],
    ["a left-to-right mark U+200E", "Firma\u200E", INVISIBLE_MESSAGE],
    ["a right-to-left isolate U+2067", "Firma\u2067GmbH", INVISIBLE_MESSAGE],
    ["a word joiner U+2060", "Firma\u2060GmbH", INVISIBLE_MESSAGE],
    ["an Arabic letter mark U+061C", "Firma\u061CGmbH", INVISIBLE_MESSAGE],
    ["a script tag", "<script>alert(1)</script>", ANGLE_MESSAGE],
    ["a lone <", "a < b", ANGLE_MESSAGE],
    ["a lone >", "a > b", ANGLE_MESSAGE],
    ["an emoji", "Bäckerei 😀", EMOJI_MESSAGE],
    ["a flag", "Bäckerei 🇩🇪", EMOJI_MESSAGE],
    ["a single regional indicator", "Bäckerei \u{1F1E9}", EMOJI_MESSAGE],
    ["a heart with variation selector", "I ❤️ Köln", EMOJI_MESSAGE],
    ["a BMP pictograph (sun)", "Sonnenstudio ☀", EMOJI_MESSAGE],
    ["a keycap", "Nummer 1\uFE0F\u20E3", EMOJI_MESSAGE],
    ["a line separator U+2028", "Zeile 1\u2028Zeile 2", INVISIBLE_MESSAGE],
    ["a paragraph separator U+2029", "Zeile 1\u2029Zeile 2", INVISIBLE_MESSAGE],
    ["a tag character U+E0041", "Firma\u{E0041}GmbH", INVISIBLE_MESSAGE],
    ["a Hangul filler U+3164", "Firma\u3164GmbH", INVISIBLE_MESSAGE],
    ["a Braille blank U+2800", "Firma\u2800GmbH", INVISIBLE_MESSAGE],
    ["a combining grapheme joiner U+034F", "Firma\u034FGmbH", INVISIBLE_MESSAGE],
    ["a lone variation selector U+FE0F", "Firma\uFE0F", INVISIBLE_MESSAGE],
  ];

  it.each(refused)("refuses %s", (_what, text, message) => {
    expect(plainTextProblem(text)).toBe(message);
    expect(check({ name: text }, { name: { plainText: true } }).error).toEqual({ name: [message] });
  });

  it("refuses an emoji sequence joined with zero-width joiners as emoji, which is what the user sees", () => {
    expect(plainTextProblem("Familie 👨\u200D👩\u200D👧")).toBe(EMOJI_MESSAGE);
  });

  const accepted: [string, string][] = [
    ["© ® ™", "Krüger© Backwaren® Brot™"],
    ["umlauts and ß", "Äpfel Öfen Übermaß Straße"],
    ["an ampersand", "Müller & Söhne"],
    ["straight quotes", `"Zum Anker" Bar`],
    ["German quotes", "„Zur Post“ Gasthof"],
    ["an apostrophe", "Rosi's Café"],
    ["a typographic apostrophe", "Rosi’s Café"],
    ["dashes and punctuation", "Heizung, Sanitär, Solar – alles aus einer Hand!"],
    ["digits, # and *", "Halle 3 #12 *neu*"],
    ["accented letters", "Crêperie Élise à Köln"],
    ["a non-breaking space", "Nr.\u00A012"],
  ];

  it.each(accepted)("accepts %s", (_what, text) => {
    expect(plainTextProblem(text)).toBeNull();
    expect(check({ name: text }, { name: { plainText: true } }).value).toEqual({ name: text });
  });

  it("applies only to fields marked plainText", () => {
    expect(check({ free: "a<b>\n😀" }, { free: {} }).value).toEqual({ free: "a<b>\n😀" });
  });

  it("trims a leading line break or BOM away instead of refusing it (the stored value is clean)", () => {
    expect(check({ name: "\n Bäckerei \uFEFF" }, { name: { plainText: true } }).value).toEqual({ name: "Bäckerei" });
  });

  it("refuses a BOM at the edge of an untrimmed plain-text field", () => {
    expect(check({ name: "\uFEFFBäckerei" }, { name: { plainText: true, untrimmed: true } }).error).toEqual({
      name: [INVISIBLE_MESSAGE],
    });
  });
});

describe("constraintsOf: native input constraints", () => {
  it("turns rules into required / maxLength / pattern attributes", () => {
    const rules = {
      a: { required: "Pflicht.", maxLength: { value: 10, message: "Zu lang." }, htmlPattern: "[0-9]+" },
      b: { maxLength: { value: 3, message: "Zu lang." }, pattern: { value: /^x$/, message: "x" } },
      c: { plainText: true, untrimmed: true },
    } satisfies Rules;
    expect(constraintsOf(rules)).toEqual({
      a: { required: true, maxLength: 10, pattern: "[0-9]+" },
      b: { required: false, maxLength: 3 },
      c: { required: false },
    });
  });

  it("describes the entry company section", () => {
    const c = constraintsOf(ENTRY_COMPANY_RULES);
    expect(Object.keys(c)).toEqual(["company_name", "street", "houseNumber", "zipCode", "city", "phone", "mobile", "fax", "email"]);
    expect(c.company_name).toEqual({ required: true, maxLength: 120 });
    expect(c.houseNumber).toEqual({ required: true, pattern: "[A-Za-z0-9]{1,20}" });
    expect(c.zipCode).toEqual({ required: true, pattern: "[0-9]{5}" });
    expect(c.phone).toEqual({ required: false, maxLength: 30 });
    expect(c.email).toEqual({ required: false, maxLength: 254 });
  });

  it("gives html patterns that the browser (v flag, whole value) judges like the server", () => {
    const samples = ["12a", "1", "12-14", "", "A".repeat(20), "A".repeat(21), "04109", "4109", "041090", "abcde", "12 a"];
    for (const [name, rule] of Object.entries(ENTRY_COMPANY_RULES) as [string, TextRule][]) {
      if (!rule.htmlPattern || !rule.pattern) continue;
      const browser = new RegExp(`^(?:${rule.htmlPattern})$`, "v");
      for (const s of samples.filter(Boolean)) {
        expect({ name, s, ok: browser.test(s) }).toEqual({ name, s, ok: rule.pattern.value.test(s) });
      }
    }
  });
});
