import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { claimingStatements } from "../../seed/claiming.mjs";
import { accountLinkStatements } from "../../seed/account-link.mjs";
import { DEMO_PASSWORD } from "../../seed/demo-data.mjs";
import { sealCompany, sealCustomerNumber } from "#domain/claim-seal.mjs";
import { ACCOUNT_LINK_DAYS, ACCOUNT_LINK_MESSAGES } from "#domain/account-link";
import { HOLD_REASONS } from "#domain/claiming";
import { LINK_MESSAGES } from "../../api/services/claiming";
import { berlinToday } from "#domain/format";
import { client, send } from "./client";
import { errorMessage, seedDemoData } from "./helpers";

// spec §2 "Account link", §7 POST /api/accountlink/login and /api/accountlink/register (decisions 093, 094)
const DAY = 24 * 60 * 60 * 1000;
const OTHER_KEY = "b3RoZXIta2V5LW90aGVyLWtleS1vdGhlci1rZXktMzI";
const PASSWORD = "Ein langes Passwort 2026";

beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch([...claimingStatements(), ...accountLinkStatements({ withTests: true })].map((s) => env.DB.prepare(s)));
  // Schreinerei Wagner (einzel@'s company) is a customer with a contract too
  await env.DB.prepare(
    "INSERT INTO contracts (company_id, customer_number, contract_number, start_date, contract_email, billing_name, billing_street, billing_zip_code, billing_city) VALUES ('100201', 'K100201', 'V-100201-01', '2019-05-01', 'vertrag@example.com', 'Schreinerei Wagner', 'Lindenweg 3', '79098', 'Freiburg')",
  ).run();
});

