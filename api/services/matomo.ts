/**
 * The website statistics (spec §7 getWebsiteStatistic): read from the Matomo
 * server whose site id the website carries (`piwikId`), through Matomo's HTTP
 * Reporting API (`index.php?module=API&method=…`), its answers kept in KV
 * (docs/decisions/031-website-statistics-from-matomo.md says how long and why).
 */
import type { Env } from "../env";
import { ApiError } from "../lib/errors";
import { formatDateDe } from "#domain/format";
import { daysOf, periodsOf, type StatisticsQuery } from "#domain/statistics";
import { KEYWORD_UNKNOWN_LABEL, STATISTICS_UNAVAILABLE, type WebsiteDevice, type WebsiteReferrer } from "#domain/websites";

/** Matomo did not give a usable answer: not configured, not reachable, too slow, an error object, not JSON. */
export class MatomoUnavailable extends Error {}

/** A report of a range that ended before today is kept a day (Matomo's archive of past days does not change); one with today in it 5 minutes. */
export const PAST_REPORT_TTL_S = 24 * 60 * 60;
export const RUNNING_REPORT_TTL_S = 5 * 60;
const DEFAULT_TIMEOUT_MS = 8_000;
/** The rows a list report (keywords, referring websites) answers with at most. */
export const LIST_LIMIT = 100;

interface Report {
  method: string;
  siteId: number;
  period: "day" | "range";
  start: string;
  end: string;
  params?: Record<string, string>;
}

const reportKey = (r: Report) => `matomo:1:${r.siteId}:${r.method}:${r.period}:${r.start}:${r.end}:${new URLSearchParams(r.params).toString()}`;
const lastFiguresKey = (siteId: number) => `matomo:last:${siteId}`;

