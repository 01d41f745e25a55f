// Deterministic demo data: realistic German companies and the personas of the README.
// Used by scripts/seed.mjs (local database) and by the API tests. Never run against production.

import { activityStatements } from "./user-activity.mjs";
import { catalogueStatements } from "./catalogues.mjs";
import { geoStatements } from "./geo-data.mjs";
import { entryServiceStatements } from "./entry-service.mjs";
import { VOICEBOT_CONTRACTS, voicebotStatements } from "./voicebot.mjs";

export const DEMO_PASSWORD = "Demo-Passwort-2026";

/** @typedef {{ id: number, login: string, username: string, roles: string[], companies: string[], notification?: string }} DemoUser */

/** @type {DemoUser[]} */
export const USERS = [
  { id: 1001, login: "kunde@example.com", username: "Sabine Krüger", roles: ["customer"], companies: ["100101", "100102", "100103"], notification: "WILLKOMMEN-2026" },
  { id: 1002, login: "einzel@example.com", username: "Thomas Wagner", roles: ["customer"], companies: ["100201"] },
  { id: 1003, login: "privat@example.com", username: "Jana Hoffmann", roles: ["user"], companies: [] },
  { id: 1004, login: "bewertung@example.com", username: "Murat Yilmaz", roles: ["ratingusermanager"], companies: [] },
  { id: 1005, login: "handwerk@example.com", username: "Peter Schulze", roles: ["tradesmanager"], companies: [] },
  { id: 1006, login: "support@example.com", username: "Kundenservice Team", roles: ["cuca", "user"], companies: [] },
];

export const COMPANIES = [
  { id: "100101", name: "Bäckerei Krüger GmbH", street: "Hauptstraße 12", zip: "50667", city: "Köln", phone: "0221 1234567", claimedBy: "OWNER", claimedLastUpdate: "2026-09-01", cleverb2b: 1 },
  { id: "100102", name: "Krüger Haustechnik KG", street: "Industriestraße 4a", zip: "50823", city: "Köln", phone: "0221 7654321", claimedBy: "OWNER", claimedLastUpdate: "2025-06-01", cleverb2b: 0 },
  { id: "100103", name: "Café am Dom", street: "Domkloster 3", zip: "50667", city: "Köln", phone: "0221 9988776", claimedBy: "PROVIDER", claimedLastUpdate: "2025-11-20", cleverb2b: 0 },
  { id: "100201", name: "Schreinerei Wagner", street: "Lindenweg 3", zip: "79098", city: "Freiburg im Breisgau", phone: "0761 445566", claimedBy: "OWNER", claimedLastUpdate: "2026-03-15", cleverb2b: 1 },
  { id: "100301", name: "Autohaus Berger e. K.", street: "Leipziger Straße 88", zip: "04109", city: "Leipzig", phone: "0341 2233445", claimedBy: null, claimedLastUpdate: null, cleverb2b: 0 },
];

/** The directory entry of each company (spec §3 "Entry"): what the entry-data page edits. */
/** Opening hours of a week: the given days' ranges, every other day closed (domain/entry.ts OpeningHours). */
const week = (days) => ({ mo: [], di: [], mi: [], do: [], fr: [], sa: [], so: [], ...days });
const range = (from, to) => ({ from, to });

