// The notices about ratings of Bäckerei Krüger (spec §2 `bewertungen-verwalten`; DSA art. 16;
// decision 062): two in each state (received, in review, removed, kept with the reason), on
// ratings of the directory's own portals found among the seeded ones (seed/company-ratings.mjs),
// so the page shows every state. The two removed ones get ratings of their own that the check no
// longer publishes (REJECTED), so the seeded figures, which count published ratings only, stay as they are.
import { ratingsOn } from "./company-ratings.mjs";

/** The states, handed out to the newest ratings first: two each (a removed one goes to a rating the check no longer publishes). */
const PLAN = ["RECEIVED", "IN_REVIEW", "KEPT"];
const OWN = new Set(["PROVIDER", "WKDB"]);
const REASONS = ["FALSE_FACT", "NO_CONTACT", "INSULT", "PERSONAL_DATA"];
const KEPT_REASON = "Die Bewertung schildert eine persönliche Erfahrung ohne Beleidigung oder falsche Tatsachen; als Meinung ist sie zulässig.";
const REMOVED_REASON = "Die Bewertung verstößt gegen unsere Regeln. Wir haben sie entfernt.";
const DAY_MS = 86_400_000;
const REMOVED_TEXTS = ["Der Inhaber wohnt übrigens in der Gartenstraße 3, da kann man ihm mal die Meinung sagen.", "Totaler Betrug, der Inhaber ist ein Verbrecher!"];

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
const shift = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The notices of each company as SQL (INSERT OR IGNORE: ids from the company's number, the same every seeding).
 * @param {string} today YYYY-MM-DD
 * @param {{ id: string, source: string }[]} [companies]
 * @returns {string[]}
 */
export function ratingReportStatements(today, companies = [{ id: "100101", source: "100101" }]) {
  const out = [];
  for (const c of companies) {
    const rows = [];
    const wanted = { RECEIVED: 2, IN_REVIEW: 2, KEPT: 2 };
    // from ten days back (the newest are still in the check), within the half year the pool's copies have
    for (let back = 10; back < 180; back++) {
      const day = shift(today, -back);
      for (const r of ratingsOn(c.id, c.source, day, today).reverse()) {
        if (!OWN.has(r.portal)) continue;
        const state = r.state === "PUBLISHED" ? PLAN.find((s) => wanted[s] > 0) : undefined;
        if (!state) continue;
        wanted[state]--;
        const decided = state === "REMOVED" || state === "KEPT";
        const k = rows.length;
        rows.push(
          `(${[
            Number(c.id) * 100 + k,
            c.id,
            r.id,
            REASONS[k % REASONS.length],
            "Die Person war nach unseren Unterlagen nie bei uns Kundin oder Kunde; an dem genannten Tag war die Filiale geschlossen.",
            "Bäckerei Krüger GmbH",
            "Hauptstraße 12, 50667 Köln",
            "kunde@example.com",
            1,
            state,
            state === "KEPT" ? KEPT_REASON : state === "REMOVED" ? REMOVED_REASON : null,
            `${shift(day, 1)}T09:30:00.000Z`,
            decided ? `${shift(day, 5)}T14:00:00.000Z` : null,
          ]
            .map(q)
            .join(", ")})`,
        );
      }
    }
    // the removed ones: ratings of their own that the check took down after the notice (REJECTED: in no figure),
    // in a slot of their day no seeded rating uses (ids: the day's ordinal times 8 plus 7)
    const removed = [];
    for (const [k, back] of [60, 95].entries()) {
      const day = shift(today, -back);
      const ordinal = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS) % 20_000;
      const id = Number(c.id) * 100_000 * 10 + ordinal * 8 + 7;
      removed.push(`(${[id, c.id, k ? "PROVIDER" : "WKDB", k ? "Anonym123" : "K. Unbekannt", 1, REMOVED_TEXTS[k], `${day} 22:1${k}`, "REJECTED"].map(q).join(", ")})`);
      const n = rows.length;
      rows.push(
        `(${[Number(c.id) * 100 + n, c.id, id, k ? "INSULT" : "PERSONAL_DATA", "Die Bewertung beschimpft unseren Inhaber und nennt seine private Adresse.", "Bäckerei Krüger GmbH", "Hauptstraße 12, 50667 Köln", "kunde@example.com", 1, "REMOVED", REMOVED_REASON, `${shift(day, 1)}T09:30:00.000Z`, `${shift(day, 4)}T11:00:00.000Z`].map(q).join(", ")})`,
      );
    }
    out.push(`INSERT OR IGNORE INTO company_ratings (id, company_id, portal, author_name, stars, text, rated_at, state) VALUES ${removed.join(", ")};`);
    if (rows.length)
      out.push(
        `INSERT OR IGNORE INTO rating_reports (id, company_id, rating_id, reason, explanation, reporter_name, reporter_address, reporter_email, good_faith, state, decision_reason, created_at, decided_at) VALUES ${rows.join(", ")};`,
      );
  }
  return out;
}
