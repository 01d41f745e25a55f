import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { contractStatements, DEMO_IBAN, SKU_TERMS } from "../../seed/contracts.mjs";
import { addDays, addMonths, CANCEL_MESSAGES, noticeDates } from "#domain/contracts";
import { berlinToday } from "#domain/format";
import { call, loginCuca, seedDemoData, tokensFor } from "./helpers";

// spec §2 firmendaten/vertragsdaten and produkte, §7 getSubscriptions / updateSubscriptions; decisions 068–071
const today = berlinToday();
let token = "";
let supportToken = "";

beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch(contractStatements().map((s) => env.DB.prepare(s)));
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
  supportToken = (await loginCuca("100101")).token;
});

interface Sub {
  id: string;
  Stock_Keeping_Unit__c: string;
  Status__c: string;
  name: string;
  startDate: string;
  cancellable: boolean;
  priceCents: number | null;
  nextCancellation: { effectiveOn: string; arriveBy: string } | null;
  cancellation: { receivedAt: string; effectiveOn: string; reason: string | null; bySupport: boolean } | null;
}

const subscriptions = async (accountId: string, as = token): Promise<Sub[]> => (await call("GET", "/customer/getSubscriptions", { token: as, query: { accountId } })).json.data.subscriptions;
const subOf = async (accountId: string, sku: string) => (await subscriptions(accountId)).find((s) => s.Stock_Keeping_Unit__c === sku)!;
const update = (accountId: string, body: Record<string, unknown>, as = token) => call("POST", "/customer/updateSubscriptions", { token: as, query: { accountId }, body });
const mails = () => env.DB.prepare("SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'cancellation-received' ORDER BY id").all<{ to_address: string; subject: string; text_body: string }>();
const termsOf = (s: Sub) => {
  const [min, renewal, notice] = SKU_TERMS[s.Stock_Keeping_Unit__c]!;
  return { start: s.startDate, minimumTermMonths: min, renewalMonths: renewal, noticeMonths: notice };
};

describe("GET /api/customer/getContractData", () => {
  it("the numbers, terms with the next notice dates, billing address and version; the IBAN masked only", async () => {
    const res = await call("GET", "/customer/getContractData", { token, query: { accountId: "100101" } });
    expect(res.status).toBe(200);
    const c = res.json.data.contract;
    expect(c).toMatchObject({ customerNumber: "K100101", contractNumber: "V-100101-01", startDate: "2021-02-01", minimumTermMonths: 24, noticeMonths: 3, version: 1 });
    expect(c.billingAddress).toEqual({ name: "Bäckerei Krüger GmbH", addition: "", street: "Hauptstraße 12", zipCode: "50667", city: "Köln" });
    expect(c.nextCancellation).toEqual(noticeDates({ start: "2021-02-01", minimumTermMonths: 24, renewalMonths: 12, noticeMonths: 3 }, today));
    expect(c.payment).toMatchObject({ method: "SEPA", iban: "DE89 **** **** **** **30 00", mandateReference: "MB-100101-01" });
    expect(JSON.stringify(res.json)).not.toContain(DEMO_IBAN.slice(4, 12));
  });

  it("bank transfer: no IBAN at all; another company's contract: 403", async () => {
    const cafe = await call("GET", "/customer/getContractData", { token, query: { accountId: "100103" } });
    expect(cafe.json.data.contract.payment).toEqual({ method: "INVOICE", iban: null, accountHolder: null, mandateReference: null, mandateSignedOn: null });
    const foreign = await call("GET", "/customer/getContractData", { token, query: { accountId: "100201" } });
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.json)).not.toContain("Wagner");
  });
});

