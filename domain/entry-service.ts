/**
 * The entry service (spec §2 eintrag/eintragsservice; §3 "Entry-service user
 * data", "Portal rating stats"; §4 "Entry-service portal result status",
 * "Analysis portal status", "Wkdb signet"; §5 "Entry-service rules"; §7 "Entry
 * service"; §9 the chart's third value): the provider keeps the company's
 * listing on partner portals in line with its entry. Rules and names shared by
 * the API, which checks, and the portal, which shows.
 */
import { refineFields, select } from "./form-rules";
import { ANALYSIS_STATUS_ORDER, ENTRY_SERVICE_STATUS_ORDER, sortByStatus } from "./status-order";
import { splitShippingStreet, type EntryServiceUserData } from "./validation";
import { weeklyHours } from "./weekly-hours.mjs";
import type { OpeningHours } from "./entry";
import { ENTRY_COMPANY_RULES } from "./entry-sections/company";

/** The partner portals the entry service keeps the listing on (spec §3 names those with rating stats). */
export const PARTNER_PORTALS = [
  { id: "GOOGLEMYBUSINESS", name: "Google Unternehmensprofil" },
  { id: "KLICKTEL", name: "klicktel" },
  { id: "CYLEX", name: "Cylex" },
  { id: "GOLOCAL", name: "golocal" },
  { id: "GOYELLOW", name: "GoYellow" },
  { id: "DIALO", name: "Dialo" },
  { id: "WKDB", name: "Wer kennt den BESTEN" },
  { id: "BING", name: "Bing Places" },
  { id: "APPLE", name: "Apple Karten" },
  { id: "FACEBOOK", name: "Facebook" },
] as const;
export type PartnerPortalId = (typeof PARTNER_PORTALS)[number]["id"];

export * from "./entry-service-labels";
import { LISTING_FIELDS, type AnalysisStatus, type Listing } from "./entry-service-labels";

/** Spec §4: BLOCKED, UNVERIFIED, not found, nok, ok (error, which the order does not name, last). */
export const sortResults = <T extends { status: string }>(items: T[]) => sortByStatus(items, (i) => i.status, ENTRY_SERVICE_STATUS_ORDER);
/** Spec §4: not found, then error, nok, ok. */
export const sortAnalysis = <T extends { status: string }>(items: T[]) => sortByStatus(items, (i) => i.status, ANALYSIS_STATUS_ORDER);

/** The entry as the CRM gives it (spec §3 Entry), as far as the entry service reads it. */
export interface ServiceEntry {
  company_name: string | null;
  ShippingStreet: string | null;
  ShippingPostalCode: string | null;
  ShippingCity?: string | null;
  Phone: string | null;
  opening_hours?: OpeningHours | null;
}

/** Spec §5: the user data taken from the entry, the shipping street split into street and house number. */
export function entryServiceUserData(entry: ServiceEntry): EntryServiceUserData {
  const { street, houseNumber } = splitShippingStreet(entry.ShippingStreet ?? "");
  return { company: entry.company_name ?? "", street, houseNumber, zipCode: entry.ShippingPostalCode ?? "", phone: entry.Phone ?? "" };
}

/** The entry as a listing ought to show it. */
export const listingOfEntry = (entry: ServiceEntry): Listing => ({
  ...entryServiceUserData(entry),
  city: entry.ShippingCity ?? "",
  openingHours: weeklyHours(entry.opening_hours),
});

/** What keeps the entry-service user data from being analysed (spec §5 "Entry-service rules"). */
export type EntryServiceDataProblem = "no-street" | "unreadable-street";

/**
 * Spec §5 "Entry-service rules", the one rule (the API checks the user data it is
 * sent with it, the portal the entry before it offers the check): the analysis
 * needs a shipping street, a parseable street (the part before the house number,
 * without digits: "12 b" has none), and at least one of company, street, house
 * number, zip code or phone. A readable street is itself one of those five, so
 * the third condition holds whenever the first two do: company, house number,
 * zip code and phone may each be missing. Null when the data can be analysed.
 */
export function entryServiceDataProblem(data: EntryServiceUserData): EntryServiceDataProblem | null {
  const street = data.street.trim();
  // the user data is the shipping street split (entryServiceUserData): both parts empty = no shipping street
  if (!street && !data.houseNumber.trim()) return "no-street";
  if (!street || /\d/.test(street)) return "unreadable-street";
  return null;
}

/** The rule's problems as the portal's sentence names them ("… ergänzen Sie bitte in Ihren Eintragsdaten die Straße."). */
const PROBLEM_IN_WORDS: Record<EntryServiceDataProblem, string> = {
  "no-street": "Straße und Hausnummer",
  "unreadable-street": "die Straße (vor der Hausnummer, z. B. „Hauptstraße 12“)",
};

/** The rule's problems as the API's field message on `street`. */
const PROBLEM_MESSAGES: Record<EntryServiceDataProblem, string> = {
  "no-street": "Bitte geben Sie die Straße ein.",
  "unreadable-street": "Bitte geben Sie die Straße ohne Hausnummer ein, z. B. „Hauptstraße“: sie enthält keine Ziffern.",
};

