/**
 * The customer's websites (spec §2 website/…, §3 website tiers, §7 getWebsites
 * and getWebsiteStatistic): where a website stands, and what its statistics
 * count, in the words the portal shows.
 */

/** Where a website stands (spec §2 website/uebersicht). */
export const WEBSITE_STATUSES = {
  online: "Online",
  construction: "Im Aufbau",
  paused: "Pausiert",
} as const;
export type WebsiteStatus = keyof typeof WEBSITE_STATUSES;

/** The reports of GET /api/customer/getWebsiteStatistic/{kind}/{identifier} (spec §7); `keywords` has its own path. */
export const WEBSITE_STATISTIC_KINDS = ["views", "devices", "referrers"] as const;
export type WebsiteStatisticKind = (typeof WEBSITE_STATISTIC_KINDS)[number];

/** The visits by device type, as the portal groups them (a phablet is a smartphone to a visitor). */
export const WEBSITE_DEVICES = {
  desktop: "Computer",
  smartphone: "Smartphone",
  tablet: "Tablet",
  other: "Sonstige Geräte",
} as const;
export type WebsiteDevice = keyof typeof WEBSITE_DEVICES;

/** How visitors came to the website. */
export const WEBSITE_REFERRERS = {
  direct: "Direkt (Adresse eingegeben oder Lesezeichen)",
  search: "Suchmaschinen",
  website: "Andere Websites",
  social: "Soziale Netzwerke",
  campaign: "Kampagnen",
} as const;
export type WebsiteReferrer = keyof typeof WEBSITE_REFERRERS;

/** The search visits whose keyword the search engine did not pass on (most, since search engines encrypt them). */
export const KEYWORD_UNKNOWN_LABEL = "Suchbegriff nicht übermittelt";

/** What the page says when the analytics server does not answer (spec §2 website/statistiken). */
export const STATISTICS_UNAVAILABLE = "Statistik derzeit nicht verfügbar.";

/** An average visit's length as the page shows it: "2 Min. 35 Sek.", "–" without visits. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return "–";
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} Min. ${s} Sek.` : `${s} Sek.`;
}
