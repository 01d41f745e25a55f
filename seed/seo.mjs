// The SEO product of the demo companies (spec §2 seo/uebersicht): the keywords
// their package covers and each keyword's Google position on every day from three
// years and a month before the seeding day to a year after it (the API answers no
// day after today), like the entry statistics. Each position is a pure function of
// the keyword and the date, so tests recompute it instead of hard-coding it.
import { generator, hash } from "./hash.mjs";
import { seededDays } from "./statistics.mjs";

const DAY_MS = 86_400_000;
/** When the demo company's optimisation began: positions improve from here on. */
const WORK_STARTED = Date.UTC(2023, 5, 1);

/**
 * The demo keywords: Bäckerei Krüger's package SEO Lokal (five keywords in Köln,
 * domain/seo.ts SEO_TIERS). Ids are fixed so re-seeding a database finds them.
 * @type {{ id: number, companyId: string, keyword: string, city: string | null, position: number, level?: number }[]}
 */
export const SEO_KEYWORDS = [
  // [keyword, town, the position it settles at]: two near the top, two on the first page, one on the second
  ["Bäckerei", "Köln", 2],
  ["Brötchen bestellen", "Köln", 5],
  ["Frühstück Innenstadt", "Köln", 9],
  ["Vollkornbrot kaufen", "Köln", 1],
  ["Hochzeitstorte", "Köln", 14],
].map(([keyword, city, level], i) => ({ id: i + 1, companyId: "100101", keyword, city, position: i, level }));

/**
 * A keyword's Google position on a day (YYYY-MM-DD): from far down towards its
 * own level once the work began, with a slow swing and the daily jitter of real
 * rankings, now and then a bad day. null: not among the first 100.
 * @param {{ companyId: string, keyword: string, city: string | null, level?: number }} k
 * @param {string} day
 * @returns {number | null}
 */
export function positionOn(k, day) {
  const g = generator(hash(`${k.companyId}|${k.keyword}|${k.city ?? ""}`));
  const start = 30 + Math.floor(g() * 80); // 30 … 109 before the work began
  const drawn = 1 + Math.floor(g() * 16); // 1 … 16 in the long run, unless the keyword says
  const level = k.level ?? drawn;
  const halfLife = 90 + Math.floor(g() * 240); // days until half the way is made
  const swingDays = 45 + Math.floor(g() * 60);
  const ms = Date.parse(`${day}T00:00:00Z`);
  const t = Math.max(0, (ms - WORK_STARTED) / DAY_MS);
  const r = generator(hash(`${k.companyId}|${k.keyword}|${k.city ?? ""}|${day}`));
  const trend = level + (start - level) * 0.5 ** (t / halfLife);
  const swing = (1 + trend / 10) * Math.sin((2 * Math.PI * (ms / DAY_MS)) / swingDays);
  const jitter = (r() - 0.5) * (2 + trend / 8);
  const badDay = r() < 0.02 ? 8 + Math.floor(r() * 20) : 0;
  const position = Math.max(1, Math.round(trend + swing + jitter + badDay));
  return position > 100 ? null : position;
}

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The keywords and their positions as SQL (INSERT OR IGNORE: a database seeded
 * before gets only what it lacks).
 * @param {string} today YYYY-MM-DD
 * @param {typeof SEO_KEYWORDS} [keywords]
 * @returns {string[]}
 */
export function seoStatements(today, keywords = SEO_KEYWORDS) {
  const out = keywords.map(
    (k) => `INSERT OR IGNORE INTO seo_keywords (id, company_id, keyword, city, position) VALUES (${[k.id, k.companyId, k.keyword, k.city, k.position].map(q).join(", ")});`,
  );
  const days = seededDays(today);
  for (const k of keywords) {
    for (let i = 0; i < days.length; i += 400) {
      const rows = days.slice(i, i + 400).map((day) => `(${k.id}, '${day}', ${q(positionOn(k, day))})`);
      out.push(`INSERT OR IGNORE INTO seo_rankings (keyword_id, day, position) VALUES ${rows.join(", ")};`);
    }
  }
  return out;
}
