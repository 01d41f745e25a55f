/**
 * The dashboard's key figures and the month's highlights (spec §2 dashboard
 * and highlights; decisions 088, 089). Each figure is read by its own area's
 * service (the same tables and indexes its product page reads), bounded by the
 * company and the two 30-day windows; the reads go out together.
 */
import type { Db } from "../context";
import type { Env } from "../env";
import { subscriptionsOf } from "./accounts";
import { invoicesIssuedIn } from "./documents";
import { leadsInWindows, waitingLeads } from "./leads";
import { MatomoUnavailable, websiteVisitsInWindows } from "./matomo";
import { newRatingsSince, ratingAverageInWindows } from "./ratings";
import { seaClicksInWindows } from "./sea";
import { seoPackageOf, seoStatisticOf } from "./seo";
import { secretarialCallsInWindows } from "./secretarial";
import { entryViewsInWindows } from "./statistics";
import { voicebotCallsInWindows } from "./voicebot";
import { lastChecksOf } from "./website-check";
import { websitesOf } from "./websites";
import { formatDateWire } from "#domain/format";
import {
  hasKeyFigure,
  keyFigureWindows,
  monthStartOf,
  monthViewWindows,
  newestFirst,
  viewsWorthSaying,
  type Highlight,
  type KeyFigureProduct,
  type ProductKeyFigure,
} from "#domain/key-figures";
import { activeProducts } from "#domain/products";

type Windows = ReturnType<typeof keyFigureWindows>;
type Pair = { current: number | null; previous: number | null } | null;

/** The visits of all the company's websites with a Matomo site; null when Matomo does not answer in time (the tile then shows no figure). */
async function websiteVisits(db: Db, env: Env, companyId: string, w: Windows, today: string): Promise<Pair> {
  const sites = (await websitesOf(db, companyId)).map((s) => s.piwikId).filter((id): id is number => id !== null);
  if (!sites.length) return null;
  try {
    const each = await Promise.all(sites.map((id) => websiteVisitsInWindows(env, id, w, today)));
    return { current: each.reduce((n, x) => n + x.current, 0), previous: each.reduce((n, x) => n + x.previous, 0) };
  } catch (e) {
    if (!(e instanceof MatomoUnavailable)) throw e;
    console.error(JSON.stringify({ level: "warn", keyFigures: "website", problem: e.message }));
    return null;
  }
}

/** The keywords on Google's first page on an average measured day of each window (the SEO page's figure); null in a window without a measurement. */
async function seoFirstPage(db: Db, companyId: string, w: Windows, today: string): Promise<Pair> {
  const { keywords } = await seoPackageOf(db, companyId);
  const [current, previous] = await Promise.all([w.current, w.previous].map((r) => seoStatisticOf(db, keywords, { ...r, interval: "Month" }, today)));
  return { current: current!.totals.firstPage, previous: previous!.totals.firstPage };
}

/** Each product's read (null: the company has nothing to count for it, e.g. no adplorer account). */
const READS: Record<KeyFigureProduct, (db: Db, env: Env, companyId: string, w: Windows, today: string) => Promise<Pair>> = {
  entry: (db, _env, id, w) => entryViewsInWindows(db, id, w),
  website: websiteVisits,
  seo: (db, _env, id, w, today) => seoFirstPage(db, id, w, today),
  searchAds: (db, _env, id, w) => seaClicksInWindows(db, id, w),
  ratingPlus: (db, _env, id, w) => ratingAverageInWindows(db, id, w),
  wkdb: (db, _env, id, w) => ratingAverageInWindows(db, id, w),
  secretarial: (db, _env, id, w) => secretarialCallsInWindows(db, id, w),
  voicebot: (db, _env, id, w) => voicebotCallsInWindows(db, id, w),
  leads: (db, _env, id, w, today) => leadsInWindows(db, id, w, today),
};

/**
 * The key figure of each of the company's active products that has one, in
 * the products' order, with the windows they count (decision 088). A product
 * that is not active is never read; one without a figure is absent.
 */
export async function productKeyFigures(db: Db, env: Env, companyId: string, today: string) {
  const windows = keyFigureWindows(today);
  const products = activeProducts(await subscriptionsOf(db, companyId)).filter(hasKeyFigure);
  // one rating read serves both rating products
  const ratings = products.some((p) => p === "ratingPlus" || p === "wkdb") ? ratingAverageInWindows(db, companyId, windows) : null;
  const pairs = await Promise.all(products.map((p) => (p === "ratingPlus" || p === "wkdb" ? ratings! : READS[p](db, env, companyId, windows, today))));
  const figures: ProductKeyFigure[] = products.map((product, i) => ({ product, value: pairs[i]?.current ?? null, previous: pairs[i]?.previous ?? null }));
  return { ...windows, figures };
}

/**
 * What changed for the company this calendar month (Berlin, decision 089),
 * newest first: the ratings received, a rise or fall of the entry's views
 * against the same days of the month before, a website check finished, the
 * requests of the month still waiting to be accepted, the month's invoice.
 */
export async function companyHighlights(db: Db, companyId: string, today: string) {
  const monthStart = monthStartOf(today);
  const views = monthViewWindows(today);
  const [ratings, viewCounts, checks, websites, waiting, invoices] = await Promise.all([
    newRatingsSince(db, companyId, monthStart),
    views ? entryViewsInWindows(db, companyId, views) : null,
    lastChecksOf(db, companyId),
    websitesOf(db, companyId),
    waitingLeads(db, companyId, today, monthStart),
    invoicesIssuedIn(db, companyId, { startDate: monthStart, endDate: today }),
  ]);
  const list: Highlight[] = [];
  if (ratings.count && ratings.newest) list.push({ kind: "ratings", date: ratings.newest.ratedAt.slice(0, 10), count: ratings.count, stars: ratings.newest.stars });
  if (views && viewCounts && viewsWorthSaying(viewCounts.current, viewCounts.previous)) {
    list.push({ kind: "views", date: views.current.endDate, count: viewCounts.current, previous: viewCounts.previous });
  }
  // the company's own websites only (a check of a website it no longer has is not shown)
  for (const site of websites) {
    const check = checks.get(site.id);
    const day = check ? formatDateWire(check.checkedAt) : null;
    if (check && day && day >= monthStart && day <= today) list.push({ kind: "websiteCheck", date: day, url: site.url, status: check.status });
  }
  if (waiting.count && waiting.newest) list.push({ kind: "leadsWaiting", date: waiting.newest.slice(0, 10), count: waiting.count });
  for (const invoice of invoices) list.push({ kind: "invoice", date: invoice.issuedOn, number: invoice.number });
  return { month: monthStart.slice(0, 7), today, highlights: newestFirst(list) };
}
