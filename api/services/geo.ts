import { and, asc, eq, inArray, like, or } from "drizzle-orm";
import type { Db } from "../context";
import { geoPlaces, geoStreets } from "../db/schema";
import { searchKey } from "#domain/search-key.mjs";
import { addressLine, MAX_SUGGESTIONS, type Address, type AddressCheck } from "#domain/address";

/**
 * Place and street look-ups for the address suggestions and the address check
 * (spec §7 "Address and utilities"), on the seeded German places (geo_places,
 * geo_streets). Names are found by their search keys (domain/search-key.mjs):
 * a prefix, case- and umlaut-insensitive ("koeln", "Köln", "koln"). Keys hold
 * only a-z and 0-9, so they never contain LIKE's wildcards.
 */

const keys = (term: string) => ({ key: searchKey(term), fold: searchKey(term, true) });

/** Cities whose name starts with the term. */
export async function suggestCities(db: Db, term: string): Promise<string[]> {
  const { key, fold } = keys(term);
  if (!key) return [];
  const rows = await db
    .selectDistinct({ city: geoPlaces.city })
    .from(geoPlaces)
    .where(or(like(geoPlaces.cityKey, `${key}%`), like(geoPlaces.cityFold, `${fold}%`)))
    .orderBy(asc(geoPlaces.city))
    .limit(MAX_SUGGESTIONS);
  return rows.map((r) => r.city);
}

/** The cities a name stands for exactly (in any spelling of its key). */
async function citiesNamed(db: Db, name: string): Promise<string[]> {
  const { key, fold } = keys(name);
  if (!key) return [];
  const rows = await db
    .selectDistinct({ city: geoPlaces.city })
    .from(geoPlaces)
    .where(or(eq(geoPlaces.cityKey, key), eq(geoPlaces.cityFold, fold)));
  return rows.map((r) => r.city);
}

export interface ZipSuggestion {
  zipCode: string;
  city: string;
}

/** Postcodes: of a city, and/or starting with the digits of the term (or of cities starting with its letters). */
export async function suggestZipCodes(db: Db, opts: { searchTerm: string; city: string }): Promise<ZipSuggestion[]> {
  const conditions = [];
  if (opts.city) {
    const cities = await citiesNamed(db, opts.city);
    if (!cities.length) return [];
    conditions.push(inArray(geoPlaces.city, cities));
  }
  const term = opts.searchTerm.trim();
  if (/^\d{1,5}$/.test(term)) conditions.push(like(geoPlaces.zipCode, `${term}%`));
  else if (term) {
    const { key, fold } = keys(term);
    if (!key) return [];
    conditions.push(or(like(geoPlaces.cityKey, `${key}%`), like(geoPlaces.cityFold, `${fold}%`)));
  }
  return db
    .select({ zipCode: geoPlaces.zipCode, city: geoPlaces.city })
    .from(geoPlaces)
    .where(and(...conditions))
    .orderBy(asc(geoPlaces.zipCode))
    .limit(MAX_SUGGESTIONS);
}

export interface StreetSuggestion {
  street: string;
  zipCode: string;
  city: string;
}

/** Streets starting with the term, in a postcode or a city. */
export async function suggestStreets(db: Db, opts: { searchTerm: string; zipCode: string; city: string }): Promise<StreetSuggestion[]> {
  const { key, fold } = keys(opts.searchTerm);
  if (!key) return [];
  const where = [or(like(geoStreets.streetKey, `${key}%`), like(geoStreets.streetFold, `${fold}%`))];
  if (opts.zipCode) where.push(eq(geoStreets.zipCode, opts.zipCode));
  else {
    const cities = await citiesNamed(db, opts.city);
    if (!cities.length) return [];
    where.push(inArray(geoStreets.city, cities));
  }
  return db
    .select({ street: geoStreets.street, zipCode: geoStreets.zipCode, city: geoStreets.city })
    .from(geoStreets)
    .where(and(...where))
    .orderBy(asc(geoStreets.street), asc(geoStreets.zipCode))
    .limit(MAX_SUGGESTIONS);
}

const sameName = (a: string, b: string) => searchKey(a) === searchKey(b) || searchKey(a, true) === searchKey(b, true);

