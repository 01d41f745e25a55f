import { describe, expect, it } from "vitest";
import { checkRules } from "#domain/form-rules";
import { DATE_RANGE_MESSAGES, defaultStatisticsQuery, STATISTICS_QUERY_RULES, statisticsRangeRule, typedDate } from "#domain/statistics";
import {
  changeOf,
  changeText,
  comparedRange,
  presetForm,
  presets,
  rangeSearch,
  yearEarlier,
} from "../../../../app/components/product/date-range";
import { dateRangeOf, RANGE_MESSAGES, rangeErrorText, rangeRefusal } from "../../../../app/server/date-range.server";

const TODAY = "2026-11-24"; // a Tuesday
const at = (search: string) => new URL(`https://portal.test/kunde/meineProdukte/eintrag/statistiken${search}`);

describe("the product kit's quick choices (spec §3 Date range, decision 010's limits)", () => {
  const byKey = Object.fromEntries(presets(TODAY).map((p) => [p.key, p]));
  it("offers the named ranges, ending today or yesterday or last month, and the form's own dates", () => {
    expect(presets(TODAY).map((p) => p.label)).toEqual([
      "Heute",
      "Gestern",
      "Letzte 7 Tage",
      "Letzte 30 Tage",
      "Letzte 12 Wochen",
      "Dieser Monat",
      "Letzter Monat",
      "Letzte 12 Monate",
      "Seit Jahresbeginn",
      "Benutzerdefiniert",
    ]);
    expect(byKey["heute"]!.range).toEqual({ start: TODAY, end: TODAY, interval: "tag" });
    expect(byKey["gestern"]!.range).toEqual({ start: "2026-11-23", end: "2026-11-23", interval: "tag" });
    expect(byKey["7-tage"]!.range).toEqual({ start: "2026-11-18", end: TODAY, interval: "tag" });
    expect(byKey["30-tage"]!.range).toEqual({ start: "2026-10-26", end: TODAY, interval: "tag" });
    expect(byKey["dieser-monat"]!.range).toEqual({ start: "2026-11-01", end: TODAY, interval: "tag" });
    expect(byKey["letzter-monat"]!.range).toEqual({ start: "2026-10-01", end: "2026-10-31", interval: "tag" });
    expect(byKey["12-monate"]!.range).toEqual({ start: "2025-12-01", end: TODAY, interval: "monat" });
    expect(byKey["jahr"]!.range).toEqual({ start: "2026-01-01", end: TODAY, interval: "monat" });
    expect(byKey["eigener"]!.range).toBeNull();
  });

  it("the last 12 weeks are the page's default range (spec §9: by week)", () => {
    const q = defaultStatisticsQuery(TODAY);
    expect(byKey["12-wochen"]!.range).toEqual({ start: q.startDate, end: q.endDate, interval: "woche" });
    // on a Monday and a Sunday too
    for (const today of ["2026-11-23", "2026-11-29"]) {
      expect(presets(today).find((p) => p.key === "12-wochen")!.range!.start).toBe(defaultStatisticsQuery(today).startDate);
    }
  });

  it("every quick choice, on every day of a year (leap day and New Year included), is a range the rules accept", () => {
    for (let d = new Date("2027-12-25T00:00:00Z"); d < new Date("2029-01-10T00:00:00Z"); d.setUTCDate(d.getUTCDate() + 1)) {
      const today = d.toISOString().slice(0, 10);
      for (const p of presets(today)) {
        if (!p.range) continue;
        const f = presetForm(p.range);
        const q = { startDate: typedDate(f.von), endDate: typedDate(f.bis), interval: { tag: "Day", woche: "Week", monat: "Month" }[f.intervall]! };
        expect(checkRules((n) => q[n as keyof typeof q], STATISTICS_QUERY_RULES, statisticsRangeRule(today)).error, `${today} ${p.label}`).toBeNull();
      }
    }
  });

  it("a quick choice's address names its dates in German; the default comparison is not named, the other is kept", () => {
    const p = byKey["7-tage"]!.range!;
    expect(rangeSearch(presetForm(p))).toBe("?von=18.11.2026&bis=24.11.2026&intervall=tag");
    expect(rangeSearch(presetForm(p, "vorzeitraum"))).toBe("?von=18.11.2026&bis=24.11.2026&intervall=tag");
    expect(rangeSearch(presetForm(p, "vorjahr"), 2)).toBe("?von=18.11.2026&bis=24.11.2026&intervall=tag&vergleich=vorjahr&seite=2");
  });
});

describe("the range compared with", () => {
  it("Vorzeitraum: as many days, ending the day before", () => {
    expect(comparedRange("2026-11-18", "2026-11-24", "vorzeitraum")).toEqual({ start: "2026-11-11", end: "2026-11-17" });
    expect(comparedRange("2026-03-01", "2026-03-31", "vorzeitraum")).toEqual({ start: "2026-01-29", end: "2026-02-28" });
    expect(comparedRange("2026-01-01", "2026-01-01", "vorzeitraum")).toEqual({ start: "2025-12-31", end: "2025-12-31" });
  });
  it("Vorjahreszeitraum: the same dates a year earlier; 29 February becomes the 28th", () => {
    expect(comparedRange("2026-11-01", "2026-11-24", "vorjahr")).toEqual({ start: "2025-11-01", end: "2025-11-24" });
    expect(yearEarlier("2028-02-29")).toBe("2027-02-28");
  });
});

