import { date, group, list, readTime, timeRange, type ListOfRule, type RuleValues, type Rules, type TimeRangeRule } from "../form-rules";
import { formatDateWire } from "../format";
import type { Entry, EntrySectionDef, OpeningHours, TimeRange } from "../entry";
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from "../weekdays";

/**
 * Section "Öffnungszeiten" (spec §7 updateOpeningHours): per weekday no range
 * (closed) or up to four ranges, each HH:MM–HH:MM (spec §5 opening hour), and
 * special days with a date (holidays, company holidays) that replace the
 * weekday's hours on that date, each closed or with its own ranges and a short
 * note — as the big listing services offer them. A special entry may span
 * several days ("Betriebsferien" from `date` to `until`): it is entered once and
 * stored as its days, each with the entry's hours and note; the form shows
 * consecutive days of the same hours and note as one entry again.
 */

/** The weekdays in German order and their names (domain/weekdays.ts). */
export const DAYS: readonly Weekday[] = WEEKDAYS;

export const MAX_RANGES = 4;
/** special entries (a day or a period) in one form */
export const MAX_SPECIAL_DAYS = 30;
/** the days one period may span ("Betriebsferien" of a whole year at most) */
export const MAX_PERIOD_DAYS = 366;
/** the days all special entries together may cover (what is stored: one record per day) */
export const MAX_SPECIAL_DATES = 366;
export const SPECIAL_NOTE_MAX = 40;

const ranges = (): ListOfRule<TimeRangeRule> =>
  list({ of: timeRange(), maxItems: { value: MAX_RANGES, message: `Bitte geben Sie höchstens ${MAX_RANGES} Zeiträume für einen Tag an.` } });

const weekRules = Object.fromEntries(DAYS.map((d) => [d, ranges()])) as Record<Weekday, ListOfRule<TimeRangeRule>>;

export const OPENING_HOURS_RULES = {
  week: group(weekRules),
  special: list({
    maxItems: { value: MAX_SPECIAL_DAYS, message: `Bitte geben Sie höchstens ${MAX_SPECIAL_DAYS} besondere Tage oder Zeiträume an.` },
    fields: {
      date: date({ required: "Bitte geben Sie das Datum des besonderen Tages ein." }),
      /** the last day of a period (Betriebsferien); empty: a single day */
      until: date(),
      ranges: ranges(),
      note: {
        maxLength: { value: SPECIAL_NOTE_MAX, message: `Der Hinweis darf höchstens ${SPECIAL_NOTE_MAX} Zeichen lang sein.` },
        plainText: true,
      },
    },
  }),
} satisfies Rules;

export type OpeningHoursValues = RuleValues<typeof OPENING_HOURS_RULES>;
/** A day's ranges as checked: an empty row (both fields left empty) is null. */
type CheckedRanges = readonly (TimeRange | null)[];

/** "08:00–12:00" */
export const formatRange = (r: TimeRange) => `${r.from}–${r.to}`;

/** Ranges of one day that overlap an earlier one: a message at the later range's start. */
function overlaps(list: CheckedRanges, path: string, out: Record<string, string>) {
  list.forEach((r, i) => {
    if (!r) return;
    const earlier = list.slice(0, i).find((o) => o && o.from < r.to && r.from < o.to);
    // HH:MM strings compare like the times they name; 08:00–12:00 and 12:00–18:00 only touch
    if (earlier) out[`${path}[${i}].from`] = `Dieser Zeitraum überschneidet sich mit ${formatRange(earlier)}. Bitte fassen Sie die Zeiten zusammen.`;
  });
}

const germanDate = (iso: string) => iso.split("-").reverse().join(".");

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoOfDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The calendar day `n` days after a YYYY-MM-DD day. */
export const addDays = (iso: string, n: number) => isoOfDay(dayNumber(iso) + n);
/** How many days a period from `from` to `until` (both included) spans. */
export const periodLength = (from: string, until: string) => dayNumber(until) - dayNumber(from) + 1;
/** Every day of a period, both ends included (the caller keeps it to MAX_PERIOD_DAYS). */
export function daysOf(from: string, until: string): string[] {
  const first = dayNumber(from);
  return Array.from({ length: Math.max(1, dayNumber(until) - first + 1) }, (_, i) => isoOfDay(first + i));
}

/**
 * Checks across the fields: no overlapping ranges on one day, special days not
 * in the past and each date once (also inside periods), a period's end not
 * before its start and at most MAX_PERIOD_DAYS long, at most MAX_SPECIAL_DATES
 * days in all. `today` (YYYY-MM-DD, the German calendar day) from the caller's
 * clock, so the rule is the same in browser and backend.
 */
