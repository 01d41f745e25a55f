import { describe, expect, it } from "vitest";
import {
  checkbox,
  checkboxes,
  checkRules,
  constraintsOf,
  cut,
  date,
  echoValues,
  file,
  group,
  INVALID_UNICODE_MESSAGE,
  list,
  number,
  plainTextProblem,
  radio,
  select,
  time,
  timeRange,
  type Refine,
  type Rules,
  type TextRule,
} from "#domain/form-rules";
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
    expect(c.houseNumber).toEqual({ required: true, maxLength: 20, pattern: String.raw`[0-9][A-Za-z0-9]*(( ?[\/\-] ?| )[A-Za-z0-9]+)*` });
    expect(c.zipCode).toEqual({ required: true, pattern: "[0-9]{5}" });
    expect(c.phone).toEqual({ required: false, maxLength: 30 });
    expect(c.email).toEqual({ required: false, maxLength: 254 });
  });

  it("gives html patterns that the browser (v flag, whole value) judges like the server", () => {
    const samples = ["12a", "1", "12-14", "", "A".repeat(20), "A".repeat(21), "04109", "4109", "041090", "abcde", "12 a", "3/1", "12--14", "a12"];
    for (const [name, rule] of Object.entries(ENTRY_COMPANY_RULES) as [string, TextRule][]) {
      if (!rule.htmlPattern || !rule.pattern) continue;
      const browser = new RegExp(`^(?:${rule.htmlPattern})$`, "v");
      for (const s of samples.filter(Boolean)) {
        expect({ name, s, ok: browser.test(s) }).toEqual({ name, s, ok: rule.pattern.value.test(s) });
      }
    }
  });
});

describe("checkRules: invalid Unicode is a field error", () => {
  const invalid: [string, string][] = [
    ["a lone high surrogate", "Bäcker\uD800ei"],
    ["a lone low surrogate", "Bäcker\uDC00ei"],
    ["a high surrogate at the end", "Bäckerei\uD83D"],
    ["the noncharacter U+FFFE", "Bäckerei\uFFFE"],
    ["the noncharacter U+FFFF", "Bäckerei\uFFFF"],
    ["the noncharacter U+FDD0", "Bäckerei\uFDD0"],
    ["the noncharacter U+10FFFF", "Bäckerei\u{10FFFF}"],
  ];

  it.each(invalid)("refuses %s in any text field, before its other rules", (_what, text) => {
    expect(check({ f: text }, { f: {} }).error).toEqual({ f: [INVALID_UNICODE_MESSAGE] });
    expect(check({ f: text }, { f: { maxLength: { value: 3, message: "Zu lang." }, plainText: true } }).error).toEqual({ f: [INVALID_UNICODE_MESSAGE] });
  });

  it("refuses it in a password taken as typed, too", () => {
    expect(check({ p: "geheim\uD800" }, { p: { untrimmed: true, secret: true } }).error).toEqual({ p: [INVALID_UNICODE_MESSAGE] });
  });

  it("accepts a surrogate pair (a character outside the BMP) and U+FFFD", () => {
    expect(check({ f: "\u{1D538} \uFFFD" }, { f: {} }).value).toEqual({ f: "\u{1D538} \uFFFD" });
  });
});

