import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SUGGESTIONS } from "#domain/address";
import { call, client, errorMessage, seedDemoData, send, tokensFor } from "./helpers";

// Address and utilities (spec §7): suggestions of cities, streets and postcodes,
// and the address check, on the seeded German places. 401 without a session is
// proven for every call by the walk in protected-mount.test.ts.
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("einzel@example.com"))["einzel@example.com"];
});

const mws = () => client({ token }).mws;
/** The calls by their path under /api/mws. */
const post = {
  "/suggestions/cities": (json: Record<string, unknown>) => send(mws().suggestions.cities.$post({ json })),
  "/suggestions/streets": (json: Record<string, unknown>) => send(mws().suggestions.streets.$post({ json })),
  "/suggestions/zip-codes": (json: Record<string, unknown>) => send(mws().suggestions["zip-codes"].$post({ json })),
  "/address/validate": (json: Record<string, unknown>) => send(mws().address.validate.$post({ json })),
};
const messageOf = errorMessage;

describe("POST /api/mws/suggestions/cities", () => {
  it.each(["Köln", "köl", "KOELN", "koeln", "koln", "Kö"])("finds Köln by %j (case- and umlaut-insensitive prefix)", async (searchTerm) => {
    const res = await post["/suggestions/cities"]({ searchTerm });
    expect(res.status).toBe(200);
    expect(res.json.data.cities).toContain("Köln");
  });

  it("finds cities of several words by their start, and nothing for an unknown start", async () => {
    expect((await post["/suggestions/cities"]({ searchTerm: "frei" })).json.data.cities).toEqual(["Freiburg im Breisgau"]);
    expect((await post["/suggestions/cities"]({ searchTerm: "Xyz" })).json.data.cities).toEqual([]);
  });
});

describe("POST /api/mws/suggestions/streets", () => {
  it("finds streets of a postcode by their start, spelt as people type them", async () => {
    const res = await post["/suggestions/streets"]({ zipCode: "79098", searchTerm: "kaiser-joseph-str." });
    expect(res.status).toBe(200);
    expect(res.json.data.streets).toEqual([{ street: "Kaiser-Joseph-Straße", zipCode: "79098", city: "Freiburg im Breisgau" }]);
  });

  it("finds streets of a city in all its postcodes", async () => {
    const streets = (await post["/suggestions/streets"]({ city: "koeln", searchTerm: "Hauptstr" })).json.data.streets;
    expect(streets).toEqual([
      { street: "Hauptstraße", zipCode: "50996", city: "Köln" },
      { street: "Hauptstraße", zipCode: "51143", city: "Köln" },
    ]);
  });

  it(`answers at most ${MAX_SUGGESTIONS} suggestions`, async () => {
    const streets = (await post["/suggestions/streets"]({ city: "Köln", searchTerm: "h" })).json.data.streets;
    expect(streets).toHaveLength(MAX_SUGGESTIONS);
  });

  it("needs a postcode or a city (German message at the field)", async () => {
    const res = await post["/suggestions/streets"]({ searchTerm: "Haupt" });
    expect(res.status).toBe(422);
    expect(messageOf(res.json, "city")).toBe("Bitte geben Sie die Postleitzahl oder den Ort an.");
  });
});

describe("POST /api/mws/suggestions/zip-codes", () => {
  it("the postcodes of a city, by its name in any spelling", async () => {
    const zips = (await post["/suggestions/zip-codes"]({ city: "freiburg im breisgau" })).json.data.zipCodes;
    expect(zips.map((z) => z.zipCode)).toEqual(["79098", "79102", "79104", "79106"]);
  });

  it("postcodes by their first digits, with their city", async () => {
    const zips = (await post["/suggestions/zip-codes"]({ searchTerm: "0410" })).json.data.zipCodes;
    expect(zips).toEqual([
      { zipCode: "04103", city: "Leipzig" },
      { zipCode: "04105", city: "Leipzig" },
      { zipCode: "04109", city: "Leipzig" },
    ]);
  });

  it("needs digits or a city", async () => {
    const res = await post["/suggestions/zip-codes"]({});
    expect(res.status).toBe(422);
    expect(messageOf(res.json, "searchTerm")).toBe("Bitte geben Sie die ersten Ziffern der Postleitzahl oder den Ort ein.");
  });
});