/** One request of the Reporting API. The token goes in the body, never in the address (Matomo's advice: addresses end up in logs). */
async function fetchReport(env: Env, r: Report): Promise<unknown> {
  if (!env.MATOMO_URL || !env.MATOMO_TOKEN) throw new MatomoUnavailable("MATOMO_URL or MATOMO_TOKEN not set");
  const url = new URL("index.php", env.MATOMO_URL.replace(/\/*$/, "/"));
  url.search = new URLSearchParams({ module: "API", method: r.method, idSite: String(r.siteId), period: r.period, date: `${r.start},${r.end}`, format: "JSON", language: "en", ...r.params }).toString();
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ token_auth: env.MATOMO_TOKEN }).toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(Number(env.MATOMO_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS),
    });
  } catch (e) {
    throw new MatomoUnavailable(`not reachable: ${String(e)}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new MatomoUnavailable(`HTTP ${res.status}`);
  }
  const body: unknown = await res.json().catch(() => {
    throw new MatomoUnavailable("not JSON");
  });
  // Matomo answers what it refuses with 200 and an error object
  if (body && typeof body === "object" && !Array.isArray(body) && (body as { result?: unknown }).result === "error") {
    throw new MatomoUnavailable(`error: ${String((body as { message?: unknown }).message)}`);
  }
  return body;
}

/** A report from KV, or from Matomo (then kept in KV, and the site's last good answer dated). */
async function report(env: Env, r: Report, today: string): Promise<unknown> {
  const key = reportKey(r);
  const kept = await env.CACHE.get(key, "json");
  if (kept !== null) return kept;
  const body = await fetchReport(env, r);
  await Promise.all([
    env.CACHE.put(key, JSON.stringify(body), { expirationTtl: r.end < today ? PAST_REPORT_TTL_S : RUNNING_REPORT_TTL_S }),
    env.CACHE.put(lastFiguresKey(r.siteId), today),
  ]);
  return body;
}

/**
 * Runs `read`; a Matomo that failed becomes the 503 of spec §2 website/statistiken:
 * "Statistik derzeit nicht verfügbar", with the day of the site's last figures
 * when there were any. Never a 500.
 */
export async function orUnavailable<T>(env: Env, siteId: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (!(e instanceof MatomoUnavailable)) throw e;
    console.error(JSON.stringify({ level: "warn", matomo: siteId, problem: e.message }));
    const last = await env.CACHE.get(lastFiguresKey(siteId));
    const since = last ? ` Die letzten Zahlen sind vom ${formatDateDe(last)}.` : "";
    throw new ApiError(503, "STATISTICS_UNAVAILABLE", `${STATISTICS_UNAVAILABLE}${since}`);
  }
}

/** A number of Matomo's answer (its columns come as numbers or numeric strings), 0 when missing. */
const num = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number.parseFloat(v) : 0;
  return Number.isFinite(n) ? n : 0;
};
const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === "object" && !Array.isArray(v);
const rowsOf = (v: unknown): Record<string, unknown>[] => {
  if (!Array.isArray(v)) throw new MatomoUnavailable("expected a list of rows");
  return v.filter(isRecord);
};

interface DayFigures {
  visits: number;
  pageViews: number;
  bounces: number;
  visitLength: number;
}

/** The visit figures of one period, with the rates of its visits. */
function withRates(f: DayFigures) {
  return {
    visits: f.visits,
    pageViews: f.pageViews,
    /** share of visits that saw one page only (0–1), null without visits */
    bounceRate: f.visits ? Math.round((1000 * f.bounces) / f.visits) / 1000 : null,
    /** seconds, null without visits */
    avgVisitDuration: f.visits ? Math.round(f.visitLength / f.visits) : null,
  };
}

/**
 * getWebsiteStatistic/views: visits, page views, bounce rate and visit
 * duration per day, week or month of the range (cut by the range as the entry
 * statistics are) and over the whole range. Matomo is asked per day (two
 * reports: VisitsSummary.get and Actions.get), so periods and totals add up.
 */
export async function websiteViews(env: Env, siteId: number, q: StatisticsQuery, today: string) {
  const day = (method: string) => report(env, { method, siteId, period: "day", start: q.startDate, end: q.endDate }, today);
  const [summary, actions] = await Promise.all([day("VisitsSummary.get"), day("Actions.get")]);
  if (!isRecord(summary) || !isRecord(actions)) throw new MatomoUnavailable("expected figures by day");
  const figuresOf = (d: string): DayFigures => {
    const s = isRecord(summary[d]) ? summary[d] : {};
    const a = isRecord(actions[d]) ? actions[d] : {};
    return { visits: num(s.nb_visits), pageViews: num(a.nb_pageviews), bounces: num(s.bounce_count), visitLength: num(s.sum_visit_length) };
  };
  const add = (t: DayFigures, f: DayFigures) => {
    t.visits += f.visits;
    t.pageViews += f.pageViews;
    t.bounces += f.bounces;
    t.visitLength += f.visitLength;
  };
  const zero = (): DayFigures => ({ visits: 0, pageViews: 0, bounces: 0, visitLength: 0 });
  const total = zero();
  const periods = periodsOf(q.startDate, q.endDate, q.interval, today).map((p) => {
    const sum = zero();
    for (const d of daysOf(p.start, p.end)) add(sum, figuresOf(d));
    add(total, sum);
    return { ...p, ...withRates(sum) };
  });
  return { startDate: q.startDate, endDate: q.endDate, interval: q.interval, today, periods, totals: withRates(total) };
}

/** The key a row's Matomo segment (`deviceType==smartphone`) names, among `keys`; anything else is `fallback`. */
function keyOfSegment<K extends string>(row: Record<string, unknown>, prefix: string, keys: Record<string, K>, fallback: K | null): K | null {
  const segment = typeof row.segment === "string" ? row.segment : "";
  const value = segment.startsWith(`${prefix}==`) ? decodeURIComponent(segment.slice(prefix.length + 2)) : "";
  return keys[value] ?? fallback;
}

const range = (siteId: number, q: StatisticsQuery, method: string, params?: Record<string, string>): Report => ({
  method,
  siteId,
  period: "range",
  start: q.startDate,
  end: q.endDate,
  params,
});

const DEVICE_OF: Record<string, WebsiteDevice> = { desktop: "desktop", smartphone: "smartphone", phablet: "smartphone", "feature phone": "smartphone", tablet: "tablet" };
const REFERRER_OF: Record<string, WebsiteReferrer> = { direct: "direct", search: "search", website: "website", social: "social", campaign: "campaign" };

/** Visits per key, every key listed (0 where Matomo had none), in the order of `keys`. */
function tally<K extends string>(keys: readonly K[], rows: Record<string, unknown>[], keyOf: (row: Record<string, unknown>) => K | null) {
  const visits = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) {
    const key = keyOf(row);
    if (key) visits[key] += num(row.nb_visits);
  }
  return keys.map((key) => ({ key, visits: visits[key] }));
}

