import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTACTS } from "../../seed/demo-data.mjs";
import { CONTACT_MESSAGES, MAX_CONTACTS } from "#domain/contacts";
import { client, errorFields, errorMessage, loginCuca, seedDemoData, send, tokensFor } from "./helpers";

// spec §2 firmendaten/ansprechpartner, spec §3 `contact_persons`; POST /api/customer/updateContacts (decisions 080, 081)
let kunde = "";
let einzel = "";
let support = "";
beforeAll(async () => {
  await seedDemoData();
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  kunde = tokens["kunde@example.com"];
  einzel = tokens["einzel@example.com"];
  support = (await loginCuca("100101")).token;
});

const account = async (companyId = "100101", token = kunde) =>
  (await send(client({ token }).customer.account[":companyId"].$get({ param: { companyId }, query: { accountId: companyId } }))).json.data.account;
const save = (json: Record<string, unknown>, accountId = "100101", token = kunde) =>
  send(client({ token }).customer.updateContacts.$post({ json, query: { accountId } }));

/** A person as the form sends it (every field as text, the boxes "on" or left out). */
const person = (p: Record<string, unknown> = {}) => ({
  salutation: "Frau",
  firstName: "Petra",
  lastName: "Schmidt",
  position: "Buchhaltung",
  phone: "",
  mobile: "",
  email: "buchhaltung@baeckerei-krueger.example",
  invoices: "on",
  ...p,
});

describe("GET /api/customer/account/{companyId}: the contact persons", () => {
  it("each person with function, phone, mobile, e-mail and what they get, in their order; the list's version", async () => {
    const a = await account();
    const seeded = CONTACTS.filter(([companyId]) => companyId === "100101");
    expect(a.contacts_version).toBe(1);
    expect(a.contact_persons.map(({ id: _id, ...p }) => p)).toEqual(
      seeded.map(([, salutation, first_name, last_name, email, phone, position, mobile, invoices, news]) => ({
        salutation,
        first_name,
        last_name,
        email,
        phone,
        position,
        mobile,
        gets_invoices: invoices === 1,
        gets_product_news: news === 1,
      })),
    );
  });
});

