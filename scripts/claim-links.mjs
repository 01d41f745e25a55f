#!/usr/bin/env node
// Fresh claim links for the demo companies (spec §2 /claiming/redirect?data=…; decision 072),
// as the public directory's "Das ist mein Unternehmen" makes them: the company reference
// sealed with CLAIM_SEAL_KEY (from the environment, else the local `.dev.vars`). Each link
// opens once and is good for 30 days.
//
//   node scripts/claim-links.mjs                 # all demo states, for http://localhost:8787
//   node scripts/claim-links.mjs 100301 7CL001   # the companies named
//   PORTAL=http://127.0.0.1:8790 node scripts/claim-links.mjs
//   node scripts/claim-links.mjs --verknuepfung K100305   # account links (decision 093) for customer numbers
//
// Without arguments it also prints the account links of the demo (spec §2 /account/verknuepfung/
// weiterleitung?data=…): a sales mail's sealed customer number, opened once, 30 days.
import { existsSync, readFileSync } from "node:fs";
import { sealCompany, sealCustomerNumber } from "../domain/claim-seal.mjs";

/** The demo's companies by the state the redirect shows (seed/demo-data.mjs, seed/claiming.mjs). */
export const DEMO_CLAIM_LINKS = [
  { companyId: "100301", state: "nicht beansprucht (welcome)" },
  { companyId: "100201", state: "hat einen Inhaber (otherowner; für einzel@example.com: owner)" },
  { companyId: "100103", state: "vom Anbieter beansprucht (otherowner, Variante des Anbieters)" },
  { companyId: "100302", state: "gesperrt (hold)" },
  { companyId: "100303", state: "Übernahme in Prüfung (pending)" },
  { companyId: "100304", state: "vom Vertriebspartner betreut (advantago)" },
];

/** The demo's customer numbers for account links by the state the redirect shows (seed/account-link.mjs). */
export const DEMO_ACCOUNT_LINKS = [
  { customerNumber: "K100305", state: "mit keinem Konto verknüpft (Registrierung oder Anmeldung)" },
  { customerNumber: "K100302", state: "gesperrt (angehalten)" },
  { customerNumber: "K100303", state: "Übernahme in Prüfung (ausstehend)" },
];

/** The sealing key: CLAIM_SEAL_KEY of the environment, else of `.dev.vars`. */
export function sealKeyFromEnv(file = ".dev.vars") {
  if (process.env.CLAIM_SEAL_KEY) return process.env.CLAIM_SEAL_KEY;
  if (!existsSync(file)) return null;
  const line = readFileSync(file, "utf8").split(/\r?\n/).find((l) => /^\s*CLAIM_SEAL_KEY\s*=/.test(l));
  return line ? line.replace(/^\s*CLAIM_SEAL_KEY\s*=\s*/, "").trim() : null;
}

/** A claim link's address for a company. */
export async function claimLink(origin, key, companyId, nowMs = Date.now()) {
  return `${origin}/claiming/redirect?data=${await sealCompany(key, companyId, nowMs)}`;
}

/** An account link's address for a customer number (decision 093). */
export async function accountLink(origin, key, customerNumber, nowMs = Date.now()) {
  return `${origin}/account/verknuepfung/weiterleitung?data=${await sealCustomerNumber(key, customerNumber, nowMs)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const key = sealKeyFromEnv();
  if (!key) {
    console.error("Kein CLAIM_SEAL_KEY: bitte zuerst `npm start` (legt .dev.vars an) oder CLAIM_SEAL_KEY setzen.");
    process.exit(1);
  }
  const origin = process.env.PORTAL ?? `http://localhost:${process.env.PORT ?? 8787}`;
  const args = process.argv.slice(2);
  if (args[0] === "--verknuepfung") {
    for (const customerNumber of args.slice(1)) console.log(`${customerNumber}\n  ${await accountLink(origin, key, customerNumber)}`);
  } else {
    const rows = args.length ? args.map((companyId) => ({ companyId, state: "" })) : DEMO_CLAIM_LINKS;
    for (const row of rows) console.log(`${row.companyId} ${row.state}\n  ${await claimLink(origin, key, row.companyId)}`);
    if (!args.length) {
      console.log("\nVerknüpfung mit einem Konto (Vertriebsmail):");
      for (const row of DEMO_ACCOUNT_LINKS) console.log(`${row.customerNumber} ${row.state}\n  ${await accountLink(origin, key, row.customerNumber)}`);
    }
  }
}
