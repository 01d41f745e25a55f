import { describe, expect, it } from "vitest";
import { breadcrumbFor, buildMenu, packMenu, unpackMenu } from "#domain/menu";
import { PRODUCTS, type ProductKey } from "#domain/products";

const menu = (over: Partial<Parameters<typeof buildMenu>[0]> = {}) =>
  buildMenu({ products: ["entry", "entryService", "tvBanner"], roles: ["customer"], hasCompany: true, ratingManagerUrl: "https://x.example", ...over });

describe("breadcrumb (spec §2: built from the menu items matching the route)", () => {
  it("names section and page", () => {
    expect(breadcrumbFor(menu(), "/kunde/meineProdukte/eintrag/statistiken").map((t) => t.label)).toEqual(["Start", "Mein Eintrag", "Statistiken"]);
  });

  it("never repeats a level: a section of one page named like it is one step", () => {
    for (const path of ["/kunde/meineProdukte/eintrag/eintragsservice", "/kunde/meineProdukte/tvbanner"]) {
      const labels = breadcrumbFor(menu(), path).map((t) => t.label);
      expect(new Set(labels).size, path).toBe(labels.length);
    }
    expect(breadcrumbFor(menu(), "/kunde/meineProdukte/eintrag/eintragsservice")).toEqual([{ label: "Start", href: "/" }, { label: "Eintragsservice" }]);
  });
});

describe("side menu for support staff (spec §6)", () => {
  it("a support session does not offer the staff member's own profile and ratings", () => {
    const labels = (m: ReturnType<typeof buildMenu>) => m.flatMap((s) => s.items.map((i) => i.label));
    expect(labels(menu())).toContain("Meine Bewertungen");
    expect(labels(menu({ cuca: true }))).not.toContain("Meine Bewertungen");
    expect(labels(menu({ cuca: true }))).not.toContain("Benutzerübersicht");
    expect(labels(menu({ cuca: true }))).toContain("Eintragsdaten");
  });
});

describe("dashboard tiles' links", () => {
  it("each product's link reads as German with its article ('Zum Eintrag', not 'Zu Eintrag')", () => {
    expect(PRODUCTS.entry.open).toBe("Zum Eintrag");
    for (const key of Object.keys(PRODUCTS) as ProductKey[]) expect(PRODUCTS[key].open, key).toMatch(/^(Zum|Zur|Zu den|Zu) /);
    expect(PRODUCTS.website.open).toBe("Zur Website");
  });
});

describe("the menu in a page's loader data", () => {
  it("comes back exactly as the backend built it, every product and role", () => {
    const all = Object.keys(PRODUCTS) as ProductKey[];
    for (const m of [menu(), menu({ products: all }), menu({ cuca: true }), menu({ roles: ["customer", "ratingusermanager"] }), menu({ roles: [], hasCompany: false })]) {
      expect(unpackMenu(JSON.parse(JSON.stringify(packMenu(m))))).toEqual(m);
    }
  });

  it("sends a registry section as its id, and a section the registry does not know in full", () => {
    const packed = packMenu(menu({ roles: ["customer", "ratingusermanager"] }));
    expect(packed.slice(0, 2)).toEqual(["start", "entry"]);
    expect(packed.at(-1)).toMatchObject({ id: "administration", items: [{ href: "https://x.example", external: true }] });
  });

  it("a section the backend built otherwise than the registry goes in full, not as the registry's", () => {
    const [start, entry] = menu();
    const fewer = { ...entry!, items: entry!.items.slice(0, 1) };
    const relabelled = { ...start!, items: [{ ...start!.items[0]!, label: "Anders" }] };
    expect(packMenu([relabelled, fewer])).toEqual([relabelled, fewer]);
  });
});
