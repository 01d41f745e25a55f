// Requests and leads of the demo companies (spec §2 /kunde/anfragen/, §3 Lead, decision 050):
// Bäckerei Krüger (MB-LEADS since 2025-03-01) gets requests, requests for a quote, messages and
// applications to its job ads; Krüger Haustechnik (job ads, MB-JOBAD, no leads product) only the
// applications to its job ads. Each day's leads are a pure function of the company and the date,
// so tests recompute them instead of hard-coding them. Leads older than a few days are mostly
// accepted and answered; the newest wait to be accepted. Applications whose deletion day (the
// ad's closing day plus six months, AGG § 15 Abs. 4) has passed are gone, as in production.
import { generator, hash } from "./hash.mjs";

const DAY_MS = 86_400_000;
/** how far back the demo's leads reach (about two years) */
const YEARS_BACK = 2;

/** The companies with leads: since when, how many a day (mean), and their kinds with weights. */
export const LEAD_COMPANIES = [
  { companyId: "100101", start: "2025-03-01", perDay: 0.9, kinds: [["request", 4], ["offer", 3], ["message", 2], ["job", 1]] },
  { companyId: "100102", start: "2026-02-01", perDay: 0.5, kinds: [["job", 1]] },
];

/**
 * The job ads of the companies, relative to the seeding day (so the demo always has a running ad,
 * one that closed lately and ones whose applications are deleted): the title, the days before
 * today it started and closed (null: still open). Applications come in while an ad runs.
 */
const JOB_AD_DAYS = {
  "100101": [
    ["Bäckereifachverkäufer/in (m/w/d) in Teilzeit", 630, 520],
    ["Auszubildende/r Bäcker/in (m/w/d)", 450, 300],
    ["Konditor/in (m/w/d) in Vollzeit", 210, 70],
    ["Bäckereifachverkäufer/in (m/w/d) für die Filiale am Dom", 55, null],
  ],
  "100102": [
    ["Anlagenmechaniker/in SHK (m/w/d)", 300, 170],
    ["Kundendiensttechniker/in Heizung (m/w/d)", 240, 35],
    ["Auszubildende/r Anlagenmechaniker/in SHK (m/w/d)", 30, null],
  ],
};

/**
 * A company's job ads as of `today`: title, first day, the day it closed (null: still open).
 * @param {string} companyId
 * @param {string} today YYYY-MM-DD
 * @returns {{ title: string, from: string, closedOn: string | null }[]}
 */
export function jobAdsOf(companyId, today) {
  const t = Date.parse(`${today}T00:00:00Z`);
  const ago = (days) => isoOf(t - days * DAY_MS);
  return (JOB_AD_DAYS[companyId] ?? []).map(([title, from, closed]) => ({ title, from: ago(from), closedOn: closed === null ? null : ago(closed) }));
}

const FIRST = ["Anna", "Lukas", "Mehmet", "Sophie", "Jonas", "Elena", "Paul", "Fatma", "Felix", "Marie", "Tobias", "Lea", "Nikolai", "Hannah", "David", "Julia"];
const LAST = ["Schneider", "Yılmaz", "Becker", "Hoffmann", "Nowak", "Schulz", "Klein", "Wolf", "Neumann", "Schröder", "Zimmermann", "Braun", "Hartmann", "Lange"];
// phone numbers from the ranges the Bundesnetzagentur keeps free for films and books (as seed/secretarial.mjs)
const NUMBER_RANGES = ["0221 4710 ", "030 23125 ", "040 66969 ", "069 90009 "];

