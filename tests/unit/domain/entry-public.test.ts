import { describe, expect, it } from "vitest";
import type { Entry } from "#domain/entry";
import { completenessOf, publicEntry } from "#domain/entry-public";
import { EMPTY_SECTIONS } from "./entry-fixture";

const BARE: Entry = {
  company_name: "Schreinerei Wagner",
  ShippingStreet: "Lindenweg 3",
  ShippingPostalCode: "79098",
  ShippingCity: "Freiburg im Breisgau",
  Phone: null,
  MobilePhone: null,
  Fax: null,
  Email: null,
  slogan: null,
  media_owner: [],
  ...EMPTY_SECTIONS,
  version: 4,
  updated_at: "2026-11-01T10:00:00.000Z",
};

describe("publicEntry (spec §7 getGrisuEntry)", () => {
  it("shows the published fields, the address split, the LOGO only", () => {
    const p = publicEntry({ ...BARE, media_owner: [{ Type__c: "GALLERY", Url: "https://x.example/a.png" }, { Type__c: "LOGO", Url: "https://x.example/l.png" }] });
    expect(p).toMatchObject({ name: "Schreinerei Wagner", logo: "https://x.example/l.png", address: { street: "Lindenweg", houseNumber: "3", zipCode: "79098", city: "Freiburg im Breisgau" } });
    expect(p).not.toHaveProperty("VatId");
    expect(p).not.toHaveProperty("RegisterNumber");
  });
});

describe("completenessOf", () => {
  it("counts the address alone and lists the heaviest missing points first, each with the tab that fixes it", () => {
    const { score, items } = completenessOf(publicEntry(BARE));
    expect(score).toBe(15);
    const missing = items.filter((i) => !i.ok);
    expect(missing.map((i) => i.missing).slice(0, 2)).toEqual(["Telefonnummer fehlt", "Öffnungszeiten fehlen"]);
    expect(missing.find((i) => i.key === "logo")).toMatchObject({ missing: "Logo fehlt", tab: "logo" });
    expect(missing.find((i) => i.key === "hours")?.tab).toBe("oeffnungszeiten");
    expect(items.filter((i) => i.ok).map((i) => i.key)).toEqual(["address"]);
  });

  it("reaches 100 with every point given, and closed-all-week hours do not count as hours", () => {
    const week = { mo: [{ from: "08:00", to: "18:00" }], di: [], mi: [], do: [], fr: [], sa: [], so: [] };
    const full: Entry = {
      ...BARE,
      Phone: "0761 445566",
      Email: "info@wagner.example",
      slogan: "Holz mit Herz",
      media_owner: [{ Type__c: "LOGO", Url: "https://x.example/l.png" }],
      opening_hours: { week, special: [] },
      trades: ["Schreinerei"],
      search_keywords: ["Möbel"],
      payments: ["bar"],
      online_presence: { website: "https://wagner.example" },
      about_us: "Seit 1970.",
    };
    expect(completenessOf(publicEntry(full)).score).toBe(100);
    const closed = { ...full, opening_hours: { week: { ...week, mo: [] }, special: [] } };
    expect(completenessOf(publicEntry(closed)).items.find((i) => i.key === "hours")?.ok).toBe(false);
  });
});
