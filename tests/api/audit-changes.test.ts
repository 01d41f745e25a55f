import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sectionValues, type Entry } from "#domain/entry";
import type { FieldChange } from "#domain/entry-changes";
import { client, loginCuca, seedDemoData, send, storedEntry, tokensFor } from "./helpers";

// spec §6 support staff, §3 the audit: a support save of an entry section keeps WHAT it changed
// (field, old and new value) with its audit row; the entry overview lists it for the customer.
const ACCOUNT = "100101";
const session = { support: "", kunde: "" };
beforeAll(async () => {
  await seedDemoData();
  session.support = (await loginCuca(ACCOUNT)).token;
  session.kunde = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const query = { accountId: ACCOUNT };
const customer = (token: string) => client({ token }).customer;
const saveOpeningHours = (token: string, json: Record<string, unknown>) => send(customer(token).updateOpeningHours.$post({ query, json }));
const saveCompany = (token: string, json: Record<string, unknown>) => send(customer(token).updateEntryCompanyData.$post({ query, json }));
const saveAboutUs = (token: string, json: Record<string, unknown>) => send(customer(token).updateAboutUs.$post({ query, json }));
const companyForm = (entry: Entry) => sectionValues(entry, "company");

/** The rows of the support staff's calls (not their logins), everything stored. */
const rawAuditRows = async () =>
  (await env.DB.prepare("SELECT * FROM audit_log WHERE path != '/api/auth/login/cuca' ORDER BY id").all<Record<string, unknown>>()).results;
const changesOf = (row: Record<string, unknown> | undefined): FieldChange[] | null => (row?.changes ? JSON.parse(String(row.changes)) : null);

describe("support changes with field, old and new value (spec §6 support staff, §3 audit)", () => {
  it("a support save of the company's phone and of the opening hours stores field, old and new value, and the overview lists them", async () => {
    const CLOSED = { mo: [], di: [], mi: [], do: [], fr: [], sa: [], so: [] };
    // the customer gave opening hours (their own save: no audit row)
    const own = await saveOpeningHours(session.kunde, {
      version: (await storedEntry(session.kunde, ACCOUNT)).version,
      week: { ...CLOSED, mo: [{ from: "07:00", to: "12:00" }, { from: "13:00", to: "17:00" }], di: [{ from: "07:00", to: "17:00" }] },
      special: [],
    });
    expect(own.status, JSON.stringify(own.json)).toBe(200);

    const entry: Entry = await storedEntry(session.support, ACCOUNT);
    const oldPhone = entry.Phone;
    expect(oldPhone).toBeTruthy();
    const company = await saveCompany(session.support, { ...companyForm(entry), phone: "0221 9988776", version: entry.version });
    expect(company.status, JSON.stringify(company.json)).toBe(200);

    const hours = company.json.data.entry.opening_hours!; // the customer gave them above
    const mondayBefore = "07:00–12:00, 13:00–17:00";
    const saved = await saveOpeningHours(session.support, {
      version: company.json.data.entry.version,
      week: { ...hours.week, mo: [{ from: "08:00", to: "12:00" }] },
      special: hours.special,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    const rows = await rawAuditRows();
    expect(rows.map((r) => r.path)).toEqual(["/api/customer/updateEntryCompanyData", "/api/customer/updateOpeningHours"]);
    // only what changed: the phone, not the unchanged name or address
    expect(changesOf(rows[0])).toEqual([{ field: "Telefon", from: oldPhone, to: "0221 9988776" }]);
    expect(changesOf(rows[1])).toEqual([{ field: "Öffnungszeiten Montag", from: mondayBefore, to: "08:00–12:00" }]);

    const list = await send(customer(session.kunde).entry["support-changes"].$get({ query }));
    expect(list.status).toBe(200);
    expect(list.json.data.changes).toEqual([
      { at: expect.any(String), section: "Öffnungszeiten", changes: [{ field: "Öffnungszeiten Montag", from: mondayBefore, to: "08:00–12:00" }] },
      { at: expect.any(String), section: "Firmendaten", changes: [{ field: "Telefon", from: oldPhone, to: "0221 9988776" }] },
    ]);
  });

  it("a customer's own save writes no audit row, so no values of it either", async () => {
    const entry: Entry = await storedEntry(session.kunde, ACCOUNT);
    const res = await saveCompany(session.kunde, { ...companyForm(entry), phone: "0221 1112223", version: entry.version });
    expect(res.status).toBe(200);
    expect(await rawAuditRows()).toEqual([]);
  });

  it("a refused support save (a version the entry does not have, 409) keeps its row without values", async () => {
    const entry: Entry = await storedEntry(session.support, ACCOUNT);
    const res = await saveCompany(session.support, { ...companyForm(entry), phone: "0221 5556667", version: entry.version + 1 });
    expect(res.status).toBe(409);
    const rows = await rawAuditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 409, changes: null });
  });

  it("a password or token sent in a support session never lands in the audit", async () => {
    const secrets = ["Geheim-Passwort-4711!", "Neues-Passwort-0815!", "tok_9f8e7d6c5b4a"];
    const entry: Entry = await storedEntry(session.support, ACCOUNT);
    // fields a section does not know, sent along with a real change
    const saved = await saveAboutUs(session.support, { version: entry.version, aboutUs: "Frisch gebacken.", password: secrets[0], token: secrets[2] });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    // a password change (refused for support staff)
    const pw = await send(client({ token: session.support }).user.data.updatePassword.$post({ query, json: { currentPassword: secrets[0], newPassword: secrets[1] } }));
    expect(pw.status).toBeGreaterThanOrEqual(400);

    const rows = await rawAuditRows();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows);
    for (const s of secrets) expect(stored).not.toContain(s);
    expect(changesOf(rows[0])).toEqual([{ field: "Über Ihr Unternehmen", from: expect.any(String), to: "Frisch gebacken." }]);
    expect(changesOf(rows[1])).toBeNull();
  });

  it("a long text is kept cut to 200 characters with „…“", async () => {
    const entry: Entry = await storedEntry(session.support, ACCOUNT);
    const long = "Wir backen seit 1928 mit Sauerteig. ".repeat(40).trim();
    const res = await saveAboutUs(session.support, { version: entry.version, aboutUs: long });
    expect(res.status).toBe(200);
    const [change] = changesOf((await rawAuditRows())[0])!;
    expect(change!.to).toHaveLength(200);
    expect(change!.to.endsWith("…")).toBe(true);
    expect(long.startsWith(change!.to.slice(0, -1))).toBe(true);
  });
});
