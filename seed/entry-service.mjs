// What the entry service found on the partner portals for each demo company
// (tables portal_listings and portal_rating_stats): the listing each portal
// answered, with the differences such listings really have — an old phone
// number, a missing house number, other opening hours, the name without its
// legal form — one portal without a listing, one that answered garbage, and
// two whose listing is blocked or not yet confirmed (spec §4 BLOCKED,
// UNVERIFIED). Derived from the company's own data, so copies of a company
// (the browser tests' pool) get the same picture.
import { hash } from "./hash.mjs";
import { weeklyHours } from "../domain/weekly-hours.mjs";

/** When the portals were last read (a fixed time: the demo reloads them on request). */
export const LISTINGS_CHECKED_AT = "2026-11-20T05:30:00.000Z";

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

const oldPhone = (phone) => phone.replace(/\d\d$/, "00");
const withoutLegalForm = (name) => name.replace(/\s+(GmbH|KG|e\. K\.|AG|OHG|UG)$/u, "") || name;
/** Other opening hours: the Saturday the entry has not (or not the one it has). */
const otherHours = (hours) =>
  weeklyHours({ week: { ...(hours?.week ?? { mo: [{ from: "09:00", to: "18:00" }] }), sa: hours?.week?.sa?.length ? [] : [{ from: "09:00", to: "13:00" }] } });

/**
 * Each partner portal's answer for a company, by portal id:
 * [answer (listing, null: none, string: garbage), claim status, how it differs]
 */
function answers(c) {
  const [street, houseNumber] = /^(.*?)\s+(\d.*)$/.exec(c.street ?? "")?.slice(1) ?? [c.street ?? "", ""];
  const listing = { company: c.name, street, houseNumber, zipCode: c.zip ?? "", city: c.city ?? "", phone: c.phone ?? "", openingHours: weeklyHours(c.openingHours) };
  return {
    GOOGLEMYBUSINESS: [listing, null],
    KLICKTEL: [{ ...listing, phone: oldPhone(listing.phone) }, null],
    CYLEX: [{ ...listing, houseNumber: "" }, null],
    GOLOCAL: [{ ...listing, openingHours: otherHours(c.openingHours) }, null],
    GOYELLOW: [null, null],
    DIALO: ["<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>", null],
    WKDB: [listing, null],
    BING: [{ ...listing, company: withoutLegalForm(c.name) }, null],
    APPLE: [listing, "UNVERIFIED"],
    FACEBOOK: [listing, "BLOCKED"],
  };
}

/** Ratings per portal (spec §3 Portal rating stats); DIALO and GOYELLOW have none (count and avgScore -1). */
const RATED = ["PROVIDER", "WKDB", "KLICKTEL", "CYLEX", "GOOGLEMYBUSINESS", "GOLOCAL"];

/**
 * @param {{ id: string, source: string, name: string, street: string | null, zip: string | null, city: string | null, phone: string | null,
 *   openingHours?: { week: Record<string, { from: string, to: string }[]> } | null }[]} companies
 *   `source`: the demo company the company copies (its own id for a demo company)
 * @returns {string[]}
 */
export function entryServiceStatements(companies) {
  const out = [];
  for (const c of companies) {
    const rows = Object.entries(answers(c)).map(([portal, [answer, claim]]) => {
      const text = answer === null ? null : typeof answer === "string" ? answer : JSON.stringify(answer);
      const url = answer === null ? null : `https://${portal.toLowerCase()}.example/eintrag/${c.id}`;
      return `(${[c.id, portal, text, claim, url, LISTINGS_CHECKED_AT].map(q).join(", ")})`;
    });
    out.push(`INSERT OR IGNORE INTO portal_listings (company_id, portal_id, answer, claim_status, url, checked_at) VALUES ${rows.join(", ")};`);
    const ratings = RATED.map((portal) => {
      const h = hash(`${c.source}|${portal}`);
      const count = 3 + (h % 120);
      const avg = Math.round((3.2 + ((h >>> 8) % 18) / 10) * 10) / 10;
      return `(${[c.id, portal, count, Math.min(5, avg)].map(q).join(", ")})`;
    });
    out.push(`INSERT OR IGNORE INTO portal_rating_stats (company_id, portal_id, count, avg_score) VALUES ${ratings.join(", ")};`);
  }
  return out;
}