/** [subject, text] per kind and company (the bakery's, the plumber's applications). */
const TEXTS = {
  request: [
    ["Brötchen für unser Büro", "Wir sind ein Büro mit 25 Mitarbeitern in der Nähe. Liefern Sie jeden Morgen belegte Brötchen, und wenn ja, ab wie vielen Stück?"],
    ["Glutenfreies Brot", "Haben Sie dauerhaft glutenfreies Brot im Sortiment oder kann man es vorbestellen?"],
    ["Frühstück für einen Verein", "Unser Sportverein plant im Frühjahr ein Frühstück für etwa 60 Personen. Was können Sie anbieten?"],
    ["Öffnungszeiten an Feiertagen", "Haben Sie an den Feiertagen geöffnet? Wir würden gern Brot für die Familie vorbestellen."],
  ],
  offer: [
    ["Angebot Hochzeitstorte", "Wir heiraten im Sommer und suchen eine dreistöckige Hochzeitstorte für etwa 80 Gäste. Bitte schicken Sie uns ein Angebot."],
    ["Angebot Firmenfeier", "Für unsere Firmenfeier brauchen wir Fingerfood und Kuchen für 40 Personen. Was würde das kosten?"],
    ["Angebot Geburtstagskuchen", "Können Sie zum 60. Geburtstag meiner Mutter einen Kuchen mit Foto machen? Bitte mit Preis."],
    ["Angebot Wochenmarkt", "Wir suchen für unseren Hofladen einen Lieferanten für Brot und Brötchen, dreimal die Woche. Bitte um ein Angebot."],
  ],
  message: [
    ["Lob für die Verkäuferin", "Ich wollte nur sagen: Die Beratung in Ihrer Filiale war heute ausgesprochen freundlich. Danke!"],
    ["Frage zu Zutaten", "Enthält Ihr Roggenbrot Sesam? Mein Sohn hat eine Allergie."],
    ["Fundsache", "Ich habe gestern in Ihrer Filiale meinen Schal liegen lassen. Ist er bei Ihnen abgegeben worden?"],
    ["Rückruf erbeten", "Bitte rufen Sie mich wegen einer Bestellung zurück, am besten am Vormittag."],
  ],
  job: [
    ["Bewerbung", "Sehr geehrte Damen und Herren, hiermit bewerbe ich mich auf Ihre Stelle. Meinen Lebenslauf und meine Zeugnisse schicke ich Ihnen gern zu."],
    ["Meine Bewerbung", "Guten Tag, ich habe Ihre Anzeige gesehen und bin sehr interessiert. Ich habe bereits drei Jahre Erfahrung in dem Beruf."],
    ["Bewerbung um die ausgeschriebene Stelle", "Hallo, ich suche eine neue Herausforderung in der Region und würde mich über ein Gespräch freuen."],
  ],
};

