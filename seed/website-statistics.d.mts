export interface SiteDay {
  visits: number;
  uniqueVisitors: number;
  actions: number;
  pageviews: number;
  bounces: number;
  visitLength: number;
  devices: Record<"desktop" | "smartphone" | "tablet" | "phablet", number>;
  referrers: Record<"direct" | "search" | "website" | "social" | "campaign", number>;
}
export const DEVICE_TYPES: [string, string][];
export const REFERRER_TYPES: [string, string][];
export const REFERRING_WEBSITES: [string, number][];
export const KEYWORD_NOT_DEFINED: string;
export function firstDay(today: string): string;
export function siteDay(siteId: number, day: string): SiteDay | null;
export function siteKeywords(siteId: number, day: string): [string, number][];
export function siteReferringWebsites(siteId: number, day: string): [string, number][];
