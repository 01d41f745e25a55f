import { describe, expect, it } from "vitest";
import { checkRules } from "#domain/form-rules";
import {
  DATE_RANGE_MESSAGES,
  daysOf,
  defaultStatisticsQuery,
  DEFAULT_INTERVAL,
  periodLabel,
  periodsOf,
  STATISTICS_QUERY_RULES,
  statisticsRangeRule,
  typedDate,
} from "#domain/statistics";
import { dayFigures, seededDays, statisticsStatements } from "../../../seed/statistics.mjs";

const TODAY = "2026-11-24"; // a Tuesday

const check = (q: Record<string, string>, today = TODAY) => checkRules((n) => q[n], STATISTICS_QUERY_RULES, statisticsRangeRule(today));

describe("spec §3 Date range, §8 'dateRange is not set' — the range rules", () => {
  it("takes YYYY-MM-DD (the wire, spec §9) and DD.MM.YYYY (as typed)", () => {
    expect(check({ startDate: "01.09.2026", endDate: "2026-11-24", interval: "Week" }).value).toEqual({ startDate: "2026-09-01", endDate: "2026-11-24", interval: "Week" });
  });

  it.each([
    ["no start", { endDate: "2026-11-01", interval: "Week" }, "startDate", DATE_RANGE_MESSAGES.startMissing],
    ["no end", { startDate: "2026-11-01", interval: "Week" }, "endDate", DATE_RANGE_MESSAGES.endMissing],
    ["end before start", { startDate: "2026-11-02", endDate: "2026-11-01", interval: "Week" }, "endDate", DATE_RANGE_MESSAGES.endBeforeStart],
    ["end after today", { startDate: "2026-11-01", endDate: "2026-11-25", interval: "Week" }, "endDate", DATE_RANGE_MESSAGES.future],
    ["a day more than three years", { startDate: "2023-11-24", endDate: "2026-11-24", interval: "Month" }, "startDate", DATE_RANGE_MESSAGES.tooLong],
    ["by day over 92 days", { startDate: "2026-08-24", endDate: "2026-11-24", interval: "Day" }, "interval", DATE_RANGE_MESSAGES.dayTooLong],
    ["no interval", { startDate: "2026-11-01", endDate: "2026-11-02" }, "interval", DATE_RANGE_MESSAGES.interval],
  ])("refuses %s with a German message at its field", (_, q, field, message) => {
    expect(check(q as Record<string, string>).error).toEqual({ [field]: [message] });
  });

  it("three years to the day and 92 days by day are allowed", () => {
    expect(check({ startDate: "2023-11-25", endDate: "2026-11-24", interval: "Month" }).error).toBeNull();
    expect(check({ startDate: "2026-08-25", endDate: "2026-11-24", interval: "Day" }).error).toBeNull();
  });
});

