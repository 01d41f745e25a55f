import { date, group, list, timeRange, type ListOfRule, type RuleValues, type Rules, type TimeRangeRule } from "../form-rules";
import { formatDateWire } from "../format";
import type { Entry, EntrySectionDef, OpeningHours, TimeRange } from "../entry";
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from "../weekdays";

/**
 * Section "Öffnungszeiten" (spec §7 updateOpeningHours): per weekday no range
 * (closed) or up to four ranges, each HH:MM–HH:MM (spec §5 opening hour), and
 * special days with a date (holidays, company holidays) that replace the
 * weekday's hours on that date, each closed or with its own ranges and a short
 * note — as the big listing services offer them.
 */

/** The weekdays in German order and their names (domain/weekdays.ts). */
export const DAYS: readonly Weekday[] = WEEKDAYS;

export const MAX_RANGES = 4;
export const MAX_SPECIAL_DAYS = 30;
export const SPECIAL_NOTE_MAX = 40;

const ranges = (): ListOfRule<TimeRangeRule> =>
  list({ of: timeRange(), maxItems: { value: MAX_RANGES, message: `Bitte geben Sie höchstens ${MAX_RANGES} Zeiträume für einen Tag an.` } });

const weekRules = Object.fromEntries(DAYS.map((d) => [d, ranges()])) as Record<Weekday, ListOfRule<TimeRangeRule>>;

export const OPENING_HOURS_RULES = {
  week: group(weekRules),
  special: list({
    maxItems: { value: MAX_SPECIAL_DAYS, message: `Bitte geben Sie höchstens ${MAX_SPECIAL_DAYS} besondere Tage an.` },
    fields: {
      date: date({ required: "Bitte geben Sie das Datum des besonderen Tages ein." }),
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

/**
 * Checks across the fields: no overlapping ranges on one day, special days not
 * in the past and each date once. `today` (YYYY-MM-DD, the German calendar day)
 * from the caller's clock, so the rule is the same in browser and backend.
 */
export function openingHoursProblems(v: OpeningHoursValues, today = formatDateWire(new Date())): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const d of DAYS) overlaps(v.week[d], `week.${d}`, out);
  const seen = new Set<string>();
  v.special.forEach((s, i) => {
    const path = `special[${i}]`;
    if (s.date < today) out[`${path}.date`] = "Das Datum liegt in der Vergangenheit. Bitte geben Sie einen Tag ab heute an.";
    else if (seen.has(s.date)) out[`${path}.date`] = `Für den ${germanDate(s.date)} ist schon ein besonderer Tag eingetragen.`;
    seen.add(s.date);
    overlaps(s.ranges, `${path}.ranges`, out);
  });
  return Object.keys(out).length ? out : null;
}

/** A day's ranges as stored: empty rows dropped, sorted by their start. */
const tidy = (list: CheckedRanges): TimeRange[] =>
  list.filter((r): r is TimeRange => r !== null).map((r) => ({ from: r.from, to: r.to })).sort((a, b) => (a.from < b.from ? -1 : 1));

/**
 * The opening hours as stored (HH:MM zero-padded by the rule): ranges sorted,
 * special days sorted by date; null when no day has hours and there is no
 * special day (nothing given).
 */
export function normaliseOpeningHours(v: OpeningHoursValues): OpeningHours | null {
  const week = Object.fromEntries(DAYS.map((d) => [d, tidy(v.week[d])])) as Record<Weekday, TimeRange[]>;
  const special = v.special
    .map((s) => ({ date: s.date, ranges: tidy(s.ranges), note: s.note }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  return DAYS.some((d) => week[d].length) || special.length ? { week, special } : null;
}

const EMPTY_RANGE: TimeRange = { from: "", to: "" };

/**
 * The form's values from the stored entry. Never given: one empty row per
 * weekday to type into (left empty it means closed). Special days that have
 * passed are not shown, so they drop out at the next save.
 */
export function openingHoursValues(stored: OpeningHours | null, today = formatDateWire(new Date())) {
  return {
    week: Object.fromEntries(DAYS.map((d) => [d, stored ? (stored.week[d] ?? []) : [EMPTY_RANGE]])) as Record<Weekday, TimeRange[]>,
    special: (stored?.special ?? []).filter((s) => s.date >= today),
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
      return `${germanDate(str(s.date))}${note ? ` (${note})` : ""}: ${describeDayHours(s.ranges)}`;
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

/** Copies Monday's rows to Tuesday–Friday in a submitted form when its copy button was pressed. */
export function copyMonday(form: FormData): void {
  if (form.get(INTENT_FIELD) !== COPY_MONDAY_INTENT) return;
  const monday = [...form].filter(([name]) => name.startsWith("week.mo["));
  for (const d of COPY_MONDAY_TO) {
    for (const name of new Set([...form.keys()].filter((n) => n.startsWith(`week.${d}[`)))) form.delete(name);
    for (const [name, value] of monday) form.append(`week.${d}[${name.slice("week.mo[".length)}`, value);
  }
}

export const OPENING_HOURS_SECTION: EntrySectionDef<typeof OPENING_HOURS_RULES> = {
  call: "updateOpeningHours",
  title: "Öffnungszeiten",
  saved: "Ihre Öffnungszeiten wurden gespeichert.",
  rules: OPENING_HOURS_RULES,
  refine: (v) => openingHoursProblems(v),
  values: (e: Entry) => openingHoursValues(e.opening_hours),
  prepare: copyMonday,
};
