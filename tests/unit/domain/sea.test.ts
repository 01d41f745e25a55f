import { describe, expect, it } from "vitest";
import { alreadyLoadingMessage, budgetCheck, dailyBudgetOf, formatEuro, formatRate, seaRates, withVat } from "#domain/sea";
import { seaRangeRule } from "#domain/sea-rules";
import { DATE_RANGE_MESSAGES } from "#domain/statistics";

// spec §7 the adplorer calls, §8 their messages; Google's budget rule as Google Ads explains it
describe("the adplorer calls' words and rules", () => {
  it("spec §8 names each call in '… is already loading'", () => {
    expect(alreadyLoadingMessage("statistics")).toBe("Statistics is already loading");
    expect(alreadyLoadingMessage("budget")).toBe("Budget consumption is already loading");
  });

  it("an optional range: none, or both dates that the statistics allow", () => {
    const rule = seaRangeRule("2026-11-29");
    expect(rule({ startDate: "", endDate: "", interval: "" })).toBeNull();
    expect(rule({ startDate: "2026-10-01", endDate: "", interval: "" })).toEqual({ endDate: DATE_RANGE_MESSAGES.endMissing });
    expect(rule({ startDate: "2026-10-01", endDate: "2026-10-31", interval: "" })).toBeNull();
    expect(rule({ startDate: "2026-10-01", endDate: "2026-12-01", interval: "" })).toEqual({ endDate: DATE_RANGE_MESSAGES.future });
    expect(rule({ startDate: "2026-02-30", endDate: "2026-03-01", interval: "" })).toHaveProperty("startDate");
  });
});

describe("figures from counts", () => {
  it("click rate and cost per click from the sums, none where they cannot be had", () => {
    expect(seaRates({ impressions: 1000, clicks: 25, cost: 3000, conversions: 1 })).toEqual({ ctr: 0.025, cpc: 120 });
    expect(seaRates({ impressions: 0, clicks: 0, cost: 0, conversions: 0 })).toEqual({ ctr: null, cpc: null });
    expect(formatRate(0.025)).toBe("2,5\u00a0%");
    expect(formatRate(null)).toBe("–");
  });

  it("euro the German way, VAT of 19 % to the cent", () => {
    expect(formatEuro(123456)).toBe("1.234,56\u00a0€");
    expect(withVat(60000)).toBe(71400);
    expect(withVat(1)).toBe(1);
  });
});

describe("Google's budget rule checked on a month", () => {
  const monthly = 60_800; // 20 € a day on average
  it("days over the average are allowed, over twice it not; the month within the budget", () => {
    expect(dailyBudgetOf(monthly)).toBe(2000);
    const days = [
      { day: "2026-10-01", cost: 1500 },
      { day: "2026-10-02", cost: 3900 },
      { day: "2026-10-03", cost: 2001 },
    ];
    const check = budgetCheck(days, monthly);
    expect(check.overAverage.map((d) => d.day)).toEqual(["2026-10-02", "2026-10-03"]);
    expect(check.overPeak).toEqual([]);
    expect(check.highest).toEqual({ day: "2026-10-02", cost: 3900 });
    expect(check.overMonth).toBe(false);
    const broken = budgetCheck([...days, { day: "2026-10-04", cost: 4001 }, { day: "2026-10-05", cost: 60_000 }], monthly);
    expect(broken.overPeak.map((d) => d.day)).toEqual(["2026-10-04", "2026-10-05"]);
    expect(broken.overMonth).toBe(true);
  });
});