export const ENTRIES = [
  { companyId: "100101", slogan: "Frisch gebacken seit 1928", email: "info@baeckerei-krueger.example", mobile: "0171 2345678", fax: "0221 1234569", logoUrl: "https://bilder.example/baeckerei-krueger/logo.png" },
  {
    companyId: "100102",
    slogan: "Heizung, Sanitär, Solar – alles aus einer Hand",
    email: "info@krueger-haustechnik.example",
    mobile: null,
    fax: null,
    logoUrl: null,
    openingHours: { week: week(Object.fromEntries(["mo", "di", "mi", "do", "fr"].map((d) => [d, [range("07:30", "16:30")]]))), special: [] },
  },
  {
    companyId: "100103",
    slogan: null,
    email: "kontakt@cafe-am-dom.example",
    mobile: null,
    fax: null,
    logoUrl: null,
    openingHours: {
      week: week({ ...Object.fromEntries(["mo", "di", "mi", "do", "fr", "sa"].map((d) => [d, [range("08:00", "19:00")]])), so: [range("10:00", "18:00")] }),
      special: [
        { date: "2026-12-24", ranges: [range("08:00", "13:00")], note: "Heiligabend" },
        { date: "2026-12-25", ranges: [], note: "1. Weihnachtstag" },
      ],
    },
  },
  {
    companyId: "100201",
    slogan: "Möbel nach Maß aus dem Schwarzwald",
    email: "info@schreinerei-wagner.example",
    mobile: "0160 9876543",
    fax: null,
    logoUrl: null,
    openingHours: { week: week(Object.fromEntries(["mo", "di", "mi", "do", "fr"].map((d) => [d, [range("07:00", "12:00"), range("13:00", "17:00")]]))), special: [] },
  },
  { companyId: "100301", slogan: null, email: null, mobile: null, fax: null, logoUrl: null },
];

/** [companyId, sku, status, startDate] */
export const SUBSCRIPTIONS = [
  ["100101", "MB-EINTRAG-BASIS", "Invoicing", "2021-02-01"],
  ["100101", "MB-EINTRAGSSERVICE", "Produced", "2023-04-01"],
  ["100101", "MB-WEB-GOLD", "Invoicing", "2022-07-01"],
  ["100101", "MB-SEO-LOKAL", "Produced", "2023-06-01"],
  ["100101", "MB-BEWERTUNG-PLUS", "Ordered", "2026-10-01"],
  ["100101", "MB-WKDB", "Invoicing", "2024-05-01"],
  ["100101", "MB-LEADS", "Invoicing", "2025-03-01"],
  ["100101", "MB-PREMIUM-SILBER", "Invoicing", "2023-01-01"],
  ["100102", "MB-EINTRAG-BASIS", "Invoicing", "2020-09-01"],
  ["100102", "MB-SUMA-ADS", "Invoicing", "2023-03-01"],
  ["100102", "MB-SEKRETARIAT", "Produced", "2025-01-01"],
  ["100102", "MB-VOICEBOT", "Invoicing", "2024-01-01"],
  ["100102", "MB-WEBBANNER", "Invoicing", "2025-06-01"],
  ["100102", "MB-TVBANNER", "Produced", "2025-09-01"],
  ["100102", "MB-JOBAD", "Invoicing", "2026-02-01"],
  ["100102", "MB-WEB-BRONZE", "Cancelled", "2019-01-01"],
  ["100103", "MB-EINTRAG-BASIS", "Invoicing", "2022-03-01"],
  ["100103", "MB-WEB-LANDINGPAGE", "Produced", "2024-08-01"],
  ["100103", "MB-O365", "Invoicing", "2024-08-01"],
  ["100103", "MB-SUMA-ADS", "Invoicing", "2025-04-01"],
  ["100201", "MB-EINTRAG-BASIS", "Invoicing", "2019-05-01"],
  ["100301", "MB-EINTRAG-BASIS", "Invoicing", "2018-01-01"],
  ["100301", "MB-WEB-SILBER", "Invoicing", "2021-01-01"],
];

/**
 * The demo websites (spec §3 website tiers: the subscription's SKU names the
 * tier). piwikId: the site in the local Matomo (scripts/fake-matomo.mjs), whose
 * figures are those of seed/website-statistics.mjs. Bäckerei Krüger has two.
 */
