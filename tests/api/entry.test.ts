import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ENTRY_CONFLICT_MESSAGE, sectionValues } from "#domain/entry";
import { EMPTY_SECTIONS } from "../unit/domain/entry-fixture";
import { auditRows as auditRowsOf, loginCuca, seedDemoData, tokensFor } from "./helpers";
import { client, send } from "./client";

/** Sessions shared by the tests (started in beforeAll, so they outlive each test's rollback). */
const session = { kunde: "", einzel: "", support100101: "" };
beforeAll(async () => {
  await seedDemoData();
  const tokens = await tokensFor("kunde@example.com", "einzel@example.com");
  session.kunde = tokens["kunde@example.com"];
  session.einzel = tokens["einzel@example.com"];
  session.support100101 = (await loginCuca("100101")).token;
});

/** The seeded entry of 100101 (seed/demo-data.mjs), spec §3 shape. */
const SEEDED_100101 = {
  company_name: "Bäckerei Krüger GmbH",
  ShippingStreet: "Hauptstraße 12",
  ShippingPostalCode: "50667",
  ShippingCity: "Köln",
  Phone: "0221 1234567",
  MobilePhone: "0171 2345678",
  Fax: "0221 1234569",
  Email: "info@baeckerei-krueger.example",
  slogan: "Frisch gebacken seit 1928",
  media_owner: [{ Type__c: "LOGO", Url: "https://bilder.example/baeckerei-krueger/logo.png" }],
  ...EMPTY_SECTIONS,
  version: 1,
  updated_at: "2026-10-01T09:00:00.000Z",
};

/** A valid "Firmendaten" form, different from the seeded values. */
const COMPANY_FORM = {
  company_name: "Bäckerei Krüger & Söhne GmbH",
  street: "Domplatz",
  houseNumber: "3a",
  zipCode: "50668",
  city: "Köln-Nord",
  phone: "+49 221 7654321",
  mobile: "",
  fax: "0221 7654329",
  email: "hallo@baeckerei-krueger.example",
};

const getEntry = async (token = session.kunde, accountId = "100101") => {
  const res = await send(client({ token }).customer.getSalesForceEntry.$get({ query: { accountId } }));
  expect(res.status).toBe(200);
  return res.json.data.entry;
};

const updateCompany = (body: Record<string, unknown>, token = session.kunde, accountId = "100101") =>
  send(client({ token }).customer.updateEntryCompanyData.$post({ query: { accountId }, json: body }));

const updateLogoSlogan = (body: Record<string, unknown>, token = session.kunde, accountId = "100101") =>
  send(client({ token }).customer.updateLogoAndSlogan.$post({ query: { accountId }, json: body }));

/** The stored row, read past the API. */
const storedRow = (companyId: string) =>
  env.DB.prepare("SELECT * FROM entries WHERE company_id = ?").bind(companyId).first<Record<string, unknown>>();

const errorFields = (json: { errors: { field?: string }[] }) => json.errors.map((e) => e.field).sort();

describe("GET /api/customer/getSalesForceEntry (spec §3 Entry)", () => {
  it("gives the customer the entry of the active company in the CRM's shape", async () => {
    expect(await getEntry()).toEqual(SEEDED_100101);
  });

  it("gives each company its own entry; no logo means an empty media_owner", async () => {
    const entry = await getEntry(session.kunde, "100103");
    expect(entry).toMatchObject({ company_name: "Café am Dom", slogan: null, media_owner: [], version: 1 });
    expect(entry.Email).toBe("kontakt@cafe-am-dom.example");
  });

  it("answers 404 for a company without an entry", async () => {
    await env.DB.prepare("DELETE FROM entries WHERE company_id = '100102'").run();
    const res = await send(client({ token: session.kunde }).customer.getSalesForceEntry.$get({ query: { accountId: "100102" } }));
    expect(res.status).toBe(404);
    expect(res.json.errors?.[0]?.code).toBe("NOT_FOUND");
    const update = await updateCompany({ version: 1, ...COMPANY_FORM }, session.kunde, "100102");
    expect(update.status).toBe(404);
  });

  it("needs a session (401)", async () => {
    const res = await send(client().customer.getSalesForceEntry.$get({ query: { accountId: "100101" } }));
    expect(res.status).toBe(401);
    expect(res.json.data).toBeUndefined();
  });

  it("refuses a company of another customer with 403 and no data", async () => {
    const res = await send(client({ token: session.kunde }).customer.getSalesForceEntry.$get({ query: { accountId: "100201" } }));
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain("Schreinerei");
  });
});

