import type { Rules } from "./form-rules";
import { EMAIL } from "./validation";

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

/**
 * What each website tier includes (spec §3 website tiers; the numbers of the
 * product sheet): mailboxes and the storage of each (MB), and how many keywords
 * the website is optimised for. One table: the e-mail page, the files page and
 * the backend read it from here. A website without a known tier gets none.
 */
export const WEBSITE_TIER_LIMITS: Record<string, { mailboxes: number; mailboxQuotaMb: number; keywords: number }> = {
  "MB-WEB-BRONZE": { mailboxes: 1, mailboxQuotaMb: 2048, keywords: 5 },
  "MB-WEB-SILBER": { mailboxes: 5, mailboxQuotaMb: 5120, keywords: 10 },
  "MB-WEB-GOLD": { mailboxes: 10, mailboxQuotaMb: 10240, keywords: 20 },
  "MB-WEB-PLATIN": { mailboxes: 25, mailboxQuotaMb: 25600, keywords: 40 },
  "MB-WEB-LANDINGPAGE": { mailboxes: 0, mailboxQuotaMb: 0, keywords: 3 },
};
export const tierLimitsOf = (sku: string | null) => (sku ? WEBSITE_TIER_LIMITS[sku] : undefined) ?? { mailboxes: 0, mailboxQuotaMb: 0, keywords: 0 };

/** The settings a mail program needs for the mailboxes (spec §2 website/email): the user name is the full address. */
export const MAIL_PROGRAM_SETTINGS = [
  { protocol: "IMAP (Empfang, empfohlen)", host: "imap.mail.example", port: 993, encryption: "SSL/TLS" },
  { protocol: "POP3 (Empfang)", host: "pop3.mail.example", port: 995, encryption: "SSL/TLS" },
  { protocol: "SMTP (Versand)", host: "smtp.mail.example", port: 465, encryption: "SSL/TLS" },
  { protocol: "SMTP (Versand, alternativ)", host: "smtp.mail.example", port: 587, encryption: "STARTTLS" },
] as const;

/** How long the link that confirms a new contact-form address works. */
export const CONTACT_ADDRESS_HOURS = 24;

/** The address the website's contact form sends to (spec §2 website/email): the rules of the form and of the backend. */
export const CONTACT_ADDRESS_RULES = {
  email: {
    required: "Bitte geben Sie die E-Mail-Adresse an, an die das Kontaktformular senden soll.",
    maxLength: { value: 254, message: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." },
    pattern: { value: EMAIL, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de." },
    plainText: true,
  },
} satisfies Rules;

/** A mailbox's password is reset by the provider (a service case): which mailbox. */
export const MAILBOX_PASSWORD_RULES = {
  mailbox: {
    required: "Bitte wählen Sie das Postfach, dessen Passwort zurückgesetzt werden soll.",
    maxLength: { value: 254, message: "Bitte wählen Sie eines Ihrer Postfächer." },
    plainText: true,
  },
} satisfies Rules;