export const WEBSITES = [
  {
    companyId: "100101",
    sku: "MB-WEB-GOLD",
    url: "https://www.baeckerei-krueger.example",
    status: "online",
    piwikId: 11,
    contactEmail: "info@baeckerei-krueger.example",
    // [local part, used MB] of its mailboxes (spec §2 website/email; the storage is the tier's)
    mailboxes: [["info", 3420], ["bestellung", 812], ["s.krueger", 9870]],
    keywords: ["Bäckerei Köln", "Brötchen bestellen Köln", "Frühstück Köln Innenstadt", "Vollkornbrot"],
  },
  { companyId: "100101", sku: "MB-WEB-GOLD", url: "https://torten.baeckerei-krueger.example", status: "online", piwikId: 12, contactEmail: "torten@baeckerei-krueger.example", mailboxes: [["torten", 150]], keywords: ["Hochzeitstorte Köln", "Motivtorte"] },
  { companyId: "100103", sku: "MB-WEB-LANDINGPAGE", url: "https://www.cafe-am-dom.example", status: "construction", piwikId: 13, contactEmail: null, mailboxes: [], keywords: [] },
  { companyId: "100301", sku: "MB-WEB-SILBER", url: "https://www.autohaus-berger.example", status: "paused", piwikId: 14, contactEmail: "service@autohaus-berger.example", mailboxes: [["service", 2100], ["verkauf", 640]], keywords: ["Autohaus Leipzig", "Gebrauchtwagen Leipzig"] },
];

/** The mailboxes' domain: the website's host without "www." (torten.… has its own). */
const mailDomain = (url) => new URL(url).hostname.replace(/^www\./, "");
/** The storage of a tier's mailbox (domain/website-tiers.ts WEBSITE_TIER_LIMITS, repeated here: the seed runs without a build). */
export const MAILBOX_QUOTA_MB = { "MB-WEB-GOLD": 10240, "MB-WEB-SILBER": 5120, "MB-WEB-BRONZE": 2048, "MB-WEB-PLATIN": 25600 };

/**
 * [companyId, salutation, firstName, lastName, email, phone, position, mobile, getsInvoices, getsProductNews]:
 * the contact persons (spec §3 `contact_persons`); each company's list has one invoice recipient at least (decision 081)
 */
export const CONTACTS = [
  ["100101", "Frau", "Sabine", "Krüger", "s.krueger@baeckerei-krueger.example", "0221 1234567", "Geschäftsführerin", "0171 2345678", 1, 1],
  ["100101", "Herr", "Lars", "Krüger", "l.krueger@baeckerei-krueger.example", "0221 1234568", "Filialleitung", null, 0, 0],
  ["100102", "Frau", "Sabine", "Krüger", "info@krueger-haustechnik.example", "0221 7654321", "Inhaberin", null, 1, 0],
  ["100103", "Herr", "Giovanni", "Russo", "kontakt@cafe-am-dom.example", "0221 9988776", "Betriebsleiter", "0152 3456789", 1, 1],
  ["100201", "Herr", "Thomas", "Wagner", "info@schreinerei-wagner.example", "0761 445566", "Schreinermeister", null, 1, 0],
  ["100301", "Frau", "Claudia", "Berger", "c.berger@autohaus-berger.example", "0341 2233445", "Inhaberin", "0160 9876543", 1, 0],
];

export const NOTIFICATIONS = [
  {
    code: "WILLKOMMEN-2026",
    headline: "Willkommen im neuen Mein Bereich",
    text: "Wir haben Mein Bereich für Sie überarbeitet.\nAlle Produkte finden Sie jetzt links im Menü.\nIhre Rechnungen liegen unter Firmendaten › Dokumente.",
    buttonText: "Zum Benutzerbereich",
    buttonLink: "/benutzer",
  },
];

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

/**
 * The demo data as SQL statements.
 * @param {(login: string) => Promise<string>} passwordHash hash of DEMO_PASSWORD for a login
 * @returns {Promise<string[]>}
 */