describe("POST /api/customer/updateContacts", () => {
  it("replaces the whole list in the order sent: numbers stored in their national form (spec §5), empty fields null; the version moves on", async () => {
    const res = await save({
      version: 1,
      companyId: "100101",
      contacts: [
        person({ phone: "+49 (0) 221 / 12 34 56 7", mobile: "+49 171 2345678", productNews: "on" }),
        person({ salutation: "", firstName: "", lastName: "Yılmaz", position: "", email: "", invoices: undefined }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.version).toBe(2);
    const stored = res.json.data.contacts.map(({ id: _id, ...p }) => p);
    expect(stored).toEqual([
      {
        salutation: "Frau",
        first_name: "Petra",
        last_name: "Schmidt",
        position: "Buchhaltung",
        phone: "0221 1234567",
        mobile: "0171 2345678",
        email: "buchhaltung@baeckerei-krueger.example",
        gets_invoices: true,
        gets_product_news: true,
      },
      { salutation: null, first_name: "", last_name: "Yılmaz", position: null, phone: null, mobile: null, email: null, gets_invoices: false, gets_product_news: false },
    ]);
    const a = await account();
    expect(a.contacts_version).toBe(2);
    expect(a.contact_persons).toEqual(res.json.data.contacts);
    // the other companies' persons stay as they were
    expect((await account("100102")).contact_persons.map((p) => p.last_name)).toEqual(["Krüger"]);
  });

  it("an empty list removes every person (no invoice recipient needed then)", async () => {
    const res = await save({ version: 1, contacts: [] });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ contacts: [], version: 2 });
    expect((await account()).contact_persons).toEqual([]);
  });

  it("a save on an older version is a 409 and changes nothing; the version of the answer goes on", async () => {
    expect((await save({ version: 1, contacts: [person()] })).status).toBe(200);
    const stale = await save({ version: 1, contacts: [person({ lastName: "Später" })] });
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0]).toMatchObject({ code: "CONFLICT", message: CONTACT_MESSAGES.conflict });
    expect((await account()).contact_persons.map((p) => p.last_name)).toEqual(["Schmidt"]);
    expect((await save({ version: 2, contacts: [person({ lastName: "Später" })] })).status).toBe(200);
    expect((await account()).contacts_version).toBe(3);
  });

  it("two saves on the same version at once: one is stored whole, the other is a 409 (one guarded batch)", async () => {
    const [a, b] = await Promise.all([
      save({ version: 1, contacts: [person({ lastName: "Erste" }), person({ lastName: "Erste-Zwei" })] }),
      save({ version: 1, contacts: [person({ lastName: "Zweite" })] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? ["Erste", "Erste-Zwei"] : ["Zweite"];
    const stored = await account();
    expect(stored.contact_persons.map((p) => p.last_name)).toEqual(winner);
    expect(stored.contacts_version).toBe(2);
  });

  it("bad input: a person without a last name, an invalid phone, mobile or e-mail, a salutation not offered → 422 naming each field; nothing stored", async () => {
    const res = await save({
      version: 1,
      contacts: [
        person({ lastName: "  " }),
        person({ phone: "12345", mobile: "0221 1234567", email: "petra@", salutation: "Dr." }),
      ],
    });
    expect(res.status).toBe(422);
    expect(errorFields(res.json)).toEqual(["contacts[0].lastName", "contacts[1].email", "contacts[1].mobile", "contacts[1].phone", "contacts[1].salutation"]);
    expect(errorMessage(res.json, "contacts[0].lastName")).toBe(CONTACT_MESSAGES.lastName);
    expect(errorMessage(res.json, "contacts[1].phone")).toMatch(/^Bitte geben Sie eine deutsche Telefonnummer ein/);
    expect(errorMessage(res.json, "contacts[1].mobile")).toMatch(/^Bitte geben Sie eine deutsche Mobilnummer ein/);
    expect((await account()).contacts_version).toBe(1);
  });

  it("decision 081: persons listed but none gets the invoices; invoices or product news without an e-mail address → 422", async () => {
    const none = await save({ version: 1, contacts: [person({ invoices: undefined })] });
    expect(none.status).toBe(422);
    expect(errorMessage(none.json, "contacts")).toBe(CONTACT_MESSAGES.noInvoiceRecipient);
    const noMail = await save({ version: 1, contacts: [person({ email: "" }), person({ invoices: undefined, productNews: "on", email: "" })] });
    expect(noMail.status).toBe(422);
    expect(errorMessage(noMail.json, "contacts[0].email")).toBe(CONTACT_MESSAGES.invoicesWithoutEmail);
    expect(errorMessage(noMail.json, "contacts[1].email")).toBe(CONTACT_MESSAGES.newsWithoutEmail);
  });

  it(`at most ${MAX_CONTACTS} persons; the version must be sent`, async () => {
    const many = await save({ version: 1, contacts: Array.from({ length: MAX_CONTACTS + 1 }, (_, i) => person({ lastName: `Person ${i}` })) });
    expect(many.status).toBe(422);
    expect(errorMessage(many.json, "contacts")).toBe(CONTACT_MESSAGES.tooMany);
    const noVersion = await save({ contacts: [person()] });
    expect(noVersion.status).toBe(422);
    expect(errorFields(noVersion.json)).toEqual(["version"]);
  });

  it("spec §7: another company's id in the body, or a company not the caller's → 403; nothing stored", async () => {
    const other = await save({ version: 1, companyId: "100201", contacts: [person()] });
    expect(other.status).toBe(403);
    const notMine = await save({ version: 1, contacts: [person()] }, "100201");
    expect(notMine.status).toBe(403);
    expect((await account()).contacts_version).toBe(1);
    expect((await account("100201", einzel)).contact_persons.map((p) => p.last_name)).toEqual(["Wagner"]);
  });

  it("spec §6: support staff save like the customer; the audit row marks them and names the persons before and after", async () => {
    const res = await save({ version: 1, companyId: "100101", contacts: [person()] }, "100101", support);
    expect(res.status).toBe(200);
    const rows = (await env.DB.prepare("SELECT method, path, status, changes FROM audit_log WHERE path LIKE '%updateContacts%'").all()).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "POST", status: 200 });
    expect(JSON.parse(String(rows[0]!.changes))).toEqual([
      { field: "Ansprechpartner", from: "Frau Sabine Krüger (Rechnungen); Herr Lars Krüger", to: "Frau Petra Schmidt (Rechnungen)" },
    ]);
  });
});
