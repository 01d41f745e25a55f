import { ENTRY_COMPANY_LABELS, sectionValues, type Entry, type EntrySection } from "./entry";
import { ABOUT_US_LABEL } from "./entry-sections/about-us";
import { B2B_CODEX_LABEL } from "./entry-sections/b2b-codex";
import { VALUE_LISTS } from "./entry-sections/classification-lists";
import { DETAILS_LABELS } from "./entry-sections/details";
import { DOCUMENTS_SECTION } from "./entry-sections/documents";
import { LOGO_SLOGAN_LABELS } from "./entry-sections/logo-slogan";
import { mediaAltLabel } from "./entry-sections/media";
import { ONLINE_PRESENCE_FIELDS, ONLINE_PRESENCE_KINDS } from "./entry-sections/online-presence";
import { describeDayHours, describeSpecialDays, SPECIAL_DAYS_LABEL } from "./entry-sections/opening-hours";
import { CUSTOMER_CARDS, CUSTOMER_CARDS_LABEL, PAYMENT_METHODS, PAYMENTS_LABEL } from "./entry-sections/payments";
import { WEEKDAYS, WEEKDAY_LABELS } from "./weekdays";

/**
 * What a support-staff save changed in an entry section (spec §6 support staff,
 * §3 the audit): per field its form label, the value before and after, as the
 * customer reads them ("" for empty). Kept with the save's audit row and listed
 * on the entry overview ("Änderungen durch den Kundenservice").
 */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/** The longest value kept, "…" included. */
export const CHANGE_VALUE_MAX = 200;
/** The most fields kept per save. */
export const CHANGES_MAX = 50;

/** A value on one line, cut to `max` characters with "…" at the end. */
export function cutValue(value: string, max = CHANGE_VALUE_MAX): string {
  const chars = Array.from(value.replace(/\s+/g, " ").trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

const UPLOADED_LOGO = "hochgeladenes Logo";

type Readable = [label: string, value: string][];

const text = (v: unknown) => (typeof v === "string" ? v : "");
const labelled = (keys: readonly string[], labels: Record<string, string>) => keys.map((k) => labels[k] ?? k).join(", ");
/** The section's form values under the given labels, in the labels' order. */
const byLabels = (values: Record<string, unknown>, labels: Record<string, string>): Readable =>
  Object.entries(labels)
    .filter(([key]) => Object.hasOwn(values, key))
    .map(([key, label]) => [label, text(values[key])]);
const valueList = (section: keyof typeof VALUE_LISTS) => (e: Entry): Readable => {
  const values = sectionValues(e, section)[VALUE_LISTS[section].field];
  return [[VALUE_LISTS[section].chosen, Array.isArray(values) ? values.map(text).join(", ") : ""]];
};

/**
 * Each section's fields as the customer reads them: the labels of its form and
 * the stored values in words (chosen options by their names, opening hours per
 * weekday as "08:00–12:00, 14:00–18:00" or "geschlossen").
 */
const READABLE: Record<EntrySection, (e: Entry) => Readable> = {
  company: (e) => byLabels(sectionValues(e, "company"), ENTRY_COMPANY_LABELS),
  details: (e) => byLabels(sectionValues(e, "details"), DETAILS_LABELS),
  openingHours: (e) => {
    const h = e.opening_hours;
    return [
      ...WEEKDAYS.map((d): [string, string] => [`Öffnungszeiten ${WEEKDAY_LABELS[d]}`, h ? describeDayHours(h.week[d]) : ""]),
      [SPECIAL_DAYS_LABEL, describeSpecialDays(h).join("; ")],
    ];
  },
  payments: (e) => [[PAYMENTS_LABEL, labelled(e.payments, PAYMENT_METHODS)]],
  customerCards: (e) => [[CUSTOMER_CARDS_LABEL, labelled(e.customer_cards, CUSTOMER_CARDS)]],
  onlinePresence: (e) => ONLINE_PRESENCE_FIELDS.map((k) => [ONLINE_PRESENCE_KINDS[k].label, e.online_presence[k] ?? ""]),
  logoSlogan: (e) => [
    [LOGO_SLOGAN_LABELS.slogan, e.slogan ?? ""],
    [LOGO_SLOGAN_LABELS.logoUrl, e.media_owner.find((m) => m.Type__c === "LOGO")?.Url ?? ""],
    // the uploaded file's name is opaque (it changes with each upload): said in words, a new upload below
    [LOGO_SLOGAN_LABELS.logo, e.logo_file ? UPLOADED_LOGO : ""],
  ],
  documents: (e) => [[DOCUMENTS_SECTION.title, e.documents.map((d) => d.file_name).join(", ")]],
  media: (e) => e.media.map((m, i): [string, string] => [mediaAltLabel(i), m.alt ?? ""]),
  aboutUs: (e) => [[ABOUT_US_LABEL, e.about_us ?? ""]],
  b2bCodex: (e) => [[B2B_CODEX_LABEL, e.b2b_codex_accepted_at ? "ja" : "nein"]],
  trades: valueList("trades"),
  searchKeywords: valueList("searchKeywords"),
  serviceFeatures: valueList("serviceFeatures"),
  productFeatures: valueList("productFeatures"),
  serviceArea: valueList("serviceArea"),
};

/** A section's fields of an entry as the customer reads them, by their form labels. */
export const readableFields = (entry: Entry, section: EntrySection): Readable => READABLE[section](entry);

/**
 * The fields a save of `section` changed, comparing the stored entry before and
 * after: each with its old and new value, cut (cutValue), at most CHANGES_MAX.
 * Only the section's entry fields are read, never a request, so nothing else
 * (a password, a token) can get in.
 */
export function entryChanges(before: Entry, after: Entry, section: EntrySection): FieldChange[] {
  const old = new Map(readableFields(before, section).map(([label, value]) => [label, cutValue(value)]));
  const now = new Map(readableFields(after, section).map(([label, value]) => [label, cutValue(value)]));
  const labels = [...new Set([...now.keys(), ...old.keys()])];
  const changes = labels.map((field) => ({ field, from: old.get(field) ?? "", to: now.get(field) ?? "" }));
  // one uploaded logo replaced by another reads the same in words
  const newLogo = section === "logoSlogan" && before.logo_file && after.logo_file && before.logo_file !== after.logo_file;
  return changes
    .map((c) => (newLogo && c.field === LOGO_SLOGAN_LABELS.logo ? { ...c, to: `neues ${UPLOADED_LOGO}` } : c))
    .filter((c) => c.from !== c.to)
    .slice(0, CHANGES_MAX);
}

/**
 * Changes read back from storage (or to be stored): only well-formed ones,
 * bounded as entryChanges bounds them; anything else is none (null).
 */
export function boundedChanges(raw: unknown): FieldChange[] | null {
  if (!Array.isArray(raw)) return null;
  const out = raw
    .filter((c): c is Record<string, unknown> => typeof c === "object" && c !== null && typeof c.field === "string")
    .map((c) => ({ field: cutValue(text(c.field), 100), from: cutValue(text(c.from)), to: cutValue(text(c.to)) }))
    .slice(0, CHANGES_MAX);
  return out.length ? out : null;
}
