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

/** A search term of a suggest call, and of the search field of a section. */
export const SEARCH_TERM_RULE = {
  required: "Bitte geben Sie mindestens einen Buchstaben ein.",
  maxLength: { value: 60, message: "Der Suchbegriff darf höchstens 60 Zeichen lang sein." },
  plainText: true,
} satisfies TextRule;

/** The catalogues and their suggest calls (spec §7 "Other customer calls"), by the body field each takes. */
export const CATALOGUES = {
  industries: { call: "industries", field: "trade" },
  searchKeywords: { call: "searchKeywords", field: "searchKeyword" },
  productFeatures: { call: "product-features", field: "searchTerm" },
  serviceAreaCities: { call: "service-area-cities", field: "searchTerm" },
} as const;
export type Catalogue = keyof typeof CATALOGUES;
export const isCatalogue = (v: unknown): v is Catalogue => typeof v === "string" && Object.hasOwn(CATALOGUES, v);

/** A suggest call's body rules. */
export const suggestRules = <C extends Catalogue>(c: C) => ({ [CATALOGUES[c].field]: SEARCH_TERM_RULE }) as Record<(typeof CATALOGUES)[C]["field"], typeof SEARCH_TERM_RULE>;

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

/**
 * How each list section is edited: its field, the catalogue its values come
 * from (`only`: nothing else may be saved) or that suggests words for it, and
 * what the search field is called.
 */
export interface ValueListSpec {
  field: string;
  catalogue: Catalogue | null;
  /** values must come from the catalogue */
  only: boolean;
  /** the chosen values' legend */
  chosen: string;
  /** the search or new-value field's label */
  input: string;
  hint: string;
  max: number;
}

export const VALUE_LISTS = {
  trades: {
    field: "trades",
    catalogue: "industries",
    only: true,
    chosen: "Ihre Branchen",
    input: "Branche suchen",
    hint: `Geben Sie den Anfang einer Branche ein, z. B. „Bäck“, und wählen Sie aus den Vorschlägen. Höchstens ${TRADES_MAX} Branchen.`,
    max: TRADES_MAX,
  },
  searchKeywords: {
    field: "searchKeywords",
    catalogue: "searchKeywords",
    only: false,
    chosen: "Ihre Suchbegriffe",
    input: "Suchbegriff",
    hint: `Worunter sollen Kunden Sie finden? Eigene Begriffe mit „Hinzufügen“, oder wählen Sie aus den Vorschlägen. Höchstens ${SEARCH_KEYWORDS_MAX} Begriffe mit je 50 Zeichen.`,
    max: SEARCH_KEYWORDS_MAX,
  },
  serviceFeatures: {
    field: "serviceFeatures",
    catalogue: null,
    only: false,
    chosen: "Ihre Leistungen",
    input: "Neue Leistung",
    hint: `Zum Beispiel „Lieferservice“ oder „Barrierefreier Zugang“. Höchstens ${SERVICE_FEATURES_MAX} Leistungen mit je 80 Zeichen.`,
    max: SERVICE_FEATURES_MAX,
  },
  productFeatures: {
    field: "productFeatures",
    catalogue: "productFeatures",
    only: true,
    chosen: "Ihre Produktmerkmale",
    input: "Produktmerkmal suchen",
    hint: `Geben Sie den Anfang eines Merkmals ein, z. B. „Bio“, und wählen Sie aus den Vorschlägen. Höchstens ${PRODUCT_FEATURES_MAX} Merkmale.`,
    max: PRODUCT_FEATURES_MAX,
  },
  serviceArea: {
    field: "serviceArea",
    catalogue: "serviceAreaCities",
    only: true,
    chosen: "Ihr Einzugsgebiet",
    input: "Ort suchen",
    hint: `Geben Sie den Anfang eines Ortes ein, z. B. „Köl“, und wählen Sie aus den Vorschlägen. Höchstens ${SERVICE_AREA_MAX} Orte.`,
    max: SERVICE_AREA_MAX,
  },
} as const satisfies Record<string, ValueListSpec>;
export type ValueListSection = keyof typeof VALUE_LISTS;
export const isValueListSection = (v: unknown): v is ValueListSection => typeof v === "string" && Object.hasOwn(VALUE_LISTS, v);

/** The name of a list section's search (or new-value) field: not one of its rules, never saved. */
export const searchFieldOf = (section: ValueListSection) => `${VALUE_LISTS[section].field}Suche`;
/** The name and values of the buttons that ask the page for suggestions or add a typed value (no save). */
export const LIST_STEP = "listenschritt";
export type ListStep = "suggest" | "add";

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

/** A catalogue value that /api does not know, as the form shows it. */
export const notInCatalogueMessage = (section: ValueListSection, value: string) =>
  ({
    trades: `„${value}“ ist keine Branche aus unserem Verzeichnis. Bitte wählen Sie einen Vorschlag.`,
    searchKeywords: "",
    serviceFeatures: "",
    productFeatures: `„${value}“ ist kein Produktmerkmal aus unserem Verzeichnis. Bitte wählen Sie einen Vorschlag.`,
    serviceArea: `„${value}“ ist kein Ort aus unserem Verzeichnis. Bitte wählen Sie einen Vorschlag.`,
  })[section];
