import { sealCompany, sealCustomerNumber } from "#domain/claim-seal.mjs";
import { pathTo } from "#domain/pages";

/**
 * The /demo page's links to take over an entry and to link a company (spec §2
 * claiming routes and account link; decisions 087, 095): made fresh each time
 * the page renders, sealed with the server's CLAIM_SEAL_KEY, as the directory's
 * "Das ist mein Unternehmen" (a company id) and a sales mail (a customer number)
 * make them. Each opens once and is good for 30 days. The companies are the
 * demo's (seed/demo-data.mjs, seed/claiming.mjs, seed/account-link.mjs).
 */
export const CLAIM_DEMO = [
  { companyId: "100301", name: "Autohaus Berger e. K.", state: "nicht beansprucht: Registrierung oder Anmeldung, dann Nachweis" },
  { companyId: "100201", name: "Schreinerei Wagner", state: "hat einen Inhaber (für einzel@example.com: Ihr Eintrag)" },
  { companyId: "100302", name: "Elektro Schmitt", state: "gesperrt (hold)" },
  { companyId: "100303", name: "Blumenhaus Lindner", state: "Übernahme in Prüfung (pending)" },
  { companyId: "100304", name: "Physiotherapie am Park", state: "vom Vertriebspartner betreut (advantago)" },
] as const;

export const ACCOUNT_LINK_DEMO = [
  { customerNumber: "K100305", name: "Malerbetrieb Krause", state: "mit keinem Konto verknüpft: Registrierung oder Anmeldung verknüpft es" },
  { customerNumber: "K100302", name: "Elektro Schmitt", state: "gesperrt (angehalten)" },
  { customerNumber: "K100303", name: "Blumenhaus Lindner", state: "Übernahme in Prüfung (ausstehend)" },
] as const;

export interface DemoLink {
  key: string;
  kind: "claim" | "accountLink";
  name: string;
  state: string;
  href: string;
}

/** The links, or null without a sealing key (a German sentence on the page says so). */
export async function demoLinks(key: string | undefined, now = Date.now()): Promise<DemoLink[] | null> {
  if (!key) return null;
  const claim = pathTo("claiming.redirect");
  const link = pathTo("accountLink.redirect");
  return [
    ...(await Promise.all(
      CLAIM_DEMO.map(async (c) => ({ key: `claim-${c.companyId}`, kind: "claim" as const, name: c.name, state: c.state, href: `${claim}?data=${await sealCompany(key, c.companyId, now)}` })),
    )),
    ...(await Promise.all(
      ACCOUNT_LINK_DEMO.map(async (c) => ({
        key: `link-${c.customerNumber}`,
        kind: "accountLink" as const,
        name: c.name,
        state: c.state,
        href: `${link}?data=${await sealCustomerNumber(key, c.customerNumber, now)}`,
      })),
    )),
  ];
}
