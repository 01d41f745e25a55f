// German places for the address suggestions and checks (spec §7 "Address and
// utilities"): real postcodes and real street names of the demo companies' cities
// (and of Berlin-Mitte, the load test's), a few dozen streets each. Not complete:
// an address outside these is "not known", never "wrong" (api/services/geo.ts).
import { searchKey } from "../domain/search-key.mjs";

/** city → postcode → streets of that postcode */
export const GEO = {
  Köln: {
    "50667": [
      "Domkloster", "Hohe Straße", "Schildergasse", "Breite Straße", "Komödienstraße", "Unter Sachsenhausen", "Am Hof",
      "Burgmauer", "Glockengasse", "Minoritenstraße", "Tunisstraße", "Gürzenichstraße", "Brückenstraße", "Unter Goldschmied",
      "Alter Markt", "Heumarkt", "Marzellenstraße", "Trankgasse", "Kolumbastraße", "Auf dem Berlich", "Wallrafplatz",
      "Roncalliplatz", "Apostelnstraße", "Neumarkt", "Cäcilienstraße", "Hahnenstraße", "Große Budengasse", "Frankenwerft",
    ],
    "50668": ["Eigelstein", "Machabäerstraße", "Domstraße", "Maximinenstraße", "Johannisstraße", "Ebertplatz", "Turiner Straße", "Riehler Straße", "Thürmchenswall", "Weidengasse"],
    "50670": ["Hansaring", "Neusser Straße", "Sudermanplatz", "Balthasarstraße", "Krefelder Straße", "Hansemannstraße", "Gereonswall"],
    "50672": ["Ehrenstraße", "Friesenplatz", "Hohenzollernring", "Mittelstraße", "Venloer Straße", "Brüsseler Platz", "Aachener Straße", "Benesisstraße", "Pfeilstraße"],
    "50674": ["Zülpicher Straße", "Rathenauplatz", "Roonstraße", "Engelbertstraße", "Moltkestraße", "Luxemburger Straße"],
    "50677": ["Bonner Straße", "Chlodwigplatz", "Alteburger Straße", "Merowingerstraße"],
    "50678": ["Severinstraße", "Ubierring", "Karolingerring", "Holzmarkt"],
    "50823": ["Subbelrather Straße", "Venloer Straße", "Körnerstraße", "Nußbaumerstraße", "Ottostraße", "Gutenbergstraße", "Piusstraße", "Ehrenfeldgürtel", "Lenauplatz", "Landmannstraße"],
    "50996": ["Hauptstraße", "Maternusstraße", "Sürther Straße", "Weißer Straße"],
    "51143": ["Hauptstraße", "Friedrich-Ebert-Ufer", "Josefstraße"],
  },
  "Freiburg im Breisgau": {
    "79098": [
      "Kaiser-Joseph-Straße", "Bertoldstraße", "Salzstraße", "Herrenstraße", "Münsterplatz", "Schusterstraße", "Konviktstraße",
      "Eisenbahnstraße", "Rathausgasse", "Franziskanerstraße", "Universitätsstraße", "Merianstraße", "Rotteckring",
      "Werthmannstraße", "Friedrichring", "Schiffstraße", "Augustinerplatz", "Gerberau", "Oberlinden", "Grünwälderstraße",
      "Löwenstraße", "Turmstraße", "Unterlinden", "Niemensstraße", "Rempartstraße", "Rathausplatz",
    ],
    "79102": ["Schwarzwaldstraße", "Günterstalstraße", "Urachstraße", "Talstraße", "Dreisamstraße", "Marienstraße", "Kartäuserstraße"],
    "79104": ["Habsburgerstraße", "Karlstraße", "Stadtstraße", "Hauptstraße", "Albertstraße", "Rheinstraße"],
    "79106": ["Stefan-Meier-Straße", "Hugstetter Straße", "Lehener Straße", "Eschholzstraße", "Wannerstraße", "Klarastraße", "Egonstraße", "Ferdinand-Weiß-Straße"],
  },
  Leipzig: {
    "04109": [
      "Grimmaische Straße", "Petersstraße", "Hainstraße", "Katharinenstraße", "Nikolaistraße", "Reichsstraße", "Markt",
      "Thomaskirchhof", "Burgstraße", "Klostergasse", "Brühl", "Augustusplatz", "Goethestraße", "Richard-Wagner-Straße",
      "Gottschedstraße", "Barfußgäßchen", "Schillerstraße", "Neumarkt", "Universitätsstraße", "Salzgäßchen", "Dittrichring",
      "Martin-Luther-Ring", "Roßplatz", "Jahnallee",
    ],
    "04103": ["Gerichtsweg", "Salomonstraße", "Dresdner Straße", "Querstraße", "Rosa-Luxemburg-Straße", "Hofmeisterstraße"],
    "04105": ["Waldstraße", "Gustav-Adolf-Straße", "Leibnizstraße", "Funkenburgstraße"],
    "04315": ["Eisenbahnstraße", "Hermann-Liebmann-Straße", "Konradstraße"],
  },
  Berlin: {
    "10115": [
      "Chausseestraße", "Invalidenstraße", "Torstraße", "Bergstraße", "Gartenstraße", "Tieckstraße", "Borsigstraße",
      "Pflugstraße", "Schwartzkopffstraße", "Novalisstraße", "Ackerstraße", "Habersaathstraße", "Zinnowitzer Straße",
      "Wöhlertstraße", "Schlegelstraße", "Hessische Straße", "Hannoversche Straße", "Philippstraße",
    ],
    "10117": ["Friedrichstraße", "Unter den Linden", "Oranienburger Straße", "Gendarmenmarkt", "Französische Straße"],
    "10178": ["Alexanderplatz", "Rathausstraße", "Spandauer Straße", "Karl-Liebknecht-Straße"],
  },
};

const q = (v) => `'${String(v).replaceAll("'", "''")}'`;

/**
 * The places and streets as SQL: one INSERT per table and city (few statements,
 * so seeding stays quick). OR IGNORE: seeding twice changes nothing.
 * @returns {string[]}
 */
export function geoStatements() {
  const out = [];
  for (const [city, zips] of Object.entries(GEO)) {
    const places = Object.keys(zips).map((zip) => `(${[zip, city, searchKey(city), searchKey(city, true)].map(q).join(", ")})`);
    out.push(`INSERT OR IGNORE INTO geo_places (zip_code, city, city_key, city_fold) VALUES ${places.join(", ")};`);
    const streets = Object.entries(zips).flatMap(([zip, names]) =>
      names.map((street) => `(${[zip, city, street, searchKey(street), searchKey(street, true)].map(q).join(", ")})`),
    );
    out.push(`INSERT OR IGNORE INTO geo_streets (zip_code, city, street, street_key, street_fold) VALUES ${streets.join(", ")};`);
  }
  return out;
}
