import { describe, expect, it } from "vitest";
import { checkRules, constraintsOf } from "#domain/form-rules";
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
    expect(check(form({}, days)).error).toEqual({ special: ["Bitte geben Sie höchstens 30 besondere Tage an."] });
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
      { date: "2026-12-24", ranges: [{ from: "08:00", to: "12:00" }], note: "Heiligabend" },
      { date: "2026-12-31", ranges: [], note: "" },
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
    expect([...f.keys()]).toEqual(["__intent__"]);
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
