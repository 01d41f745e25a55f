import { describe, expect, it } from "vitest";
import {
  analysisChart,
  entryServiceDataProblem,
  entryServiceProblems,
  entryServiceUserData,
  listingDifferences,
  listingOfEntry,
  parseListing,
  signetLockFor,
  sortAnalysis,
  sortResults,
  type Listing,
} from "#domain/entry-service";
import { weeklyHours } from "#domain/weekly-hours.mjs";

const ENTRY = { company_name: "Bäckerei Krüger GmbH", ShippingStreet: "Hauptstraße 12a", ShippingPostalCode: "50667", ShippingCity: "Köln", Phone: "0221 1234567" };

describe("spec §5 entry-service user data from the entry", () => {
  it("splits the shipping street into street and house number", () => {
    expect(entryServiceUserData(ENTRY)).toEqual({ company: "Bäckerei Krüger GmbH", street: "Hauptstraße", houseNumber: "12a", zipCode: "50667", phone: "0221 1234567" });
  });

  it("spec §5: names what to complete: no shipping street, or a street that cannot be read", () => {
    expect(entryServiceProblems(ENTRY)).toEqual([]);
    for (const ShippingStreet of [null, "", "   "]) expect(entryServiceProblems({ ...ENTRY, ShippingStreet })).toEqual(["Straße und Hausnummer"]);
    expect(entryServiceProblems({ ...ENTRY, ShippingStreet: "12 b" })).toEqual(["die Straße (vor der Hausnummer, z. B. „Hauptstraße 12“)"]);
    expect(entryServiceProblems({ ...ENTRY, ShippingStreet: "12 Hauptstraße" })).toEqual(["die Straße (vor der Hausnummer, z. B. „Hauptstraße 12“)"]);
  });

  it("spec §5: a readable street is enough: company, house number, zip code and phone may each be missing (at least one of the five is given)", () => {
    expect(entryServiceProblems({ ...ENTRY, ShippingStreet: "Marktplatz" })).toEqual([]);
    expect(entryServiceProblems({ ...ENTRY, company_name: " ", ShippingPostalCode: null, Phone: "" })).toEqual([]);
    expect(entryServiceProblems({ company_name: null, ShippingStreet: "Am Markt", ShippingPostalCode: null, Phone: null })).toEqual([]);
  });

  it("spec §5: the same rule on user data as the API is sent it (street and house number already split)", () => {
    const data = { company: "", street: "Hauptstraße", houseNumber: "", zipCode: "", phone: "" };
    expect(entryServiceDataProblem(data)).toBeNull();
    expect(entryServiceDataProblem({ ...data, street: "" })).toBe("no-street");
    expect(entryServiceDataProblem({ ...data, street: " ", houseNumber: "12" })).toBe("unreadable-street");
    expect(entryServiceDataProblem({ ...data, street: "Hauptstraße 12" })).toBe("unreadable-street");
  });
});

describe("a partner portal's listing against the entry", () => {
  const entry: Listing = listingOfEntry({ ...ENTRY, opening_hours: { week: { mo: [{ from: "07:00", to: "18:00" }], di: [], mi: [], do: [], fr: [], sa: [], so: [] }, special: [] } });

  it("ignores case, spaces, 'Str.' and how a phone number is written", () => {
    const same = { ...entry, company: "BÄCKEREI KRÜGER GMBH", street: "Hauptstr.", phone: "+49 221 123 45 67" };
    expect(listingDifferences(same, entry)).toEqual([]);
  });

  it("names each field that differs, a field the portal leaves empty included, with both values", () => {
    expect(listingDifferences({ ...entry, houseNumber: "", phone: "0221 1234500" }, entry)).toEqual([
      { field: "houseNumber", label: "Hausnummer", portal: "", entry: "12a" },
      { field: "phone", label: "Telefon", portal: "0221 1234500", entry: "0221 1234567" },
    ]);
  });

  it("compares the regular week of opening hours as one line", () => {
    expect(entry.openingHours).toBe("Mo 07:00–18:00; Di–So geschlossen");
    const week = (mo: string, sa: string) => ({ week: { mo: [{ from: "07:30", to: mo }], di: [{ from: "07:30", to: mo }], mi: [{ from: "07:30", to: mo }], do: [{ from: "07:30", to: mo }], fr: [{ from: "07:30", to: mo }], sa: sa ? [{ from: "08:00", to: sa }] : [], so: [] } });
    expect(weeklyHours(week("16:30", ""))).toBe("Mo–Fr 07:30–16:30; Sa, So geschlossen");
    expect(weeklyHours(week("16:30", "12:00"))).toBe("Mo–Fr 07:30–16:30; Sa 08:00–12:00; So geschlossen");
    expect(weeklyHours(null)).toBe("");
    const other = { ...entry, openingHours: entry.openingHours.replace("18:00", "17:00") };
    expect(listingDifferences(other, entry).map((d) => d.field)).toEqual(["openingHours"]);
  });

  it("a portal's answer that is not a listing is none (shown as an error)", () => {
    expect(parseListing("<html>503</html>")).toBeNull();
    expect(parseListing("[]")).toBeNull();
    expect(parseListing('{"company": 7}')).toBeNull();
    expect(parseListing(JSON.stringify({ company: "X", phone: "1" }))).toEqual({ company: "X", street: "", houseNumber: "", zipCode: "", city: "", phone: "1", openingHours: "" });
  });
});

describe("spec §4 orders, §9 the chart's third value, §4 the signet's lock", () => {
  it("results: BLOCKED, UNVERIFIED, not found, nok, ok; analysis: not found, error, nok, ok", () => {
    const results = ["ok", "nok", "BLOCKED", "not found", "UNVERIFIED", "ok"].map((status, i) => ({ status, i }));
    expect(sortResults(results).map((r) => r.status)).toEqual(["BLOCKED", "UNVERIFIED", "not found", "nok", "ok", "ok"]);
    const analysis = ["portal_ok", "portal_error", "portal_nok", "portal_not_found"].map((status) => ({ status }));
    expect(sortAnalysis(analysis).map((r) => r.status)).toEqual(["portal_not_found", "portal_error", "portal_nok", "portal_ok"]);
  });

  it("the third value grows by the portals without an analysis", () => {
    const results = [{ status: "portal_ok" as const }, { status: "portal_ok" as const }, { status: "portal_nok" as const }, { status: "portal_not_found" as const }, { status: "portal_error" as const }];
    expect(analysisChart(results, 5)).toEqual([2, 1, 2]);
    expect(analysisChart(results, 8)).toEqual([2, 1, 5]);
  });

  it("sends the opposite of the current state", () => {
    expect(signetLockFor(true)).toBe(false);
    expect(signetLockFor(false)).toBe(true);
  });
});
