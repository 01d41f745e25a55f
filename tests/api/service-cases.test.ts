import { beforeEach, describe, expect, it } from "vitest";
import { client, login, loginCuca, seedDemoData, send } from "./helpers";

// spec §7 POST /api/customer/service-case/create/{type}: the rights transfer (spec §2 eintrag/rechteuebertragung)
const ACCOUNT = "100101";
let token = "";
beforeEach(async () => {
  await seedDemoData();
  token = (await login("kunde@example.com")).token;
});

const REQUEST = { firstName: "Jonas", lastName: "Krüger", email: "jonas@krueger.example", reason: "nachfolge", message: "Mein Sohn übernimmt.\nAb Januar.", authorised: true };
const query = { accountId: ACCOUNT };
const create = (json: Record<string, unknown>, type = "rights-transfer", t = token) =>
  send(client({ token: t }).customer["service-case"].create[":type"].$post({ param: { type }, query, json }));
const list = (t = token) => send(client({ token: t }).customer["service-case"].list[":type"].$get({ param: { type: "rights-transfer" }, query }));

describe("rights transfer requests", () => {
  it("are created as 'received', listed with the new person, and a second one waits until the first is done", async () => {
    const res = await create(REQUEST);
    expect(res.status).toBe(200);
    expect(res.json.data.case).toMatchObject({ type: "rights-transfer", state: "received" });
    const listed = await list();
    expect(listed.json.data.cases).toEqual([expect.objectContaining({ state: "received", open: true, new_owner: "Jonas Krüger", reason: "nachfolge" })]);

    const second = await create({ ...REQUEST, firstName: "Lena" });
    expect(second.status).toBe(409);
    expect(second.json.errors[0]?.message).toContain("bereits einen offenen Antrag");
    expect((await list()).json.data.cases).toHaveLength(1);
  });

  it("two requests at the same moment: exactly one is taken", async () => {
    const [a, b] = await Promise.all([create(REQUEST), create({ ...REQUEST, firstName: "Lena" })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it.each([
    [{ ...REQUEST, authorised: false }, "authorised", "für die Firma handeln"],
    [{ ...REQUEST, email: "jonas@" }, "email", "gültige E-Mail"],
    [{ ...REQUEST, firstName: "<b>Jonas</b>" }, "firstName", "spitzen Klammern"],
    [{ ...REQUEST, lastName: "Krü\u200Bger" }, "lastName", "unsichtbare"],
    [{ ...REQUEST, reason: "geheim" }, "reason", "angebotenen Werte"],
    [{ ...REQUEST, message: "x".repeat(2001) }, "message", "2.000 Zeichen"],
  ])("refuses bad input at the field (%#): nothing stored", async (body, field, message) => {
    const res = await create(body);
    expect(res.status).toBe(422);
    expect(res.json.errors.find((e) => e.field === field)?.message).toContain(message);
    expect((await list()).json.data.cases).toEqual([]);
  });

  it("knows only its types, and is refused to support staff (spec §6 isDisabledForCuCa)", async () => {
    expect((await create(REQUEST, "kuendigung")).status).toBe(404);
    const support = (await loginCuca(ACCOUNT)).token;
    const res = await create(REQUEST, "rights-transfer", support);
    expect(res.status).toBe(403);
    expect(res.json.errors[0]?.message).toContain("nur die Firma selbst");
    expect((await list()).json.data.cases).toEqual([]);
  });
});
// the not-booked page's request for advice (spec §2 product pages): one more type of service case
describe("product interest requests", () => {
  const interest = (json: Record<string, unknown>, t = token) => send(client({ token: t }).customer["service-case"].create["product-interest"].$post({ query, json }));
  const listInterest = (t = token) => send(client({ token: t }).customer["service-case"].list[":type"].$get({ param: { type: "product-interest" }, query }));

  it("name the product only, and a second one while the first is open is told it is there already", async () => {
    const res = await interest({ product: "seo" });
    expect(res.status).toBe(200);
    expect(res.json.data.case).toMatchObject({ type: "product-interest", state: "received" });
    expect((await listInterest()).json.data.cases).toHaveLength(1);
    const second = await interest({ product: "website" });
    expect(second.status).toBe(409);
    expect(second.json.errors[0]?.message).toContain("liegt uns bereits vor");
    // a rights transfer is a type of its own: not blocked by it
    expect((await create(REQUEST)).status).toBe(200);
  });

  it("refuses a product that does not exist, and is open to support staff acting for the company (spec §6)", async () => {
    const bad = await interest({ product: "kuendigung" });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0]?.field).toBe("product");
    const support = (await loginCuca(ACCOUNT)).token;
    expect((await interest({ product: "seo" }, support)).status).toBe(200);
  });
});
