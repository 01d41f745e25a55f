import type { TextRule } from "../form-rules";
import { SEARCH_KEYWORDS_MAX, SERVICE_AREA_MAX, PRODUCT_FEATURES_MAX, SERVICE_FEATURES_MAX, TRADES_MAX } from "./classification";

/**
 * How the entry's list sections (domain/entry-sections/classification.ts) are
 * edited and where their suggestions come from (spec §7 "Other customer calls":
 * the suggest calls). Apart from the registry, so that only the list sections'
 * own code loads it in the browser.
 */
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

/** A catalogue value that /api does not know, as the form shows it. */
export const notInCatalogueMessage = (section: ValueListSection, value: string) =>
  ({
    trades: `„${value}“ ist keine Branche aus unserem Verzeichnis. Bitte wählen Sie einen Vorschlag.`,
    searchKeywords: "",
    serviceFeatures: "",
    productFeatures: `„${value}“ ist kein Produktmerkmal aus unserem Verzeichnis. Bitte wählen Sie einen Vorschlag.`,
    serviceArea: `„${value}“ ist kein Ort aus unserem Verzeichnis. Bitte wählen Sie einen Vorschlag.`,
  })[section];