describe("POST /api/customer/updateBillingAddress", () => {
  const address = { name: "Bäckerei Krüger GmbH", addition: "Buchhaltung", street: "Ringstraße 5", zipCode: "50668", city: "Köln" };
  const save = (body: Record<string, unknown>) => call("POST", "/customer/updateBillingAddress", { token, query: { accountId: "100101" }, body });
  const stored = async () => (await call("GET", "/customer/getContractData", { token, query: { accountId: "100101" } })).json.data.contract;

  it("saves on the version it was loaded on; the next version is the answer's", async () => {
    const res = await save({ ...address, version: 1 });
    expect(res.status).toBe(200);
    expect(res.json.data.version).toBe(2);
    const c = await stored();
    expect(c.billingAddress).toEqual(address);
    expect(c.version).toBe(2);
  });

  it("a stale version: 409, nothing saved", async () => {
    expect((await save({ ...address, version: 1 })).status).toBe(200);
    const stale = await save({ ...address, street: "Andere Straße 1", version: 1 });
    expect(stale.status).toBe(409);
    expect((await stored()).billingAddress.street).toBe("Ringstraße 5");
  });

  it("German messages at the fields; no version: 400; nothing saved", async () => {
    const bad = await save({ ...address, zipCode: "5066", city: "", version: 1 });
    expect(bad.status).toBe(422);
    const byField = Object.fromEntries(bad.json.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toEqual({ zipCode: "Die Postleitzahl besteht aus genau 5 Ziffern.", city: "Bitte geben Sie den Ort an." });
    expect((await save({ ...address })).status).toBe(400);
    expect((await stored()).version).toBe(1);
  });
});

describe("GET /api/customer/getSubscriptions", () => {
  it("every product with its name (spec §3), terms, price and the next notice dates", async () => {
    const subs = await subscriptions("100103");
    expect(subs.map((s) => s.name)).toEqual(["Eintrag", "Landingpage", "Office 365", "Suchmaschinenwerbung"]);
    const o365 = subs.find((s) => s.Stock_Keeping_Unit__c === "MB-O365")!;
    expect(o365).toMatchObject({ priceCents: 1290, cancellable: true, cancellation: null });
    expect(o365.nextCancellation).toEqual(noticeDates(termsOf(o365), today));
    const haus = await subscriptions("100102");
    // a job ad ends by itself, a cancelled product is no longer active: neither can be cancelled
    expect(haus.find((s) => s.Stock_Keeping_Unit__c === "MB-JOBAD")).toMatchObject({ name: "Stellenanzeige", cancellable: false });
    expect(haus.find((s) => s.Stock_Keeping_Unit__c === "MB-WEB-BRONZE")).toMatchObject({ name: "Website Bronze", cancellable: false, nextCancellation: null });
  });
});

describe("POST /api/customer/updateSubscriptions", () => {
  it("cancel: recorded with its receipt and the day it takes effect, confirmed by mail at once", async () => {
    const gold = await subOf("100101", "MB-WEB-GOLD");
    const before = Date.now();
    const res = await update("100101", { subscriptionId: gold.id, action: "cancel", reason: "Wir machen die Website selbst." });
    expect(res.status).toBe(200);
    const expected = noticeDates(termsOf(gold), today)!;
    const s = res.json.data.subscription as Sub;
    expect(s.cancellation).toMatchObject({ effectiveOn: expected.effectiveOn, reason: "Wir machen die Website selbst.", bySupport: false });
    expect(Date.parse(s.cancellation!.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    // still active until its end date, and no second cancellation offered
    expect(s).toMatchObject({ Status__c: "Invoicing", cancellable: false, nextCancellation: null });
    const sent = (await mails()).results;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe("vertrag-100101@baeckerei-krueger.example");
    expect(sent[0]!.text_body).toContain("Gekündigtes Produkt: Website Gold");
    const [y, m, d] = expected.effectiveOn.split("-");
    expect(sent[0]!.text_body).toContain(`Das Produkt endet mit Ablauf des ${d}.${m}.${y}.`);
    expect(sent[0]!.text_body).toMatch(/Ihre Kündigung ist am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr bei uns eingegangen\./);
  });

  it("a double-submitted cancellation is recorded once: 409 in German, the first receipt kept, one mail", async () => {
    const gold = await subOf("100101", "MB-WEB-GOLD");
    const [a, b] = await Promise.all([update("100101", { subscriptionId: gold.id, action: "cancel" }), update("100101", { subscriptionId: gold.id, action: "cancel" })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const first = (a.status === 200 ? a : b).json.data.subscription.cancellation;
    const again = await update("100101", { subscriptionId: gold.id, action: "cancel", reason: "noch einmal" });
    expect(again.status).toBe(409);
    expect(again.json.errors[0]).toMatchObject({ code: "ALREADY_CANCELLED", message: CANCEL_MESSAGES.alreadyCancelled });
    expect((await subOf("100101", "MB-WEB-GOLD")).cancellation).toEqual(first);
    expect((await mails()).results).toHaveLength(1);
  });

  it("a cancellation after the notice date takes effect at the next possible date", async () => {
    // a product whose term ends in a month: its three months' notice has passed
    const start = addMonths(today, -11);
    await env.DB.prepare("INSERT INTO subscriptions (id, company_id, stock_keeping_unit, status, start_date, minimum_term_months, renewal_months, notice_months, price_cents) VALUES ('SUB-SPAET', '100101', 'MB-SEO-LOKAL', 'Invoicing', ?, 12, 12, 3, 19900)")
      .bind(start)
      .run();
    const termEnd = addDays(addMonths(start, 12), -1);
    const res = await update("100101", { subscriptionId: "SUB-SPAET", action: "cancel" });
    expect(res.status).toBe(200);
    // not at the end of this term, but of the next
    expect(res.json.data.subscription.cancellation.effectiveOn).not.toBe(termEnd);
    expect(res.json.data.subscription.cancellation.effectiveOn).toBe(addDays(addMonths(start, 24), -1));
  });

  it("not the company's, already ended or not cancellable: a German answer, nothing changed", async () => {
    const wagner = (await call("GET", "/customer/getSubscriptions", { token: (await tokensFor("einzel@example.com"))["einzel@example.com"], query: { accountId: "100201" } })).json.data.subscriptions[0];
    const foreign = await update("100101", { subscriptionId: wagner.id, action: "cancel" });
    expect(foreign.status).toBe(404);
    expect(foreign.json.errors[0].message).toBe(CANCEL_MESSAGES.notFound);
    const jobAd = await subOf("100102", "MB-JOBAD");
    const ended = await subOf("100102", "MB-WEB-BRONZE");
    for (const s of [jobAd, ended]) {
      const res = await update("100102", { subscriptionId: s.id, action: "cancel" });
      expect(res.status).toBe(422);
      expect(res.json.errors[0].message).toBe(CANCEL_MESSAGES.notCancellable);
    }
    const bad = await update("100101", { subscriptionId: "SUB-100101-01", action: "loeschen" });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0]).toMatchObject({ field: "action", message: CANCEL_MESSAGES.action });
    const long = await update("100101", { subscriptionId: "SUB-100101-01", action: "cancel", reason: "x".repeat(501) });
    expect(long.status).toBe(422);
    expect(long.json.errors[0].field).toBe("reason");
    const unchanged = await env.DB.prepare("SELECT count(*) AS n FROM subscriptions WHERE cancellation_received_at IS NOT NULL").first<{ n: number }>();
    expect(unchanged!.n).toBe(0);
    expect((await mails()).results).toHaveLength(0);
  });

  it("withdraw: the product runs on; a second withdrawal or one after the last day is refused", async () => {
    const o365 = await subOf("100103", "MB-O365");
    expect((await update("100103", { subscriptionId: o365.id, action: "cancel" })).status).toBe(200);
    const back = await update("100103", { subscriptionId: o365.id, action: "withdraw" });
    expect(back.status).toBe(200);
    expect(back.json.data.subscription).toMatchObject({ cancellation: null, cancellable: true });
    const twice = await update("100103", { subscriptionId: o365.id, action: "withdraw" });
    expect(twice.status).toBe(422);
    expect(twice.json.errors[0].message).toBe(CANCEL_MESSAGES.notPending);
    // a cancellation whose last day has passed
    await env.DB.prepare("UPDATE subscriptions SET cancellation_received_at = '2025-01-01T10:00:00.000Z', cancellation_effective_on = ? WHERE id = ?").bind(addDays(today, -1), o365.id).run();
    const late = await update("100103", { subscriptionId: o365.id, action: "withdraw" });
    expect(late.status).toBe(422);
    expect(late.json.errors[0].message).toBe(CANCEL_MESSAGES.tooLate);
  });

  it("support staff cancel for the customer: marked as theirs", async () => {
    const leads = await subOf("100101", "MB-LEADS");
    const res = await update("100101", { subscriptionId: leads.id, action: "cancel" }, supportToken);
    expect(res.status).toBe(200);
    expect(res.json.data.subscription.cancellation.bySupport).toBe(true);
  });
});
