// The voicebot of the demo companies (spec §2 "Voicebot: {token}"): each company's voicebot
// (the provider's number, the number it answers) and the calls it took on every day from its
// start (at most three years and a month before the seeding day) to a year after it. Each
// day's calls are a pure function of the company and the date, so tests recompute them
// instead of hard-coding them.
import { generator, hash } from "./hash.mjs";
import { seededDays } from "./statistics.mjs";

/** Krüger Haustechnik (MB-VOICEBOT since January 2024): the provider's number and the line it answers. */
export const VOICEBOT_CONTRACTS = [{ companyId: "100102", token: "7300418826", phoneNumber: "0221 4710 200", start: "2024-01-01" }];

// Callers' numbers from the ranges the Bundesnetzagentur keeps free for films and books
// (no real person has them), as seed/secretarial.mjs.
const NUMBER_RANGES = ["0221 4710 ", "030 23125 ", "040 66969 ", "069 90009 ", "089 99998 "];
/** [reason, weight, short texts the caller gave] */
const REASONS = [
  ["appointment", 5, ["Wartungstermin für die Heizung", "Termin für Thermenwartung verschieben", "Besichtigung für neues Bad"]],
  ["emergency", 2, ["Heizung ausgefallen", "Wasserrohrbruch im Keller", "Kein Warmwasser"]],
  ["quote", 3, ["Angebot für Wärmepumpe", "Kosten für Badsanierung", "Angebot neue Gastherme"]],
  ["invoice", 2, ["Frage zur letzten Rechnung", "Rechnung nicht erhalten", "Ratenzahlung möglich?"]],
  ["other", 2, ["Bewerbung als Azubi", "Rückruf erbeten", "Frage zu Öffnungszeiten"]],
];
const REASON_TOTAL = REASONS.reduce((n, r) => n + r[1], 0);
/** The voicebot answers day and night: calls per hour of the day (index: hour 0 … 23). */
const HOUR_WEIGHTS = [1, 0, 0, 0, 0, 1, 2, 5, 8, 8, 7, 6, 5, 6, 7, 6, 5, 4, 3, 2, 2, 1, 1, 1];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
/** Calls a day (index: getUTCDay); more when the office is shut at the weekend than the secretarial service. */
const WEEKDAY_CALLS = [3, 8, 7, 7, 6, 6, 4];

/**
 * The calls of one company on one day, in time order (none before its voicebot's start).
 * @param {typeof VOICEBOT_CONTRACTS[number]} contract
 * @param {string} day YYYY-MM-DD
 */
export function voicebotCallsOn(contract, day) {
  if (day < contract.start) return [];
  const r = generator(hash(`${contract.companyId}|${day}|voicebot`));
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const n = Math.round(WEEKDAY_CALLS[weekday] * (0.4 + r() * 1.2));
  const calls = [];
  for (let i = 0; i < n; i++) {
    let pick = r() * HOUR_TOTAL;
    let hour = 0;
    for (const w of HOUR_WEIGHTS) {
      if ((pick -= w) < 0) break;
      hour++;
    }
    const minute = Math.floor(r() * 60);
    const callerNumber = `${NUMBER_RANGES[Math.floor(r() * NUMBER_RANGES.length)]}${String(Math.floor(r() * 1000)).padStart(3, "0")}`;
    // one call in eight hangs up before giving a reason
    const hungUp = r() < 0.125;
    let reason = null;
    let reasonText = null;
    if (!hungUp) {
      let p = r() * REASON_TOTAL;
      const [key, , texts] = REASONS.find((x) => (p -= x[1]) < 0) ?? REASONS[REASONS.length - 1];
      reason = key;
      reasonText = texts[Math.floor(r() * texts.length)];
    }
    // an emergency is forwarded to the on-call phone; the rest: answered, forwarded in office hours, or a message
    const office = weekday >= 1 && weekday <= 5 && hour >= 8 && hour < 17;
    const o = r();
    const outcome = hungUp ? "hungUp" : reason === "emergency" ? "forwarded" : o < 0.35 ? "answered" : office && o < 0.7 ? "forwarded" : "message";
    const durationSeconds = hungUp ? 5 + Math.floor(r() * 25) : outcome === "answered" ? 45 + Math.floor(r() * 120) : 30 + Math.floor(r() * 90);
    calls.push({ startedAt: `${day} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`, callerNumber, outcome, durationSeconds, reason, reasonText });
  }
  calls.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return calls.map((c, i) => ({ id: `vb-${contract.companyId}-${day}-${i + 1}`, ...c }));
}

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The voicebots and their calls as SQL (INSERT OR IGNORE: a database seeded before gets only what it lacks).
 * @param {string} today YYYY-MM-DD
 * @param {typeof VOICEBOT_CONTRACTS} [contracts]
 * @param {string[]} [days] the days to seed (a test takes a few months: a whole seed is more SQL than one test's workerd takes)
 * @returns {string[]}
 */
export function voicebotStatements(today, contracts = VOICEBOT_CONTRACTS, days = seededDays(today)) {
  const out = [];
  for (const c of contracts) {
    out.push(`INSERT OR IGNORE INTO voicebot_contracts (company_id, token, phone_number) VALUES (${[c.companyId, c.token, c.phoneNumber].map(q).join(", ")});`);
    const rows = days.flatMap((day) =>
      voicebotCallsOn(c, day).map((x) => `(${[x.id, c.companyId, x.startedAt, x.callerNumber, x.outcome, x.durationSeconds, x.reason, x.reasonText].map(q).join(", ")})`),
    );
    for (let i = 0; i < rows.length; i += 200) {
      out.push(`INSERT OR IGNORE INTO voicebot_calls (id, company_id, started_at, caller_number, outcome, duration_seconds, reason, reason_text) VALUES ${rows.slice(i, i + 200).join(", ")};`);
    }
  }
  return out;
}
