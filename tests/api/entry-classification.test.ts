import { beforeAll, describe, expect, it } from "vitest";
import { call, client, errorMessage, seedDemoData, send, storedEntry, tokensFor } from "./helpers";

// The entry's classification (spec §7 "Entry updates": updateTradesData,
// updateSearchKeywordsData, updateServiceFeaturesData, updateProductFeaturesData,
// updateServiceAreaData) and the suggest calls of spec §7 "Other customer calls".
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const ACCOUNT = "100101";
const getEntry = () => storedEntry(token, ACCOUNT);
const query = { accountId: ACCOUNT };
const customer = () => client({ token }).customer;
const suggest = {
  industries: (json: Record<string, unknown>) => send(customer().suggest.industries.$post({ query, json })),
  searchKeywords: (json: Record<string, unknown>) => send(customer().suggest.searchKeywords.$post({ query, json })),
  productFeatures: (json: Record<string, unknown>) => send(customer().suggest["product-features"].$post({ query, json })),
  serviceAreaCities: (json: Record<string, unknown>) => send(customer().suggest["service-area-cities"].$post({ query, json })),
};
/** The saves of the classification's lists, by their call. */
const save = {
  updateTradesData: (json: Record<string, unknown>) => send(customer().updateTradesData.$post({ query, json })),
  updateSearchKeywordsData: (json: Record<string, unknown>) => send(customer().updateSearchKeywordsData.$post({ query, json })),
  updateServiceFeaturesData: (json: Record<string, unknown>) => send(customer().updateServiceFeaturesData.$post({ query, json })),
  updateProductFeaturesData: (json: Record<string, unknown>) => send(customer().updateProductFeaturesData.$post({ query, json })),
  updateServiceAreaData: (json: Record<string, unknown>) => send(customer().updateServiceAreaData.$post({ query, json })),
};
const messageOf = errorMessage;
const values = (json: { data: { suggestions: { value: string }[] } }) => json.data.suggestions.map((s) => s.value);

describe("POST /api/customer/suggest/*", () => {
  it("finds trades by the start of any word, letter case and umlauts ignored", async () => {
    for (const trade of ["bäck", "BAECK", "back"]) {
      const res = await suggest.industries({ trade });
      expect(res.status).toBe(200);
      expect(values(res.json)).toContain("Bäckerei");
    }
    // "Landschaftsbau" is a word of "Garten- und Landschaftsbau"
    expect(values((await suggest.industries({ trade: "landschaft" })).json)).toContain("Garten- und Landschaftsbau");
    // not inside a word
    expect(values((await suggest.industries({ trade: "ckerei" })).json)).toEqual([]);
  });

  it("gives at most ten suggestions, names starting with the term first", async () => {
    const res = await suggest.industries({ trade: "s" });
    expect(res.json.data.suggestions.length).toBe(10);
    const list = values((await suggest.industries({ trade: "elektro" })).json);
    expect(list.slice(0, 3)).toEqual(["Elektrofachgeschäft", "Elektroinstallation", "Elektrotechnik"]);
  });

  it("suggests search keywords from the trades' typical keywords, product features, and cities with their state", async () => {
    expect(values((await suggest.searchKeywords({ searchKeyword: "vollkorn" })).json)).toContain("Vollkornbrot");
    expect(values((await suggest.productFeatures({ searchTerm: "bio" })).json)).toContain("Bio-zertifiziert");
    const cities = (await suggest.serviceAreaCities({ searchTerm: "koel" })).json.data.suggestions;
    expect(cities).toContainEqual({ value: "Köln", detail: "Nordrhein-Westfalen" });
    // a word in the middle of a name: "Main" of "Frankfurt am Main"
    expect(values((await suggest.serviceAreaCities({ searchTerm: "main" })).json)).toContain("Frankfurt am Main");
  });

  it.each([
    ["over-long", "a".repeat(61), "höchstens 60 Zeichen"],
    ["empty", "", "mindestens einen Buchstaben"],
    ["HTML", "<b>bäck</b>", "spitzen Klammern"],
    ["emoji", "bäck🍞", "Emojis"],
    ["zero-width", "bä\u200Bck", "unsichtbare"],
    ["RTL override", "\u202Ebäck", "unsichtbare"],
  ])("refuses a %s term with 422 and a German message at the field", async (_, trade, message) => {
    const res = await suggest.industries({ trade });
    expect(res.status).toBe(422);
    expect(messageOf(res.json, "trade")).toContain(message);
  });

  it("refuses a body without the term's field", async () => {
    const res = await suggest.serviceAreaCities({ trade: "köl" });
    expect(res.status).toBe(422);
    expect(messageOf(res.json, "searchTerm")).toBeTruthy();
  });
});

