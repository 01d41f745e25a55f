import { describe, expect, it } from "vitest";
import { checkRules, type Refine, type Rules } from "#domain/form-rules";
import {
  ADDRESS_CHECK_RULES,
  addressLine,
  CITY_SUGGESTION_RULES,
  refineStreetSuggestion,
  refineZipSuggestion,
  STREET_SUGGESTION_RULES,
  ZIP_SUGGESTION_RULES,
} from "#domain/address";

// The bodies of the address calls (spec §7 "Address and utilities"), checked by
// the same rules in the portal and /api.
const check = <R extends Rules>(rules: R, body: Record<string, unknown>, refine?: Refine<R>) => checkRules((name) => body[name], rules, refine);

describe("suggestion bodies (spec §7 Address and utilities)", () => {
  it("cities need a search term of at most 60 plain characters", () => {
    expect(check(CITY_SUGGESTION_RULES, { searchTerm: "Kö" }).value).toEqual({ searchTerm: "Kö" });
    expect(check(CITY_SUGGESTION_RULES, {}).error).toEqual({ searchTerm: ["Bitte geben Sie die ersten Buchstaben des Ortes ein."] });
    expect(check(CITY_SUGGESTION_RULES, { searchTerm: "x".repeat(61) }).error?.searchTerm).toEqual(["Der Suchbegriff darf höchstens 60 Zeichen lang sein."]);
    expect(check(CITY_SUGGESTION_RULES, { searchTerm: "<b>" }).error?.searchTerm).toEqual(["Bitte verwenden Sie keine spitzen Klammern (< und >)."]);
  });

  it("streets need a postcode or a city; a postcode has 5 digits", () => {
    expect(check(STREET_SUGGESTION_RULES, { searchTerm: "Haupt" }, refineStreetSuggestion).error).toEqual({ city: ["Bitte geben Sie die Postleitzahl oder den Ort an."] });
    expect(check(STREET_SUGGESTION_RULES, { searchTerm: "Haupt", city: "Köln" }, refineStreetSuggestion).error).toBeNull();
    expect(check(STREET_SUGGESTION_RULES, { searchTerm: "Haupt", zipCode: "5066" }, refineStreetSuggestion).error?.zipCode).toEqual([
      "Die Postleitzahl besteht aus genau 5 Ziffern.",
    ]);
  });

  it("postcodes need digits or a city", () => {
    expect(check(ZIP_SUGGESTION_RULES, {}, refineZipSuggestion).error).toEqual({
      searchTerm: ["Bitte geben Sie die ersten Ziffern der Postleitzahl oder den Ort ein."],
    });
    expect(check(ZIP_SUGGESTION_RULES, { searchTerm: "506" }, refineZipSuggestion).error).toBeNull();
  });
});

describe("the address check's body: the company form's rules, the house number optional", () => {
  it("takes an address without house number", () => {
    expect(check(ADDRESS_CHECK_RULES, { street: "Domkloster", zipCode: "50667", city: "Köln" }).error).toBeNull();
  });
  it("refuses what the company form refuses", () => {
    const { error } = check(ADDRESS_CHECK_RULES, { street: "", houseNumber: "12--14", zipCode: "5066", city: "Köln\u202e" });
    expect(Object.keys(error ?? {}).sort()).toEqual(["city", "houseNumber", "street", "zipCode"]);
  });
  it("writes an address on one line", () => {
    expect(addressLine({ street: "Hohe Straße", houseNumber: "12", zipCode: "50667", city: "Köln" })).toBe("Hohe Straße 12, 50667 Köln");
    expect(addressLine({ street: "Hohe Straße", houseNumber: "", zipCode: "50667", city: "Köln" })).toBe("Hohe Straße, 50667 Köln");
  });
});
