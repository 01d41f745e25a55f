// The entry statistics of the demo companies (table entry_statistics): one row per
// company and day, from three years and a month before the seeding day to a year
// after it, so a database seeded once still has figures for every day of the next
// year (the API answers no day after today). Each day's figures are a pure function
// of the company and the date, so they are the same whenever and wherever the seed
// runs, and tests recompute them instead of hard-coding them.
import { generator, hash } from "./hash.mjs";

const DAY_MS = 86_400_000;

/** More visits on Fridays and Saturdays, fewer on Sundays (index: getUTCDay). */
const WEEKDAY = [0.7, 1.0, 0.95, 0.95, 1.0, 1.15, 1.3];

/**
 * The figures of one company on one day (YYYY-MM-DD).
 * @param {string} companyId
 * @param {string} day
 */
export function dayFigures(companyId, day) {
  const date = new Date(`${day}T00:00:00Z`);
  const level = 25 + (hash(companyId) % 50);
  const years = (date.getTime() - Date.UTC(2023, 0, 1)) / (365.25 * DAY_MS);
  const dayOfYear = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
  // a little more interest in December and in early summer, slow growth over the years
  const season = 1 + 0.12 * Math.cos((2 * Math.PI * (dayOfYear - 350)) / 365) + 0.06 * Math.cos((4 * Math.PI * (dayOfYear - 160)) / 365);
  const growth = 1 + 0.08 * years;
  const r = generator(hash(`${companyId}|${day}`));
  const views = Math.max(0, Math.round(level * WEEKDAY[date.getUTCDay()] * season * growth * (0.8 + 0.4 * r())));
  const impressions = Math.round(views * (6 + 4 * r()));
  const clicks = Math.round(views * (0.1 + 0.1 * r()));
  const mobile = Math.round(views * (0.55 + 0.15 * r()));
  const tablet = Math.round(views * (0.04 + 0.06 * r()));
  const desktop = Math.max(0, views - mobile - tablet);
  const local = Math.round(views * (0.45 + 0.15 * r()));
  const nearby = Math.round(views * (0.2 + 0.1 * r()));
  const unknown = Math.round(views * (0.02 + 0.05 * r()));
  const far = Math.max(0, views - local - nearby - unknown);
  return { impressions, views, clicks, desktop, mobile, tablet, local, nearby, far, unknown };
}

/** The seeded days around `today` (YYYY-MM-DD), oldest first. */
export function seededDays(today) {
  const t = new Date(`${today}T00:00:00Z`);
  const from = Date.UTC(t.getUTCFullYear() - 3, t.getUTCMonth() - 1, t.getUTCDate());
  const to = Date.UTC(t.getUTCFullYear() + 1, t.getUTCMonth(), t.getUTCDate());
  const days = [];
  for (let ms = from; ms <= to; ms += DAY_MS) days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

const COLUMNS = ["impressions", "views", "clicks", "desktop", "mobile", "tablet", "local", "nearby", "far", "unknown"];

/**
 * The statistics of the companies as SQL, a few hundred rows per INSERT.
 * @param {string[]} companyIds
 * @param {string} today YYYY-MM-DD
 * @returns {string[]}
 */
export function statisticsStatements(companyIds, today) {
  const out = [];
  const days = seededDays(today);
  for (const id of companyIds) {
    for (let i = 0; i < days.length; i += 300) {
      const rows = days.slice(i, i + 300).map((day) => {
        const f = dayFigures(id, day);
        return `('${id.replaceAll("'", "''")}', '${day}', ${COLUMNS.map((c) => f[c]).join(", ")})`;
      });
      out.push(`INSERT OR IGNORE INTO entry_statistics (company_id, day, ${COLUMNS.join(", ")}) VALUES ${rows.join(", ")};`);
    }
  }
  return out;
}
