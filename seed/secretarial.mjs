// The secretarial service of the demo companies (spec §2 sekretariatsservice/uebersicht,
// §7 getCompanyCallerList): each contract, and the calls the service took on every day
// from the contract's start (at most three years and a month before the seeding day) to
// a year after it. Each day's calls are a pure function of the company and the date, so
// tests recompute them instead of hard-coding them.
import { generator, hash } from "./hash.mjs";
import { seededDays } from "./statistics.mjs";

/** Krüger Haustechnik (MB-SEKRETARIAT since January 2025): 600 minutes a month included. */
export const SECRETARIAL_CONTRACTS = [{ companyId: "100102", serviceNumber: "0221 4710 100", includedMinutes: 600, start: "2025-01-01" }];

// Callers' numbers from the ranges the Bundesnetzagentur keeps free for films and books
// (no real person has them): 0221 4710 xxx, 030 23125 xxx, 040 66969 xxx, 069 90009 xxx, 089 99998 xxx.
const NUMBER_RANGES = ["0221 4710 ", "030 23125 ", "040 66969 ", "069 90009 ", "089 99998 "];
const NAMES = ["Petra Schneider", "Jürgen Weber", "Aylin Demir", "Thomas Becker", "Hausverwaltung Rhein GmbH", "Maria Hoffmann", "Klaus Zimmermann", "Sophie Wagner", "Büro Dr. Lang", "Mehmet Yıldız", null];
const CONCERNS = [
  ["Heizung ausgefallen", "Heizung seit heute früh kalt, bittet dringend um Rückruf."],
  ["Angebot Badsanierung", "Möchte ein Angebot für ein neues Bad, Besichtigung nächste Woche möglich."],
  ["Terminverschiebung", "Wartungstermin am Donnerstag kann nicht stattfinden, bittet um neuen Termin."],
  ["Rechnungsfrage", "Frage zur letzten Rechnung, bittet um Rückruf der Buchhaltung."],
  ["Wasserschaden", "Tropfende Leitung im Keller, bittet um schnellen Rückruf."],
  ["Wartungsvertrag", "Interesse an einem Wartungsvertrag für die Gastherme."],
  ["Rückruf erbeten", "Bittet um Rückruf, kein Anliegen genannt."],
];
/** More calls in the morning and early afternoon (index: hour 7 … 18). */
const HOUR_WEIGHTS = [2, 6, 8, 7, 5, 3, 5, 6, 5, 3, 2, 1];
/** Calls on a weekday, fewer on Saturdays, none on Sundays (index: getUTCDay). */
const WEEKDAY_CALLS = [0, 9, 8, 8, 7, 7, 2];

/**
 * The calls of one company on one day, in time order (none before the contract's start).
 * @param {typeof SECRETARIAL_CONTRACTS[number]} contract
 * @param {string} day YYYY-MM-DD
 */
export function callsOn(contract, day) {
  if (day < contract.start) return [];
  const r = generator(hash(`${contract.companyId}|${day}|calls`));
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const n = Math.round(WEEKDAY_CALLS[weekday] * (0.5 + r()));
  const total = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  const calls = [];
  for (let i = 0; i < n; i++) {
    let pick = r() * total;
    let hour = 7;
    for (const w of HOUR_WEIGHTS) {
      if ((pick -= w) < 0) break;
      hour++;
    }
    const minute = Math.floor(r() * 60);
    const [concern, message] = CONCERNS[Math.floor(r() * CONCERNS.length)];
    const callerName = NAMES[Math.floor(r() * NAMES.length)];
    const callerNumber = `${NUMBER_RANGES[Math.floor(r() * NUMBER_RANGES.length)]}${String(Math.floor(r() * 1000)).padStart(3, "0")}`;
    calls.push({ startedAt: `${day} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`, callerNumber, callerName, concern, message, durationSeconds: 40 + Math.floor(r() * 260) });
  }
  calls.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return calls.map((c, i) => ({ id: `${contract.companyId}-${day}-${i + 1}`, ...c }));
}

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The contracts and their calls as SQL (INSERT OR IGNORE: a database seeded before gets only what it lacks).
 * @param {string} today YYYY-MM-DD
 * @param {typeof SECRETARIAL_CONTRACTS} [contracts]
 * @param {string[]} [days] the days to seed (a test takes a few months: a whole seed is more SQL than one test's workerd takes)
 * @returns {string[]}
 */
export function secretarialStatements(today, contracts = SECRETARIAL_CONTRACTS, days = seededDays(today)) {
  const out = [];
  for (const c of contracts) {
    out.push(`INSERT OR IGNORE INTO secretarial_contracts (company_id, service_number, included_minutes) VALUES (${[c.companyId, c.serviceNumber, c.includedMinutes].map(q).join(", ")});`);
    const rows = days.flatMap((day) =>
      callsOn(c, day).map((x) => `(${[x.id, c.companyId, x.startedAt, x.callerNumber, x.callerName, x.concern, x.message, x.durationSeconds].map(q).join(", ")})`),
    );
    for (let i = 0; i < rows.length; i += 200) {
      out.push(`INSERT OR IGNORE INTO secretarial_calls (id, company_id, started_at, caller_number, caller_name, concern, message, duration_seconds) VALUES ${rows.slice(i, i + 200).join(", ")};`);
    }
  }
  return out;
}