const pad = (n) => String(n).padStart(2, "0");
const isoOf = (ms) => new Date(ms).toISOString().slice(0, 10);
/** "YYYY-MM-DD HH:MM" `minutes` after another (wall clock) */
function later(t, minutes) {
  const ms = Date.UTC(Number(t.slice(0, 4)), Number(t.slice(5, 7)) - 1, Number(t.slice(8, 10)), Number(t.slice(11, 13)), Number(t.slice(14, 16))) + minutes * 60_000;
  const d = new Date(ms);
  return `${isoOf(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
/** The day `months` months after an ISO day (the 31st of a shorter month: its last day), as domain/leads.ts deletionDate. */
export function plusMonths(iso, months) {
  const [y, m, d] = iso.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The days whose leads are seeded: from two years before today up to yesterday (nothing in the future). */
export function leadDays(today) {
  const t = Date.parse(`${today}T00:00:00Z`);
  const from = Date.UTC(new Date(t).getUTCFullYear() - YEARS_BACK, new Date(t).getUTCMonth(), new Date(t).getUTCDate());
  const days = [];
  for (let ms = from; ms < t; ms += DAY_MS) days.push(isoOf(ms));
  return days;
}

/**
 * The leads of one company on one day, in time order. `source`: the demo company whose leads a
 * test pool copy gets (the same as its own id for the demo's).
 * @param {string} companyId
 * @param {string} day YYYY-MM-DD
 * @param {string} today YYYY-MM-DD (the newest leads are still open; applications past their deletion day are gone)
 * @param {string} [source]
 */
export function leadsOn(companyId, day, today, source = companyId) {
  const company = LEAD_COMPANIES.find((c) => c.companyId === source);
  if (!company || day < company.start || day >= today) return [];
  const r = generator(hash(`${source}|${day}|leads`));
  const n = Math.floor(company.perDay * (0.3 + r() * 1.7) + r());
  const ads = jobAdsOf(source, today);
  const age = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
  const out = [];
  for (let i = 0; i < n; i++) {
    const weights = company.kinds.reduce((s, k) => s + k[1], 0);
    let p = r() * weights;
    let type = (company.kinds.find((k) => (p -= k[1]) < 0) ?? company.kinds[0])[0];
    const ad = ads.find((a) => a.from <= day && (!a.closedOn || day <= a.closedOn));
    // no ad running that day: no application (the bakery gets a request instead)
    if (type === "job" && !ad) {
      if (source !== "100101") continue;
      type = "request";
    }
    const [subject, message] = TEXTS[type][Math.floor(r() * TEXTS[type].length)];
    const first = FIRST[Math.floor(r() * FIRST.length)];
    const last = LAST[Math.floor(r() * LAST.length)];
    const hour = 6 + Math.floor(r() * 16);
    const createdAt = `${day} ${pad(hour)}:${pad(Math.floor(r() * 60))}`;
    const phone = r() < 0.8 ? `${NUMBER_RANGES[Math.floor(r() * NUMBER_RANGES.length)]}${String(Math.floor(r() * 1000)).padStart(3, "0")}` : null;
    // the newest (the last ten days) wait to be accepted; older ones mostly were, most of those answered
    const accepted = age > 10 && r() < 0.85;
    const acceptedAt = accepted ? later(createdAt, 20 + Math.floor(r() * 600)) : null;
    const answeredAt = accepted && r() < 0.8 ? later(acceptedAt, 10 + Math.floor(r() * 1800)) : null;
    const job = type === "job" ? { jobTitle: ad.title, jobClosedOn: ad.closedOn, deleteOn: ad.closedOn ? plusMonths(ad.closedOn, 6) : null } : { jobTitle: null, jobClosedOn: null, deleteOn: null };
    // deleted on its day (AGG § 15 Abs. 4): not there any more
    if (job.deleteOn && job.deleteOn <= today) continue;
    const email = `${first}.${last}`.toLowerCase().replace(/ı/g, "i").replace(/ö/g, "oe") + `${Math.floor(r() * 90) + 10}@example.org`;
    out.push({
      externalId: `L-${companyId}-${day.replaceAll("-", "")}-${i + 1}`,
      type,
      subject: type === "job" ? `${subject}: ${ad.title}` : subject,
      message,
      requesterName: `${first} ${last}`,
      requesterEmail: email,
      requesterPhone: phone,
      createdAt,
      acceptedAt,
      acceptedBy: accepted ? "Sabine Krüger" : null,
      answeredAt,
      ...job,
    });
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The leads as SQL (INSERT OR IGNORE: a database seeded before gets only what it lacks).
 * @param {string} today YYYY-MM-DD
 * @param {{ companyId: string, source?: string }[]} [companies] the demo's by default; a test pool copy names its source
 * @param {string[]} [days] the days to seed (a test takes a few months)
 * @returns {string[]}
 */
export function leadStatements(today, companies = LEAD_COMPANIES.map((c) => ({ companyId: c.companyId })), days = leadDays(today)) {
  const out = [];
  for (const c of companies) {
    const rows = days.flatMap((day) =>
      leadsOn(c.companyId, day, today, c.source ?? c.companyId).map(
        (l) =>
          `(${[l.externalId, c.companyId, l.type, l.subject, l.message, l.requesterName, l.requesterEmail, l.requesterPhone, l.createdAt, l.acceptedAt, l.acceptedBy, l.answeredAt, l.jobTitle, l.jobClosedOn, l.deleteOn].map(q).join(", ")})`,
      ),
    );
    for (let i = 0; i < rows.length; i += 200) {
      out.push(
        `INSERT OR IGNORE INTO leads (external_id, company_id, type, subject, message, requester_name, requester_email, requester_phone, created_at, accepted_at, accepted_by, answered_at, job_title, job_closed_on, delete_on) VALUES ${rows.slice(i, i + 200).join(", ")};`,
      );
    }
  }
  return out;
}