describe("a key figure's change: in words with its sign, never the arrow alone; no division by zero", () => {
  it.each([
    [112, 100, "+12\u00a0% gegenüber dem Vorzeitraum", "up"],
    [92, 100, "−8\u00a0% gegenüber dem Vorzeitraum", "down"],
    [100, 100, "±0\u00a0% gegenüber dem Vorzeitraum", "same"],
    [5, 0, "neu gegenüber dem Vorzeitraum (vorher 0)", "new"],
    [0, 0, "±0\u00a0% gegenüber dem Vorzeitraum", "same"],
    [5, null, "– (kein Vergleichswert gegenüber dem Vorzeitraum)", "none"],
    [0, 7, "−100\u00a0% gegenüber dem Vorzeitraum", "down"],
  ] as const)("%s against %s: %s", (now, before, text, kind) => {
    const change = changeOf(now, before);
    expect(change.kind).toBe(kind);
    expect(changeText(change, "vorzeitraum")).toBe(text);
  });
  it("against the year before", () => {
    expect(changeText(changeOf(150, 100), "vorjahr")).toBe("+50\u00a0% gegenüber dem Vorjahreszeitraum");
  });
});

describe("dateRangeOf: any product page's range from its address, a German message at each refused field, never an exception", () => {
  it("without a range: the page's default, compared with the period before, running (it holds today)", () => {
    const r = dateRangeOf(at(""), TODAY);
    expect(r.errors).toBeNull();
    if (r.errors) return;
    expect(r.query).toEqual(defaultStatisticsQuery(TODAY));
    expect(r.form).toEqual({ von: "07.09.2026", bis: "24.11.2026", intervall: "woche" });
    expect(r.compare).toBe("vorzeitraum");
    // 79 days (11 weeks and 2 days) just before
    expect(r.compared).toEqual({ startDate: "2026-06-20", endDate: "2026-09-06" });
    expect(r.running).toBe(true);
  });

  it("a typed range (short year, no dots) with the year before; a range in the past is not running", () => {
    const r = dateRangeOf(at("?von=1.9.26&bis=30092026&intervall=Monat&vergleich=vorjahr"), TODAY);
    expect(r.errors).toBeNull();
    if (r.errors) return;
    expect(r.query).toEqual({ startDate: "2026-09-01", endDate: "2026-09-30", interval: "Month" });
    expect(r.form).toEqual({ von: "01.09.2026", bis: "30.09.2026", intervall: "monat", vergleich: "vorjahr" });
    expect(r.compared).toEqual({ startDate: "2025-09-01", endDate: "2025-09-30" });
    expect(r.running).toBe(false);
  });

  it.each([
    ["end before start", "?von=10.10.2026&bis=01.10.2026&intervall=woche", { bis: DATE_RANGE_MESSAGES.endBeforeStart }],
    ["a day the calendar lacks", "?von=31.02.2026&bis=01.10.2026&intervall=woche", { von: RANGE_MESSAGES.noSuchDay("31.02.2026") }],
    ["a 13th month", "?von=01.01.2026&bis=01.13.2026&intervall=woche", { bis: RANGE_MESSAGES.noSuchDay("01.13.2026") }],
    ["no date at all", "?von=gestern&bis=01.10.2026&intervall=woche", { von: "Bitte geben Sie ein gültiges Datum ein, z. B. 31.12.2026." }],
    ["too long for daily values", "?von=01.01.2026&bis=30.06.2026&intervall=tag", { intervall: DATE_RANGE_MESSAGES.dayTooLong }],
    ["in the future", "?von=01.11.2026&bis=25.11.2026&intervall=tag", { bis: DATE_RANGE_MESSAGES.future }],
    ["a hundred years", "?von=01.01.1926&bis=31.12.2025&intervall=monat", { von: DATE_RANGE_MESSAGES.tooLong }],
    ["both dates missing", "?von=&bis=&intervall=woche", { von: DATE_RANGE_MESSAGES.startMissing, bis: DATE_RANGE_MESSAGES.endMissing }],
    ["an unknown interval", "?von=01.11.2026&bis=24.11.2026&intervall=jahr", { intervall: DATE_RANGE_MESSAGES.interval }],
    ["an unknown comparison", "?von=01.11.2026&bis=24.11.2026&intervall=woche&vergleich=gestern", { vergleich: RANGE_MESSAGES.compare }],
  ])("%s", (_, search, errors) => {
    const r = dateRangeOf(at(search), TODAY);
    expect(r.query).toBeNull();
    expect(r.errors).toEqual(errors);
  });

  it("keeps the input as typed (cut to 20 characters) for the form", () => {
    const r = dateRangeOf(at(`?von=${"9".repeat(500)}&bis=01.10.2026&intervall=woche`), TODAY);
    expect(r.form.von).toBe("9".repeat(20));
  });

  it("an unknown comparison alone: the default range in the form, the message at the choice", () => {
    const r = dateRangeOf(at("?vergleich=x"), TODAY);
    expect(r.errors).toEqual({ vergleich: RANGE_MESSAGES.compare });
    expect(r.form).toMatchObject({ von: "07.09.2026", bis: "24.11.2026", intervall: "woche", vergleich: "x" });
  });

  it("the backend's 422 on a range as the page's field messages, and as one line for a download", () => {
    const errors = rangeRefusal([{ ok: true, status: 200 }, { ok: false, status: 422, errors: [{ field: "endDate", message: DATE_RANGE_MESSAGES.future }] }]);
    expect(errors).toEqual({ bis: DATE_RANGE_MESSAGES.future });
    expect(rangeRefusal([{ ok: false, status: 500, errors: [] }])).toBeNull();
    expect(rangeErrorText(errors!)).toBe(`Dieser Zeitraum kann nicht gezeigt werden. Bis: ${DATE_RANGE_MESSAGES.future}`);
  });
});
