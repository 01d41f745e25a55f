import { beforeAll, describe, expect, it } from "vitest";
import { call, client, errorFields, errorMessage, loginCuca, seedDemoData, send, storedEntry, tokensFor } from "./helpers";

// The entry sections of spec §7 "Entry updates" beyond company data and logo:
// company details, payments, customer cards, online presence, about us.
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const ACCOUNT = "100101";
const getEntry = () => storedEntry(token, ACCOUNT);
const query = { accountId: ACCOUNT };
const customer = (t = token) => client({ token: t }).customer;
/** The saves of the entry's sections, by their call. */
const update = {
  updateCompanyDetailsData: (json: Record<string, unknown>) => send(customer().updateCompanyDetailsData.$post({ query, json })),
  updatePayments: (json: Record<string, unknown>) => send(customer().updatePayments.$post({ query, json })),
  updateCustomerCards: (json: Record<string, unknown>) => send(customer().updateCustomerCards.$post({ query, json })),
  updateOnlinePresence: (json: Record<string, unknown>) => send(customer().updateOnlinePresence.$post({ query, json })),
  updateAboutUs: (json: Record<string, unknown>) => send(customer().updateAboutUs.$post({ query, json })),
  b2bCodex: (json: Record<string, unknown>, t = token) => send(customer(t).entry["b2b-codex"].update.$post({ query, json })),
};
const fieldsOf = errorFields;
const messageOf = errorMessage;

describe("POST /api/customer/updateCompanyDetailsData", () => {
  it("saves legal form, founding year, employees, register and VAT id (normalised), version + 1", async () => {
    const { version } = await getEntry();
    const res = await update.updateCompanyDetailsData({
      version,
      legalForm: "GmbH",
      foundingYear: "1928",
      employees: "11–20",
      registerCourt: "Amtsgericht Köln",
      registerNumber: "hrb12345",
      vatId: "de 123 456 789",
    });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({
      LegalForm: "GmbH",
      FoundingYear: "1928",
      NumberOfEmployees: "11–20",
      RegisterCourt: "Amtsgericht Köln",
      RegisterNumber: "HRB 12345",
      VatId: "DE123456789",
      version: version + 1,
    });
  });

  it("takes a foreign VAT id and a register number with suffix as people type them", async () => {
    const { version } = await getEntry();
    const res = await update.updateCompanyDetailsData({ version, vatId: "ATU 12345678", registerCourt: "Amtsgericht Köln", registerNumber: "hrb 4711 b" });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({ VatId: "ATU12345678", RegisterNumber: "HRB 4711 B" });
  });

  it.each([
    ["foundingYear", { foundingYear: "98" }, "vier Ziffern"],
    ["foundingYear", { foundingYear: String(new Date().getFullYear() + 1) }, "zwischen 1000 und"],
    ["foundingYear", { foundingYear: "0999" }, "zwischen 1000 und"],
    ["legalForm", { legalForm: "Limited<script>" }, "angebotenen Werte"],
    ["employees", { employees: "1000000" }, "angebotenen Werte"],
    ["registerNumber", { registerCourt: "Amtsgericht Köln", registerNumber: "12345" }, "HRB 12345"],
    ["registerCourt", { registerNumber: "HRB 12345" }, "Registergericht"],
    ["registerNumber", { registerCourt: "Amtsgericht Köln" }, "Registernummer"],
    ["vatId", { vatId: "DE12345" }, "DE123456789"],
    ["registerCourt", { registerCourt: "Amts\u202Egericht", registerNumber: "HRB 1" }, "unsichtbare"],
  ])("refuses %s in %j with 422 and a German message, nothing stored", async (field, body, message) => {
    const before = await getEntry();
    const res = await update.updateCompanyDetailsData({ version: before.version, ...body });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.json)).toEqual([field]);
    expect(messageOf(res.json, field)).toContain(message);
    expect(await getEntry()).toEqual(before);
  });
});

describe("POST /api/customer/updatePayments and updateCustomerCards", () => {
  it("save the ticked values in the offered order", async () => {
    const { version } = await getEntry();
    const payments = await update.updatePayments({ version, payments: ["paypal", "bar", "girocard"] });
    expect(payments.status).toBe(200);
    expect(payments.json.data.entry.payments).toEqual(["bar", "girocard", "paypal"]);
    const cards = await update.updateCustomerCards({ version: version + 1, customerCards: ["payback"] });
    expect(cards.json.data.entry.customer_cards).toEqual(["payback"]);
    expect(cards.json.data.entry.payments).toEqual(["bar", "girocard", "paypal"]);
  });

  it("takes a form body too (one value per checkbox), and none ticked clears the list", async () => {
    const { version } = await getEntry();
    const form = new URLSearchParams([["version", String(version)], ["payments", "bar"], ["payments", "rechnung"]]);
    const res = await call("POST", "/customer/updatePayments", { token, query, form });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.entry.payments).toEqual(["bar", "rechnung"]);
    const cleared = await update.updatePayments({ version: version + 1, payments: [] });
    expect(cleared.json.data.entry.payments).toEqual([]);
  });

  it.each([[["bitcoin"]], [["bar", "<b>"]], [[{ value: "bar" }]], ["bar; drop table"]])("refuses %j with 422, nothing stored", async (payments) => {
    const before = await getEntry();
    const res = await update.updatePayments({ version: before.version, payments });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.json)).toEqual(["payments"]);
    expect(await getEntry()).toEqual(before);
  });

  it("a save on an old version is a 409 and changes nothing", async () => {
    const before = await getEntry();
    const res = await update.updateCustomerCards({ version: before.version - 1 || 999, customerCards: ["deutschlandcard"] });
    expect(res.status).toBe(409);
    expect(await getEntry()).toEqual(before);
  });
});

