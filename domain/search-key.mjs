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
  return name
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[äöü]/g, (c) => (fold ? { ä: "a", ö: "o", ü: "u" }[c] : { ä: "ae", ö: "oe", ü: "ue" }[c]))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/str\.(?=\s|-|$)/g, "strasse")
    .replace(/[^a-z0-9]/g, "");
}