export function openingHoursProblems(v: OpeningHoursValues, today = formatDateWire(new Date())): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const d of DAYS) overlaps(v.week[d], `week.${d}`, out);
  const seen = new Set<string>();
  let total = 0;
  v.special.forEach((s, i) => {
    const path = `special[${i}]`;
    const until = s.until || s.date;
    if (until < s.date) out[`${path}.until`] = "Das Ende des Zeitraums darf nicht vor seinem ersten Tag liegen.";
    else if (periodLength(s.date, until) > MAX_PERIOD_DAYS)
      out[`${path}.until`] = `Ein Zeitraum darf höchstens ${MAX_PERIOD_DAYS} Tage lang sein. Bitte teilen Sie ihn auf.`;
    else if (s.date < today) out[`${path}.date`] = "Das Datum liegt in der Vergangenheit. Bitte geben Sie einen Tag ab heute an.";
    else {
      const days = daysOf(s.date, until);
      const twice = days.find((d) => seen.has(d));
      if (twice) out[`${path}.date`] = `Für den ${germanDate(twice)} ist schon ein besonderer Tag eingetragen.`;
      for (const d of days) seen.add(d);
      total += days.length;
    }
    overlaps(s.ranges, `${path}.ranges`, out);
  });
  if (total > MAX_SPECIAL_DATES && !out.special)
    out.special = `Bitte geben Sie insgesamt höchstens ${MAX_SPECIAL_DATES} besondere Tage an (jeder Tag eines Zeitraums zählt mit).`;
  return Object.keys(out).length ? out : null;
}

/** A day's ranges as stored: empty rows dropped, sorted by their start. */
const tidy = (list: CheckedRanges): TimeRange[] =>
  list.filter((r): r is TimeRange => r !== null).map((r) => ({ from: r.from, to: r.to })).sort((a, b) => (a.from < b.from ? -1 : 1));

/**
 * The opening hours as stored (HH:MM zero-padded by the rule): ranges sorted,
 * special days sorted by date, a period as its days (each with the period's
 * hours and note); null when no day has hours and there is no special day
 * (nothing given).
 */
export function normaliseOpeningHours(v: OpeningHoursValues): OpeningHours | null {
  const week = Object.fromEntries(DAYS.map((d) => [d, tidy(v.week[d])])) as Record<Weekday, TimeRange[]>;
  const special = v.special
    .flatMap((s) => {
      const ranges = tidy(s.ranges);
      return daysOf(s.date, s.until || s.date).map((date) => ({ date, ranges, note: s.note }));
    })
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  return DAYS.some((d) => week[d].length) || special.length ? { week, special } : null;
}

/** A special entry as the form shows it: one day (`until` "") or a period of days with the same hours and note. */
export interface SpecialEntry {
  date: string;
  until: string;
  ranges: TimeRange[];
  note: string;
}

const sameHours = (a: TimeRange[], b: TimeRange[]) => a.length === b.length && a.every((r, i) => r.from === b[i]!.from && r.to === b[i]!.to);

/**
 * The stored special days from `today` on as entries: days in a row with the
 * same hours and note become one period (as it was entered).
 */
export function specialEntries(stored: OpeningHours["special"] | null | undefined, today: string): SpecialEntry[] {
  const out: SpecialEntry[] = [];
  for (const s of [...(stored ?? [])].filter((s) => s.date >= today).sort((a, b) => (a.date < b.date ? -1 : 1))) {
    const last = out.at(-1);
    if (last && addDays(last.until || last.date, 1) === s.date && last.note === s.note && sameHours(last.ranges, s.ranges)) last.until = s.date;
    else out.push({ date: s.date, until: "", ranges: s.ranges, note: s.note });
  }
  return out;
}

/** "24.12.2026" or "24.12.2026 – 31.12.2026" */
export const specialDates = (s: { date: string; until?: string }) =>
  s.until && s.until !== s.date ? `${germanDate(s.date)} – ${germanDate(s.until)}` : germanDate(s.date);

/** "geschlossen" or "09:00–12:00, 14:00–16:00" */
export const hoursText = (ranges: readonly TimeRange[]) => (ranges.length ? ranges.map(formatRange).join(", ") : "geschlossen");

const EMPTY_RANGE: TimeRange = { from: "", to: "" };

/**
 * The form's values from the stored entry. Never given: one empty row per
 * weekday to type into (left empty it means closed). Special days that have
 * passed are not shown, so they drop out at the next save; a period that has
 * begun shows from today.
 */
export function openingHoursValues(stored: OpeningHours | null, today = formatDateWire(new Date())) {
  return {
    week: Object.fromEntries(DAYS.map((d) => [d, stored ? (stored.week[d] ?? []) : [EMPTY_RANGE]])) as Record<Weekday, TimeRange[]>,
    special: specialEntries(stored?.special, today),
  };
}

