/**
 * Formatting helpers and UI constants (spec §2 layout timings, §7/§9 date
 * formats, §9 business constants).
 *
 * Calendar dates are taken in Europe/Berlin: a UTC-midnight Date and a
 * Berlin-midnight Date both land on the intended German calendar day.
 */

/** Named duration units (milliseconds). */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Spec §2 / §9: dismissible alerts auto-dismiss after 5 seconds. */
export const ALERT_DISMISS_MS = 5 * SECOND_MS;

/** Spec §2 / §9: the side-menu overlay hides after half a second. */
export const SIDE_MENU_OVERLAY_HIDE_MS = SECOND_MS / 2;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:?\d{2})?$/;

/**
 * Spec §3/§9 (wire dates): parses a Date or an ISO-like string into a Date.
 * Accepts "YYYY-MM-DD" (UTC midnight) and "YYYY-MM-DD[T ]HH:MM[:SS[.fff]][Z|±HH:MM]";
 * a datetime without zone is read as UTC (database timestamps).
 * Throws RangeError on anything else, including impossible dates (2024-02-30).
 */
export function parseDateInput(d: Date | string): Date {
  if (d instanceof Date) {
    if (Number.isNaN(d.getTime())) throw new RangeError("Invalid date");
    return new Date(d.getTime());
  }
  const value = d.trim();
  const dateOnly = DATE_ONLY.exec(value);
  const dateTime = dateOnly ? null : DATE_TIME.exec(value);
  const m = dateOnly ?? dateTime;
  if (!m) throw new RangeError(`Invalid date: ${JSON.stringify(d)}`);

  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4] ?? 0);
  const minute = Number(m[5] ?? 0);
  const second = Number(m[6] ?? 0);
  const millis = Number((m[7] ?? "0").padEnd(3, "0").slice(0, 3));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`Invalid date: ${JSON.stringify(d)}`);
  }
  const base = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  if (base.getUTCFullYear() !== year || base.getUTCMonth() !== month - 1 || base.getUTCDate() !== day) {
    throw new RangeError(`Invalid date: ${JSON.stringify(d)}`);
  }

  const zone = m[8];
  if (zone === undefined || zone.toUpperCase() === "Z") return base;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  return new Date(base.getTime() - offsetMinutes * MINUTE_MS);
}

let berlinFormatter: Intl.DateTimeFormat | undefined;

/** The calendar day and clock time of a moment in Berlin, as zero-padded strings. */
function berlinParts(date: Date): { year: string; month: string; day: string; hour: string; minute: string } {
  berlinFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = berlinFormatter.formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "";
  return { year: pick("year").padStart(4, "0"), month: pick("month"), day: pick("day"), hour: pick("hour"), minute: pick("minute") };
}

/** Spec §1 / §9: German display date DD.MM.YYYY (Berlin calendar day). Throws RangeError on invalid input. */
export function formatDateDe(d: Date | string): string {
  const { year, month, day } = berlinParts(parseDateInput(d));
  return `${day}.${month}.${year}`;
}

/** German date and time in Berlin, "01.10.2026, 11:00 Uhr". Throws RangeError on invalid input. */
export function formatDateTimeDe(d: Date | string): string {
  const { year, month, day, hour, minute } = berlinParts(parseDateInput(d));
  return `${day}.${month}.${year}, ${hour}:${minute} Uhr`;
}

/** Spec §7 / §9: wire date YYYY-MM-DD (Berlin calendar day). Throws RangeError on invalid input. */
export function formatDateWire(d: Date | string): string {
  const { year, month, day } = berlinParts(parseDateInput(d));
  return `${year}-${month}-${day}`;
}

/**
 * Today's calendar day in Europe/Berlin, YYYY-MM-DD: the one "today" of every date the
 * backend stores or compares for a rule (spec §4 claimed_last_update, §3 statistics ranges,
 * the day of a profile deletion). Between midnight and 01:00 (02:00 in summer) Berlin is a
 * day ahead of UTC, so `new Date().toISOString().slice(0, 10)` would name yesterday.
 * A given moment's Berlin day is formatDateWire(d).
 */
export function berlinToday(now: Date = new Date()): string {
  return formatDateWire(now);
}

/** The clock time HH:MM in Berlin (with formatDateWire: a moment as the wire names its day and time). Throws RangeError on invalid input. */
export function formatTimeWire(d: Date | string): string {
  const { hour, minute } = berlinParts(parseDateInput(d));
  return `${hour}:${minute}`;
}

/** "a, b und c": German enumeration of parts. */
export const germanList = (parts: readonly string[]): string => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} und ${parts.at(-1)}` : (parts[0] ?? ""));

/**
 * Spec §9: auth cookie lifetime = refresh TTL (minutes) × 60000 ms × 6,
 * returned in whole seconds for a cookie Max-Age.
 */
export function authCookieMaxAgeSeconds(refreshTtlMinutes: number): number {
  if (!Number.isFinite(refreshTtlMinutes) || refreshTtlMinutes < 0) {
    throw new RangeError("refreshTtlMinutes must be a finite, non-negative number");
  }
  const lifetimeMs = refreshTtlMinutes * MINUTE_MS * 6;
  return Math.floor(lifetimeMs / SECOND_MS);
}

/**
 * A stored Berlin wall-clock stamp in German: "2026-11-29 09:41" → "29.11.2026, 09:41",
 * a day alone ("2026-11-29") → "29.11.2026". No time zone work: the stamp is Berlin's already.
 */
export function germanStamp(stamp: string): string {
  const day = `${stamp.slice(8, 10)}.${stamp.slice(5, 7)}.${stamp.slice(0, 4)}`;
  return stamp.length >= 16 ? `${day}, ${stamp.slice(11, 16)}` : day;
}