export async function seedStatements(passwordHash) {
  const demo = await statementsFor(
    {
      companies: COMPANIES,
      entries: ENTRIES,
      contacts: CONTACTS.map((row, i) => [i + 1, ...row]),
      subscriptions: SUBSCRIPTIONS.map(([companyId, sku, status, start], i) => [`SUB-${companyId}-${String(i + 1).padStart(2, "0")}`, companyId, sku, status, start]),
      notifications: NOTIFICATIONS,
      users: USERS,
      websites: WEBSITES,
    },
    passwordHash,
  );
  // the catalogues of the entry lists and the places of the address suggestions and checks (reference data, not per company);
  // the companies' voicebots without their calls (the menu's link carries a voicebot's number; the calls come with the statistics)
  return [...demo, ...catalogueStatements(), ...geoStatements(), ...voicebotStatements("", VOICEBOT_CONTRACTS, [])];
}

/**
 * What the entry service found on the partner portals for these companies (from each company as its entry shows it).
 * @param {(typeof COMPANIES[number] & { source?: string })[]} companies
 * @param {typeof ENTRIES} entries
 */
function listingStatements(companies, entries) {
  return entryServiceStatements(
    entries.map((e) => {
      const c = companies.find((x) => x.id === e.companyId);
      return { id: c.id, source: c.source ?? c.id, name: c.name, street: c.street, zip: c.zip, city: c.city, phone: c.phone, openingHours: e.openingHours ?? null };
    }),
  );
}

/** The demo companies' partner-portal listings alone (INSERT OR IGNORE), for a database seeded before they existed. */
export const demoListingStatements = () => listingStatements(COMPANIES, ENTRIES);

/**
 * @param {{ companies: typeof COMPANIES, entries: typeof ENTRIES, contacts: (string|number)[][],
 *   subscriptions: string[][], notifications: typeof NOTIFICATIONS, users: DemoUser[], websites: typeof WEBSITES }} data
 * @param {(login: string) => Promise<string>} passwordHash
 */
