import { describe, it, expect } from "vitest";
import {
  ALERT_DISMISS_MS,
  SIDE_MENU_OVERLAY_HIDE_MS,
  authCookieMaxAgeSeconds,
  formatDateDe,
  formatDateTimeDe,
  formatDateWire,
  parseDateInput,
  germanStamp,
} from "#domain/format";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe("spec §9 date format — formatDateDe / formatDateWire", () => {
  it.each([
    ["2024-12-23", "23.12.2024", "2024-12-23"],
    ["2025-01-02", "02.01.2025", "2025-01-02"],
    ["2024-12-23T10:00:00Z", "23.12.2024", "2024-12-23"],
    ["2024-12-23 10:00:00", "23.12.2024", "2024-12-23"],
    // 23:30 UTC on 31 Dec is already New Year in Berlin
    ["2024-12-31T23:30:00Z", "01.01.2025", "2025-01-01"],
    // summer time (UTC+2)
    ["2024-06-30T22:30:00Z", "01.07.2024", "2024-07-01"],
    ["2024-06-30T21:59:59Z", "30.06.2024", "2024-06-30"],
    ["2024-06-30T23:59:00+02:00", "30.06.2024", "2024-06-30"],
  ])("%s → %s / %s", (input, de, wire) => {
    expect(formatDateDe(input)).toBe(de);
    expect(formatDateWire(input)).toBe(wire);
  });

  it("formats Date objects by Berlin calendar day (UTC midnight and Berlin midnight agree)", () => {
    expect(formatDateDe(new Date(Date.UTC(2024, 11, 23)))).toBe("23.12.2024");
    expect(formatDateDe(new Date("2024-12-22T23:00:00Z"))).toBe("23.12.2024");
    expect(formatDateWire(new Date("2024-03-31T22:00:00Z"))).toBe("2024-04-01");
  });

  it.each(["", "23.12.2024", "2024-02-30", "2024-12-23T25:00:00Z", "heute"])("throws RangeError for %j", (input) => {
    expect(() => formatDateDe(input)).toThrow(RangeError);
    expect(() => formatDateWire(input)).toThrow(RangeError);
  });

  it("throws RangeError for an invalid Date", () => {
    expect(() => formatDateDe(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("parseDateInput returns a copy of a Date and UTC midnight for date-only strings", () => {
    const d = new Date("2024-05-01T12:00:00Z");
    const parsed = parseDateInput(d);
    expect(parsed).not.toBe(d);
    expect(parsed.getTime()).toBe(d.getTime());
    expect(parseDateInput("2024-05-01").toISOString()).toBe("2024-05-01T00:00:00.000Z");
    expect(parseDateInput("2024-05-01T12:00:00+0130").toISOString()).toBe("2024-05-01T10:30:00.000Z");
  });
});

describe("spec §9 constants and durations", () => {
  it("alert auto-dismiss is 5 seconds", () => {
    expect(ALERT_DISMISS_MS).toBe(5 * SECOND);
  });

  it("side-menu overlay hide delay is 500 ms", () => {
    expect(SIDE_MENU_OVERLAY_HIDE_MS).toBe(500);
  });

  it.each([
    [60, (60 * MINUTE * 6) / SECOND],
    [60, 6 * 60 * 60],
    [1, 360],
    [30, 10_800],
    [0.5, 180],
    [0, 0],
  ])("auth cookie max-age for refresh TTL %s min is %s s (TTL × 60000 ms × 6)", (ttl, seconds) => {
    expect(authCookieMaxAgeSeconds(ttl)).toBe(seconds);
  });

  it("auth cookie max-age is a whole number of seconds", () => {
    expect(Number.isInteger(authCookieMaxAgeSeconds(1 / 7))).toBe(true);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("rejects refresh TTL %s", (ttl) => {
    expect(() => authCookieMaxAgeSeconds(ttl)).toThrow(RangeError);
  });
});

describe("formatDateTimeDe: German date and time in Berlin", () => {
  it.each([
    ["2026-10-01T09:00:00.000Z", "01.10.2026, 11:00 Uhr"], // summer time, UTC+2
    ["2026-01-15T23:30:00Z", "16.01.2026, 00:30 Uhr"], // winter time, UTC+1, next Berlin day
    ["2026-06-30T22:00:00Z", "01.07.2026, 00:00 Uhr"], // midnight is 00, not 24
    ["2026-12-31T23:59:59Z", "01.01.2027, 00:59 Uhr"], // new year in Berlin; seconds are cut, not rounded
    ["2026-01-15T10:05:00+01:00", "15.01.2026, 10:05 Uhr"],
    ["2026-07-15 08:07", "15.07.2026, 10:07 Uhr"], // database timestamp without zone: UTC
  ])("formats %s as %s", (input, expected) => {
    expect(formatDateTimeDe(input)).toBe(expected);
  });

  it.each([
    ["2026-03-29T00:59:00Z", "29.03.2026, 01:59 Uhr"], // last minute of winter time
    ["2026-03-29T01:00:00Z", "29.03.2026, 03:00 Uhr"], // clocks jump from 02:00 to 03:00
    ["2026-10-25T00:30:00Z", "25.10.2026, 02:30 Uhr"], // 02:30 summer time
    ["2026-10-25T01:30:00Z", "25.10.2026, 02:30 Uhr"], // 02:30 again, winter time
  ])("follows the clock change: %s is %s", (input, expected) => {
    expect(formatDateTimeDe(input)).toBe(expected);
  });

  it("formats a Date", () => {
    expect(formatDateTimeDe(new Date(Date.UTC(2026, 9, 1, 9, 0)))).toBe("01.10.2026, 11:00 Uhr");
  });

  it.each(["", "gestern", "2026-02-30T10:00:00Z", "2026-10-01T24:00:00Z"])("throws a RangeError for %j", (input) => {
    expect(() => formatDateTimeDe(input)).toThrow(RangeError);
  });

  it("throws a RangeError for an invalid Date", () => {
    expect(() => formatDateTimeDe(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("germanStamp: a stored Berlin wall-clock stamp in German", () => {
  it("writes the day and, where the stamp has one, the time", () => {
    expect(germanStamp("2026-11-29 09:41")).toBe("29.11.2026, 09:41");
    expect(germanStamp("2026-03-01")).toBe("01.03.2026");
  });
});
