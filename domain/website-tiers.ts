/**
 * What each website tier includes (spec §3 website tiers; the numbers of the
 * product sheet): mailboxes and the storage of each (MB), and how many keywords
 * the website is optimised for. One table: the e-mail page, the files page and
 * the backend read it from here (apart from domain/websites.ts: no page
 * script needs it). A website without a known tier gets none.
 */
export const WEBSITE_TIER_LIMITS: Record<string, { mailboxes: number; mailboxQuotaMb: number; keywords: number }> = {
  "MB-WEB-BRONZE": { mailboxes: 1, mailboxQuotaMb: 2048, keywords: 5 },
  "MB-WEB-SILBER": { mailboxes: 5, mailboxQuotaMb: 5120, keywords: 10 },
  "MB-WEB-GOLD": { mailboxes: 10, mailboxQuotaMb: 10240, keywords: 20 },
  "MB-WEB-PLATIN": { mailboxes: 25, mailboxQuotaMb: 25600, keywords: 40 },
  "MB-WEB-LANDINGPAGE": { mailboxes: 0, mailboxQuotaMb: 0, keywords: 3 },
};
export const tierLimitsOf = (sku: string | null) => (sku ? WEBSITE_TIER_LIMITS[sku] : undefined) ?? { mailboxes: 0, mailboxQuotaMb: 0, keywords: 0 };