async function statementsFor(data, passwordHash) {
  const out = [];
  for (const c of data.companies) {
    out.push(
      `INSERT INTO companies (id, name, street, zip_code, city, phone, claimed_by, claimed_last_update, is_published_on_cleverb2b) VALUES (${[c.id, c.name, c.street, c.zip, c.city, c.phone, c.claimedBy, c.claimedLastUpdate, c.cleverb2b].map(q).join(", ")});`,
    );
  }
  for (const e of data.entries) {
    const c = data.companies.find((x) => x.id === e.companyId);
    out.push(
      `INSERT INTO entries (company_id, version, company_name, shipping_street, zip_code, city, phone, mobile, fax, email, slogan, logo_url, opening_hours, updated_at) VALUES (${[e.companyId, 1, c.name, c.street, c.zip, c.city, c.phone, e.mobile, e.fax, e.email, e.slogan, e.logoUrl, e.openingHours ? JSON.stringify(e.openingHours) : null, "2026-10-01T09:00:00.000Z"].map(q).join(", ")});`,
    );
  }
  // what the entry service found on the partner portals (from the company as its entry shows it)
  out.push(...listingStatements(data.companies, data.entries));
  for (const row of data.contacts) {
    out.push(
      `INSERT INTO contact_persons (id, company_id, salutation, first_name, last_name, email, phone, position, mobile, gets_invoices, gets_product_news) VALUES (${row.map(q).join(", ")});`,
    );
  }
  for (const row of data.subscriptions) {
    out.push(
      `INSERT INTO subscriptions (id, company_id, stock_keeping_unit, status, start_date) VALUES (${row.map(q).join(", ")});`,
    );
  }
  // each website under its company's subscription of its tier
  const perCompany = new Map();
  for (const w of data.websites) {
    const n = (perCompany.get(w.companyId) ?? 0) + 1;
    perCompany.set(w.companyId, n);
    const subscription = data.subscriptions.find(([, companyId, sku]) => companyId === w.companyId && sku === w.sku)?.[0] ?? null;
    const id = `WEB-${w.companyId}-${n}`;
    out.push(
      `INSERT INTO websites (id, company_id, subscription_id, url, status, piwik_id, position, contact_email, keywords) VALUES (${[id, w.companyId, subscription, w.url, w.status, w.piwikId, n - 1, w.contactEmail, JSON.stringify(w.keywords)].map(q).join(", ")});`,
    );
    w.mailboxes.forEach(([local, used], i) => {
      out.push(
        `INSERT INTO website_mailboxes (id, website_id, address, quota_mb, used_mb, position) VALUES (${[`${id}-MB${i + 1}`, id, `${local}@${mailDomain(w.url)}`, MAILBOX_QUOTA_MB[w.sku] ?? 0, used, i].map(q).join(", ")});`,
      );
    });
  }
  for (const n of data.notifications) {
    out.push(
      `INSERT INTO notifications (code, headline, text, button_text, button_link) VALUES (${[n.code, n.headline, n.text, n.buttonText, n.buttonLink].map(q).join(", ")});`,
    );
  }
  for (const u of data.users) {
    const hash = await passwordHash(u.login);
    out.push(
      `INSERT INTO users (id, login, email, username, password_hash, user_notification_code, created_at) VALUES (${[u.id, u.login, u.login, u.username, hash, u.notification ?? null, "2024-01-01T08:00:00.000Z"].map(q).join(", ")});`,
    );
    for (const r of u.roles) out.push(`INSERT INTO user_roles (user_id, role) VALUES (${u.id}, ${q(r)});`);
    u.companies.forEach((cid, i) =>
      out.push(`INSERT INTO user_companies (user_id, company_id, position) VALUES (${u.id}, ${q(cid)}, ${i});`),
    );
    // ratings, searches and viewed entries for the user dashboard
    out.push(...activityStatements(u.id));
  }
  return out;
}

/**
 * The browser tests' own accounts (test servers only, never in the demo): for
 * each kind of persona that tests change (entries saved, a notification recorded,
 * a password changed), SLOTS copies of it with the same names and the same
 * companies under their own ids, so a test that takes a copy shares no data with
 * tests running at the same time. tests/e2e/personas.ts hands each copy out once.
 */
export const TEST_POOL = {
  /** Sabine Krüger with copies of her three companies: ids 7SSS01…7SSS03 */
  kunde: { of: "kunde@example.com", slots: 84, userId: 3000, companyPrefix: "7" },
  /** Thomas Wagner with a copy of Schreinerei Wagner: id 8SSS01 */
  einzel: { of: "einzel@example.com", slots: 200, userId: 4000, companyPrefix: "8" },
  /** Jana Hoffmann, no company */
  privat: { of: "privat@example.com", slots: 48, userId: 5000, companyPrefix: "" },
};

/** @typedef {keyof typeof TEST_POOL} PoolKind */

/**
 * The test pool's copies of a demo company (test servers only).
 * @param {string} companyId
 * @returns {string[]}
 */
export function poolCopiesOf(companyId) {
  const out = [];
  for (const pool of Object.values(TEST_POOL)) {
    const i = USERS.find((u) => u.login === pool.of).companies.indexOf(companyId);
    if (i < 0) continue;
    for (let slot = 1; slot <= pool.slots; slot++) out.push(`${pool.companyPrefix}${String(slot).padStart(3, "0")}${String(i + 1).padStart(2, "0")}`);
  }
  return out;
}

/**
 * The login of a pool account.
 * @param {PoolKind} kind
 * @param {number} slot 1 … TEST_POOL[kind].slots
 */
export const poolLogin = (kind, slot) => `test-${kind}-${String(slot).padStart(3, "0")}@example.com`;

