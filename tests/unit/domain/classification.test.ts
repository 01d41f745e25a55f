import { describe, expect, it } from "vitest";
import { checkRules, constraintsOf, echoValues } from "#domain/form-rules";
import { ENTRY_SECTIONS, entryTab, tabOfSection } from "#domain/entry";
import {
  SEARCH_KEYWORDS_RULES,
  SERVICE_AREA_RULES,
  TRADES_RULES,
  duplicateMessage,
} from "#domain/entry-sections/classification";
import { CATALOGUES, SEARCH_TERM_RULE, VALUE_LISTS, searchFieldOf, suggestRules, type Catalogue } from "#domain/entry-sections/classification-lists";
import { catalogueKey, foldText, searchText } from "#domain/text-fold.mjs";
import { CITY_CATALOGUE, KEYWORD_CATALOGUE, PRODUCT_FEATURE_CATALOGUE, TRADE_CATALOGUE } from "../../../seed/catalogues.mjs";

// spec §7 "Entry updates" (trades, search keywords, service and product features,
// service area) and "Other customer calls" (the suggest calls).

const check = <R extends Record<string, unknown>>(rules: Parameters<typeof checkRules>[1], values: R) =>
  checkRules((n) => values[n], rules);

describe("value lists (spec §7 entry updates)", () => {
  it("takes a list, a single ticked box and nothing; trims, drops empty values, keeps the order", () => {
    expect(check(TRADES_RULES, { trades: [" Bäckerei ", "", "Konditorei"] }).value).toEqual({ trades: ["Bäckerei", "Konditorei"] });
    expect(check(TRADES_RULES, { trades: "Bäckerei" }).value).toEqual({ trades: ["Bäckerei"] });
    expect(check(TRADES_RULES, {}).value).toEqual({ trades: [] });
  });

  it("refuses a value twice, letter case ignored, naming it", () => {
    expect(check(SEARCH_KEYWORDS_RULES, { searchKeywords: ["Brot", "BROT"] }).error).toEqual({ searchKeywords: [duplicateMessage("BROT")] });
    expect(duplicateMessage("BROT")).toBe("„BROT“ steht bereits in der Liste.");
  });

  it("refuses more than the maximum: 5 trades, 20 keywords, 30 cities", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Wert ${i}`);
    expect(check(TRADES_RULES, { trades: many(5) }).error).toBeNull();
    expect(check(TRADES_RULES, { trades: many(6) }).error).toEqual({ trades: ["Bitte wählen Sie höchstens 5 Branchen."] });
    expect(check(SEARCH_KEYWORDS_RULES, { searchKeywords: many(21) }).error?.searchKeywords?.[0]).toBe("Bitte wählen Sie höchstens 20 Suchbegriffe.");
    expect(check(SERVICE_AREA_RULES, { serviceArea: many(31) }).error?.serviceArea?.[0]).toBe("Bitte wählen Sie höchstens 30 Orte.");
    // a flood is refused before any value is looked at
    expect(check(TRADES_RULES, { trades: many(100_000) }).error?.trades?.[0]).toBe("Bitte wählen Sie höchstens 5 Branchen.");
  });

  it.each([
    ["over-long", "x".repeat(51), "Ein Suchbegriff darf höchstens 50 Zeichen lang sein."],
    ["HTML", "<b>Brot</b>", "Bitte verwenden Sie keine spitzen Klammern (< und >)."],
    ["emoji", "Brot 🍞", "Bitte verwenden Sie keine Emojis oder Bildsymbole."],
    ["zero-width", "Br\u200Bot", "Der Text enthält unsichtbare Steuer- oder Formatierungszeichen. Bitte entfernen Sie diese."],
    ["RTL override", "\u202Etorb", "Der Text enthält unsichtbare Steuer- oder Formatierungszeichen. Bitte entfernen Sie diese."],
    ["a line break", "Brot\nButter", "Der Text enthält unsichtbare Steuer- oder Formatierungszeichen. Bitte entfernen Sie diese."],
    ["a lone surrogate", "Brot\uD800", "Die Eingabe enthält ungültige Zeichen. Bitte tippen Sie sie erneut ein."],
  ])("refuses a %s value with a German message at the list", (_, value, message) => {
    expect(check(SEARCH_KEYWORDS_RULES, { searchKeywords: ["Brötchen", value] }).error).toEqual({ searchKeywords: [message] });
  });

  it("refuses what is not text (JSON numbers, objects)", () => {
    expect(check(SEARCH_KEYWORDS_RULES, { searchKeywords: [42] }).error?.searchKeywords).toHaveLength(1);
    expect(check(SEARCH_KEYWORDS_RULES, { searchKeywords: [{ a: 1 }] }).error?.searchKeywords).toHaveLength(1);
  });

  it("sends back at most the maximum and a page of suggestions, each cut to its length, nothing but text", () => {
    const echoed = echoValues(TRADES_RULES, { trades: [...Array.from({ length: 40 }, () => "y".repeat(500)), 7] }).trades as string[];
    expect(echoed).toHaveLength(15);
    expect(echoed.every((v) => v.length === 80)).toBe(true);
    expect(constraintsOf(TRADES_RULES)).toEqual({ trades: { required: false } });
  });
});

describe("the list sections on the entry-data page", () => {
  it("each list section has its call and a tab: trades and keywords together, the rest together", () => {
    expect(Object.fromEntries((["trades", "searchKeywords", "serviceFeatures", "productFeatures", "serviceArea"] as const).map((s) => [s, ENTRY_SECTIONS[s].call]))).toEqual({
      trades: "updateTradesData",
      searchKeywords: "updateSearchKeywordsData",
      serviceFeatures: "updateServiceFeaturesData",
      productFeatures: "updateProductFeaturesData",
      serviceArea: "updateServiceAreaData",
    });
    expect(tabOfSection("trades")).toBe(entryTab("branchen"));
    expect(tabOfSection("searchKeywords")).toBe(entryTab("branchen"));
    expect(entryTab("leistungen").sections).toEqual(["serviceFeatures", "productFeatures", "serviceArea"]);
  });

  it("the search field is never one of the section's rules (it is not saved)", () => {
    for (const [section, spec] of Object.entries(VALUE_LISTS)) {
      expect(Object.keys(ENTRY_SECTIONS[section as keyof typeof VALUE_LISTS].rules)).toEqual([spec.field]);
      expect(searchFieldOf(section as keyof typeof VALUE_LISTS)).not.toBe(spec.field);
    }
  });

  it("suggest calls take their spec §7 body field", () => {
    expect(Object.entries(CATALOGUES).map(([c, { call }]) => [call, Object.keys(suggestRules(c as Catalogue))[0]])).toEqual([
      ["industries", "trade"],
      ["searchKeywords", "searchKeyword"],
      ["product-features", "searchTerm"],
      ["service-area-cities", "searchTerm"],
    ]);
    expect(checkRules(() => "a".repeat(61), { t: SEARCH_TERM_RULE }).error).toEqual({ t: ["Der Suchbegriff darf höchstens 60 Zeichen lang sein."] });
  });
});

describe("catalogue search folding", () => {
  it("folds letter case, ß, accents and umlauts both ways", () => {
    expect(foldText("Bäckerei", "ae")).toBe("baeckerei");
    expect(foldText("Bäckerei", "a")).toBe("backerei");
    expect(foldText("Straßenbau", "ae")).toBe("strassenbau");
    expect(foldText("Café", "a")).toBe("cafe");
    expect(foldText("Garten- und Landschaftsbau", "ae")).toBe("garten und landschaftsbau");
    expect(catalogueKey(" BÄCKEREI ")).toBe(catalogueKey("Bäckerei"));
  });

  it("searches every word from its start in both foldings", () => {
    const s = searchText("Frankfurt am Main");
    expect(s.includes(" main")).toBe(true);
    expect(searchText("Köln")).toBe(" koeln | koln ");
  });

  it("the seeded catalogues are realistic and every name has its own key", () => {
    expect(TRADE_CATALOGUE.length).toBeGreaterThanOrEqual(200);
    expect(CITY_CATALOGUE.length).toBeGreaterThanOrEqual(200);
    expect(PRODUCT_FEATURE_CATALOGUE.length).toBeGreaterThanOrEqual(50);
    expect(TRADE_CATALOGUE.map((t) => t.name)).toEqual(expect.arrayContaining(["Bäckerei", "Konditorei", "Schreinerei", "Tischlerei", "Elektroinstallation"]));
    expect(CITY_CATALOGUE).toContainEqual({ name: "Köln", state: "Nordrhein-Westfalen" });
    for (const list of [TRADE_CATALOGUE.map((t) => t.name), CITY_CATALOGUE.map((c) => c.name), PRODUCT_FEATURE_CATALOGUE, KEYWORD_CATALOGUE]) {
      expect(new Set(list.map(catalogueKey)).size).toBe(list.length);
      // every catalogue value passes the list rules it is saved under
      for (const name of list) expect(check(SEARCH_KEYWORDS_RULES, { searchKeywords: [name] }).error, name).toBeNull();
    }
  });
});