describe("POST /api/customer/updateEntryCompanyData (spec §7 Entry updates)", () => {
  it("saves the section, answers the reloaded entry with version + 1, and the next GET shows it", async () => {
    const before = Date.now();
    const res = await updateCompany({ version: 1, ...COMPANY_FORM });
    expect(res.status).toBe(200);
    const expected = {
      ...SEEDED_100101,
      company_name: "Bäckerei Krüger & Söhne GmbH",
      ShippingStreet: "Domplatz 3a",
      ShippingPostalCode: "50668",
      ShippingCity: "Köln-Nord",
      // stored in the national normal form (domain/validation.ts normaliseGermanNumber)
      Phone: "0221 7654321",
      MobilePhone: null,
      Fax: "0221 7654329",
      Email: "hallo@baeckerei-krueger.example",
      version: 2,
    };
    expect(res.json.data.entry).toEqual({ ...expected, updated_at: expect.any(String) });
    expect(Date.parse(res.json.data.entry.updated_at)).toBeGreaterThanOrEqual(before - 1000);
    // logo and slogan are another section: untouched
    expect(await getEntry()).toEqual(res.json.data.entry);
  });

  it("stores trimmed values and accepts the version as a string", async () => {
    const res = await updateCompany({
      version: "1",
      ...COMPANY_FORM,
      company_name: "  Bäckerei Krüger GmbH ",
      street: " Hauptstraße ",
      houseNumber: " 12b ",
      email: " ",
    });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({ company_name: "Bäckerei Krüger GmbH", ShippingStreet: "Hauptstraße 12b", Email: null, version: 2 });
  });

  it("saves the values of a GET unchanged again (the form's round trip)", async () => {
    for (const accountId of ["100101", "100102", "100103"]) {
      const entry = await getEntry(session.kunde, accountId);
      const company = await updateCompany({ version: entry.version, ...sectionValues(entry, "company") }, session.kunde, accountId);
      expect(company.status).toBe(200);
      const logo = await updateLogoSlogan({ version: entry.version + 1, ...sectionValues(entry, "logoSlogan") }, session.kunde, accountId);
      expect(logo.status).toBe(200);
      expect(logo.json.data.entry).toEqual({ ...entry, version: entry.version + 2, updated_at: expect.any(String) });
    }
  });

  it("counts on: a second save on the new version gives version 3", async () => {
    expect((await updateCompany({ version: 1, ...COMPANY_FORM })).status).toBe(200);
    const res = await updateCompany({ version: 2, ...COMPANY_FORM, city: "Bonn" });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({ ShippingCity: "Bonn", version: 3 });
  });

  it("refuses a save on an old version with 409 CONFLICT and keeps the newer data", async () => {
    const first = await updateCompany({ version: 1, ...COMPANY_FORM });
    expect(first.status).toBe(200);
    const stale = await updateCompany({ version: 1, ...COMPANY_FORM, company_name: "Überschrieben GmbH" });
    expect(stale.status).toBe(409);
    expect(stale.json.errors).toEqual([{ code: "CONFLICT", message: ENTRY_CONFLICT_MESSAGE }]);
    expect(stale.json.data).toBeUndefined();
    expect(await getEntry()).toEqual(first.json.data.entry);
  });

  it("refuses a version from the future with 409 and changes nothing", async () => {
    const res = await updateCompany({ version: 5, ...COMPANY_FORM });
    expect(res.status).toBe(409);
    expect(await getEntry()).toEqual(SEEDED_100101);
  });

  it("lets exactly one of two saves racing on the same version through", async () => {
    const [a, b] = await Promise.all([
      updateCompany({ version: 1, ...COMPANY_FORM, city: "Aachen" }),
      updateCompany({ version: 1, ...COMPANY_FORM, city: "Bonn" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(loser.json.errors?.[0]?.code).toBe("CONFLICT");
    const entry = await getEntry();
    expect(entry.version).toBe(2);
    expect(entry).toEqual(winner.json.data.entry);
  });

  it("takes numbers and house numbers as people write them and stores them normalised (spec §5, widened)", async () => {
    const res = await updateCompany({
      version: 1,
      ...COMPANY_FORM,
      houseNumber: "12 - 14",
      phone: "(0221) 123 45 67",
      mobile: "+49 (0) 171 / 234 56 78",
      fax: "0221/1234569",
    });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({ ShippingStreet: "Domplatz 12-14", Phone: "0221 1234567", MobilePhone: "0171 2345678", Fax: "0221 1234569" });
    expect(await getEntry()).toMatchObject({ ShippingStreet: "Domplatz 12-14", Phone: "0221 1234567", MobilePhone: "0171 2345678", Fax: "0221 1234569" });
  });

  it("refuses invalid fields with 422, one VALIDATION error per bad field, and stores nothing", async () => {
    const res = await updateCompany({
      version: 1,
      company_name: "x".repeat(121),
      street: "",
      houseNumber: "12--14",
      zipCode: "4109",
      city: "Köln",
      phone: "+43 1 2345678",
      mobile: "0221 1234567",
      fax: "fax",
      email: "info@firma",
    });
    expect(res.status).toBe(422);
    expect(res.json.data).toBeUndefined();
    expect(errorFields(res.json)).toEqual(["company_name", "email", "fax", "houseNumber", "mobile", "phone", "street", "zipCode"]);
    for (const e of res.json.errors) expect(e).toEqual({ code: "VALIDATION", field: e.field, message: expect.any(String) });
    const byField = Object.fromEntries(res.json.errors.map((e) => [e.field, e.message]));
    expect(byField.company_name).toBe("Der Firmenname darf höchstens 120 Zeichen lang sein.");
    expect(byField.street).toBe("Bitte geben Sie die Straße ein.");
    expect(byField.zipCode).toBe("Die Postleitzahl besteht aus genau 5 Ziffern.");
    expect(await getEntry()).toEqual(SEEDED_100101);
  });

  it("refuses a body without the required fields with 422 naming each of them", async () => {
    const res = await updateCompany({ version: 1 });
    expect(res.status).toBe(422);
    expect(errorFields(res.json)).toEqual(["city", "company_name", "houseNumber", "street", "zipCode"]);
  });

  it("accepts a company name of exactly 120 characters", async () => {
    const res = await updateCompany({ version: 1, ...COMPANY_FORM, company_name: "Ä".repeat(120) });
    expect(res.status).toBe(200);
    expect(res.json.data.entry.company_name).toBe("Ä".repeat(120));
  });

  it.each([
    ["a script tag", { company_name: "<script>alert(1)</script>" }, "company_name"],
    ["a zero-width space", { street: "Haupt\u200Bstraße" }, "street"],
    ["a BOM inside", { company_name: "Bäckerei\uFEFFKrüger" }, "company_name"],
    ["a right-to-left override", { city: "Köln\u202Enlök" }, "city"],
    ["an emoji", { company_name: "Bäckerei Krüger 🥨" }, "company_name"],
    ["a flag", { city: "Köln 🇩🇪" }, "city"],
    ["a line break", { street: "Hauptstraße\nHinterhof" }, "street"],
  ])("refuses %s with 422 on that field", async (_what, change, field) => {
    const res = await updateCompany({ version: 1, ...COMPANY_FORM, ...change });
    expect(res.status).toBe(422);
    expect(errorFields(res.json)).toEqual([field]);
    expect((await storedRow("100101"))?.version).toBe(1);
  });

  it("keeps ©, ®, ™, umlauts, ß, & and quotes", async () => {
    const name = `„Krüger’s“ Backstube & Söhne® "Groß"™ ©`;
    const res = await updateCompany({ version: 1, ...COMPANY_FORM, company_name: name });
    expect(res.status).toBe(200);
    expect((await getEntry()).company_name).toBe(name);
  });

  it.each([
    ["missing", {}],
    ["zero", { version: 0 }],
    ["negative", { version: -1 }],
    ["a fraction", { version: 1.5 }],
    ["text", { version: "eins" }],
    ["null", { version: null }],
  ])("refuses a version that is %s with 422 on the field version", async (_what, version) => {
    const res = await updateCompany({ ...COMPANY_FORM, ...version });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ code: "VALIDATION", field: "version", message: expect.any(String) }]);
    expect(await getEntry()).toEqual(SEEDED_100101);
  });

  it("refuses a JSON body that is not an object with 400", async () => {
    for (const body of [null, "text", 42]) {
      const res = await updateCompany(body as unknown as Record<string, unknown>);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[0]?.code).toBe("BAD_REQUEST");
    }
    expect(await getEntry()).toEqual(SEEDED_100101);
  });
  it.each([1e12, 1e20])("refuses the out-of-range version %j with 422 on the field version", async (version) => {
    const res = await updateCompany({ ...COMPANY_FORM, version });
    expect(res.status).toBe(422);
  });
  it.each(["in\u202Efo@firma.de", "info\u200B@firma.de"])("refuses the hostile e-mail %j with 422", async (email) => {
    const res = await updateCompany({ version: 1, ...COMPANY_FORM, email });
    expect(res.status).toBe(422);
  });

  it("refuses a call without the X-Requested-With header with 400", async () => {
    const res = await send(client({ token: session.kunde, xhr: false }).customer.updateEntryCompanyData.$post({ query: { accountId: "100101" }, json: { version: 1, ...COMPANY_FORM } }));
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0]?.code).toBe("XHR_REQUIRED");
    expect(await getEntry()).toEqual(SEEDED_100101);
  });

  it("needs a session (401)", async () => {
    const res = await send(client().customer.updateEntryCompanyData.$post({ query: { accountId: "100101" }, json: { version: 1, ...COMPANY_FORM } }));
    expect(res.status).toBe(401);
    expect(await getEntry()).toEqual(SEEDED_100101);
  });

  it("refuses a company of another customer with 403 and leaves that entry unchanged", async () => {
    const before = await getEntry(session.einzel, "100201");
    const res = await updateCompany({ version: 1, ...COMPANY_FORM }, session.kunde, "100201");
    expect(res.status).toBe(403);
    expect(res.json.errors?.[0]?.code).toBe("FORBIDDEN");
    expect(await getEntry(session.einzel, "100201")).toEqual(before);
    expect(before.version).toBe(1);
  });

  it("changes only the entry of the accountId named", async () => {
    const res = await updateCompany({ version: 1, ...COMPANY_FORM }, session.kunde, "100102");
    expect(res.status).toBe(200);
    expect((await getEntry(session.kunde, "100102")).company_name).toBe(COMPANY_FORM.company_name);
    expect(await getEntry()).toEqual(SEEDED_100101);
  });
});