describe("number", () => {
  const rules = {
    count: number({ required: "Bitte geben Sie die Anzahl ein.", min: { value: 1, message: "Mindestens 1." }, max: { value: 99, message: "Höchstens 99." } }),
    price: number({ decimals: 2 }),
  } satisfies Rules;

  it("takes whole numbers and decimal comma or point, as numbers", () => {
    expect(check({ count: " 12 ", price: "12,50" }, rules).value).toEqual({ count: 12, price: 12.5 });
    expect(check({ count: "+3", price: "-0.5" }, rules).value).toEqual({ count: 3, price: -0.5 });
  });

  it("takes numbers as JSON sends them", () => {
    expect(check({ count: 7, price: 9.99 }, rules).value).toEqual({ count: 7, price: 9.99 });
  });

  it("gives null for an optional number left empty", () => {
    expect(check({ count: "5", price: "" }, rules).value).toEqual({ count: 5, price: null });
  });

  it("refuses what is no number, a fraction where whole numbers are asked, too many places, thousands separators", () => {
    expect(check({ count: "zwölf" }, rules).error).toEqual({ count: ["Bitte geben Sie eine ganze Zahl ein, z. B. 12."] });
    expect(check({ count: "2,5" }, rules).error).toEqual({ count: ["Bitte geben Sie eine ganze Zahl ein, z. B. 12."] });
    expect(check({ count: "1", price: "12,505" }, rules).error).toEqual({ price: ["Bitte geben Sie eine Zahl mit höchstens 2 Nachkommastellen ein, z. B. 12,50."] });
    expect(check({ count: "1", price: "1.000,00" }, rules).error?.price).toHaveLength(1);
  });

  it("checks the bounds and the required message", () => {
    expect(check({ count: "0" }, rules).error).toEqual({ count: ["Mindestens 1."] });
    expect(check({ count: "100" }, rules).error).toEqual({ count: ["Höchstens 99."] });
    expect(check({ count: " " }, rules).error).toEqual({ count: ["Bitte geben Sie die Anzahl ein."] });
  });

  it("gives the browser a pattern that judges the digits like the rule", () => {
    const pattern = constraintsOf(rules).price!.pattern!;
    const browser = new RegExp(`^(?:${pattern})$`, "v");
    for (const s of ["12", "12,5", "12.50", "-3", "12,505", "1.000,00", "abc", "+1"]) {
      expect({ s, ok: browser.test(s) }).toEqual({ s, ok: check({ count: "1", price: s }, rules).error === null });
    }
  });
});

describe("select and radio: one of the listed values", () => {
  const rules = {
    salutation: select({ required: "Bitte wählen Sie eine Anrede.", options: ["Frau", "Herr", "Divers"] }),
    contact: radio({ options: ["telefon", "email"] }),
  } satisfies Rules;

  it("takes a listed value; an optional one left empty is the empty string", () => {
    expect(check({ salutation: "Frau", contact: "email" }, rules).value).toEqual({ salutation: "Frau", contact: "email" });
    expect(check({ salutation: "Herr" }, rules).value).toEqual({ salutation: "Herr", contact: "" });
  });

  it("refuses a value that is not listed (a changed form), and a missing required one", () => {
    expect(check({ salutation: "Firma", contact: "fax" }, rules).error).toEqual({
      salutation: ["Bitte wählen Sie einen der angebotenen Werte."],
      contact: ["Bitte wählen Sie einen der angebotenen Werte."],
    });
    expect(check({}, rules).error).toEqual({ salutation: ["Bitte wählen Sie eine Anrede."] });
  });
});

describe("checkbox and checkbox groups", () => {
  const rules = {
    newsletter: checkbox(),
    consent: checkbox({ required: "Bitte stimmen Sie den Nutzungsbedingungen zu." }),
    payment: checkboxes({ options: ["bar", "ec", "kreditkarte", "rechnung"], max: { value: 3, message: "Höchstens drei." } }),
    services: checkboxes({ required: "Bitte wählen Sie mindestens eine Leistung.", options: ["heizung", "sanitaer"] }),
  } satisfies Rules;

  it("a ticked box is true (form: 'on', JSON: true), an unticked one false", () => {
    const form = check({ newsletter: "on", consent: "on", services: "heizung" }, rules).value!;
    expect([form.newsletter, form.consent]).toEqual([true, true]);
    const json = check({ newsletter: false, consent: true, services: ["heizung"] }, rules).value!;
    expect([json.newsletter, json.consent]).toEqual([false, true]);
  });

  it("refuses a box that must be ticked and is not", () => {
    expect(check({ services: "heizung" }, rules).error).toEqual({ consent: ["Bitte stimmen Sie den Nutzungsbedingungen zu."] });
  });

  it("gives the ticked values of a group in the order of its options, one ticked value as a list too", () => {
    expect(check({ consent: "on", payment: ["rechnung", "bar"], services: "sanitaer" }, rules).value).toMatchObject({
      payment: ["bar", "rechnung"],
      services: ["sanitaer"],
    });
    expect(check({ consent: "on", services: "heizung" }, rules).value?.payment).toEqual([]);
  });

  it("refuses an unlisted value, none where one is required, and more than the maximum", () => {
    expect(check({ consent: "on", payment: ["bar", "bitcoin"], services: "heizung" }, rules).error).toEqual({ payment: ["Bitte wählen Sie einen der angebotenen Werte."] });
    expect(check({ consent: "on" }, rules).error).toEqual({ services: ["Bitte wählen Sie mindestens eine Leistung."] });
    expect(check({ consent: "on", payment: ["bar", "ec", "kreditkarte", "rechnung"], services: "heizung" }, rules).error).toEqual({ payment: ["Höchstens drei."] });
  });

  it("asks the browser for no 'required' on a group (it would mean every box)", () => {
    expect(constraintsOf(rules).services).toEqual({ required: false });
    expect(constraintsOf(rules).consent).toEqual({ required: true });
  });
});