describe("POST /api/customer/update{Trades,SearchKeywords,ServiceFeatures,ProductFeatures,ServiceArea}Data", () => {
  it("saves trades from the catalogue in its spelling, version + 1", async () => {
    const { version } = await getEntry();
    const res = await save.updateTradesData({ version, trades: ["bäckerei", "Konditorei"] });
    expect(res.status).toBe(200);
    expect(res.json.data.entry).toMatchObject({ trades: ["Bäckerei", "Konditorei"], version: version + 1 });
    expect((await getEntry()).trades).toEqual(["Bäckerei", "Konditorei"]);
  });

  it("refuses a trade not in the catalogue with a German message at the field, nothing stored", async () => {
    const before = await getEntry();
    const res = await save.updateTradesData({ version: before.version, trades: ["Bäckerei", "Raketenbau"] });
    expect(res.status).toBe(422);
    expect(messageOf(res.json, "trades")).toBe("„Raketenbau“ ist keine Branche aus unserem Verzeichnis. Bitte wählen Sie einen Vorschlag.");
    expect(await getEntry()).toEqual(before);
  });

  it("refuses a city and a product feature not in the catalogue", async () => {
    const { version } = await getEntry();
    expect(messageOf((await save.updateServiceAreaData({ version, serviceArea: ["Atlantis"] })).json, "serviceArea")).toContain("kein Ort");
    expect(messageOf((await save.updateProductFeaturesData({ version, productFeatures: ["Magisch"] })).json, "productFeatures")).toContain(
      "kein Produktmerkmal",
    );
  });

  it("saves the service area, product features, free search keywords and service features", async () => {
    const STORED_AS = { serviceArea: "service_area", productFeatures: "product_features", searchKeywords: "search_keywords", serviceFeatures: "service_features" } as const;
    let { version } = await getEntry();
    for (const [path, field, list, stored] of [
      ["updateServiceAreaData", "serviceArea", ["köln", "Frankfurt am Main"], ["Köln", "Frankfurt am Main"]],
      ["updateProductFeaturesData", "productFeatures", ["Vegan", "Handgemacht"], ["Vegan", "Handgemacht"]],
      ["updateSearchKeywordsData", "searchKeywords", ["Sauerteigbrot", "Dinkel"], ["Sauerteigbrot", "Dinkel"]],
      ["updateServiceFeaturesData", "serviceFeatures", ["Lieferservice", "  Barrierefreier Zugang "], ["Lieferservice", "Barrierefreier Zugang"]],
    ] as const) {
      const res = await save[path]({ version, [field]: list });
      expect(res.status, path).toBe(200);
      expect(res.json.data.entry[STORED_AS[field]]).toEqual(stored);
      version = res.json.data.entry.version;
    }
  });

  it.each<[string, keyof typeof save, string, unknown[], string]>([
    ["too many trades", "updateTradesData", "trades", ["Bäckerei", "Konditorei", "Café", "Friseur", "Optiker", "Apotheke"], "höchstens 5 Branchen"],
    ["too many keywords", "updateSearchKeywordsData", "searchKeywords", Array.from({ length: 21 }, (_, i) => `Begriff ${i}`), "höchstens 20 Suchbegriffe"],
    ["a duplicate (letter case ignored)", "updateSearchKeywordsData", "searchKeywords", ["Brot", "brot"], "„brot“ steht bereits"],
    ["an over-long keyword", "updateSearchKeywordsData", "searchKeywords", ["x".repeat(51)], "höchstens 50 Zeichen"],
    ["HTML", "updateServiceFeaturesData", "serviceFeatures", ["<script>alert(1)</script>"], "spitzen Klammern"],
    ["emoji", "updateServiceFeaturesData", "serviceFeatures", ["Lieferung 🚚"], "Emojis"],
    ["zero-width", "updateSearchKeywordsData", "searchKeywords", ["Br\u200Bot"], "unsichtbare"],
    ["RTL override", "updateServiceFeaturesData", "serviceFeatures", ["\u202Eeciv res"], "unsichtbare"],
    ["a number for a value", "updateServiceFeaturesData", "serviceFeatures", [42], "angebotenen"],
  ])("refuses %s with 422 and a German message at the field, nothing stored", async (_, path, field, list, message) => {
    const before = await getEntry();
    const res = await save[path]({ version: before.version, [field]: list });
    expect(res.status).toBe(422);
    expect(messageOf(res.json, field)).toContain(message);
    expect(await getEntry()).toEqual(before);
  });

  it("a save on an old version is a 409 and changes nothing", async () => {
    const before = await getEntry();
    const res = await save.updateSearchKeywordsData({ version: before.version - 1 || 999, searchKeywords: ["Veraltet"] });
    expect(res.status).toBe(409);
    expect(await getEntry()).toEqual(before);
  });

  it("takes the list as a form sends it: one ticked box is a list of one", async () => {
    const { version } = await getEntry();
    const res = await call("POST", "/customer/updateTradesData", {
      token,
      query,
      form: new URLSearchParams({ version: String(version), trades: "Tischlerei" }),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.entry.trades).toEqual(["Tischlerei"]);
  });
});
