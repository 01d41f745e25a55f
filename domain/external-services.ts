/**
 * External services (spec §3 "External service", "Google location"; §4
 * "External service access": require, then grant with a code, or deny; Google
 * locations can be connected; §8 their messages; §1 the Google-profile
 * banner). Shared by the API and the portal.
 */
import type { ProductKey } from "./products";

export const EXTERNAL_SERVICES = ["google"] as const;
export type ExternalService = (typeof EXTERNAL_SERVICES)[number];
export const isExternalService = (s: string): s is ExternalService => (EXTERNAL_SERVICES as readonly string[]).includes(s);

/** Spec §8, as written: what goes to the log. */
export const SERVICE_LOG = {
  list: "Error while loading services",
  require: (service: string) => `Error while requiring access for service, ${service}`,
  grant: (service: string) => `Error while granting access for service, ${service}`,
  deny: (service: string) => `Error while denying access for service, ${service}`,
  locations: "Error while loading google locations",
  connect: "Error while connecting google location",
} as const;

/** The same, as the user reads it. */
export const SERVICE_MESSAGES = {
  list: "Ihre verbundenen Dienste konnten gerade nicht geladen werden. Bitte versuchen Sie es später erneut.",
  require: "Die Verbindung zu Google konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.",
  grant: "Google hat den Zugriff nicht bestätigt. Bitte verbinden Sie Ihr Unternehmensprofil erneut.",
  deny: "Die Ablehnung konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  locations: "Ihre Standorte bei Google konnten gerade nicht geladen werden. Bitte versuchen Sie es später erneut.",
  connect: "Der Standort konnte nicht verbunden werden. Bitte versuchen Sie es erneut.",
  state: "Diese Antwort von Google gehört zu keiner offenen Anfrage (abgelaufen, schon verwendet oder nicht von hier). Bitte verbinden Sie Ihr Unternehmensprofil erneut.",
  denied: "Sie haben den Zugriff bei Google abgelehnt. Ihr Unternehmensprofil ist nicht verbunden.",
} as const;

/** How long a started connection waits for Google's answer. */
export const OAUTH_PENDING_MINUTES = 10;

/** The Google side's pages (the same for the real Google and the local one of the tests and the demo). */
export const GOOGLE_VERIFY_URL = "https://business.google.com/verify";
export const GOOGLE_GUIDE_URL = "https://support.google.com/business/answer/7107242?hl=de";

/**
 * Spec §1 Google-profile banner: a connected Google location that Google has
 * not confirmed, for a company with the entry service (a warning: verify, or
 * Google may remove the entry) or rating management plus (danger: Google
 * ratings cannot be managed without it; this one wins when both apply).
 */
export function googleProfileBanner(google: { connected: boolean; externallyConfirmed: boolean } | null, products: readonly ProductKey[]) {
  if (!google?.connected || google.externallyConfirmed) return null;
  if (products.includes("ratingPlus")) {
    return { tone: "danger" as const, text: "Ihr Google-Unternehmensprofil ist noch nicht bestätigt. Ohne Bestätigung können Sie Ihre Google-Bewertungen nicht verwalten." };
  }
  if (products.includes("entryService")) {
    return { tone: "warning" as const, text: "Bitte bestätigen Sie Ihr Google-Unternehmensprofil, damit Google Ihren Eintrag nicht entfernt." };
  }
  return null;
}