describe("date (spec §9: dates on the wire as YYYY-MM-DD)", () => {
  const rules = {
    start: date({
      required: "Bitte geben Sie das Startdatum ein.",
      min: { value: "2026-01-01", message: "Das Startdatum liegt frühestens am 01.01.2026." },
      max: { value: "2027-12-31", message: "Das Startdatum liegt spätestens am 31.12.2027." },
    }),
    end: date(),
  } satisfies Rules;

  it("takes YYYY-MM-DD (what the date input sends) and DD.MM.YYYY (typed), always giving YYYY-MM-DD", () => {
    expect(check({ start: "2026-12-31", end: "1.2.2027" }, rules).value).toEqual({ start: "2026-12-31", end: "2027-02-01" });
    expect(check({ start: "24.12.2026" }, rules).value).toEqual({ start: "2026-12-24", end: "" });
  });

  it("refuses days that do not exist, other formats and years of other than 4 digits", () => {
    for (const bad of ["2026-02-30", "2025-02-29", "31.04.2026", "2026-13-01", "2026/12/31", "12/31/2026", "31.12.26", "0999-01-01", "heute"]) {
      expect(check({ start: "2026-06-01", end: bad }, rules).error, bad).toEqual({ end: ["Bitte geben Sie ein gültiges Datum ein, z. B. 31.12.2026."] });
    }
    expect(check({ start: "2028-02-29" }, rules).error).toEqual({ start: ["Das Startdatum liegt spätestens am 31.12.2027."] });
  });

  it("checks the bounds and gives them to the date input", () => {
    expect(check({ start: "2025-12-31" }, rules).error).toEqual({ start: ["Das Startdatum liegt frühestens am 01.01.2026."] });
    expect(constraintsOf(rules).start).toEqual({ required: true, min: "2026-01-01", max: "2027-12-31" });
  });
});

describe("time and time range (spec §5 opening hour: HH:MM, hours 0–23, minutes 00–59)", () => {
  const rules = { opens: time({ required: "Bitte geben Sie eine Uhrzeit ein." }), lunch: timeRange() } satisfies Rules;

  it("takes HH:MM and H:MM (and the seconds a time input may add), giving HH:MM", () => {
    expect(check({ opens: "8:30" }, rules).value).toEqual({ opens: "08:30", lunch: null });
    expect(check({ opens: "23:59:00" }, rules).value?.opens).toBe("23:59");
    expect(check({ opens: "00:00" }, rules).value?.opens).toBe("00:00");
  });

  it("refuses hours beyond 23 and minutes beyond 59", () => {
    for (const bad of ["24:00", "12:60", "7.30", "0830", "8:5", "08:30:15"]) {
      expect(check({ opens: bad }, rules).error, bad).toEqual({ opens: ["Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30."] });
    }
  });

  it("a range: from before to, each checked, messages at `name.from` / `name.to`", () => {
    expect(check({ opens: "8:00", lunch: { from: "12:00", to: "13:30" } }, rules).value?.lunch).toEqual({ from: "12:00", to: "13:30" });
    expect(check({ opens: "8:00", lunch: { from: "13:30", to: "12:00" } }, rules).error).toEqual({ "lunch.to": ["Die Endzeit muss nach der Anfangszeit liegen."] });
    expect(check({ opens: "8:00", lunch: { from: "12:00", to: "12:00" } }, rules).error).toEqual({ "lunch.to": ["Die Endzeit muss nach der Anfangszeit liegen."] });
    expect(check({ opens: "8:00", lunch: { from: "12:00" } }, rules).error).toEqual({ "lunch.to": ["Bitte geben Sie die Endzeit ein."] });
    expect(check({ opens: "8:00", lunch: { from: "25:00", to: "" } }, rules).error).toEqual({
      "lunch.from": ["Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30."],
      "lunch.to": ["Bitte geben Sie die Endzeit ein."],
    });
  });

  it("a required range left empty is named at its `from`", () => {
    const required = { r: timeRange({ required: "Bitte geben Sie die Öffnungszeit ein." }) } satisfies Rules;
    expect(check({ r: { from: "", to: "" } }, required).error).toEqual({ "r.from": ["Bitte geben Sie die Öffnungszeit ein."] });
    expect(constraintsOf(required)).toEqual({ "r.from": { required: true }, "r.to": { required: true } });
  });
});

