import { cut, plainTextProblem, INVALID_UNICODE_MESSAGE, type ListOfRule, type Rules, type TextRule } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";

/**
 * The entry's classification (spec §7 "Entry updates": updateTradesData,
 * updateSearchKeywordsData, updateServiceFeaturesData, updateProductFeaturesData,
 * updateServiceAreaData): each a list of chosen values. Trades, product features
 * and service-area cities come from catalogues (spec §7 "Other customer calls":
 * the suggest calls); search keywords and service features are the company's own
 * words within the same rules. /api checks a catalogue value against its table.
 */

/** What a value list's values must be: single-line plain text of at most `maxLength`. */
interface ValueListOptions {
  /** the noun in messages, with its article: "eine Branche" */
  noun: string;
  /** the values in the plural: "Branchen" */
  plural: string;
  maxItems: number;
  maxLength: number;
}

export const duplicateMessage = (value: string) => `„${value}“ steht bereits in der Liste.`;

/**
 * A list of short texts (checkboxes of one name, or a JSON array): empty values
 * dropped, each value plain text within its length, none twice (letter case
 * ignored), at most `maxItems`. A single value (one ticked box) counts as a list.
 */
export function valueList(o: ValueListOptions): ListOfRule<TextRule> {
  const of: TextRule = {
    maxLength: { value: o.maxLength, message: `${o.noun} darf höchstens ${o.maxLength} Zeichen lang sein.` },
    plainText: true,
  };
  const maxItems = { value: o.maxItems, message: `Bitte wählen Sie höchstens ${o.maxItems} ${o.plural}.` };
  return {
    kind: "list",
    of,
    maxItems,
    check(raw, path, put) {
      const sent = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
      // before looking at any value: a huge list is refused as a whole
      if (sent.length > o.maxItems * 4) {
        put(path, maxItems.message);
        return undefined;
      }
      const out: string[] = [];
      const seen = new Set<string>();
      for (const v of sent) {
        const problem = itemProblem(v, of);
        if (problem) {
          put(path, problem);
          return undefined;
        }
        const s = (v as string).trim();
        if (!s) continue;
        const key = s.toLocaleLowerCase("de-DE");
        if (seen.has(key)) {
          put(path, duplicateMessage(s));
          return undefined;
        }
        seen.add(key);
        out.push(s);
      }
      if (out.length > o.maxItems) {
        put(path, maxItems.message);
        return undefined;
      }
      return out;
    },
    constraints: (path) => ({ [path]: { required: false } }),
    // enough to untick what is too many: the limit and a page of suggestions
    echo: (v) =>
      (Array.isArray(v) ? v : [v])
        .filter((x): x is string => typeof x === "string")
        .slice(0, o.maxItems + SUGGESTION_LIMIT)
        .map((x) => cut(x, o.maxLength)),
  };
}

/** Why one value of a list is refused, or null. */
function itemProblem(v: unknown, rule: TextRule): string | null {
  if (typeof v !== "string") return "Bitte wählen Sie einen der angebotenen Werte.";
  const s = v.trim();
  if (!s) return null;
  if (/[\p{Cs}\p{Noncharacter_Code_Point}]/u.test(s)) return INVALID_UNICODE_MESSAGE;
  if (s.length > rule.maxLength!.value) return rule.maxLength!.message;
  return plainTextProblem(s);
}

/** The most suggestions a suggest call gives. */
export const SUGGESTION_LIMIT = 10;

export const TRADES_MAX = 5;
export const SEARCH_KEYWORDS_MAX = 20;
export const SERVICE_FEATURES_MAX = 20;
export const PRODUCT_FEATURES_MAX = 20;
export const SERVICE_AREA_MAX = 30;

export const TRADES_RULES = { trades: valueList({ noun: "Eine Branche", plural: "Branchen", maxItems: TRADES_MAX, maxLength: 80 }) } satisfies Rules;
export const SEARCH_KEYWORDS_RULES = {
  searchKeywords: valueList({ noun: "Ein Suchbegriff", plural: "Suchbegriffe", maxItems: SEARCH_KEYWORDS_MAX, maxLength: 50 }),
} satisfies Rules;
export const SERVICE_FEATURES_RULES = {
  serviceFeatures: valueList({ noun: "Eine Leistung", plural: "Leistungen", maxItems: SERVICE_FEATURES_MAX, maxLength: 80 }),
} satisfies Rules;
export const PRODUCT_FEATURES_RULES = {
  productFeatures: valueList({ noun: "Ein Produktmerkmal", plural: "Produktmerkmale", maxItems: PRODUCT_FEATURES_MAX, maxLength: 80 }),
} satisfies Rules;
export const SERVICE_AREA_RULES = { serviceArea: valueList({ noun: "Ein Ort", plural: "Orte", maxItems: SERVICE_AREA_MAX, maxLength: 60 }) } satisfies Rules;

export const TRADES_SECTION: EntrySectionDef<typeof TRADES_RULES> = {
  call: "updateTradesData",
  title: "Branchen",
  saved: "Ihre Branchen wurden gespeichert.",
  rules: TRADES_RULES,
  values: (e: Entry) => ({ trades: e.trades }),
};
export const SEARCH_KEYWORDS_SECTION: EntrySectionDef<typeof SEARCH_KEYWORDS_RULES> = {
  call: "updateSearchKeywordsData",
  title: "Suchbegriffe",
  saved: "Ihre Suchbegriffe wurden gespeichert.",
  rules: SEARCH_KEYWORDS_RULES,
  values: (e: Entry) => ({ searchKeywords: e.search_keywords }),
};
export const SERVICE_FEATURES_SECTION: EntrySectionDef<typeof SERVICE_FEATURES_RULES> = {
  call: "updateServiceFeaturesData",
  title: "Leistungen",
  saved: "Ihre Leistungen wurden gespeichert.",
  rules: SERVICE_FEATURES_RULES,
  values: (e: Entry) => ({ serviceFeatures: e.service_features }),
};
export const PRODUCT_FEATURES_SECTION: EntrySectionDef<typeof PRODUCT_FEATURES_RULES> = {
  call: "updateProductFeaturesData",
  title: "Produktmerkmale",
  saved: "Ihre Produktmerkmale wurden gespeichert.",
  rules: PRODUCT_FEATURES_RULES,
  values: (e: Entry) => ({ productFeatures: e.product_features }),
};
export const SERVICE_AREA_SECTION: EntrySectionDef<typeof SERVICE_AREA_RULES> = {
  call: "updateServiceAreaData",
  title: "Einzugsgebiet",
  saved: "Ihr Einzugsgebiet wurde gespeichert.",
  rules: SERVICE_AREA_RULES,
  values: (e: Entry) => ({ serviceArea: e.service_area }),
};