const rec = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The heading of the special days in the form, also the field name of a support change (domain/entry-changes.ts). */
export const SPECIAL_DAYS_LABEL = "Besondere Tage";

/** One day's ranges as text ("08:00–12:00, 14:00–18:00", "geschlossen"); rows left empty or half filled are skipped. */
export function describeDayHours(list: unknown): string {
  const given = arr(list)
    .map((r) => ({ from: str(rec(r).from), to: str(rec(r).to) }))
    .filter((r) => r.from && r.to);
  return given.length ? given.map(formatRange).join(", ") : "geschlossen";
}

/** The special days as text ("24.12.2026 (Heiligabend): 08:00–12:00"), those without a date skipped. */
export function describeSpecialDays(h: unknown): string[] {
  return arr(rec(h).special)
    .map(rec)
    .filter((s) => str(s.date))
    .map((s) => {
      const note = str(s.note);
      return `${specialDates({ date: str(s.date), until: str(s.until) })}${note ? ` (${note})` : ""}: ${describeDayHours(s.ranges)}`;
    });
}

/**
 * The opening hours as lines of text ("Montag: 08:00–12:00, 14:00–18:00"): the
 * stored ones after a 409, or a form's input sent back (read defensively: rows
 * left empty or half filled are skipped).
 */
export function describeOpeningHours(h: unknown): string[] {
  if (!h) return ["Keine Öffnungszeiten angegeben"];
  const week = rec(rec(h).week);
  return [...DAYS.map((d) => `${WEEKDAY_LABELS[d]}: ${describeDayHours(week[d])}`), ...describeSpecialDays(h)];
}

/** The days "Montag übernehmen" fills: the other workdays. */
export const COPY_MONDAY_TO = ["di", "mi", "do", "fr"] as const satisfies readonly Weekday[];
/**
 * The button "Zeiten vom Montag für Dienstag bis Freitag übernehmen" without
 * JavaScript: a conform intent (an update of `week` that changes nothing by
 * itself, so the form is answered and shown again, not saved); `copyMonday`
 * below makes it copy on the server. With JavaScript the page copies in place.
 */
export const COPY_MONDAY_INTENT = JSON.stringify({ type: "update", payload: { name: "week", copy: "mo" } });
const INTENT_FIELD = "__intent__";

/** conform's field for its form state: the fields it marks as checked (their messages show) */
const STATE_FIELD = "__state__";

/**
 * Copies Monday's rows to Tuesday–Friday in a submitted form when its copy button
 * was pressed. Monday's fields and the copies are marked as checked, so a time
 * that cannot be read shows its message at every copy, not silently copied.
 */
export function copyMonday(form: FormData): void {
  if (form.get(INTENT_FIELD) !== COPY_MONDAY_INTENT) return;
  const monday = [...form].filter(([name]) => name.startsWith("week.mo["));
  const checked: Record<string, boolean> = Object.fromEntries(monday.map(([name]) => [name, true]));
  for (const d of COPY_MONDAY_TO) {
    for (const name of new Set([...form.keys()].filter((n) => n.startsWith(`week.${d}[`)))) form.delete(name);
    for (const [name, value] of monday) {
      const copy = `week.${d}[${name.slice("week.mo[".length)}`;
      form.append(copy, value);
      checked[copy] = true;
    }
  }
  form.set(STATE_FIELD, JSON.stringify({ validated: checked }));
}

/** A time field of the form: `week.mo[0].from`, `special[2].ranges[1].to`. */
const TIME_FIELD = /^(?:week\.[a-z]{2}|special\[\d+\]\.ranges)\[\d+\]\.(?:from|to)$/;

/**
 * Times as people type them ("9", "9.30", "930", "18 Uhr") made HH:MM (spec §5)
 * in a submitted form; what cannot be read stays as typed, for the rule to refuse
 * with its message at the field.
 */
export function normaliseTypedTimes(form: FormData): void {
  for (const [name, value] of [...form]) {
    if (typeof value !== "string" || !TIME_FIELD.test(name)) continue;
    const time = readTime(value);
    if (time && time !== value) form.set(name, time);
  }
}

/** The form before its check, in the browser and in the portal's action alike: times read, Monday copied. */
export function prepareOpeningHours(form: FormData): void {
  normaliseTypedTimes(form);
  copyMonday(form);
}

export const OPENING_HOURS_SECTION: EntrySectionDef<typeof OPENING_HOURS_RULES> = {
  call: "updateOpeningHours",
  title: "Öffnungszeiten",
  saved: "Ihre Öffnungszeiten wurden gespeichert.",
  rules: OPENING_HOURS_RULES,
  refine: (v) => openingHoursProblems(v),
  values: (e: Entry) => openingHoursValues(e.opening_hours),
  prepare: prepareOpeningHours,
};