describe("repeated groups: opening hours per weekday, several ranges each (spec §5)", () => {
  const WEEKDAYS = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"] as const;
  /** No two ranges of one day overlap: a check across fields. */
  const noOverlap: Refine<typeof RULES> = (v) => {
    const out: Record<string, string> = {};
    v.days.forEach((d, i) => {
      const sorted = d.ranges.map((r, j) => ({ ...r!, j })).sort((a, b) => (a.from < b.from ? -1 : 1));
      for (let k = 1; k < sorted.length; k++) {
        if (sorted[k]!.from < sorted[k - 1]!.to) out[`days[${i}].ranges[${sorted[k]!.j}].from`] = "Die Zeiten eines Tages dürfen sich nicht überschneiden.";
      }
    });
    return Object.keys(out).length ? out : null;
  };
  const RULES = {
    days: list({
      maxItems: { value: 7, message: "Es gibt nur sieben Wochentage." },
      fields: {
        day: select({ required: "Bitte wählen Sie den Wochentag.", options: WEEKDAYS }),
        closed: checkbox(),
        ranges: list({ of: timeRange({ required: "Bitte geben Sie die Zeiten ein." }), maxItems: { value: 3, message: "Höchstens drei Zeiträume am Tag." } }),
      },
    }),
    note: { maxLength: { value: 200, message: "Höchstens 200 Zeichen." }, plainText: true },
  } satisfies Rules;

  const week = {
    days: [
      { day: "Mo", ranges: [{ from: "8:00", to: "12:00" }, { from: "13:00", to: "18:00" }] },
      { day: "Sa", ranges: [{ from: "09:00", to: "13:00" }] },
      { day: "So", closed: "on" },
    ],
  };

  it("takes the week as conform builds it from `days[0].ranges[1].from`", () => {
    expect(checkRules((n) => (week as Record<string, unknown>)[n], RULES, noOverlap).value).toEqual({
      days: [
        { day: "Mo", closed: false, ranges: [{ from: "08:00", to: "12:00" }, { from: "13:00", to: "18:00" }] },
        { day: "Sa", closed: false, ranges: [{ from: "09:00", to: "13:00" }] },
        { day: "So", closed: true, ranges: [] },
      ],
      note: "",
    });
  });

  it("names each refused field by its full path", () => {
    const bad = { days: [{ day: "Mo", ranges: [{ from: "8:00", to: "12:00" }, { from: "18:00", to: "13:00" }] }, { day: "Feiertag" }] };
    expect(check(bad, RULES).error).toEqual({
      "days[0].ranges[1].to": ["Die Endzeit muss nach der Anfangszeit liegen."],
      "days[1].day": ["Bitte wählen Sie einen der angebotenen Werte."],
    });
  });

  it("runs the check across fields only once every field has passed", () => {
    const overlapping = { days: [{ day: "Di", ranges: [{ from: "08:00", to: "12:00" }, { from: "11:00", to: "14:00" }] }] };
    expect(checkRules((n) => (overlapping as Record<string, unknown>)[n], RULES, noOverlap).error).toEqual({
      "days[0].ranges[1].from": ["Die Zeiten eines Tages dürfen sich nicht überschneiden."],
    });
    let asked = false;
    const spy: Refine<typeof RULES> = () => ((asked = true), null);
    checkRules((n) => ({ days: [{ day: "Mo", ranges: [{ from: "9:00" }] }] })[n as "days"], RULES, spy);
    expect(asked).toBe(false);
  });

  it("refuses more items than allowed before looking at any (a sparse `days[99999999]`)", () => {
    const days: unknown[] = [];
    days[99_999_999] = { day: "Mo" };
    expect(check({ days }, RULES).error).toEqual({ days: ["Es gibt nur sieben Wochentage."] });
    const ranges = Array.from({ length: 4 }, () => ({ from: "08:00", to: "09:00" }));
    expect(check({ days: [{ day: "Mo", ranges }] }, RULES).error).toEqual({ "days[0].ranges": ["Höchstens drei Zeiträume am Tag."] });
  });

  it("gives native constraints for every item, by conform's names", () => {
    expect(constraintsOf(RULES)).toEqual({
      "days[].day": { required: true },
      "days[].closed": { required: false },
      "days[].ranges[].from": { required: true },
      "days[].ranges[].to": { required: true },
      note: { required: false, maxLength: 200 },
    });
  });

  it("a group under one name: messages at `name.field`", () => {
    const rules = { address: group({ zip: { required: "Bitte geben Sie die Postleitzahl ein.", pattern: { value: /^\d{5}$/, message: "5 Ziffern." } }, city: {} }) } satisfies Rules;
    expect(check({ address: { zip: "123", city: "Köln" } }, rules).error).toEqual({ "address.zip": ["5 Ziffern."] });
    expect(check({ address: { zip: "50667", city: " Köln " } }, rules).value).toEqual({ address: { zip: "50667", city: "Köln" } });
  });
});

