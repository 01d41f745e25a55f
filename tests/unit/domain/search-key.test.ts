import { describe, expect, it } from "vitest";
import { searchKey } from "#domain/search-key.mjs";

describe("search keys of place and street names (spec §7 Address and utilities)", () => {
  it.each([
    ["Köln", "koeln"],
    ["KOELN", "koeln"],
    ["Freiburg im Breisgau", "freiburgimbreisgau"],
    ["Kaiser-Joseph-Straße", "kaiserjosephstrasse"],
    ["kaiser-joseph-str.", "kaiserjosephstrasse"],
    ["Hohe Str. ", "hohestrasse"],
    ["Barfußgäßchen", "barfussgaesschen"],
    ["Café", "cafe"],
  ])("%j → %j", (name, key) => {
    expect(searchKey(name)).toBe(key);
  });
  it("folds umlauts to their base letter when asked: 'koln' finds Köln too", () => {
    expect(searchKey("Köln", true)).toBe("koln");
    expect(searchKey("koln", true)).toBe("koln");
  });
  it("keeps nothing but a-z and 0-9 (no LIKE wildcards)", () => {
    expect(searchKey("50%_Straße*")).toBe("50strasse");
  });
});
