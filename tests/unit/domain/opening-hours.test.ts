import { describe, expect, it } from "vitest";
import { checkRules, constraintsOf, readTime } from "#domain/form-rules";
import { ENTRY_SECTIONS, WEEKDAYS, entryTab, sectionValues, type Entry, type OpeningHours } from "#domain/entry";
import {
  COPY_MONDAY_INTENT,
  copyMonday,
  DAYS,
  describeOpeningHours,
  normaliseOpeningHours,
  openingHoursProblems,
  openingHoursValues,
  OPENING_HOURS_RULES,
  OPENING_HOURS_SECTION,
  prepareOpeningHours,
  specialEntries,
} from "#domain/entry-sections/opening-hours";
import { EMPTY_SECTIONS } from "./entry-fixture";

// Section "Öffnungszeiten" (spec §7 updateOpeningHours; times by spec §5 opening hour HH:MM).

const TODAY = "2026-11-24";
const closedWeek = () => Object.fromEntries(WEEKDAYS.map((d) => [d, [] as unknown[]]));
/** A form as the browser sends it (conform's nested values), with the week's days given in `days`. */
const form = (days: Record<string, unknown[]> = {}, special: unknown[] = []) => ({ week: { ...closedWeek(), ...days }, special });
const check = (values: Record<string, unknown>, today = TODAY) =>
  checkRules((name) => values[name], OPENING_HOURS_RULES, (v) => openingHoursProblems(v, today));