describe("POST /api/customer/updateLogoAndSlogan (spec §7 Entry updates)", () => {
  it("saves slogan and logo address, version + 1, the company data stay", async () => {
    const res = await updateLogoSlogan({ version: 1, slogan: "Brot mit Liebe", logoUrl: "https://bilder.example/neu/logo.jpg" });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toEqual({
      ...SEEDED_100101,
      slogan: "Brot mit Liebe",
      media_owner: [{ Type__c: "LOGO", Url: "https://bilder.example/neu/logo.jpg" }],
      version: 2,
      updated_at: expect.any(String),
    });
    expect(await getEntry()).toEqual(res.json.data.entry);
  });

  it("removes slogan and logo when both are sent empty", async () => {
    const res = await updateLogoSlogan({ version: 1, slogan: "", logoUrl: "" });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({ slogan: null, media_owner: [], version: 2 });
  });

  it("shares the version with the company section: a logo save on the old version after a company save is 409", async () => {
    expect((await updateCompany({ version: 1, ...COMPANY_FORM })).status).toBe(200);
    const res = await updateLogoSlogan({ version: 1, slogan: "Alt", logoUrl: "" });
    expect(res.status).toBe(409);
    expect(res.json.errors?.[0]?.code).toBe("CONFLICT");
    expect((await getEntry()).slogan).toBe(SEEDED_100101.slogan);
  });

  it("accepts a slogan of 150 characters and refuses 151", async () => {
    expect((await updateLogoSlogan({ version: 1, slogan: "s".repeat(151), logoUrl: "" })).status).toBe(422);
    const ok = await updateLogoSlogan({ version: 1, slogan: "s".repeat(150), logoUrl: "" });
    expect(ok.status).toBe(200);
    expect(ok.json.data.entry.slogan).toBe("s".repeat(150));
  });

  it.each([
    ["an SVG", "https://bilder.example/logo.svg"],
    ["a javascript: address", "javascript:alert(1)//logo.png"],
    ["a data: address", "data:image/png;base64,iVBORw0KGgo="],
  ])("refuses %s as logo with 422 on logoUrl", async (_what, logoUrl) => {
    const res = await updateLogoSlogan({ version: 1, slogan: "Frisch", logoUrl });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ code: "VALIDATION", field: "logoUrl", message: expect.stringContaining(".png") }]);
    expect(await getEntry()).toEqual(SEEDED_100101);
  });
  it("refuses a logo address with markup characters with 422", async () => {
    const res = await updateLogoSlogan({ version: 1, slogan: "", logoUrl: 'https://bilder.example/"><script>alert(1)</script>.png' });
    expect(res.status).toBe(422);
  });

  it.each(["<b>Brot</b>", "Brot\u200Bzeit", "Brot 🍞", "Brot\u202Ezeit"])("refuses the hostile slogan %j with 422", async (slogan) => {
    const res = await updateLogoSlogan({ version: 1, slogan, logoUrl: "" });
    expect(res.status).toBe(422);
    expect(errorFields(res.json)).toEqual(["slogan"]);
    expect(await getEntry()).toEqual(SEEDED_100101);
  });

  it("lists both bad fields", async () => {
    const res = await updateLogoSlogan({ version: 1, slogan: "x".repeat(151), logoUrl: "ftp://bilder.example/logo.png" });
    expect(res.status).toBe(422);
    expect(errorFields(res.json)).toEqual(["logoUrl", "slogan"]);
  });

  it("refuses a missing version with 422", async () => {
    const res = await updateLogoSlogan({ slogan: "Frisch", logoUrl: "" });
    expect(res.status).toBe(422);
    expect(res.json.errors?.[0]?.field).toBe("version");
  });

  it("refuses a company of another customer with 403", async () => {
    const res = await updateLogoSlogan({ version: 1, slogan: "Fremd", logoUrl: "" }, session.kunde, "100201");
    expect(res.status).toBe(403);
    expect((await getEntry(session.einzel, "100201")).slogan).toBe("Möbel nach Maß aus dem Schwarzwald");
  });
});

