import { describe, expect, it } from "vitest";
import { addDays, addMonths, currentTermEnd, euroDe, isDay, maskIban, noticeDates, type Terms } from "#domain/contracts";
import { productName } from "#domain/products";

// decision 068: 12 months' minimum term, renewing by 12 months, 3 months' notice to a term's end
const yearly: Terms = { start: "2025-03-01", minimumTermMonths: 12, renewalMonths: 12, noticeMonths: 3 };

describe("the calendar helpers", () => {
  it("adds months, a day the month lacks becoming its last", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-03-01", -3)).toBe("2024-12-01");
    expect(addMonths("2025-11-15", 14)).toBe("2027-01-15");
  });
  it("adds days across months and years", () => {
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
  });
  it("knows a real calendar day", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("28.02.2026")).toBe(false);
  });
});

describe("noticeDates: when a cancellation takes effect (decision 068)", () => {
  it("arriving by the notice date, it ends the current (minimum) term", () => {
    expect(noticeDates(yearly, "2025-06-10")).toEqual({ effectiveOn: "2026-02-28", arriveBy: "2025-11-30" });
    // the last day that still counts
    expect(noticeDates(yearly, "2025-11-30")).toEqual({ effectiveOn: "2026-02-28", arriveBy: "2025-11-30" });
  });
  it("arriving after the notice date, it takes effect at the end of the next term", () => {
    expect(noticeDates(yearly, "2025-12-01")).toEqual({ effectiveOn: "2027-02-28", arriveBy: "2026-11-30" });
    expect(noticeDates(yearly, "2026-02-28")).toEqual({ effectiveOn: "2027-02-28", arriveBy: "2026-11-30" });
  });
  it("counts renewals from the start, years later and across leap years", () => {
    const t: Terms = { start: "2021-02-01", minimumTermMonths: 24, renewalMonths: 12, noticeMonths: 3 };
    // terms end 31.01.2023, 31.01.2024, … ; received 29.11.2026: notice date 31.10.2026 passed → 31.01.2028
    expect(noticeDates(t, "2026-11-29")).toEqual({ effectiveOn: "2028-01-31", arriveBy: "2027-10-31" });
    expect(noticeDates(t, "2026-10-31")).toEqual({ effectiveOn: "2027-01-31", arriveBy: "2026-10-31" });
    const leap: Terms = { start: "2024-02-29", minimumTermMonths: 12, renewalMonths: 12, noticeMonths: 1 };
    expect(noticeDates(leap, "2024-03-01")).toEqual({ effectiveOn: "2025-02-27", arriveBy: "2025-01-27" });
  });
  it("monthly renewal with one month's notice", () => {
    const t: Terms = { start: "2026-01-15", minimumTermMonths: 1, renewalMonths: 1, noticeMonths: 1 };
    expect(noticeDates(t, "2026-11-29")).toEqual({ effectiveOn: "2027-01-14", arriveBy: "2026-12-14" });
  });
  it("before the start, the minimum term still applies", () => {
    expect(noticeDates({ ...yearly, start: "2027-01-01" }, "2026-11-29")).toEqual({ effectiveOn: "2027-12-31", arriveBy: "2027-09-30" });
  });
  it("a product that does not renew ends at its term, or has ended", () => {
    const t: Terms = { start: "2026-02-01", minimumTermMonths: 12, renewalMonths: 0, noticeMonths: 0 };
    expect(noticeDates(t, "2026-11-29")?.effectiveOn).toBe("2027-01-31");
    expect(noticeDates(t, "2027-02-01")).toBeNull();
  });
});

describe("currentTermEnd", () => {
  it("is the last day of the term running today", () => {
    expect(currentTermEnd(yearly, "2025-03-01")).toBe("2026-02-28");
    expect(currentTermEnd(yearly, "2026-02-28")).toBe("2026-02-28");
    expect(currentTermEnd(yearly, "2026-03-01")).toBe("2027-02-28");
    expect(currentTermEnd({ ...yearly, renewalMonths: 0 }, "2026-03-01")).toBeNull();
  });
});

describe("maskIban (decision 070)", () => {
  it("shows the country, check digits and last four only, in groups of four", () => {
    expect(maskIban("DE89370400440532013000")).toBe("DE89 **** **** **** **30 00");
    expect(maskIban("de89 3704 0044 0532 0130 00")).toBe("DE89 **** **** **** **30 00");
    expect(maskIban(null)).toBeNull();
    expect(maskIban("DE12")).toBe("****");
  });
});

describe("names and prices", () => {
  it("names every product: the special names of spec §3, else its family", () => {
    expect(productName("MB-WEB-GOLD")).toBe("Website Gold");
    expect(productName("MB-WEB-LANDINGPAGE")).toBe("Landingpage");
    expect(productName("MB-PREMIUM-SILBER")).toBe("Premium-Eintrag Silber");
    expect(productName("MB-O365")).toBe("Office 365");
    expect(productName("MB-JOBAD")).toBe("Stellenanzeige");
    expect(productName("XX-UNKNOWN")).toBe("XX-UNKNOWN");
  });
  it("writes euros the German way", () => {
    expect(euroDe(4900)).toBe("49,00 €");
    expect(euroDe(123456)).toBe("1.234,56 €");
  });
});