/** Spec §5: what to complete in the entry before its data can be analysed (German list items); empty when it can be. */
export function entryServiceProblems(entry: ServiceEntry): string[] {
  const problem = entryServiceDataProblem(entryServiceUserData(entry));
  return problem ? [PROBLEM_IN_WORDS[problem]] : [];
}

/** Compared without case, spaces and punctuation; phone numbers by their digits, +49 as 0. */
function comparable(key: keyof Listing, value: string): string {
  if (key === "phone") return value.replace(/^\s*(\+|00)49/, "0").replace(/\D/g, "");
  return value.toLocaleLowerCase("de-DE").replace(/str\./g, "straße").replace(/[\s.,-]/g, "");
}

/** One field where a portal's listing differs from the entry ("Portal zeigt" / "Ihr Eintrag"). */
export interface Difference {
  field: keyof Listing;
  label: string;
  portal: string;
  entry: string;
}

/** The fields where the listing differs from the entry (a field the portal leaves empty counts too). */
export function listingDifferences(listing: Listing, entry: Listing): Difference[] {
  return LISTING_FIELDS.filter(({ key }) => comparable(key, listing[key] ?? "") !== comparable(key, entry[key] ?? "")).map(({ key, label }) => ({
    field: key,
    label,
    portal: listing[key] ?? "",
    entry: entry[key] ?? "",
  }));
}

/**
 * A portal's answer (text, as it came) read as a listing; null when it is not
 * one (a portal that answers garbage shows as an error, the others still show).
 */
export function parseListing(answer: string): Listing | null {
  let value: unknown;
  try {
    value = JSON.parse(answer);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!LISTING_FIELDS.every(({ key }) => v[key] === undefined || v[key] === null || typeof v[key] === "string")) return null;
  if (typeof v.company !== "string") return null;
  return Object.fromEntries(LISTING_FIELDS.map(({ key }) => [key, typeof v[key] === "string" ? v[key] : ""])) as unknown as Listing;
}

/**
 * Spec §9: the analysis chart's three values (correct, with differences, not
 * found), the third increased by the number of portals without an analysis
 * (none came back, or the check failed), so the three add up to every portal.
 */
export function analysisChart(results: readonly { status: AnalysisStatus }[], portalCount: number): [number, number, number] {
  const ok = results.filter((r) => r.status === "portal_ok").length;
  const nok = results.filter((r) => r.status === "portal_nok").length;
  const notFound = results.filter((r) => r.status === "portal_not_found").length;
  const analysed = ok + nok + notFound;
  return [ok, nok, notFound + Math.max(0, portalCount - analysed)];
}

/** Spec §4 Wkdb signet: the lock sent is the opposite of the current state. */
export const signetLockFor = (hasSignet: boolean) => !hasSignet;

/**
 * Spec §7 getJobIdAndPortalsMetadata: the user data to analyse. Each field is
 * checked as the entry's own when given; which must be given is the spec §5 rule
 * (entryServiceDataProblem, as ENTRY_SERVICE_QUERY_CHECK): the street.
 */
const { required: _company, ...companyRule } = ENTRY_COMPANY_RULES.company_name;
const { required: _street, ...streetRule } = ENTRY_COMPANY_RULES.street;
const { required: _houseNumber, ...houseNumberRule } = ENTRY_COMPANY_RULES.houseNumber;
const { required: _zipCode, ...zipCodeRule } = ENTRY_COMPANY_RULES.zipCode;
export const ENTRY_SERVICE_QUERY_RULES = {
  company: companyRule,
  street: streetRule,
  houseNumber: houseNumberRule,
  zipCode: zipCodeRule,
  phone: ENTRY_COMPANY_RULES.phone,
};

/** Spec §5 on the query: the rule's problem as the message on `street` (it runs once the street passed its own rules). */
export const ENTRY_SERVICE_QUERY_CHECK = refineFields<typeof ENTRY_SERVICE_QUERY_RULES, "street" | "houseNumber">(["street"], (v) => {
  const problem = entryServiceDataProblem({ company: "", zipCode: "", phone: "", street: v.street ?? "", houseNumber: v.houseNumber ?? "" });
  return problem ? { street: PROBLEM_MESSAGES[problem] } : null;
});

/** Spec §7 getAnalysisData: the job and its token, as getJobIdAndPortalsMetadata gave them. */
export const ANALYSIS_QUERY_RULES = {
  jobId: { required: "Es wurde keine Analyse angegeben.", maxLength: { value: 64, message: "Unbekannte Analyse." } },
  token: { required: "Der Schlüssel der Analyse fehlt.", maxLength: { value: 128, message: "Ungültiger Schlüssel der Analyse." } },
};

/** Spec §7 updateWkdbSignet: the company and the state asked for (spec §4: the opposite of the current one). */
export const SIGNET_QUERY_RULES = {
  customerId: { required: "Es wurde keine Firma angegeben.", maxLength: { value: 64, message: "Ungültige Firmen-ID." } },
  lock: select({ options: ["true", "false"], required: "Bitte geben Sie an, ob das Siegel gezeigt werden soll." }),
};
