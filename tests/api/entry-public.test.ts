import { beforeAll, describe, expect, it } from "vitest";
import { client, loginCuca, seedDemoData, send, storedEntry, tokensFor } from "./helpers";

// spec §7 getGrisuEntry / getGrisuEntryFromRedis, and the support staff's changes for the overview
const ACCOUNT = "100101";
const session = { kunde: "", support: "" };
beforeAll(async () => {
  await seedDemoData();
  session.kunde = (await tokensFor("kunde@example.com"))["kunde@example.com"];
  session.support = (await loginCuca(ACCOUNT)).token;
});

const query = { accountId: ACCOUNT };
const customer = (token = session.kunde) => client({ token }).customer;
const grisuEntry = () => send(customer().getGrisuEntry.$get({ query }));
const grisuEntryFromKv = () => send(customer().getGrisuEntryFromRedis.$get({ query }));
const version = async () => (await storedEntry(session.kunde, ACCOUNT)).version;

describe("GET /api/customer/getGrisuEntry", () => {
  it("gives the entry as the public sees it: no register or VAT data", async () => {
    const res = await grisuEntry();
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({ name: "Bäckerei Krüger GmbH", address: { street: "Hauptstraße", houseNumber: "12", zipCode: "50667", city: "Köln" } });
    expect(JSON.stringify(res.json.data.entry)).not.toMatch(/VatId|RegisterNumber/);
  });
});

describe("GET /api/customer/getGrisuEntryFromRedis", () => {
  it("serves the same entry from the KV cache, and a change of the entry refreshes it", async () => {
    const first = await grisuEntryFromKv();
    const second = await grisuEntryFromKv();
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.json.data.entry).toEqual(first.json.data.entry);
    expect(second.json.data.entry).toEqual((await grisuEntry()).json.data.entry);

    const saved = await send(customer().updateAboutUs.$post({ query, json: { version: await version(), aboutUs: "Seit 1928 in Köln." } }));
    expect(saved.status).toBe(200);
    const after = await grisuEntryFromKv();
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect(after.json.data.entry.aboutUs).toBe("Seit 1928 in Köln.");
  });

  it("a refused write leaves the cache as it is", async () => {
    await grisuEntryFromKv();
    const refused = await send(customer().updateAboutUs.$post({ query, json: { version: await version(), aboutUs: "<b>x</b>" } }));
    expect(refused.status).toBe(422);
    expect((await grisuEntryFromKv()).headers.get("X-Cache")).toBe("HIT");
  });
});

describe("GET /api/customer/entry/support-changes", () => {
  it("lists what support staff saved in the entry, newest first, by section; not the customer's own saves or refused ones", async () => {
    await send(customer().updatePayments.$post({ query, json: { version: await version(), payments: ["bar"] } })); // the customer: not listed
    await send(customer(session.support).updateAboutUs.$post({ query, json: { version: await version(), aboutUs: "<b>" } })); // refused: not listed
    expect((await send(customer(session.support).updatePayments.$post({ query, json: { version: await version(), payments: ["bar", "paypal"] } }))).status).toBe(200);
    expect((await send(customer(session.support).updateOnlinePresence.$post({ query, json: { version: await version(), website: "www.krueger.example" } }))).status).toBe(200);
    const res = await send(customer().entry["support-changes"].$get({ query }));
    expect(res.status).toBe(200);
    expect(res.json.data.changes.map((c) => c.section)).toEqual(["Online-Präsenz", "Zahlungsarten"]);
    expect(res.json.data.changes[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("GET /api/customer/entry/self-disclosure", () => {
  it("gives the company's stored data: master data, entry, users with access, the support staff's writes", async () => {
    const res = await send(customer().entry["self-disclosure"].$get({ query }));
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.account).toMatchObject({ company_id: ACCOUNT, company_name: "Bäckerei Krüger GmbH" });
    expect(d.entry.company_name).toBe("Bäckerei Krüger GmbH");
    expect(d.users.map((u) => u.email)).toContain("kunde@example.com");
    expect(d.users[0]).not.toHaveProperty("password_hash");
    expect(JSON.stringify(d)).not.toMatch(/password|pbkdf2|scrypt/i);
    expect(Array.isArray(d.support_writes)).toBe(true);
    expect(Date.parse(d.generated_at)).toBeGreaterThan(0);
  });
});
