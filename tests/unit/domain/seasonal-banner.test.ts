import { describe, expect, it } from "vitest";
import { berlinToday } from "#domain/format";
import { SEASONAL_PERIODS, seasonalBannerText, seasonalPeriodOn, seasonalPeriodProblems, type SeasonalPeriod } from "#domain/seasonal-banner";

/** The banner's period on the Berlin day of a moment (what the layout asks). */
const at = (iso: string) => seasonalPeriodOn(berlinToday(new Date(iso)));

describe("seasonal banner (spec §1)", () => {
  it("keeps spec §1's period as the first entry and this winter's as the second", () => {
    expect(SEASONAL_PERIODS.slice(0, 2)).toEqual([
      { shownFrom: "2024-12-02", shownUntil: "2025-01-01", closedFrom: "2024-12-23", closedUntil: "2025-01-01", backOn: "2025-01-02" },
      { shownFrom: "2026-12-02", shownUntil: "2027-01-01", closedFrom: "2026-12-23", closedUntil: "2027-01-01", backOn: "2027-01-02" },
    ]);
    expect(seasonalPeriodProblems(SEASONAL_PERIODS)).toEqual([]);
  });

  it("shows from the first to the last day in Berlin, both included, and not a minute outside", () => {
    // 1 December, 23:59 in Berlin: not yet; 2 December, 00:00 in Berlin (still 1 December in UTC): shown
    expect(at("2026-12-01T23:59:59+01:00")).toBeNull();
    expect(at("2026-12-01T23:00:00Z")?.shownFrom).toBe("2026-12-02");
    expect(at("2027-01-01T23:59:59+01:00")?.shownFrom).toBe("2026-12-02");
    expect(at("2027-01-01T23:00:00Z")).toBeNull();
    expect(at("2024-12-15T12:00:00+01:00")?.shownFrom).toBe("2024-12-02");
    expect(at("2025-06-01T12:00:00+02:00")).toBeNull();
    expect(at("2026-11-29T12:00:00+01:00")).toBeNull();
  });

  it("says when the customer service is closed and back, as DD.MM.YYYY", () => {
    expect(seasonalBannerText(SEASONAL_PERIODS[1]!)).toBe(
      "Unser Kundenservice ist vom 23.12.2026 bis zum 01.01.2027 nicht erreichbar. Ab dem 02.01.2027 sind wir wieder für Sie da.",
    );
    expect(seasonalBannerText(SEASONAL_PERIODS[0]!)).toContain("vom 23.12.2024 bis zum 01.01.2025");
  });

  it("names what is wrong with a period written into the data", () => {
    const good = SEASONAL_PERIODS[1]!;
    const bad: SeasonalPeriod[] = [
      { ...good, shownFrom: "2026-02-31" },
      { ...good, shownFrom: "2027-12-02", shownUntil: "2027-11-30", closedFrom: "2027-12-23", closedUntil: "2027-12-22", backOn: "2027-12-20" },
    ];
    expect(seasonalPeriodProblems(bad)).toEqual([
      "Zeitraum 1: shownFrom ist kein Datum (2026-02-31)",
      "Zeitraum 2: endet vor seinem Beginn",
      "Zeitraum 2: die Schließung endet vor ihrem Beginn",
      "Zeitraum 2: „wieder da“ liegt nicht nach der Schließung",
    ]);
    expect(seasonalPeriodProblems([good, { ...good }])).toEqual(["Zeitraum 2: überschneidet sich mit dem vorigen oder steht vor ihm"]);
    expect(seasonalPeriodOn("2026-12-10", [])).toBeNull();
  });
});
