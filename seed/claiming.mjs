// The claiming demo (spec §2 claiming routes, §4 Claiming; decisions 072–076): one company for
// each state the redirect tells apart that the other demo companies do not show already —
// on hold, a claim waiting for review, looked after by the partner channel — and, for the
// browser tests, unclaimed companies each test can take over without touching the demo's.
// Unclaimed: Autohaus Berger (100301); owned: Schreinerei Wagner (100201); held by the
// provider: Café am Dom (100103) — all in seed/demo-data.mjs.

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

/** @type {import("./claiming.d.mts").ClaimDemoCompany[]} */
export const CLAIM_COMPANIES = [
  { id: "100302", name: "Elektro Schmitt", street: "Bahnhofstraße 21", zip: "44135", city: "Dortmund", phone: "0231 556677", email: "info@elektro-schmitt.example", state: "hold", holdReason: "PHONE_PROVIDER" },
  { id: "100303", name: "Blumenhaus Lindner", street: "Marktplatz 5", zip: "93047", city: "Regensburg", phone: "0941 223344", email: "kontakt@blumenhaus-lindner.example", state: "pending" },
  { id: "100304", name: "Physiotherapie am Park", street: "Parkallee 9", zip: "28209", city: "Bremen", phone: "0421 667788", email: "praxis@physio-am-park.example", state: "partner", partner: "ADVANTAGO" },
];

/** Unclaimed companies for the browser tests to take over (one per test and JavaScript on/off). */
export const CLAIM_TEST_COMPANIES = Array.from({ length: 8 }, (_, i) => ({
  id: `7CL${String(i + 1).padStart(3, "0")}`,
  name: `Testbetrieb Übernahme ${i + 1}`,
  street: `Teststraße ${i + 1}`,
  zip: "10115",
  city: "Berlin",
  phone: "030 1234567",
  email: `info@testbetrieb-${i + 1}.example`,
  state: "unclaimed",
}));

/** The user whose claim waits for review (privat@example.com, seed/demo-data.mjs). */
const PENDING_CLAIMANT = 1003;

/** @param {{ withTests?: boolean }} [o] */
export function claimingStatements({ withTests = false } = {}) {
  const out = [];
  for (const c of [...CLAIM_COMPANIES, ...(withTests ? CLAIM_TEST_COMPANIES : [])]) {
    out.push(
      `INSERT OR IGNORE INTO companies (id, name, street, zip_code, city, phone, claimed_by, claimed_last_update, is_published_on_cleverb2b) VALUES (${[c.id, c.name, c.street, c.zip, c.city, c.phone, null, null, 0].map(q).join(", ")});`,
      `INSERT OR IGNORE INTO entries (company_id, version, company_name, shipping_street, zip_code, city, phone, email, updated_at) VALUES (${[c.id, 1, c.name, c.street, c.zip, c.city, c.phone, c.email, "2026-10-01T09:00:00.000Z"].map(q).join(", ")});`,
    );
    if (c.state === "hold") out.push(`INSERT OR IGNORE INTO claim_locks (company_id, hold_reason) VALUES (${q(c.id)}, ${q(c.holdReason)});`);
    if (c.state === "partner") out.push(`INSERT OR IGNORE INTO claim_locks (company_id, partner) VALUES (${q(c.id)}, ${q(c.partner)});`);
    if (c.state === "pending") {
      out.push(
        `INSERT OR IGNORE INTO claims (id, company_id, user_id, ref_hash, method, status, expires_at, created_at) VALUES (900001, ${q(c.id)}, ${PENDING_CLAIMANT}, 'seed', 'documents', 'pending', '2099-01-01T00:00:00.000Z', '2026-11-20T10:00:00.000Z');`,
      );
    }
  }
  return out;
}