describe("periods of a range", () => {
  it("the days of a range: both ends, across a month's end and a leap day", () => {
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(daysOf("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(daysOf("2026-10-24", "2026-10-26")).toHaveLength(3);
    expect(daysOf("2026-05-02", "2026-05-01")).toEqual([]);
  });

  it("ISO weeks from Monday; the first and last cut by the range; the running week is not complete", () => {
    expect(periodsOf("2026-11-05", TODAY, "Week", TODAY)).toEqual([
      { start: "2026-11-05", end: "2026-11-08", complete: true },
      { start: "2026-11-09", end: "2026-11-15", complete: true },
      { start: "2026-11-16", end: "2026-11-22", complete: true },
      { start: "2026-11-23", end: "2026-11-24", complete: false },
    ]);
  });

  it("a week that ended before today is complete even when the range stops inside it", () => {
    expect(periodsOf("2026-11-16", "2026-11-18", "Week", TODAY)).toEqual([{ start: "2026-11-16", end: "2026-11-18", complete: true }]);
  });

  it("months across a year's end, and days; today is the only running day", () => {
    expect(periodsOf("2025-12-15", "2026-02-03", "Month", TODAY).map((p) => [p.start, p.end])).toEqual([
      ["2025-12-15", "2025-12-31"],
      ["2026-01-01", "2026-01-31"],
      ["2026-02-01", "2026-02-03"],
    ]);
    const days = periodsOf("2026-11-20", TODAY, "Day", TODAY);
    expect(days).toHaveLength(5);
    expect(days.filter((d) => !d.complete)).toEqual([{ start: TODAY, end: TODAY, complete: false }]);
  });

  it("a week over a year's end is one ISO week (KW 1 of 2026 starts on 29.12.2025)", () => {
    expect(periodsOf("2025-12-29", "2026-01-04", "Week", TODAY)).toHaveLength(1);
    expect(periodLabel("Week", { start: "2025-12-29", end: "2026-01-04" })).toBe("KW 1, 29.12.2025–04.01.2026");
  });

  it("three years of periods as the calendar has them: every period starts the day after the one before, on a Monday or the 1st, and holds the days up to its week's or month's end (leap days too)", () => {
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const next = (day: string) => iso(new Date(Date.parse(day) + 86_400_000));
    for (const interval of ["Week", "Month"] as const) {
      for (const startDate of ["2023-02-27", "2023-11-25", "2024-02-29", "2024-03-01", "2025-12-31"]) {
        const periods = periodsOf(startDate, TODAY, interval, TODAY);
        expect(periods[0]!.start).toBe(startDate);
        expect(periods.at(-1)!.end).toBe(TODAY);
        periods.forEach((p, i) => {
          const natural = { start: new Date(p.start), end: new Date(p.end) };
          if (i > 0) {
            expect(p.start, `${interval} ${startDate}`).toBe(next(periods[i - 1]!.end));
            expect(interval === "Week" ? natural.start.getUTCDay() : natural.start.getUTCDate()).toBe(1);
          }
          if (i < periods.length - 1) {
            // the last day of its week (Sunday) or month: the next day starts the next one
            const after = new Date(Date.parse(p.end) + 86_400_000);
            expect(interval === "Week" ? after.getUTCDay() : after.getUTCDate(), `${interval} ${p.end}`).toBe(1);
          }
          // only the last, running week or month (today is a Tuesday of November) is not complete
          expect(p.complete).toBe(i < periods.length - 1);
        });
      }
    }
    expect(periodsOf("2024-02-26", "2024-03-03", "Week", TODAY)).toEqual([{ start: "2024-02-26", end: "2024-03-03", complete: true }]);
    expect(periodsOf("2024-02-10", "2024-03-03", "Month", TODAY).map((p) => p.end)).toEqual(["2024-02-29", "2024-03-03"]);
    expect(periodsOf("2024-02-28", "2024-03-01", "Day", TODAY).map((p) => p.start)).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
  });
});

describe("German names (dayjs, locale de; DD.MM.YYYY on screen, spec §9)", () => {
  it.each([
    ["Day", { start: "2026-11-24", end: "2026-11-24" }, "Di, 24.11.2026"],
    ["Week", { start: "2026-11-16", end: "2026-11-22" }, "KW 47, 16.11.–22.11.2026"],
    ["Week", { start: "2026-11-23", end: "2026-11-23" }, "KW 48, 23.11.2026"],
    ["Month", { start: "2026-03-01", end: "2026-03-31" }, "März 2026"],
    ["Month", { start: "2026-11-01", end: "2026-11-24" }, "November 2026, 01.11.–24.11."],
  ] as const)("%s %o → %s", (interval, p, label) => {
    expect(periodLabel(interval, p)).toBe(label);
  });
});

describe("dates as people type them", () => {
  it.each([
    ["01092026", "01.09.2026"],
    ["1.9.26", "1.9.2026"],
    [" 01.09.2026 ", "01.09.2026"],
    ["2026-09-01", "2026-09-01"],
    ["31.02.2026", "31.02.2026"],
  ])("%s → %s", (typed, readable) => {
    expect(typedDate(typed)).toBe(readable);
  });
});

describe("spec §9: the default view is by week", () => {
  it("the running week and the eleven before it", () => {
    expect(DEFAULT_INTERVAL).toBe("Week");
    expect(defaultStatisticsQuery(TODAY)).toEqual({ startDate: "2026-09-07", endDate: TODAY, interval: "Week" });
    expect(periodsOf("2026-09-07", TODAY, "Week", TODAY)).toHaveLength(12);
  });

  // the quick choices: tests/unit/app/product/date-range.test.ts ("every quick choice … is a range the rules accept")
});

describe("the seeded statistics", () => {
  it("are the same for the same company and day, and differ between companies", () => {
    expect(dayFigures("100101", "2025-06-01")).toEqual(dayFigures("100101", "2025-06-01"));
    expect(dayFigures("100101", "2025-06-01")).not.toEqual(dayFigures("100102", "2025-06-01"));
  });

  it("split the views exactly by device and by location, and cover three years and a month back and a year ahead", () => {
    for (const day of ["2024-02-29", "2025-12-24", TODAY]) {
      const f = dayFigures("100103", day);
      expect(f.desktop + f.mobile + f.tablet).toBe(f.views);
      expect(f.local + f.nearby + f.far + f.unknown).toBe(f.views);
      expect(Object.values(f).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    }
    const days = seededDays(TODAY);
    expect(days[0]).toBe("2023-10-24");
    expect(days.at(-1)).toBe("2027-11-24");
    const rows = statisticsStatements(["100101"], TODAY).join("").match(/\('100101'/g)?.length;
    expect(rows).toBe(days.length);
  });
});