describe("opening hours rules", () => {
  it("take several ranges per day, zero-pad the hours (spec §5) and keep empty rows as null", () => {
    const r = check(form({ mo: [{ from: "8:00", to: "12:00" }, { from: "14:00", to: "18:30" }], di: [{ from: "", to: "" }] }));
    expect(r.error).toBeNull();
    expect(r.value!.week.mo).toEqual([
      { from: "08:00", to: "12:00" },
      { from: "14:00", to: "18:30" },
    ]);
    expect(r.value!.week.di).toEqual([null]);
    expect(r.value!.week.so).toEqual([]);
  });

  it.each([
    ["25:00", "week.mo[0].from", "zwischen 00:00 und 23:59"],
    ["12:60", "week.mo[0].from", "zwischen 00:00 und 23:59"],
    ["8 Uhr", "week.mo[0].from", "zwischen 00:00 und 23:59"],
    ["<b>", "week.mo[0].from", "zwischen 00:00 und 23:59"],
  ])("refuse the time %j with a German message at %s", (from, path, message) => {
    const r = check(form({ mo: [{ from, to: "18:00" }] }));
    expect(r.error?.[path]?.[0]).toContain(message);
  });

  it("refuse a range whose end is not after its start, and a half-filled range", () => {
    expect(check(form({ mo: [{ from: "18:00", to: "08:00" }] })).error).toEqual({ "week.mo[0].to": ["Die Endzeit muss nach der Anfangszeit liegen."] });
    expect(check(form({ mo: [{ from: "12:00", to: "12:00" }] })).error?.["week.mo[0].to"]).toBeDefined();
    expect(check(form({ fr: [{ from: "08:00", to: "" }] })).error).toEqual({ "week.fr[0].to": ["Bitte geben Sie die Endzeit ein."] });
  });

  it("refuse overlapping ranges of one day at the later range, and let touching ones pass", () => {
    const r = check(form({ mi: [{ from: "08:00", to: "13:00" }, { from: "12:00", to: "18:00" }] }));
    expect(r.error).toEqual({ "week.mi[1].from": [expect.stringContaining("überschneidet sich mit 08:00–13:00")] });
    const inside = check(form({ mi: [{ from: "14:00", to: "15:00" }, { from: "08:00", to: "18:00" }] }));
    expect(inside.error?.["week.mi[1].from"]?.[0]).toContain("14:00–15:00");
    expect(check(form({ mi: [{ from: "08:00", to: "12:00" }, { from: "12:00", to: "18:00" }] })).error).toBeNull();
  });

  it("allow at most four ranges a day and thirty special days", () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` }));
    expect(check(form({ sa: five })).error).toEqual({ "week.sa": ["Bitte geben Sie höchstens 4 Zeiträume für einen Tag an."] });
    const days = Array.from({ length: 31 }, (_, i) => ({ date: `2027-01-${String(i + 1).padStart(2, "0")}`, ranges: [], note: "" }));
    expect(check(form({}, days)).error).toEqual({ special: ["Bitte geben Sie höchstens 30 besondere Tage oder Zeiträume an."] });
    expect(check(form({}, days.slice(0, 30))).error).toBeNull();
  });

  it("take a special day closed (no ranges) or with its own ranges, and a short note", () => {
    const r = check(
      form({}, [
        { date: "2026-12-24", ranges: [{ from: "08:00", to: "12:00" }], note: "Heiligabend" },
        { date: "31.12.2026", ranges: [], note: "" },
      ]),
    );
    expect(r.error).toBeNull();
    expect(r.value!.special).toEqual([
      { date: "2026-12-24", until: "", ranges: [{ from: "08:00", to: "12:00" }], note: "Heiligabend" },
      { date: "2026-12-31", until: "", ranges: [], note: "" },
    ]);
  });

  it.each([
    [{ date: "2026-11-23", ranges: [], note: "" }, "special[0].date", "Vergangenheit"],
    [{ date: "", ranges: [], note: "" }, "special[0].date", "Datum des besonderen Tages"],
    [{ date: "2026-02-30", ranges: [], note: "" }, "special[0].date", "gültiges Datum"],
    [{ date: "2026-12-24", ranges: [], note: "<script>alert(1)</script>" }, "special[0].note", "spitzen Klammern"],
    [{ date: "2026-12-24", ranges: [], note: "Frohe Weihnachten 🎄" }, "special[0].note", "Emojis"],
    [{ date: "2026-12-24", ranges: [], note: "Weih\u200Bnachten" }, "special[0].note", "unsichtbare"],
    [{ date: "2026-12-24", ranges: [], note: "x".repeat(41) }, "special[0].note", "höchstens 40 Zeichen"],
    [{ date: "2026-12-24", ranges: [{ from: "10:00", to: "09:00" }], note: "" }, "special[0].ranges[0].to", "nach der Anfangszeit"],
  ])("refuse the special day %j with a German message at %s", (day, path, message) => {
    expect(check(form({}, [day])).error?.[path]?.[0]).toContain(message);
  });

  it("take today as a special day (the German calendar day), refuse the same date twice at the second", () => {
    expect(check(form({}, [{ date: TODAY, ranges: [], note: "" }])).error).toBeNull();
    const twice = check(
      form({}, [
        { date: "2026-12-24", ranges: [], note: "" },
        { date: "24.12.2026", ranges: [], note: "" },
      ]),
    );
    expect(twice.error).toEqual({ "special[1].date": ["Für den 24.12.2026 ist schon ein besonderer Tag eingetragen."] });
  });

  it("give the browser no native check that would refuse what the rules take (both fields may stay empty)", () => {
    const c = constraintsOf(OPENING_HOURS_RULES);
    expect(c["week.mo[].from"]).toEqual({ required: false });
    expect(c["special[].date"]).toEqual({ required: true });
    expect(c["special[].note"]).toEqual({ required: false, maxLength: 40 });
  });
});

describe("normaliseOpeningHours", () => {
  it("drops empty rows, sorts ranges by start and special days by date", () => {
    const r = check(
      form(
        { mo: [{ from: "14:00", to: "18:00" }, { from: "", to: "" }, { from: "8:00", to: "12:00" }] },
        [
          { date: "2027-01-01", ranges: [], note: "Neujahr" },
          { date: "2026-12-24", ranges: [{ from: "13:00", to: "14:00" }, { from: "9:00", to: "12:00" }], note: "Heiligabend" },
        ],
      ),
    );
    const stored = normaliseOpeningHours(r.value!);
    expect(stored!.week.mo).toEqual([
      { from: "08:00", to: "12:00" },
      { from: "14:00", to: "18:00" },
    ]);
    expect(stored!.week.di).toEqual([]);
    expect(stored!.special.map((s) => s.date)).toEqual(["2026-12-24", "2027-01-01"]);
    expect(stored!.special[0]!.ranges).toEqual([
      { from: "09:00", to: "12:00" },
      { from: "13:00", to: "14:00" },
    ]);
  });

  it("is null when no day has hours and there is no special day (nothing given)", () => {
    const r = check(form({ mo: [{ from: "", to: "" }] }));
    expect(normaliseOpeningHours(r.value!)).toBeNull();
  });
});

describe("the section's form values", () => {
  const stored: OpeningHours = {
    week: { ...(closedWeek() as OpeningHours["week"]), mo: [{ from: "08:00", to: "12:00" }] },
    special: [
      { date: "2026-11-23", ranges: [], note: "gestern" },
      { date: "2026-12-24", ranges: [], note: "Heiligabend" },
    ],
  };

  it("never given: one empty row per weekday to type into", () => {
    const v = openingHoursValues(null, TODAY);
    expect(DAYS).toEqual([...WEEKDAYS]);
    for (const d of WEEKDAYS) expect(v.week[d]).toEqual([{ from: "", to: "" }]);
    expect(v.special).toEqual([]);
  });

  it("stored: the days as stored (closed days without rows), passed special days left out", () => {
    const v = openingHoursValues(stored, TODAY);
    expect(v.week.mo).toEqual([{ from: "08:00", to: "12:00" }]);
    expect(v.week.di).toEqual([]);
    expect(v.special.map((s) => s.note)).toEqual(["Heiligabend"]);
  });

  it("the registry has the section with its call, on its own tab", () => {
    expect(ENTRY_SECTIONS.openingHours).toBe(OPENING_HOURS_SECTION);
    expect(OPENING_HOURS_SECTION.call).toBe("updateOpeningHours");
    expect(entryTab("oeffnungszeiten").sections).toEqual(["openingHours"]);
    const entry = { ...EMPTY_SECTIONS, opening_hours: stored } as unknown as Entry;
    expect((sectionValues(entry, "openingHours").week as OpeningHours["week"]).mo).toEqual([{ from: "08:00", to: "12:00" }]);
  });

  it("describes the hours as lines of text (the stored values after a 409)", () => {
    expect(describeOpeningHours(stored)).toEqual([
      "Montag: 08:00–12:00",
      "Dienstag: geschlossen",
      "Mittwoch: geschlossen",
      "Donnerstag: geschlossen",
      "Freitag: geschlossen",
      "Samstag: geschlossen",
      "Sonntag: geschlossen",
      "23.11.2026 (gestern): geschlossen",
      "24.12.2026 (Heiligabend): geschlossen",
    ]);
  });

  it("describes a form's input sent back too: empty and half-filled rows skipped, missing days closed, no crash on odd shapes", () => {
    const typed = { week: { mo: [{ from: "9:00", to: "13:00" }, null, { from: "14:00", to: "" }] }, special: [{ date: "2026-12-31", note: "Silvester" }, "x"] };
    expect(describeOpeningHours(typed)).toEqual([
      "Montag: 9:00–13:00",
      "Dienstag: geschlossen",
      "Mittwoch: geschlossen",
      "Donnerstag: geschlossen",
      "Freitag: geschlossen",
      "Samstag: geschlossen",
      "Sonntag: geschlossen",
      "31.12.2026 (Silvester): geschlossen",
    ]);
    expect(describeOpeningHours(null)).toEqual(["Keine Öffnungszeiten angegeben"]);
    expect(describeOpeningHours({ week: "kaputt" })).toHaveLength(7);
  });
});

describe("copyMonday (the button 'Zeiten vom Montag … übernehmen' without JavaScript)", () => {
  const formOf = (entries: [string, string][]) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };
  const monday: [string, string][] = [
    ["week.mo[0].from", "8:00"],
    ["week.mo[0].to", "12:00"],
    ["week.mo[1].from", "14:00"],
    ["week.mo[1].to", "18:00"],
  ];

  it("replaces Tuesday to Friday with Monday's rows as typed, leaves the weekend and everything else", () => {
    const f = formOf([
      ["__intent__", COPY_MONDAY_INTENT],
      ["section", "openingHours"],
      ...monday,
      ["week.di[0].from", "07:00"],
      ["week.di[0].to", "09:00"],
      ["week.di[1].from", "10:00"],
      ["week.di[1].to", "11:00"],
      ["week.di[2].from", "12:00"],
      ["week.di[2].to", "13:00"],
      ["week.sa[0].from", "09:00"],
      ["week.sa[0].to", "13:00"],
      ["special[0].date", "2026-12-24"],
    ]);
    copyMonday(f);
    for (const d of ["di", "mi", "do", "fr"]) {
      expect([...f].filter(([n]) => n.startsWith(`week.${d}[`))).toEqual(monday.map(([n, v]) => [n.replace("week.mo[", `week.${d}[`), v]));
    }
    expect(f.get("week.sa[0].from")).toBe("09:00");
    expect(f.get("special[0].date")).toBe("2026-12-24");
    expect(f.getAll("week.mo[0].from")).toEqual(["8:00"]);
  });

  it("a closed Monday makes Tuesday to Friday closed", () => {
    const f = formOf([["__intent__", COPY_MONDAY_INTENT], ["week.fr[0].from", "07:00"], ["week.fr[0].to", "09:00"]]);
    copyMonday(f);
    expect([...f.keys()]).toEqual(["__intent__", "__state__"]);
  });

  it("does nothing for any other button (a save, adding a row)", () => {
    for (const intent of [null, JSON.stringify({ type: "insert", payload: { name: "week.di" } }), JSON.stringify({ type: "update", payload: { name: "week" } })]) {
      const f = formOf([...monday, ["week.di[0].from", "07:00"]]);
      if (intent) f.append("__intent__", intent);
      copyMonday(f);
      expect(f.get("week.di[0].from")).toBe("07:00");
      expect(f.has("week.mi[0].from")).toBe(false);
    }
  });
});

describe("times as people type them (read by the portal; stored and taken by /api as HH:MM, spec §5)", () => {
  it.each([
    ["9", "09:00"],
    ["9.30", "09:30"],
    ["18.30", "18:30"],
    ["930", "09:30"],
    ["0930", "09:30"],
    ["1830", "18:30"],
    ["9:30 Uhr", "09:30"],
    ["9 Uhr", "09:00"],
    ["9Uhr", "09:00"],
    ["18 h", "18:00"],
    ["18h", "18:00"],
    ["18.30 h", "18:30"],
    ["9,30", "09:30"],
    ["8:30", "08:30"],
    ["08:30", "08:30"],
    ["09:30:00", "09:30"],
    [" 7 UHR ", "07:00"],
    ["0", "00:00"],
    ["23:59", "23:59"],
  ])("reads %j as %s", (typed, time) => {
    expect(readTime(typed)).toBe(time);
  });

  it.each(["25", "24", "24:00", "9.75", "12:60", "960", "183", "9.5", "9:3", "abc", "", "-1", "9 30", "9:30 pm", "12345", "9..30", "neun Uhr"])(
    "cannot read %j",
    (typed) => {
      expect(readTime(typed)).toBeNull();
    },
  );

  const typedForm = (entries: [string, string][]) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };

  it("the form is prepared before the check: readable times become HH:MM, the rest stays as typed for the rule's message", () => {
    const f = typedForm([
      ["section", "openingHours"],
      ["week.mo[0].from", "9"],
      ["week.mo[0].to", "18.30"],
      ["week.di[0].from", "930"],
      ["week.di[0].to", "9.75"],
      ["week.sa[0].from", "abc"],
      ["week.sa[0].to", "25"],
      ["special[0].date", "2026-12-24"],
      ["special[0].note", "9"],
      ["special[0].ranges[0].from", "8 Uhr"],
      ["special[0].ranges[0].to", "12 h"],
    ]);
    prepareOpeningHours(f);
    expect([...f]).toEqual([
      ["section", "openingHours"],
      ["week.mo[0].from", "09:00"],
      ["week.mo[0].to", "18:30"],
      ["week.di[0].from", "09:30"],
      ["week.di[0].to", "9.75"],
      ["week.sa[0].from", "abc"],
      ["week.sa[0].to", "25"],
      ["special[0].date", "2026-12-24"],
      ["special[0].note", "9"], // a note is no time
      ["special[0].ranges[0].from", "08:00"],
      ["special[0].ranges[0].to", "12:00"],
    ]);
    // what the rules then say (as in browser and action): the readable ones pass, each other one has its message
    const r = check(form({ mo: [{ from: "09:00", to: "18:30" }], di: [{ from: "09:30", to: "9.75" }], sa: [{ from: "abc", to: "25" }] }));
    expect(r.error).toEqual({
      "week.di[0].to": ["Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30."],
      "week.sa[0].from": ["Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30."],
      "week.sa[0].to": ["Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30."],
    });
  });

  it("the rule itself stays strict: /api refuses a time that is not HH:MM", () => {
    expect(check(form({ mo: [{ from: "9", to: "18.30" }] })).error).toEqual({
      "week.mo[0].from": ["Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30."],
      "week.mo[0].to": ["Bitte geben Sie eine Uhrzeit zwischen 00:00 und 23:59 ein, z. B. 08:30."],
    });
  });

  it("copying Monday without JavaScript marks Monday's fields and every copy as checked, so an unreadable time shows its message at each", () => {
    const f = typedForm([
      ["__intent__", COPY_MONDAY_INTENT],
      ["week.mo[0].from", "9"],
      ["week.mo[0].to", "25"],
      ["week.sa[0].from", "09:00"],
      ["week.sa[0].to", "13:00"],
    ]);
    prepareOpeningHours(f);
    expect(f.get("week.fr[0].from")).toBe("09:00");
    expect(f.get("week.fr[0].to")).toBe("25");
    const { validated } = JSON.parse(String(f.get("__state__"))) as { validated: Record<string, boolean> };
    expect(Object.keys(validated).sort()).toEqual(
      ["mo", "di", "mi", "do", "fr"].flatMap((d) => [`week.${d}[0].from`, `week.${d}[0].to`]).sort(),
    );
  });
});

describe("periods of special days (Betriebsferien): entered once, stored as their days", () => {
  const closed = (date: string, until: string, note = "Betriebsferien") => ({ date, until, ranges: [], note });

  it("a period from 24.12. to 31.12. (German dates too) is stored as its eight days, each with the period's hours and note", () => {
    const r = check(form({}, [{ date: "24.12.2026", until: "31.12.2026", ranges: [{ from: "10:00", to: "12:00" }], note: "Betriebsferien" }]));
    expect(r.error).toBeNull();
    const stored = normaliseOpeningHours(r.value!)!;
    expect(stored.special.map((s) => s.date)).toEqual([
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
    expect(new Set(stored.special.map((s) => JSON.stringify([s.ranges, s.note])))).toEqual(
      new Set([JSON.stringify([[{ from: "10:00", to: "12:00" }], "Betriebsferien"])]),
    );
  });

  it("over the turn of a month, a year and a leap day", () => {
    const r = check(form({}, [closed("2027-12-30", "2028-01-02"), closed("2028-02-28", "2028-03-01", "Inventur")]));
    expect(normaliseOpeningHours(r.value!)!.special.map((s) => s.date)).toEqual([
      "2027-12-30",
      "2027-12-31",
      "2028-01-01",
      "2028-01-02",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
  });

  it("the stored days show in the form as the period again; days in a row with other hours or notes stay apart; passed days drop out", () => {
    const r = check(
      form({}, [
        closed("2026-12-24", "2026-12-31"),
        closed("2027-01-01", "", "Neujahr"),
        { date: "2027-01-02", until: "2027-01-03", ranges: [{ from: "10:00", to: "14:00" }], note: "Inventur" },
      ]),
    );
    const stored = normaliseOpeningHours(r.value!)!;
    expect(openingHoursValues(stored, TODAY).special).toEqual([
      closed("2026-12-24", "2026-12-31"),
      closed("2027-01-01", "", "Neujahr"),
      { date: "2027-01-02", until: "2027-01-03", ranges: [{ from: "10:00", to: "14:00" }], note: "Inventur" },
    ]);
    // a period that has begun shows from today
    expect(specialEntries(stored.special, "2026-12-30")[0]).toEqual(closed("2026-12-30", "2026-12-31"));
    expect(describeOpeningHours(openingHoursValues(stored, TODAY)).slice(7)).toEqual([
      "24.12.2026 – 31.12.2026 (Betriebsferien): geschlossen",
      "01.01.2027 (Neujahr): geschlossen",
      "02.01.2027 – 03.01.2027 (Inventur): 10:00–14:00",
    ]);
  });

  it("a period of 366 days is taken, of 367 refused at its end with a German message", () => {
    expect(check(form({}, [closed("2027-01-01", "2028-01-01")])).error).toBeNull();
    expect(check(form({}, [closed("2027-01-01", "2028-01-02")])).error).toEqual({
      "special[0].until": ["Ein Zeitraum darf höchstens 366 Tage lang sein. Bitte teilen Sie ihn auf."],
    });
  });

  it.each([
    ["an end before the start", [closed("2026-12-31", "2026-12-24")], "special[0].until", "Das Ende des Zeitraums darf nicht vor seinem ersten Tag liegen."],
    ["a start in the past", [closed("2026-11-20", "2026-12-24")], "special[0].date", "Das Datum liegt in der Vergangenheit. Bitte geben Sie einen Tag ab heute an."],
    ["an end that is no date", [closed("2026-12-24", "32.12.2026")], "special[0].until", "Bitte geben Sie ein gültiges Datum ein, z. B. 31.12.2026."],
    [
      "a single day inside a period",
      [closed("2026-12-24", "2026-12-31"), closed("2026-12-27", "", "")],
      "special[1].date",
      "Für den 27.12.2026 ist schon ein besonderer Tag eingetragen.",
    ],
    [
      "two periods that overlap",
      [closed("2026-12-24", "2026-12-31"), closed("2026-12-20", "2026-12-24")],
      "special[1].date",
      "Für den 24.12.2026 ist schon ein besonderer Tag eingetragen.",
    ],
    [
      "more than 366 days in all",
      [closed("2027-01-01", "2027-12-31"), closed("2028-01-01", "2028-01-02")],
      "special",
      "Bitte geben Sie insgesamt höchstens 366 besondere Tage an (jeder Tag eines Zeitraums zählt mit).",
    ],
  ])("refuses %s", (_, special, path, message) => {
    expect(check(form({}, special)).error).toEqual({ [path]: [message] });
  });
});