/**
 * The test pool as SQL. Its users share one password hash (of DEMO_PASSWORD) and
 * start without a pending notification.
 * @param {string} passwordHash
 * @returns {Promise<string[]>}
 */
export function testPoolStatements(passwordHash) {
  /** @type {Parameters<typeof statementsFor>[0]} */
  const data = { companies: [], entries: [], contacts: [], subscriptions: [], notifications: [], users: [], websites: [] };
  let contactId = 100_000;
  for (const [kind, pool] of Object.entries(TEST_POOL)) {
    const original = USERS.find((u) => u.login === pool.of);
    for (let slot = 1; slot <= pool.slots; slot++) {
      const sss = String(slot).padStart(3, "0");
      const ids = new Map(original.companies.map((id, i) => [id, `${pool.companyPrefix}${sss}${String(i + 1).padStart(2, "0")}`]));
      for (const [from, id] of ids) {
        data.companies.push({ ...COMPANIES.find((c) => c.id === from), id, source: from });
        data.entries.push({ ...ENTRIES.find((e) => e.companyId === from), companyId: id });
        for (const row of CONTACTS.filter(([companyId]) => companyId === from)) data.contacts.push([++contactId, id, ...row.slice(1)]);
        SUBSCRIPTIONS.filter(([companyId]) => companyId === from).forEach(([, sku, status, start], i) =>
          data.subscriptions.push([`SUB-${id}-${String(i + 1).padStart(2, "0")}`, id, sku, status, start]),
        );
        for (const w of WEBSITES.filter((x) => x.companyId === from)) data.websites.push({ ...w, companyId: id });
      }
      data.users.push({
        id: pool.userId + slot,
        login: poolLogin(/** @type {PoolKind} */ (kind), slot),
        username: original.username,
        roles: original.roles,
        companies: [...ids.values()],
      });
    }
  }
  return statementsFor(data, async () => passwordHash);
}

/** The load test's users, each the customer of its own company 9000NN: last-01 … last-25. */
export const LOAD_USERS = Array.from({ length: 25 }, (_, i) => {
  const nn = String(i + 1).padStart(2, "0");
  return { id: 2000 + i + 1, login: `last-${nn}@example.com`, companyId: `9000${nn}`, companyName: `Lasttest ${nn} GmbH` };
});

/**
 * The load-test users and their companies and entries as SQL (only in the test
 * servers' databases, never in the demo). They share one password hash.
 * @param {string} passwordHash hash of DEMO_PASSWORD
 * @returns {string[]}
 */
export function loadTestStatements(passwordHash) {
  const out = [];
  for (const u of LOAD_USERS) {
    out.push(
      `INSERT INTO companies (id, name, street, zip_code, city, phone, claimed_by, claimed_last_update) VALUES (${[u.companyId, u.companyName, "Teststraße 1", "10115", "Berlin", "030 1234567", "OWNER", "2026-09-01"].map(q).join(", ")});`,
      `INSERT INTO entries (company_id, version, company_name, shipping_street, zip_code, city, phone) VALUES (${[u.companyId, 1, u.companyName, "Teststraße 1", "10115", "Berlin", "030 1234567"].map(q).join(", ")});`,
      `INSERT INTO subscriptions (id, company_id, stock_keeping_unit, status, start_date) VALUES (${[`SUB-${u.companyId}-01`, u.companyId, "MB-EINTRAG-BASIS", "Invoicing", "2024-01-01"].map(q).join(", ")});`,
      `INSERT INTO users (id, login, email, username, password_hash, created_at) VALUES (${[u.id, u.login, u.login, `Lasttest ${u.id}`, passwordHash, "2024-01-01T08:00:00.000Z"].map(q).join(", ")});`,
      `INSERT INTO user_roles (user_id, role) VALUES (${u.id}, 'customer');`,
      `INSERT INTO user_companies (user_id, company_id, position) VALUES (${u.id}, ${q(u.companyId)}, 0);`,
    );
  }
  return out;
}
