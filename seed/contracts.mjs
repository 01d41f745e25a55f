// Deterministic contract data (decisions 068–071): every company gets its contract, every
// subscription its terms and price. Both are written by SQL over what is in the database
// already, so the demo companies, the test pool's copies and the load test's companies get
// theirs from one statement each (run after them; harmless twice).

/**
 * The terms and price per SKU: [minimum term, renewal, notice (months), price per month in cents or null].
 * Job ads run their term and end (renewal 0); Office 365 is monthly; the rest yearly.
 * @type {Record<string, [number, number, number, number | null]>}
 */
export const SKU_TERMS = {
  "MB-EINTRAG-BASIS": [12, 12, 3, 2900],
  "MB-EINTRAG-PLUS": [12, 12, 3, 4900],
  "MB-EINTRAGSSERVICE": [12, 12, 3, 3900],
  "MB-WEB-BRONZE": [24, 12, 3, 5900],
  "MB-WEB-SILBER": [24, 12, 3, 8900],
  "MB-WEB-GOLD": [24, 12, 3, 12900],
  "MB-WEB-LANDINGPAGE": [12, 12, 3, 3900],
  "MB-SEO-LOKAL": [12, 12, 3, 19900],
  "MB-BEWERTUNG-PLUS": [12, 12, 3, 4900],
  "MB-WKDB": [12, 12, 3, null],
  "MB-LEADS": [12, 12, 1, 1900],
  "MB-PREMIUM-SILBER": [12, 12, 3, 6900],
  "MB-SUMA-ADS": [6, 6, 1, 29900],
  "MB-SEKRETARIAT": [12, 12, 3, 14900],
  "MB-VOICEBOT": [12, 12, 3, 9900],
  "MB-WEBBANNER": [6, 6, 1, 7900],
  "MB-TVBANNER": [12, 12, 3, 24900],
  "MB-JOBAD": [3, 0, 0, 39900],
  "MB-O365": [1, 1, 1, 1290],
};

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

/** The whole IBAN is stored (the SEPA mandate needs it); /api gives it out masked only (decision 070). */
export const DEMO_IBAN = "DE89370400440532013000";

/**
 * The SQL: the subscriptions' terms and prices, then a contract for every company that has none.
 * @returns {string[]}
 */
export function contractStatements() {
  const cases = (i) => `CASE stock_keeping_unit ${Object.entries(SKU_TERMS).map(([sku, t]) => `WHEN ${q(sku)} THEN ${q(t[i])}`).join(" ")} ELSE ${i === 3 ? "price_cents" : ["minimum_term_months", "renewal_months", "notice_months"][i]} END`;
  return [
    `UPDATE subscriptions SET minimum_term_months = ${cases(0)}, renewal_months = ${cases(1)}, notice_months = ${cases(2)}, price_cents = ${cases(3)};`,
    // the contract begins with the company's first product; its mail goes to an address of the company's own (vertrag-<id>@ the entry's domain); Café am Dom pays by bank transfer, everyone else by SEPA direct debit
    `INSERT OR IGNORE INTO contracts (company_id, customer_number, contract_number, start_date, minimum_term_months, renewal_months, notice_months, contract_email, billing_name, billing_street, billing_zip_code, billing_city, payment_method, iban, account_holder, mandate_reference, mandate_signed_on)
SELECT c.id, 'K' || c.id, 'V-' || c.id || '-01', s.first, 24, 12, 3, 'vertrag-' || c.id || '@' || coalesce(substr(e.email, instr(e.email, '@') + 1), 'example.com'), c.name, coalesce(c.street, 'Hauptstraße 1'), coalesce(c.zip_code, '10115'), coalesce(c.city, 'Berlin'),
  CASE WHEN c.name = 'Café am Dom' THEN 'INVOICE' ELSE 'SEPA' END,
  CASE WHEN c.name = 'Café am Dom' THEN NULL ELSE ${q(DEMO_IBAN)} END,
  CASE WHEN c.name = 'Café am Dom' THEN NULL ELSE c.name END,
  CASE WHEN c.name = 'Café am Dom' THEN NULL ELSE 'MB-' || c.id || '-01' END,
  CASE WHEN c.name = 'Café am Dom' THEN NULL ELSE s.first END
FROM companies c
JOIN (SELECT company_id, min(start_date) AS first FROM subscriptions GROUP BY company_id) s ON s.company_id = c.id
LEFT JOIN entries e ON e.company_id = c.id;`,
  ];
}