describe("entry updates by support staff (audit log)", () => {
  const auditRows = () => auditRowsOf({ withTime: false });

  it("saves the update and writes an audit row", async () => {
    expect(await auditRows()).toEqual([]);
    const res = await updateCompany({ version: 1, ...COMPANY_FORM }, session.support100101);
    expect(res.status).toBe(200);
    expect(res.json.data.entry.version).toBe(2);
    expect((await getEntry()).company_name).toBe(COMPANY_FORM.company_name);
    expect(await auditRows()).toEqual([
      { staff_user_id: 1006, company_id: "100101", method: "POST", path: "/api/customer/updateEntryCompanyData", status: 200 },
    ]);
  });

  it("records a refused update with its status, and no row for reading", async () => {
    await getEntry(session.support100101);
    const res = await updateLogoSlogan({ version: 1, slogan: "<b>", logoUrl: "" }, session.support100101);
    expect(res.status).toBe(422);
    expect(await auditRows()).toEqual([
      { staff_user_id: 1006, company_id: "100101", method: "POST", path: "/api/customer/updateLogoAndSlogan", status: 422 },
    ]);
  });

  it("writes no audit row for the customer's own update", async () => {
    expect((await updateCompany({ version: 1, ...COMPANY_FORM })).status).toBe(200);
    expect(await auditRows()).toEqual([]);
  });
});
