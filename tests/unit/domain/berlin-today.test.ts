import { afterEach, describe, expect, it, vi } from "vitest";
import { berlinToday } from "#domain/format";

/** [moment in UTC, Berlin clock at that moment, Berlin calendar day] */
const CASES: [string, string, string][] = [
  // winter (CET, UTC+1)
  ["2026-01-15T23:30:00Z", "00:30 on the 16th", "2026-01-16"],
  ["2026-01-16T00:30:00Z", "01:30 on the 16th", "2026-01-16"],
  ["2026-01-15T22:59:59Z", "23:59 on the 15th", "2026-01-15"],
  // summer (CEST, UTC+2)
  ["2026-07-14T23:30:00Z", "01:30 on the 15th", "2026-07-15"],
  ["2026-07-15T00:30:00Z", "02:30 on the 15th", "2026-07-15"],
  ["2026-07-14T21:59:59Z", "23:59 on the 14th", "2026-07-14"],
  ["2026-07-14T22:00:00Z", "00:00 on the 15th", "2026-07-15"],
  // the clocks go forward (Sunday 29 March 2026, 02:00 CET → 03:00 CEST)
  ["2026-03-28T23:30:00Z", "00:30 CET on the 29th", "2026-03-29"],
  ["2026-03-29T00:30:00Z", "01:30 CET on the 29th", "2026-03-29"],
  ["2026-03-29T21:59:59Z", "23:59 CEST on the 29th", "2026-03-29"],
  ["2026-03-29T22:30:00Z", "00:30 CEST on the 30th", "2026-03-30"],
  ["2026-03-29T23:30:00Z", "01:30 CEST on the 30th", "2026-03-30"],
  // the clocks go back (Sunday 25 October 2026, 03:00 CEST → 02:00 CET)
  ["2026-10-24T21:30:00Z", "23:30 CEST on the 24th", "2026-10-24"],
  ["2026-10-24T22:30:00Z", "00:30 CEST on the 25th", "2026-10-25"],
  ["2026-10-25T00:30:00Z", "02:30 CEST on the 25th", "2026-10-25"],
  ["2026-10-25T22:59:59Z", "23:59 CET on the 25th", "2026-10-25"],
  ["2026-10-25T23:30:00Z", "00:30 CET on the 26th", "2026-10-26"],
  ["2026-10-26T00:30:00Z", "01:30 CET on the 26th", "2026-10-26"],
];

describe("berlinToday: the calendar day in Europe/Berlin (spec §4 claimed_last_update, §3 statistics ranges)", () => {
  afterEach(() => vi.useRealTimers());

  it.each(CASES)("%s (Berlin %s) is %s", (utc, _berlin, day) => {
    expect(berlinToday(new Date(utc))).toBe(day);
  });

  it("between midnight and 01:00 (02:00 in summer) Berlin is already a day ahead of the UTC date", () => {
    const winter = new Date("2026-01-15T23:30:00Z");
    const summer = new Date("2026-07-14T23:30:00Z");
    expect(winter.toISOString().slice(0, 10)).toBe("2026-01-15");
    expect(berlinToday(winter)).toBe("2026-01-16");
    expect(summer.toISOString().slice(0, 10)).toBe("2026-07-14");
    expect(berlinToday(summer)).toBe("2026-07-15");
  });

  it("without an argument it takes the current clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-29T22:30:00Z"));
    expect(berlinToday()).toBe("2026-03-30");
  });
});
