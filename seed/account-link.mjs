// The account-link demo (spec §2 "Account link"; decisions 093–095): a customer of the
// provider whose company is linked to no account yet — it has a product and so a contract
// with its customer number, which a sales mail's link carries — and, for the browser tests,
// copies each test can link without touching the demo's. The hold and pending pages use the
// claiming demo's held and pending companies (seed/claiming.mjs) with a contract each.

import { CLAIM_COMPANIES } from "./claiming.mjs";

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

/** @type {import("./account-link.d.mts").AccountLinkCompany[]} */
export const ACCOUNT_LINK_COMPANIES = [
  { id: "100305", customerNumber: "K100305", name: "Malerbetrieb Krause", street: "Gartenstraße 14", zip: "30159", city: "Hannover", phone: "0511 334455", email: "info@maler-krause.example" },
];

/** Companies of the browser tests to link (one per test and JavaScript on/off). */
export const ACCOUNT_LINK_TEST_COMPANIES = Array.from({ length: 4 }, (_, i) => ({
  id: `7AL${String(i + 1).padStart(3, "0")}`,
  customerNumber: `K7AL${String(i + 1).padStart(3, "0")}`,
  name: `Testbetrieb Verknüpfung ${i + 1}`,
  street: `Verknüpfungsweg ${i + 1}`,
  zip: "10115",
  city: "Berlin",
  phone: "030 7654321",
  email: `info@verknuepfung-${i + 1}.example`,
}));

/** The claiming demo's held, pending and partner companies get a contract too (their customer numbers). */
export const ACCOUNT_LINK_STATE_CUSTOMERS = [
  { companyId: "100302", customerNumber: "K100302" },
  { companyId: "100303", customerNumber: "K100303" },
  { companyId: "100304", customerNumber: "K100304" },
];

const contract = (companyId, customerNumber, name, street, zip, city) =>
  `INSERT OR IGNORE INTO contracts (company_id, customer_number, contract_number, start_date, contract_email, billing_name, billing_street, billing_zip_code, billing_city) VALUES (${[companyId, customerNumber, `V-${companyId}-01`, "2025-01-01", `vertrag-${companyId}@example.com`, name, street, zip, city].map(q).join(", ")});`;

/**
 * The SQL (after seed/claiming.mjs: the held and pending companies must exist).
 * @param {{ withTests?: boolean }} [o]
 */
export function accountLinkStatements({ withTests = false } = {}) {
  const out = [];
  for (const c of [...ACCOUNT_LINK_COMPANIES, ...(withTests ? ACCOUNT_LINK_TEST_COMPANIES : [])]) {
    const demo = ACCOUNT_LINK_COMPANIES.includes(c);
    out.push(
      `INSERT OR IGNORE INTO companies (id, name, street, zip_code, city, phone, claimed_by, claimed_last_update, is_published_on_cleverb2b) VALUES (${[c.id, c.name, c.street, c.zip, c.city, c.phone, null, null, 0].map(q).join(", ")});`,
      `INSERT OR IGNORE INTO entries (company_id, version, company_name, shipping_street, zip_code, city, phone, email, updated_at) VALUES (${[c.id, 1, c.name, c.street, c.zip, c.city, c.phone, c.email, "2026-10-01T09:00:00.000Z"].map(q).join(", ")});`,
      contract(c.id, c.customerNumber, c.name, c.street, c.zip, c.city),
    );
    // the demo's customer has its entry booked (the dashboard shows it once linked)
    if (demo) out.push(`INSERT OR IGNORE INTO subscriptions (id, company_id, stock_keeping_unit, status, start_date) VALUES (${[`SUB-${c.id}-01`, c.id, "MB-EINTRAG-BASIS", "Invoicing", "2025-01-01"].map(q).join(", ")});`);
  }
  for (const s of ACCOUNT_LINK_STATE_CUSTOMERS) {
    const c = CLAIM_COMPANIES.find((x) => x.id === s.companyId);
    if (c) out.push(contract(c.id, s.customerNumber, c.name, c.street, c.zip, c.city));
  }
  return out;
}