const seal = (customerNumber: string, nowMs = Date.now(), key = env.CLAIM_SEAL_KEY) => sealCustomerNumber(key, customerNumber, nowMs);
const open = (data: unknown) => send(client().accountlink.open.$post({ json: { data } }));
const funnel = (ref: string) => send(client().accountlink.funnel.$post({ json: { ref } }));
const loginThrough = (ref: string, login: string, password = DEMO_PASSWORD) => send(client().accountlink.login.$post({ json: { ref, login, password } }));
async function refFor(customerNumber: string) {
  const res = await open(await seal(customerNumber));
  expect(res.status).toBe(200);
  return res.json.data.ref;
}
const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${sql}`).bind(...binds).first<{ n: number }>())!.n;
const linkedTo = (companyId: string) => env.DB.prepare("SELECT u.login FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE uc.company_id = ? ORDER BY u.login").bind(companyId).all<{ login: string }>().then((r) => r.results.map((x) => x.login));

describe("POST /api/accountlink/open (the sales mail's link)", () => {
  it("opens a sealed customer number once: the funnel's reference and the company; the second time 410, nothing more stored", async () => {
    const data = await seal("K100305");
    const res = await open(data);
    expect(res.status).toBe(200);
    expect(res.json.data.ref).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.json.data.outcome).toBe("open");
    expect(res.json.data.company.name).toBe("Malerbetrieb Krause");
    const funnels = await count("account_link_funnels");
    const again = await open(data);
    expect(again.status).toBe(410);
    expect(again.json.errors[0]!.message).toBe(ACCOUNT_LINK_MESSAGES.reused);
    expect(await count("account_link_funnels")).toBe(funnels);
  });

  it("refuses a forged, altered, foreign-key, expired or unknown link in German, and a claim link; nothing stored", async () => {
    const data = await seal("K100305");
    const i = data.length - 5;
    const altered = data.slice(0, i) + (data[i] === "A" ? "B" : "A") + data.slice(i + 1);
    const before = [await count("claim_seals_used"), await count("account_link_funnels")];
    const cases: [unknown, string][] = [
      [altered, ACCOUNT_LINK_MESSAGES.altered],
      [await seal("K100305", Date.now(), OTHER_KEY), ACCOUNT_LINK_MESSAGES["other-key"]],
      [await seal("K100305", Date.now() - (ACCOUNT_LINK_DAYS * DAY + 120_000)), ACCOUNT_LINK_MESSAGES.expired],
      ["kein-link", ACCOUNT_LINK_MESSAGES.malformed],
      [await seal("K999999"), ACCOUNT_LINK_MESSAGES.unknown],
      // a claim link (a company id) is no account link, and the other way round
      [await sealCompany(env.CLAIM_SEAL_KEY, "100305"), ACCOUNT_LINK_MESSAGES.malformed],
    ];
    for (const [sealed, message] of cases) {
      const res = await open(sealed);
      expect(res.status).toBe(410);
      expect(res.json.errors[0]!.message).toBe(message);
    }
    const asClaim = await send(client().service.cryptography.decryptData.$post({ json: { data } }));
    expect(asClaim.status).toBe(410);
    expect(asClaim.json.errors[0]!.message).toBe(LINK_MESSAGES.malformed);
    // none of the refused links spent a nonce or started a funnel
    expect([await count("claim_seals_used"), await count("account_link_funnels")]).toEqual(before);
    expect((await open(undefined)).status).toBe(400);
  });

  it("says where the link stands: a held company `hold` with the reason in words, a claim waiting for review `pending`", async () => {
    const held = await open(await seal("K100302"));
    expect(held.json.data.outcome).toBe("hold");
    expect(held.json.data.hold).toBe(HOLD_REASONS.PHONE_PROVIDER);
    const partner = await funnel(await refFor("K100304"));
    expect(partner.json.data.outcome).toBe("hold");
    expect(partner.json.data.hold).toMatch(/Advantago/);
    expect((await funnel(await refFor("K100303"))).json.data.outcome).toBe("pending");
    expect((await funnel("unbekannt")).status).toBe(410);
  });
});

const person = { salutation: "frau", firstName: "Erika", lastName: "Muster", email: "Erika@Example.org", terms: "on" };

describe("POST /api/accountlink/register", () => {
  it("keeps the person, then registers: the activation mail; the company is linked only at the login after the activation", async () => {
    const ref = await refFor("K7AL002");
    const early = await send(client().accountlink.register.$post({ json: { ref, password: PASSWORD, passwordRepeat: PASSWORD } }));
    expect(early.status).toBe(409);
    expect((await send(client().accountlink.person.$post({ json: { ref, ...person } }))).status).toBe(200);
    expect((await funnel(ref)).json.data.person).toEqual({ salutation: "frau", firstName: "Erika", lastName: "Muster", email: "erika@example.org", newsletter: false });
    const mismatch = await send(client().accountlink.register.$post({ json: { ref, password: PASSWORD, passwordRepeat: "Anders" } }));
    expect(mismatch.status).toBe(422);
    expect(errorMessage(mismatch.json, "passwordRepeat")).toBe("Die beiden Passwörter stimmen nicht überein.");
    const res = await send(client().accountlink.register.$post({ json: { ref, password: PASSWORD, passwordRepeat: PASSWORD } }));
    expect(res.json.data).toEqual({ registered: true });
    expect((await funnel(ref)).json.data.step).toBe("registered");
    const mail = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE to_address = 'erika@example.org' AND kind = 'activation'").first<{ text_body: string }>();
    // not activated yet: the login says so and links nothing
    const before = await loginThrough(ref, "erika@example.org", PASSWORD);
    expect(before.status).toBe(403);
    expect(before.json.errors[0]!.code).toBe("NOT_ACTIVATED");
    expect(await linkedTo("7AL002")).toEqual([]);
    const token = mail!.text_body.match(/\/registrierung\/aktivierung\?token=([A-Za-z0-9_-]+)/)![1]!;
    expect((await send(client().user.registerActivation.$post({ json: { token } }))).status).toBe(200);
    const after = await loginThrough(ref, "erika@example.org", PASSWORD);
    expect(after.json.data.outcome).toBe("linked");
    expect(await linkedTo("7AL002")).toEqual(["erika@example.org"]);
  });

  it("a held company: the person step is refused (409), nothing kept", async () => {
    const ref = await refFor("K100302");
    expect((await send(client().accountlink.person.$post({ json: { ref, ...person } }))).status).toBe(409);
    expect((await funnel(ref)).json.data.person).toBeNull();
  });
});

describe("POST /api/accountlink/login", () => {
  it("links the company to the account: customer role, OWNER from today, the event recorded, a session with the company; the reference is spent", async () => {
    const ref = await refFor("K7AL001");
    const wrong = await loginThrough(ref, "privat@example.com", "falsch");
    expect(wrong.status).toBe(401);
    expect(await linkedTo("7AL001")).toEqual([]);
    const res = await loginThrough(ref, "privat@example.com");
    expect(res.status).toBe(200);
    expect(res.json.data.outcome).toBe("linked");
    expect(res.json.data.companyId).toBe("7AL001");
    expect(res.json.data.login!.token).toBeTruthy();
    expect(res.json.data.login!.accounts.map((a: { id: string }) => a.id)).toContain("7AL001");
    expect(res.json.data.login!.user.roles).toContain("customer");
    expect(await linkedTo("7AL001")).toEqual(["privat@example.com"]);
    const company = await env.DB.prepare("SELECT claimed_by, claimed_last_update FROM companies WHERE id = '7AL001'").first();
    expect(company).toEqual({ claimed_by: "OWNER", claimed_last_update: berlinToday() });
    expect(await count("claim_events WHERE company_id = '7AL001' AND kind = 'account-linked' AND detail = 'K7AL001'")).toBe(1);
    // spent: the page after it (or a second login) finds nothing to go on with
    expect((await funnel(ref)).status).toBe(410);
    expect((await loginThrough(ref, "privat@example.com")).status).toBe(410);
  });

  it("a company of another account: a review is asked for (pending), no session, nothing linked; its own account: linked as before", async () => {
    const ref = await refFor("K100201");
    const res = await loginThrough(ref, "handwerk@example.com");
    expect(res.json.data).toEqual({ outcome: "pending", companyId: "100201", login: null });
    expect(await linkedTo("100201")).toEqual(["einzel@example.com"]);
    expect(await count("claims WHERE company_id = '100201' AND method = 'account-link' AND status = 'pending'")).toBe(1);
    expect((await funnel(ref)).json.data.outcome).toBe("pending");
    const own = await loginThrough(await refFor("K100201"), "einzel@example.com");
    expect(own.json.data.outcome).toBe("linked");
    expect(await env.DB.prepare("SELECT claimed_by, claimed_last_update FROM companies WHERE id = '100201'").first()).toEqual({ claimed_by: "OWNER", claimed_last_update: "2026-03-15" });
  });

  it("a held company: `hold`, no session; support staff use their own login", async () => {
    const held = await loginThrough(await refFor("K100302"), "privat@example.com");
    expect(held.json.data).toEqual({ outcome: "hold", companyId: "100302", login: null });
    expect(await linkedTo("100302")).toEqual([]);
    const staff = await loginThrough(await refFor("K7AL004"), "support@example.com");
    expect(staff.status).toBe(403);
    expect(await linkedTo("7AL004")).toEqual([]);
  });

  it("two links of the same company logged in at once: exactly one account gets it, the other's link waits for review", async () => {
    const [a, b] = [await refFor("K7AL003"), await refFor("K7AL003")];
    const results = await Promise.all([loginThrough(a, "privat@example.com"), loginThrough(b, "handwerk@example.com")]);
    expect(results.map((r) => r.json.data.outcome).sort()).toEqual(["linked", "pending"]);
    expect((await linkedTo("7AL003")).length).toBe(1);
  });
});
