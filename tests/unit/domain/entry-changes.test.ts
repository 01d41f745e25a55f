import { describe, expect, it } from "vitest";
import type { Entry } from "#domain/entry";
import { boundedChanges, CHANGES_MAX, cutValue, entryChanges } from "#domain/entry-changes";
import { EMPTY_SECTIONS } from "./entry-fixture";

// spec §6 support staff, §3 the audit: what a support save changed, per field with old and new value
const BEFORE: Entry = {
  company_name: "Bäckerei Krüger",
  ShippingStreet: "Domplatz 3",
  ShippingPostalCode: "50667",
  ShippingCity: "Köln",
  Phone: "0221 1234567",
  MobilePhone: null,
  Fax: null,
  Email: "info@krueger.de",
  slogan: null,
  media_owner: [],
  ...EMPTY_SECTIONS,
  version: 4,
  updated_at: "2026-11-01T10:00:00.000Z",
};
const after = (change: Partial<Entry>): Entry => ({ ...BEFORE, ...change, version: BEFORE.version + 1 });
const CLOSED = { mo: [], di: [], mi: [], do: [], fr: [], sa: [], so: [] };

describe("entryChanges (spec §6 support staff, §3 audit)", () => {
  it("names only the changed fields by their form labels, with old and new value ('' for empty)", () => {
    expect(entryChanges(BEFORE, after({ Phone: "0221 7654321", MobilePhone: "0171 2345678", Email: null }), "company")).toEqual([
      { field: "Telefon", from: "0221 1234567", to: "0221 7654321" },
      { field: "Mobilnummer", from: "", to: "0171 2345678" },
      { field: "E-Mail-Adresse", from: "info@krueger.de", to: "" },
    ]);
    // street and house number are the form's two fields
    expect(entryChanges(BEFORE, after({ ShippingStreet: "Domplatz 3a" }), "company")).toEqual([{ field: "Hausnummer", from: "3", to: "3a" }]);
    expect(entryChanges(BEFORE, after({}), "company")).toEqual([]);
  });

  it("reads opening hours per weekday ('Öffnungszeiten Montag': '08:00–12:00, 14:00–18:00' or 'geschlossen') and special days with German dates", () => {
    const hours = { week: { ...CLOSED, mo: [{ from: "08:00", to: "12:00" }] }, special: [] };
    const before = after({ opening_hours: hours });
    const changed = after({
      opening_hours: {
        week: { ...CLOSED, mo: [{ from: "08:00", to: "12:00" }, { from: "14:00", to: "18:00" }], sa: [{ from: "09:00", to: "13:00" }] },
        special: [{ date: "2026-12-24", ranges: [{ from: "09:00", to: "12:00" }], note: "Heiligabend" }],
      },
    });
    expect(entryChanges(before, changed, "openingHours")).toEqual([
      { field: "Öffnungszeiten Montag", from: "08:00–12:00", to: "08:00–12:00, 14:00–18:00" },
      { field: "Öffnungszeiten Samstag", from: "geschlossen", to: "09:00–13:00" },
      { field: "Besondere Tage", from: "", to: "24.12.2026 (Heiligabend): 09:00–12:00" },
    ]);
    // never given before: each day was empty
    expect(entryChanges(BEFORE, before, "openingHours")[0]).toEqual({ field: "Öffnungszeiten Montag", from: "", to: "08:00–12:00" });
  });

  it("reads chosen options by their names and lists joined", () => {
    expect(entryChanges(after({ payments: ["bar"] }), after({ payments: ["bar", "paypal"] }), "payments")).toEqual([
      { field: "Diese Zahlungsarten nehmen Sie an", from: "Barzahlung", to: "Barzahlung, PayPal" },
    ]);
    expect(entryChanges(BEFORE, after({ online_presence: { website: "https://www.krueger.de" } }), "onlinePresence")).toEqual([
      { field: "Website", from: "", to: "https://www.krueger.de" },
    ]);
    expect(entryChanges(BEFORE, after({ trades: ["Bäckerei", "Konditorei"] }), "trades")).toEqual([{ field: "Ihre Branchen", from: "", to: "Bäckerei, Konditorei" }]);
  });

  it("says an uploaded logo in words, a replaced one as new", () => {
    expect(entryChanges(BEFORE, after({ logo_file: "logo-a.png" }), "logoSlogan")).toEqual([{ field: "Logo", from: "", to: "hochgeladenes Logo" }]);
    expect(entryChanges(after({ logo_file: "logo-a.png" }), after({ logo_file: "logo-b.png" }), "logoSlogan")).toEqual([
      { field: "Logo", from: "hochgeladenes Logo", to: "neues hochgeladenes Logo" },
    ]);
  });

  it("cuts a long value to 200 characters with „…“, on one line", () => {
    const long = "Frisch gebacken.\n\nJeden Tag. ".repeat(30);
    const [change] = entryChanges(BEFORE, after({ about_us: long }), "aboutUs");
    expect(change!.field).toBe("Über Ihr Unternehmen");
    expect(Array.from(change!.to)).toHaveLength(200);
    expect(change!.to).toMatch(/^Frisch gebacken\. Jeden Tag\. Frisch/);
    expect(change!.to.endsWith("…")).toBe(true);
    expect(cutValue("kurz")).toBe("kurz");
    // characters, not UTF-16 units: an emoji is not split
    expect(cutValue("🥐".repeat(300), 10)).toBe(`${"🥐".repeat(9)}…`);
  });

  it("keeps at most 50 fields per save", () => {
    const media = (alt: string) => Array.from({ length: 60 }, (_, i) => ({ id: `m${i}`, file_name: `b${i}.jpg`, content_type: "image/jpeg", size: 1, alt: `${alt} ${i}`, position: i, created_at: "" }));
    const changes = entryChanges(after({ media: media("alt") }), after({ media: media("neu") }), "media");
    expect(changes).toHaveLength(CHANGES_MAX);
    expect(changes[0]).toEqual({ field: "Beschreibung von Bild 1", from: "alt 0", to: "neu 0" });
  });
});

describe("boundedChanges (what the audit keeps and the list reads back)", () => {
  it("keeps well-formed changes, bounded; anything else is none", () => {
    expect(boundedChanges(null)).toBeNull();
    expect(boundedChanges([])).toBeNull();
    expect(boundedChanges("Telefon")).toBeNull();
    expect(boundedChanges([{ field: "Telefon", from: "1", to: "2" }, { nope: true }])).toEqual([{ field: "Telefon", from: "1", to: "2" }]);
    const many = Array.from({ length: 80 }, (_, i) => ({ field: `F${i}`, from: "x".repeat(500), to: "" }));
    const kept = boundedChanges(many)!;
    expect(kept).toHaveLength(CHANGES_MAX);
    expect(kept[0]!.from).toHaveLength(200);
  });
});
