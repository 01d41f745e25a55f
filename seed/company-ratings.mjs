// The ratings of the demo companies with a rating product (spec §1 rating management plus and
// "Wer kennt den BESTEN"; §3 Rating, Portal rating stats): the ratings each portal published
// about the company on each day up to the seeding day, some with the company's answer, the
// newest on the directory's own portals still in the check before publication. Each day's
// ratings are a pure function of the company and the date, so tests recompute them instead of
// hard-coding them. The portal rating stats of these companies are counted from them.
import { generator, hash } from "./hash.mjs";
import { seededDays } from "./statistics.mjs";

/** The companies with ratings: Bäckerei Krüger (MB-BEWERTUNG-PLUS, MB-WKDB). */
export const RATED_COMPANIES = ["100101"];

/** [portal, ratings a day on average]; DIALO and GOYELLOW have none (spec §3: -1). */
const PORTAL_RATES = [
  ["PROVIDER", 0.06],
  ["WKDB", 0.08],
  ["GOOGLEMYBUSINESS", 0.1],
  ["KLICKTEL", 0.02],
  ["CYLEX", 0.015],
  ["GOLOCAL", 0.02],
];
/** The directory's own portals check a rating before it is published (§ 5b (3) UWG); the others publish at once. */
const CHECKED = new Set(["PROVIDER", "WKDB"]);
/** Days a rating on the own portals waits in the check. */
const CHECK_DAYS = 3;
/** Cumulative shares of 1 … 5 stars. */
const STARS = [0.05, 0.1, 0.2, 0.5, 1];
const NAMES = ["Martina K.", "Jens W.", "Aylin S.", "Thomas B.", "Sandra M.", "Lukas H.", "Fatma Y.", "Peter G.", "Nina R.", "Michael T.", "Julia F.", "Stefan O.", "Anna L.", "Kai D.", "Svenja P."];
const TEXTS = {
  5: ["Die besten Brötchen im Viertel, immer frisch und freundlich bedient.", "Super Torte zur Hochzeit, alle Gäste waren begeistert!", "Sehr nette Verkäuferinnen und tolles Vollkornbrot.", "Seit Jahren unser Bäcker – Qualität stimmt einfach."],
  4: ["Leckere Croissants, morgens manchmal etwas voll.", "Gutes Brot, Preise in Ordnung.", "Freundliches Team, der Kaffee könnte heißer sein."],
  3: ["Brot gut, aber samstags oft früh ausverkauft.", "Ganz okay, nichts Besonderes.", "Lange Wartezeit am Morgen."],
  2: ["Die bestellte Torte war nicht pünktlich fertig.", "Brötchen waren am Nachmittag trocken."],
  1: ["Unfreundliche Bedienung, kommen nicht wieder.", "Falsche Bestellung und keine Entschuldigung."],
};
const ANSWERS = {
  good: "Vielen Dank für Ihre freundliche Bewertung – wir freuen uns auf Ihren nächsten Besuch!",
  bad: "Das tut uns leid. Bitte melden Sie sich bei uns unter 0221 1234567, damit wir die Sache klären können.",
};

const pad = (n) => String(n).padStart(2, "0");

/**
 * The ratings of one company on one day (only days up to `today`), in time order.
 * @param {string} companyId the company whose ratings these are
 * @param {string} source the demo company whose figures it copies (its own id for a demo company)
 * @param {string} day YYYY-MM-DD
 * @param {string} today YYYY-MM-DD
 */
export function ratingsOn(companyId, source, day, today) {
  if (day > today) return [];
  const r = generator(hash(`${source}|${day}|ratings`));
  const out = [];
  for (const [portal, rate] of PORTAL_RATES) {
    if (r() >= rate) continue;
    const p = r();
    const stars = STARS.findIndex((s) => p < s) + 1;
    const texts = TEXTS[stars];
    const ratedAt = `${day} ${pad(7 + Math.floor(r() * 14))}:${pad(Math.floor(r() * 60))}`;
    const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;
    const state = CHECKED.has(portal) && age < CHECK_DAYS ? "IN_REVIEW" : CHECKED.has(portal) && r() < 0.04 ? "REJECTED" : "PUBLISHED";
    // a third of the published ratings older than a week got an answer a day or two later
    const answered = state === "PUBLISHED" && age > 7 && r() < 0.33;
    const answerDay = new Date(Date.parse(`${day}T00:00:00Z`) + (1 + Math.floor(r() * 2)) * 86_400_000).toISOString().slice(0, 10);
    out.push({
      portal,
      authorName: NAMES[Math.floor(r() * NAMES.length)],
      stars,
      text: texts[Math.floor(r() * texts.length)],
      ratedAt,
      state,
      answerText: answered ? (stars >= 4 ? ANSWERS.good : ANSWERS.bad) : null,
      answeredAt: answered ? `${answerDay} 09:15` : null,
    });
  }
  out.sort((a, b) => a.ratedAt.localeCompare(b.ratedAt));
  // ids: the company's number times 10^5 plus the day's ordinal and the rating's place (unique, the same every seeding)
  const ordinal = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000) % 20_000;
  return out.map((x, i) => ({ id: Number(companyId) * 100_000 * 10 + ordinal * 8 + i, ...x }));
}

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The ratings as SQL (INSERT OR IGNORE: a database seeded before gets only what it lacks), then the
 * companies' portal rating stats counted from their published ratings (spec §3: none, -1 and -1).
 * @param {string} today YYYY-MM-DD
 * @param {{ id: string, source: string }[]} [companies]
 * @param {string[]} [days] the days to seed (a test takes a few months)
 * @returns {string[]}
 */
export function companyRatingStatements(today, companies = RATED_COMPANIES.map((id) => ({ id, source: id })), days = seededDays(today)) {
  const out = [];
  for (const c of companies) {
    const ratings = days.flatMap((day) => ratingsOn(c.id, c.source, day, today));
    const rows = ratings.map((x) => `(${[x.id, c.id, x.portal, x.authorName, x.stars, x.text, x.ratedAt, x.state, x.answerText, x.answeredAt].map(q).join(", ")})`);
    for (let i = 0; i < rows.length; i += 200) {
      out.push(`INSERT OR IGNORE INTO company_ratings (id, company_id, portal, author_name, stars, text, rated_at, state, answer_text, answered_at) VALUES ${rows.slice(i, i + 200).join(", ")};`);
    }
    // after the entry service's figures of the company (seed/entry-service.mjs): these replace them
    const stats = PORTAL_RATES.map(([portal]) => {
      const published = ratings.filter((x) => x.portal === portal && x.state === "PUBLISHED");
      const avg = published.length ? Math.round((published.reduce((n, x) => n + x.stars, 0) / published.length) * 10) / 10 : -1;
      return `(${[c.id, portal, published.length || -1, avg].map(q).join(", ")})`;
    });
    out.push(`INSERT OR REPLACE INTO portal_rating_stats (company_id, portal_id, count, avg_score) VALUES ${stats.join(", ")};`);
  }
  return out;
}
