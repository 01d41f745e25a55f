// What a demo user has done in the directory: ratings of businesses, searches,
// entries looked at. The same for every user id on every run (the tests count on it).
import { hash } from "./hash.mjs";

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

/** Businesses of the directory (not the portal's customers): id, name, city. */
export const DIRECTORY_ENTRIES = [
  ["D-4711", "Eiscafé Venezia", "Köln"],
  ["D-4712", "Autohaus Brandt", "Köln"],
  ["D-4713", "Zahnarztpraxis Dr. Yilmaz", "Köln"],
  ["D-4714", "Friseursalon Haarmonie", "Bonn"],
  ["D-4715", "Fahrradwerkstatt Speiche", "Köln"],
  ["D-4716", "Tierarztpraxis am Rhein", "Leverkusen"],
  ["D-4717", "Buchhandlung Seitenwind", "Köln"],
  ["D-4718", "Malermeister Petersen", "Bergisch Gladbach"],
  ["D-4719", "Pizzeria Da Enzo", "Köln"],
  ["D-4720", "Physiotherapie Bewegungsraum", "Bonn"],
  ["D-4721", "Schlüsseldienst Schnell", "Köln"],
  ["D-4722", "Blumen Lindner", "Hürth"],
  ["D-4723", "Steuerberatung Kaya & Partner", "Köln"],
  ["D-4724", "Optiker Klarblick", "Frechen"],
];

const TEXTS = [
  "Sehr freundlich und kompetent beraten, gerne wieder.",
  "Termin kurzfristig bekommen, Arbeit sauber erledigt.",
  "Preis-Leistung stimmt. Die Wartezeit war etwas lang.",
  "Hervorragender Service, alles wurde genau erklärt.",
  "Leider nicht pünktlich, aber das Ergebnis ist gut.",
  "Kleine, gemütliche Atmosphäre und ein sehr nettes Team.",
];

const SEARCHES = [
  ["Zahnarzt", "Köln-Ehrenfeld"],
  ["Fahrradwerkstatt", "Köln"],
  ["Pizza Lieferservice", "Köln-Nippes"],
  ["Steuerberater", "Bonn"],
  ["Schlüsseldienst", null],
  ["Tierarzt Notdienst", "Leverkusen"],
  ["Optiker", "Frechen"],
];

/** Counts per user: 12 ratings (three pages of 5), 7 searches, 8 viewed entries (two pages). */
export const ACTIVITY = { ratings: 12, searches: 7, viewed: 8 };

/** Times before `base`: one activity every few hours, newest first. */
const before = (base, i, hours) => base - (i + 1) * hours * 3_600_000;

/**
 * The activity of one user as SQL (three multi-row INSERTs).
 * @param {number} userId
 * @param {number} [base] the newest activity's time (ms); fixed so every run is the same
 */
export function activityStatements(userId, base = Date.parse("2026-11-20T18:00:00.000Z")) {
  const ratings = [];
  for (let i = 0; i < ACTIVITY.ratings; i++) {
    const [id, name, city] = DIRECTORY_ENTRIES[(hash(`${userId}:rating:${i}`) % DIRECTORY_ENTRIES.length + i) % DIRECTORY_ENTRIES.length];
    const stars = 1 + (hash(`${userId}:stars:${i}`) % 5);
    const at = new Date(before(base, i, 53)).toISOString();
    ratings.push(`(${[userId * 100 + i + 1, userId, id, name, city, TEXTS[hash(`${userId}:text:${i}`) % TEXTS.length], stars, at, at].map(q).join(", ")})`);
  }
  const searches = SEARCHES.slice(0, ACTIVITY.searches).map(([what, where], i) => `(${[userId, before(base, i, 7), what, where].map(q).join(", ")})`);
  const viewed = [];
  for (let i = 0; i < ACTIVITY.viewed; i++) {
    const [id, name, city] = DIRECTORY_ENTRIES[(i * 3 + (userId % 5)) % DIRECTORY_ENTRIES.length];
    viewed.push(`(${[userId, before(base, i, 5), ACTIVITY.viewed - i, id, name, city].map(q).join(", ")})`);
  }
  return [
    `INSERT INTO ratings (id, user_id, entry_id, entry_name, entry_city, rating_text, stars, created_at, update_date) VALUES ${ratings.join(", ")};`,
    `INSERT INTO latest_searches (user_id, timestamp, what, "where") VALUES ${searches.join(", ")};`,
    `INSERT INTO recently_viewed (user_id, timestamp, sequence_number, entry_id, entry_name, entry_city) VALUES ${viewed.join(", ")};`,
  ];
}