describe("POST /api/mws/address/validate (spec §7)", () => {
  const check = async (a: Record<string, string>) => {
    const res = await post["/address/validate"](a);
    expect(res.status).toBe(200);
    return res.json.data.check;
  };

  it("a known address is valid", async () => {
    expect(await check({ street: "Domkloster", houseNumber: "4", zipCode: "50667", city: "Köln" })).toMatchObject({ status: "valid", candidates: [] });
  });

  it("a postcode that does not fit the city: the street's postcode in that city", async () => {
    const result = await check({ street: "Domkloster", houseNumber: "4", zipCode: "79098", city: "Köln" });
    expect(result.status).toBe("suggestions");
    expect(result.message).toBe("Die Postleitzahl 79098 passt nicht zum Ort Köln. Meinten Sie Domkloster 4, 50667 Köln?");
    expect(result.candidates).toEqual([{ street: "Domkloster", houseNumber: "4", zipCode: "50667", city: "Köln" }]);
  });

  it("a street in another postcode of the city", async () => {
    const result = await check({ street: "Hohe Straße", houseNumber: "", zipCode: "50668", city: "Köln" });
    expect(result.message).toBe("Die Straße „Hohe Straße“ ist unter 50668 Köln nicht bekannt. Meinten Sie Hohe Straße, 50667 Köln?");
    expect(result.candidates).toEqual([{ street: "Hohe Straße", houseNumber: "", zipCode: "50667", city: "Köln" }]);
  });

  it("a known address typed loosely: its usual spelling", async () => {
    const result = await check({ street: "hohe str.", houseNumber: "1", zipCode: "50667", city: "koeln" });
    expect(result.status).toBe("suggestions");
    expect(result.candidates).toEqual([{ street: "Hohe Straße", houseNumber: "1", zipCode: "50667", city: "Köln" }]);
  });

  it("an unknown street in a fitting postcode: streets spelt alike", async () => {
    const result = await check({ street: "Schildergase", houseNumber: "1", zipCode: "50667", city: "Köln" });
    expect(result.candidates.map((c) => c.street)).toEqual(["Schildergasse"]);
  });

  it("a place without data is unknown, not wrong", async () => {
    expect(await check({ street: "Musterweg", houseNumber: "1", zipCode: "12345", city: "Musterstadt" })).toMatchObject({ status: "unknown", candidates: [] });
  });

  it("refuses fields by the company form's rules (German message at the field)", async () => {
    const res = await post["/address/validate"]({ street: "Domkloster", houseNumber: "12--14", zipCode: "5066", city: "" });
    expect(res.status).toBe(422);
    expect(messageOf(res.json, "zipCode")).toBe("Die Postleitzahl besteht aus genau 5 Ziffern.");
    expect(messageOf(res.json, "city")).toBe("Bitte geben Sie den Ort ein.");
    expect(messageOf(res.json, "houseNumber")).toMatch(/^Bitte geben Sie eine Hausnummer wie 12/);
  });
});

describe("hostile input on every call: 422 with a German message, nothing echoed", () => {
  const hostile: [string, string, RegExp][] = [
    ["over-long", "K".repeat(101), /darf höchstens (60|100) Zeichen lang sein/],
    ["HTML", "<script>alert(1)</script>", /spitzen Klammern/],
    ["emoji", "Köln 🏙️", /Emojis/],
    ["zero-width", "Kö\u200bln", /unsichtbare/],
    ["RTL override", "\u202eKöln", /unsichtbare/],
  ];
  const calls: [keyof typeof post, (v: string) => Record<string, string>, string][] = [
    ["/suggestions/cities", (v) => ({ searchTerm: v }), "searchTerm"],
    ["/suggestions/streets", (v) => ({ city: "Köln", searchTerm: v }), "searchTerm"],
    ["/suggestions/streets", (v) => ({ city: v, searchTerm: "Haupt" }), "city"],
    ["/suggestions/zip-codes", (v) => ({ city: v }), "city"],
    ["/address/validate", (v) => ({ street: v, houseNumber: "1", zipCode: "50667", city: "Köln" }), "street"],
    ["/address/validate", (v) => ({ street: "Domkloster", houseNumber: "1", zipCode: "50667", city: v }), "city"],
  ];
  for (const [path, body, field] of calls) {
    it.each(hostile)(`${path} ${field}: %s`, async (_, value, message) => {
      const res = await post[path](body(value));
      expect(res.status).toBe(422);
      expect(messageOf(res.json, field)).toMatch(message);
      expect(JSON.stringify(res.json)).not.toContain("<script>");
    });
  }

  it("refuses a body that is no object", async () => {
    expect((await call("POST", "/mws/suggestions/cities", { token, body: ["Köln"] })).status).toBe(400);
  });
});
