/**
 * What the entry-service page shows (spec §2 eintrag/eintragsservice, §3 "Portal
 * rating stats", §4 the status names): names and labels only, so the page's
 * JavaScript before its first paint carries none of the API's rules
 * (domain/entry-service.ts, which re-exports them).
 */
import type { ANALYSIS_STATUS_ORDER } from "./status-order";
import type { EntryServiceUserData } from "./validation";

/** Spec §3 Portal rating stats: these portals, count and avgScore each, -1 when not known. */
export const RATING_PORTALS = ["PROVIDER", "WKDB", "KLICKTEL", "CYLEX", "GOOGLEMYBUSINESS", "DIALO", "GOLOCAL", "GOYELLOW"] as const;
export type RatingPortal = (typeof RATING_PORTALS)[number];
export const UNKNOWN_RATING = -1;

/** Spec §4 Entry-service portal result status. */
export type ResultStatus = "ok" | "nok" | "error" | "not found" | "BLOCKED" | "UNVERIFIED";
/** Spec §4 Analysis portal status. */
export type AnalysisStatus = (typeof ANALYSIS_STATUS_ORDER)[number];

export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  BLOCKED: "Gesperrt",
  UNVERIFIED: "Nicht bestätigt",
  "not found": "Nicht gefunden",
  nok: "Abweichungen",
  ok: "Korrekt",
  error: "Prüfung fehlgeschlagen",
};

export const ANALYSIS_STATUS_LABELS: Record<AnalysisStatus, string> = {
  portal_not_found: "Nicht gefunden",
  portal_error: "Prüfung fehlgeschlagen",
  portal_nok: "Abweichungen",
  portal_ok: "Korrekt",
};

/** What a listing shows and is compared on: the entry-service user data (spec §3), the town and the weekly opening hours. */
export interface Listing extends EntryServiceUserData {
  city: string;
  /** "Mo 08:00–18:00; Di …; So geschlossen" (domain/weekly-hours.mjs) */
  openingHours: string;
}

/** The fields of a listing, as the comparison names them. */
export const LISTING_FIELDS: { key: keyof Listing; label: string }[] = [
  { key: "company", label: "Firmenname" },
  { key: "street", label: "Straße" },
  { key: "houseNumber", label: "Hausnummer" },
  { key: "zipCode", label: "Postleitzahl" },
  { key: "city", label: "Ort" },
  { key: "phone", label: "Telefon" },
  { key: "openingHours", label: "Öffnungszeiten" },
];
