// Plain JavaScript: the seed scripts (Node, no TypeScript) and /api fold catalogue
// names the same way. Types: text-fold.d.mts.

/**
 * A text folded for searching: lower case, ß → ss, other accents dropped, every
 * run of other characters one space. `umlauts` says how ä, ö and ü are written:
 * "ae" (Baeckerei, as people type without umlauts) or "a" (Backerei).
 * @param {string} text
 * @param {"ae" | "a"} umlauts
 */
export function foldText(text, umlauts) {
  const long = umlauts === "ae";
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[äöü]/g, (c) => (long ? { ä: "ae", ö: "oe", ü: "ue" }[c] : { ä: "a", ö: "o", ü: "u" }[c]))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The key a catalogue name is unique by, and what a saved value is matched to: "Bäckerei" → "baeckerei". @param {string} name */
export const catalogueKey = (name) => foldText(name, "ae");

/**
 * What a catalogue row is searched by: both foldings, each word after a space,
 * so `LIKE '% ' || word || '%'` finds a prefix of any word.
 * @param {string} name
 */
export const searchText = (name) => ` ${foldText(name, "ae")} | ${foldText(name, "a")} `;
