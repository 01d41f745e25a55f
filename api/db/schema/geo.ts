/** Places and streets for the address suggestions (spec §7 "Address and utilities"). */
import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * German places for the address suggestions and checks (spec §7 "Address and
 * utilities"): each postcode with its city, and the streets of each postcode.
 * `*Key` and `*Fold` are searchKey(name) and searchKey(name, true)
 * (domain/search-key.mjs): "koeln" and "koln" both find "Köln".
 */
export const geoPlaces = sqliteTable(
  "geo_places",
  {
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    cityKey: text("city_key").notNull(),
    cityFold: text("city_fold").notNull(),
  },
  (t) => [primaryKey({ columns: [t.zipCode, t.city] }), index("geo_places_city_key").on(t.cityKey), index("geo_places_city_fold").on(t.cityFold)],
);

export const geoStreets = sqliteTable(
  "geo_streets",
  {
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    street: text("street").notNull(),
    streetKey: text("street_key").notNull(),
    streetFold: text("street_fold").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zipCode, t.street] }),
    index("geo_streets_zip_key").on(t.zipCode, t.streetKey),
    index("geo_streets_key").on(t.streetKey),
  ],
);