describe("file", () => {
  // spec §5: images as JPG, PNG or GIF
  const rules = {
    logo: file({
      types: { value: ["image/jpeg", "image/png", "image/gif"], message: "Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF." },
      maxBytes: { value: 2 * 1024 * 1024, message: "Das Bild darf höchstens 2 MB groß sein." },
    }),
  } satisfies Rules;
  const png = (bytes: number, type = "image/png", name = "logo.png") => new File([new Uint8Array(bytes)], name, { type });

  it("takes a file of a listed type within the size, as the File", () => {
    const f = png(1000);
    expect(check({ logo: f }, rules).value).toEqual({ logo: f });
  });

  it("refuses another type and a file too large", () => {
    expect(check({ logo: png(10, "image/svg+xml", "logo.svg") }, rules).error).toEqual({ logo: ["Bitte wählen Sie ein Bild im Format JPG, PNG oder GIF."] });
    expect(check({ logo: png(2 * 1024 * 1024 + 1) }, rules).error).toEqual({ logo: ["Das Bild darf höchstens 2 MB groß sein."] });
  });

  it("an empty file input (a nameless, empty file) or a file name sent as text is no file", () => {
    expect(check({ logo: new File([], "", { type: "application/octet-stream" }) }, rules).value).toEqual({ logo: null });
    expect(check({ logo: "logo.png" }, rules).value).toEqual({ logo: null });
    const required = { logo: file({ ...rules.logo, required: "Bitte wählen Sie ein Bild." }) } satisfies Rules;
    expect(check({ logo: new File([], "") }, required).error).toEqual({ logo: ["Bitte wählen Sie ein Bild."] });
  });

  it("gives the browser the types to offer", () => {
    expect(constraintsOf(rules).logo).toEqual({ required: false, accept: "image/jpeg,image/png,image/gif" });
  });
});

describe("echoValues: what a refusal may send back", () => {
  const rules = {
    login: { maxLength: { value: 254, message: "Zu lang." } },
    password: { untrimmed: true, secret: true },
    note: {},
    count: number({}),
    days: list({ maxItems: { value: 2, message: "Zu viele." }, of: { maxLength: { value: 5, message: "Zu lang." } } }),
    tags: checkboxes({ options: ["a", "b"] }),
    logo: file({ types: { value: ["image/png"], message: "PNG." }, maxBytes: { value: 10, message: "Zu groß." } }),
  } satisfies Rules;

  it("cuts a huge value at twice its field's maximum, however long it came; a little too long comes back whole", () => {
    const echoed = echoValues(rules, { login: "x".repeat(1_000_000), note: "y".repeat(5000), count: "9".repeat(500) });
    expect((echoed.login as string).length).toBe(508);
    expect(echoValues(rules, { login: "x".repeat(300) }).login).toBe("x".repeat(300));
    expect((echoed.note as string).length).toBe(1000); // a text without a maximum: 1000
    expect((echoed.count as string).length).toBe(100); // numbers, dates, times, choices: 100
  });

  it("never sends back a secret field or a file, nor a field the rules do not name", () => {
    expect(echoValues(rules, { password: "geheim", logo: new File(["x"], "a.png"), extra: "z".repeat(10), login: "a" })).toEqual({ login: "a" });
  });

  it("keeps only the allowed number of items and only listed options", () => {
    expect(echoValues(rules, { days: ["Montag", "Di", "Mi"], tags: ["a", "<script>", "b"] })).toEqual({ days: ["Montag", "Di"], tags: ["a", "b"] });
  });

  it("does not split a character outside the BMP at the cut", () => {
    expect(cut("ab\u{1D538}", 3)).toBe("ab");
    expect(cut("ab\u{1D538}", 4)).toBe("ab\u{1D538}");
  });
});
