// What the analytics server (Matomo) knows about the demo websites: each day's
// visits, page views, bounces and time on site, the visits by device type, by
// kind of referrer, by referring website and by search keyword. Every figure is a
// pure function of the site id and the date, for three years and a month before
// the day asked about, so the local Matomo (scripts/fake-matomo.mjs) answers the
// same whenever it runs and the tests recompute what it must have said.
import { generator, hash } from "./hash.mjs";

const DAY_MS = 86_400_000;

/** Busier on weekdays than on Sundays (index: getUTCDay). */
const WEEKDAY = [0.6, 1.05, 1.0, 1.0, 1.05, 1.1, 0.9];

/**
 * Matomo's device types as DevicesDetection.getType names them (its `segment`
 * is `deviceType==<key>`), and the referrer types of Referrers.getReferrerType
 * (`referrerType==<key>`).
 */
export const DEVICE_TYPES = [
  ["desktop", "Desktop"],
  ["smartphone", "Smartphone"],
  ["tablet", "Tablet"],
  ["phablet", "Phablet"],
];
export const REFERRER_TYPES = [
  ["direct", "Direct Entry"],
  ["search", "Search Engines"],
  ["website", "Websites"],
  ["social", "Social Networks"],
  ["campaign", "Campaigns"],
];

/** The websites that send visitors (Referrers.getWebsites) and the share each gets of the day's website referrals. */
export const REFERRING_WEBSITES = [
  ["branchenbuch.example", 0.45],
  ["koeln-entdecken.example", 0.25],
  ["stadtportal.example", 0.2],
  ["blog.example", 0.1],
];

/** Search keywords per site (Referrers.getKeywords); Matomo files search visits without one under this label. */
export const KEYWORD_NOT_DEFINED = "Keyword not defined";
const KEYWORDS = ["bäckerei köln", "bäcker in der nähe", "brötchen lieferservice", "torten bestellen köln", "café dom köln", "frühstück köln", "hochzeitstorte", "vollkornbrot"];

/** The last day a site has figures for, and the first: three years and a month before `today`. */
export function firstDay(today) {
  const t = new Date(`${today}T00:00:00Z`);
  return new Date(Date.UTC(t.getUTCFullYear() - 3, t.getUTCMonth() - 1, t.getUTCDate())).toISOString().slice(0, 10);
}

/**
 * One site's figures of one day (YYYY-MM-DD), or null for a day without visits.
 * @param {number} siteId
 * @param {string} day
 */
export function siteDay(siteId, day) {
  const date = new Date(`${day}T00:00:00Z`);
  const level = 30 + (hash(`site-${siteId}`) % 60);
  const years = (date.getTime() - Date.UTC(2023, 0, 1)) / (365.25 * DAY_MS);
  const dayOfYear = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
  const season = 1 + 0.1 * Math.cos((2 * Math.PI * (dayOfYear - 340)) / 365);
  const r = generator(hash(`site-${siteId}|${day}`));
  const visits = Math.max(0, Math.round(level * WEEKDAY[date.getUTCDay()] * season * (1 + 0.1 * years) * (0.75 + 0.5 * r())));
  if (visits === 0) return null;
  const bounces = Math.round(visits * (0.3 + 0.25 * r()));
  const pageviews = visits + Math.round((visits - bounces) * (1.5 + 2 * r()));
  const actions = pageviews + Math.round(visits * 0.1 * r());
  const visitLength = Math.round(visits * (40 + 120 * r()));
  const uniqueVisitors = Math.max(1, Math.round(visits * (0.85 + 0.1 * r())));
  const split = (shares) => {
    const out = shares.map((s) => Math.floor(visits * s));
    out[0] += visits - out.reduce((a, b) => a + b, 0);
    return out;
  };
  const mobile = 0.5 + 0.15 * r();
  const devices = split([0.95 - mobile - 0.02, mobile, 0.05, 0.02].map((s) => Math.max(0, s)));
  const search = 0.4 + 0.15 * r();
  const referrers = split([0.8 - search, search, 0.12, 0.06, 0.02]);
  return {
    visits,
    uniqueVisitors,
    actions,
    pageviews,
    bounces,
    visitLength,
    devices: Object.fromEntries(DEVICE_TYPES.map(([key], i) => [key, devices[i]])),
    referrers: Object.fromEntries(REFERRER_TYPES.map(([key], i) => [key, referrers[i]])),
  };
}

/**
 * The search visits of one site on one day by keyword: the first keywords of the
 * site's list get most of them, a share stays without a keyword.
 * @param {number} siteId
 * @param {string} day
 * @returns {[string, number][]}
 */
export function siteKeywords(siteId, day) {
  const figures = siteDay(siteId, day);
  if (!figures) return [];
  const search = figures.referrers.search;
  const start = hash(`kw-${siteId}`) % KEYWORDS.length;
  const words = Array.from({ length: 5 }, (_, i) => KEYWORDS[(start + i) % KEYWORDS.length]);
  const shares = [0.3, 0.2, 0.12, 0.08, 0.05];
  const out = words.map((w, i) => [w, Math.floor(search * shares[i])]);
  out.push([KEYWORD_NOT_DEFINED, search - out.reduce((a, [, n]) => a + n, 0)]);
  return out.filter(([, n]) => n > 0);
}

/**
 * The website referrals of one site on one day by referring website.
 * @param {number} siteId
 * @param {string} day
 * @returns {[string, number][]}
 */
export function siteReferringWebsites(siteId, day) {
  const figures = siteDay(siteId, day);
  if (!figures) return [];
  const total = figures.referrers.website;
  const out = REFERRING_WEBSITES.map(([name, share]) => [name, Math.floor(total * share)]);
  out[0][1] += total - out.reduce((a, [, n]) => a + n, 0);
  return out.filter(([, n]) => n > 0);
}