describe("POST /api/customer/updateOnlinePresence", () => {
  it("stores the addresses with https:// added where the scheme is missing, empty fields left out", async () => {
    const { version } = await getEntry();
    const res = await update.updateOnlinePresence({
      version,
      website: "www.baeckerei-krueger.de",
      facebook: "https://www.facebook.com/baeckereikrueger",
      instagram: "instagram.com/baeckerei.krueger",
      linkedin: "",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.entry.online_presence).toEqual({
      website: "https://www.baeckerei-krueger.de",
      facebook: "https://www.facebook.com/baeckereikrueger",
      instagram: "https://instagram.com/baeckerei.krueger",
    });
  });

  it.each([
    ["website", "javascript:alert(1)"],
    ["website", "localhost"],
    ["website", "https://exa mple.de"],
    ["website", "ftp://example.de"],
    ["facebook", "www.shop.example.de/facebook"],
    ["instagram", "https://instagram.com.evil.example/x"],
    ["youtube", "<script>"],
  ])("refuses %s %j with 422 at the field", async (field, value) => {
    const before = await getEntry();
    const res = await update.updateOnlinePresence({ version: before.version, [field]: value });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.json)).toEqual([field]);
    expect(await getEntry()).toEqual(before);
  });
});

describe("POST /api/customer/updateAboutUs", () => {
  it("keeps paragraphs (line breaks as \\n) and clears with an empty text", async () => {
    const { version } = await getEntry();
    const text = "Seit 1928 backen wir in Köln.\r\n\r\nJeden Morgen frisch – auch sonntags.\r\nMit Liebe & Handwerk.";
    const res = await update.updateAboutUs({ version, aboutUs: text });
    expect(res.status).toBe(200);
    expect(res.json.data.entry.about_us).toBe("Seit 1928 backen wir in Köln.\n\nJeden Morgen frisch – auch sonntags.\nMit Liebe & Handwerk.");
    const cleared = await update.updateAboutUs({ version: version + 1, aboutUs: "   " });
    expect(cleared.json.data.entry.about_us).toBeNull();
  });

  it.each([
    ["over 4000 characters", "a".repeat(4001), "höchstens 4.000 Zeichen"],
    ["markup", "Wir <b>backen</b>", "spitzen Klammern"],
    ["emoji", "Lecker 🥐", "Emojis"],
    ["zero-width characters", "Brot\u200Bzeit", "unsichtbare"],
    ["an RTL override", "Brot\u202Ezeit", "unsichtbare"],
    ["a lone surrogate", "Brot\uD800zeit", "ungültige Zeichen"],
  ])("refuses %s with 422 and a German message, nothing stored", async (_, aboutUs, message) => {
    const before = await getEntry();
    const res = await update.updateAboutUs({ version: before.version, aboutUs });
    expect(res.status).toBe(422);
    expect(messageOf(res.json, "aboutUs")).toContain(message);
    expect(await getEntry()).toEqual(before);
  });
});

describe("POST /api/customer/entry/b2b-codex/update", () => {
  it("records when the company agreed, keeps that date when it agrees again, and forgets it on withdrawal", async () => {
    const { version } = await getEntry();
    const agreed = await update.b2bCodex({ version, accepted: true });
    expect(agreed.status).toBe(200);
    const at = agreed.json.data.entry.b2b_codex_accepted_at;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await update.b2bCodex({ version: version + 1, accepted: "on" });
    expect(again.json.data.entry.b2b_codex_accepted_at).toBe(at);
    const withdrawn = await update.b2bCodex({ version: version + 2, accepted: false });
    expect(withdrawn.json.data.entry.b2b_codex_accepted_at).toBeNull();
  });

  it("is refused to support staff (spec §6 isDisabledForCuCa) with a German reason, nothing stored", async () => {
    const support = (await loginCuca(ACCOUNT)).token;
    const before = await getEntry();
    const res = await update.b2bCodex({ version: before.version, accepted: true }, support);
    expect(res.status).toBe(403);
    expect(res.json.errors[0]?.message).toContain("nur die Firma selbst");
    expect(await getEntry()).toEqual(before);
  });
});
