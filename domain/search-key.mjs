import { foldText } from "./text-fold.mjs";

// Search keys of German place and street names (spec §7 "Address and utilities"):
// plain JavaScript, so the seed scripts (Node) and the Worker compute the same keys.

/**
 * The key a name is found by: lower case, "ß" as "ss", umlauts as "ae"/"oe"/"ue"
 * (or, with `fold`, as "a"/"o"/"u"), other accents dropped, "str." as "strasse",
 * and nothing but letters a-z and digits. "Köln" and "koeln" → "koeln";
 * "Kaiser-Joseph-Str." → "kaiserjosephstrasse".
 * @param {string} name
 * @param {boolean} [fold] umlauts as their base letter ("koln")
 * @returns {string}
 */
export function searchKey(name, fold = false) {
  // the street abbreviation first, while the dot still marks it; then the shared folding, without spaces
  return foldText(name.toLowerCase().replace(/str\.(?=\s|-|$)/g, "strasse"), fold ? "a" : "ae").replace(/ /g, "");
}
