/** The value lists of the classification (spec §7 trades, keywords, features, service area). */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The catalogues the entry's classification is chosen from (spec §7 "Other
 * customer calls": suggest/industries, searchKeywords, product-features,
 * service-area-cities). `key` is the name folded (domain/text-fold.mjs: a value
 * is matched by it), `search` both foldings of its words for prefix search.
 */
const catalogue = (name: string) =>
  sqliteTable(
    name,
    {
      id: integer("id").primaryKey(),
      name: text("name").notNull(),
      key: text("key").notNull().unique(),
      search: text("search").notNull(),
      /** a city's federal state; a trade's typical search keywords (comma-separated) */
      extra: text("extra"),
    },
  );

export const industries = catalogue("industries");

export const keywordCatalogue = catalogue("search_keyword_catalogue");

export const productFeatureCatalogue = catalogue("product_feature_catalogue");

export const serviceAreaCities = catalogue("service_area_cities");