/**
 * Checks an address against the known places: known as typed (`valid`, in its
 * usual spelling), else the likely addresses meant — the street in another
 * postcode of the city, the postcode's own city, the city's postcodes, streets
 * spelt alike — or `unknown` when neither postcode nor city is known here.
 */
export async function checkAddress(db: Db, a: Address): Promise<AddressCheck> {
  const [cities, zipPlaces] = await Promise.all([
    citiesNamed(db, a.city),
    db.select({ zipCode: geoPlaces.zipCode, city: geoPlaces.city }).from(geoPlaces).where(eq(geoPlaces.zipCode, a.zipCode)),
  ]);
  if (!cities.length && !zipPlaces.length) {
    return { status: "unknown", message: "Zu diesem Ort liegen uns keine Straßendaten vor. Sie können die Adresse so speichern.", candidates: [] };
  }
  const { key, fold } = keys(a.street);
  const places = [...new Set([...cities, ...zipPlaces.map((p) => p.city)])];
  const streets = key
    ? await db
        .select({ street: geoStreets.street, zipCode: geoStreets.zipCode, city: geoStreets.city })
        .from(geoStreets)
        .where(and(or(eq(geoStreets.streetKey, key), eq(geoStreets.streetFold, fold)), or(eq(geoStreets.zipCode, a.zipCode), inArray(geoStreets.city, places))))
        .orderBy(asc(geoStreets.zipCode))
        .limit(MAX_SUGGESTIONS)
    : [];
  const at = (s: { street: string; zipCode: string; city: string }): Address => ({ ...s, houseNumber: a.houseNumber });
  const exact = streets.find((s) => s.zipCode === a.zipCode && sameName(s.city, a.city));
  if (exact) {
    const usual = at(exact);
    if (usual.street === a.street.trim() && usual.city === a.city.trim()) {
      return { status: "valid", message: "Die Adresse ist bekannt und vollständig.", candidates: [] };
    }
    return { status: "suggestions", message: `Die Adresse ist bekannt, geschrieben wird sie so: ${addressLine(usual)}. Meinten Sie diese?`, candidates: [usual] };
  }
  const candidates: Address[] = streets.filter((s) => sameName(s.city, a.city) || s.zipCode === a.zipCode).map(at);
  const zipFits = zipPlaces.some((p) => sameName(p.city, a.city));
  if (!candidates.length) {
    if (!zipFits) {
      // the postcode's own city, and the city's postcodes
      for (const p of zipPlaces) candidates.push({ ...a, city: p.city });
      if (cities.length) {
        const ofCity = await db
          .select({ zipCode: geoPlaces.zipCode, city: geoPlaces.city })
          .from(geoPlaces)
          .where(inArray(geoPlaces.city, cities))
          .orderBy(asc(geoPlaces.zipCode))
          .limit(MAX_SUGGESTIONS);
        for (const p of ofCity) candidates.push({ ...a, zipCode: p.zipCode, city: p.city });
      }
    } else if (key.length >= 3) {
      // streets of the postcode spelt alike: the same first letters
      const alike = await db
        .select({ street: geoStreets.street, zipCode: geoStreets.zipCode, city: geoStreets.city })
        .from(geoStreets)
        .where(and(eq(geoStreets.zipCode, a.zipCode), or(like(geoStreets.streetKey, `${key.slice(0, 4)}%`), like(geoStreets.streetFold, `${fold.slice(0, 4)}%`))))
        .orderBy(asc(geoStreets.street))
        .limit(MAX_SUGGESTIONS);
      candidates.push(...alike.map(at));
    }
  }
  const top = candidates.slice(0, MAX_SUGGESTIONS);
  const why = !zipFits
    ? `Die Postleitzahl ${a.zipCode} passt nicht zum Ort ${a.city.trim()}.`
    : `Die Straße „${a.street.trim()}“ ist unter ${a.zipCode} ${zipPlaces.find((p) => sameName(p.city, a.city))?.city ?? a.city.trim()} nicht bekannt.`;
  if (!top.length) return { status: "suggestions", message: `${why} Bitte prüfen Sie die Schreibweise.`, candidates: [] };
  return { status: "suggestions", message: `${why} Meinten Sie ${top.length === 1 ? addressLine(top[0]!) : "eine dieser Adressen"}?`, candidates: top };
}

