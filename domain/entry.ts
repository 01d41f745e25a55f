import type { Refine, RuleValues, Rules } from "./form-rules";
export { ENTRY_DATA_PATH, ENTRY_TABS, entryFormId, entryTab, entryTabPath, tabOfSection, type EntryTab } from "./entry-tabs";
import { ABOUT_US_SECTION } from "./entry-sections/about-us";
import { B2B_CODEX_SECTION } from "./entry-sections/b2b-codex";
import { PRODUCT_FEATURES_SECTION, SEARCH_KEYWORDS_SECTION, SERVICE_AREA_SECTION, SERVICE_FEATURES_SECTION, TRADES_SECTION } from "./entry-sections/classification";
import { DETAILS_SECTION } from "./entry-sections/details";
import { ONLINE_PRESENCE_SECTION } from "./entry-sections/online-presence";
import { OPENING_HOURS_SECTION } from "./entry-sections/opening-hours";
import { CUSTOMER_CARDS_SECTION, PAYMENTS_SECTION } from "./entry-sections/payments";
import { LOGO_SLOGAN_SECTION } from "./entry-sections/logo-slogan";
import { DOCUMENTS_SECTION } from "./entry-sections/documents";
import { MEDIA_SECTION } from "./entry-sections/media";
import { normaliseGermanNumber, normaliseHouseNumber, splitShippingStreet } from "./validation";

/**
 * The company entry (spec §3 "Entry", field names as the CRM sends them) and the
 * rules of the entry-data sections. Each section is its own form and its own
 * update call (spec §7 "Entry updates"); portal and /api check the same rules.
 */
export interface Entry {
  company_name: string;
  ShippingStreet: string | null;
  ShippingPostalCode: string | null;
  ShippingCity: string | null;
  Phone: string | null;
  MobilePhone: string | null;
  Fax: string | null;
  Email: string | null;
  slogan: string | null;
  media_owner: { Type__c: string; Url: string }[];
  /** the uploaded logo (an opaque name that changes with each upload), null when there is none */
  logo_file: string | null;
  /** company details (updateCompanyDetailsData) */
  LegalForm: string | null;
  FoundingYear: string | null;
  NumberOfEmployees: string | null;
  RegisterCourt: string | null;
  RegisterNumber: string | null;
  VatId: string | null;
  /** null: never given */
  opening_hours: OpeningHours | null;
  payments: string[];
  customer_cards: string[];
  /** address by kind (website, facebook, …; ONLINE_PRESENCE_KINDS) */
  online_presence: Record<string, string>;
  trades: string[];
  search_keywords: string[];
  service_features: string[];
  product_features: string[];
  service_area: string[];
  about_us: string | null;
  /** when the company agreed to the B2B codex, null when it has not */
  b2b_codex_accepted_at: string | null;
  documents: EntryFile[];
  media: EntryFile[];
  /** grows by one with every saved change; an update names the version it was made on */
  version: number;
  updated_at: string;
}

export { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from "./weekdays";
import type { Weekday } from "./weekdays";
export interface TimeRange {
  /** HH:MM (spec §5) */
  from: string;
  to: string;
}
/**
 * Opening hours: per weekday its ranges (none: closed that day), and special
 * days with a date (holidays, company holidays) that replace the weekday's
 * hours on that date (no ranges: closed). A period (Betriebsferien) is stored as
 * its days, one record each.
 */
export interface OpeningHours {
  week: Record<Weekday, TimeRange[]>;
  special: { date: string; ranges: TimeRange[]; note: string }[];
}

/** A document (PDF) or image of the entry, stored in R2. */
export interface EntryFile {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
  alt: string | null;
  position: number;
  created_at: string;
}

// the section "Firmendaten" lives on its own: the entry service reads its rules without every other section
export { ENTRY_COMPANY_LABELS, ENTRY_COMPANY_RULES } from "./entry-sections/company";
import { ENTRY_COMPANY_RULES } from "./entry-sections/company";

/**
 * The company data as stored, from values ENTRY_COMPANY_RULES accepted: house
 * number and numbers in their normal form (normaliseHouseNumber,
 * normaliseGermanNumber), an empty optional field as null.
 */
export function storedCompanyData(v: RuleValues<typeof ENTRY_COMPANY_RULES>) {
  const number = (raw: string, kind: "phone" | "mobile" = "phone") => (raw === "" ? null : normaliseGermanNumber(raw, kind));
  return {
    companyName: v.company_name,
    shippingStreet: joinShippingStreet(v.street, normaliseHouseNumber(v.houseNumber)),
    zipCode: v.zipCode,
    city: v.city,
    phone: number(v.phone),
    mobile: number(v.mobile, "mobile"),
    fax: number(v.fax),
    email: v.email === "" ? null : v.email,
  };
}

/**
 * One section of the entry (spec §7 "Entry updates"): its own form, its own
 * update call, its rules (the same in browser, portal and /api) and its form
 * values from the stored entry. Sections live in domain/entry-sections/.
 */
export interface EntrySectionDef<R extends Rules = Rules> {
  /** the update call under /api/customer/ */
  call: string;
  /** the section's heading, also in its save button ("… speichern") and messages */
  title: string;
  /** the notice after a save */
  saved: string;
  rules: R;
  /** checks across the section's fields, the same in browser, portal and /api */
  refine?(values: RuleValues<R>): ReturnType<Refine<R>>;
  values(entry: Entry): Record<string, unknown>;
  /**
   * the submitted form made ready before the check, by the portal's action and in the
   * browser alike (the section's own form buttons without JavaScript, input read forgivingly)
   */
  prepare?(form: FormData): void;
}

const defineSection = <R extends Rules>(def: EntrySectionDef<R>) => def;

export const ENTRY_SECTIONS = {
  company: defineSection({ call: "updateEntryCompanyData", title: "Firmendaten", saved: "Ihre Firmendaten wurden gespeichert.", rules: ENTRY_COMPANY_RULES, values: companyValues }),
  details: DETAILS_SECTION,
  openingHours: OPENING_HOURS_SECTION,
  payments: PAYMENTS_SECTION,
  customerCards: CUSTOMER_CARDS_SECTION,
  onlinePresence: ONLINE_PRESENCE_SECTION,
  logoSlogan: LOGO_SLOGAN_SECTION,
  documents: DOCUMENTS_SECTION,
  media: MEDIA_SECTION,
  aboutUs: ABOUT_US_SECTION,
  b2bCodex: B2B_CODEX_SECTION,
  trades: TRADES_SECTION, searchKeywords: SEARCH_KEYWORDS_SECTION, serviceFeatures: SERVICE_FEATURES_SECTION, productFeatures: PRODUCT_FEATURES_SECTION, serviceArea: SERVICE_AREA_SECTION,
} satisfies Record<string, EntrySectionDef>;
export type EntrySection = keyof typeof ENTRY_SECTIONS;
/** A section's definition with its rules' types forgotten, for code that handles any section. */
export const sectionDef = (section: EntrySection): EntrySectionDef => ENTRY_SECTIONS[section];
export const isEntrySection = (v: unknown): v is EntrySection => typeof v === "string" && Object.hasOwn(ENTRY_SECTIONS, v);

/** The title of the section an update call saves (the b2b codex's own path too), or null for another call. */
export function entryCallTitle(call: string): string | null {
  return Object.values(ENTRY_SECTIONS as Record<string, EntrySectionDef>).find((d) => d.call === call)?.title ?? null;
}

/** The message of an update made on an old version (409). */
export const ENTRY_CONFLICT_MESSAGE =
  "Der Eintrag wurde in der Zwischenzeit geändert, zum Beispiel in einem anderen Fenster. Ihre Änderungen wurden nicht gespeichert.";

/** Street and house number as the CRM keeps them: one field. */
export function joinShippingStreet(street: string, houseNumber: string): string {
  return [street.trim(), houseNumber.trim()].filter(Boolean).join(" ");
}

/** The form values of a section, from the stored entry. */
export function sectionValues(entry: Entry, section: EntrySection): Record<string, unknown> {
  return ENTRY_SECTIONS[section].values(entry);
}

function companyValues(entry: Entry) {
  const { street, houseNumber } = splitShippingStreet(entry.ShippingStreet ?? "");
  return {
    company_name: entry.company_name,
    street,
    houseNumber,
    zipCode: entry.ShippingPostalCode ?? "",
    city: entry.ShippingCity ?? "",
    phone: entry.Phone ?? "",
    mobile: entry.MobilePhone ?? "",
    fax: entry.Fax ?? "",
    email: entry.Email ?? "",
  };
}

const MAX_VERSION = 999_999_999;

/** A version as sent with an update: a whole number from 1 to 999 999 999, else null. */
export function parseVersion(raw: unknown): number | null {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_VERSION ? n : null;
}