/** getWebsiteStatistic/devices: the range's visits by device type (DevicesDetection.getType). */
export async function websiteDevices(env: Env, siteId: number, q: StatisticsQuery, today: string) {
  const rows = rowsOf(await report(env, range(siteId, q, "DevicesDetection.getType"), today));
  const devices = tally(["desktop", "smartphone", "tablet", "other"] as const, rows, (r) => keyOfSegment(r, "deviceType", DEVICE_OF, "other"));
  return { startDate: q.startDate, endDate: q.endDate, devices, total: devices.reduce((n, d) => n + d.visits, 0) };
}

/** getWebsiteStatistic/referrers: the range's visits by kind of referrer (Referrers.getReferrerType) and the websites that sent them (Referrers.getWebsites). */
export async function websiteReferrers(env: Env, siteId: number, q: StatisticsQuery, today: string) {
  const [types, sites] = await Promise.all([
    report(env, range(siteId, q, "Referrers.getReferrerType"), today),
    report(env, range(siteId, q, "Referrers.getWebsites", { filter_limit: String(LIST_LIMIT) }), today),
  ]);
  const referrers = tally(["direct", "search", "website", "social", "campaign"] as const, rowsOf(types), (r) => keyOfSegment(r, "referrerType", REFERRER_OF, null));
  const websites = rowsOf(sites)
    .map((r) => ({ name: String(r.label ?? ""), visits: num(r.nb_visits) }))
    .filter((w) => w.name && w.visits > 0);
  return { startDate: q.startDate, endDate: q.endDate, referrers, websites, total: referrers.reduce((n, r) => n + r.visits, 0) };
}

/** Matomo's label (language=en) of search visits without a keyword. */
const KEYWORD_NOT_DEFINED = "Keyword not defined";

/** getWebsiteStatistic/keywords: the range's search visits by keyword (Referrers.getKeywords), the unknown keyword last. */
export async function websiteKeywords(env: Env, siteId: number, q: StatisticsQuery, today: string) {
  const rows = rowsOf(await report(env, range(siteId, q, "Referrers.getKeywords", { filter_limit: String(LIST_LIMIT) }), today));
  const all = rows.map((r) => ({ keyword: String(r.label ?? ""), visits: num(r.nb_visits) })).filter((k) => k.keyword && k.visits > 0);
  const known = all.filter((k) => k.keyword !== KEYWORD_NOT_DEFINED).sort((a, b) => b.visits - a.visits || a.keyword.localeCompare(b.keyword, "de"));
  const unknown = all.filter((k) => k.keyword === KEYWORD_NOT_DEFINED).reduce((n, k) => n + k.visits, 0);
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    keywords: known,
    /** search visits whose keyword the search engine did not pass on */
    unknown: { label: KEYWORD_UNKNOWN_LABEL, visits: unknown },
    total: known.reduce((n, k) => n + k.visits, unknown),
  };
}

/** How long the dashboard waits for Matomo's visits at most (decision 088): a slow Matomo costs the tile its figure, not the page its time. */
export const KEY_FIGURE_TIMEOUT_MS = 1_500;

/**
 * The visits of a Matomo site in two adjacent whole-day windows (the
 * dashboard's key figure, decision 088): two range reports, kept in KV a day
 * (both windows end before today). Throws MatomoUnavailable as the other reports do.
 */
export async function websiteVisitsInWindows(env: Env, siteId: number, w: { current: { startDate: string; endDate: string }; previous: { startDate: string; endDate: string } }, today: string) {
  const fast = { ...env, MATOMO_TIMEOUT_MS: String(Math.min(Number(env.MATOMO_TIMEOUT_MS) || KEY_FIGURE_TIMEOUT_MS, KEY_FIGURE_TIMEOUT_MS)) };
  const visits = async (r: { startDate: string; endDate: string }) => {
    const body = await report(fast, { method: "VisitsSummary.get", siteId, period: "range", start: r.startDate, end: r.endDate }, today);
    // a range without visits is answered with []
    if (Array.isArray(body) && body.length === 0) return 0;
    if (!isRecord(body)) throw new MatomoUnavailable("expected the range's figures");
    return num(body.nb_visits);
  };
  const [current, previous] = await Promise.all([visits(w.current), visits(w.previous)]);
  return { current, previous };
}
