import { describe, expect, it } from "vitest";
import { LEGACY_PATHS, legacyNotice, legacyTarget } from "#domain/legacy";

// spec §2: the legacy /kunde paths redirect to the new product pages or nowhere
describe("legacyTarget", () => {
  const built = new Set(["/kunde/meineProdukte/eintrag/uebersicht", "/kunde/meineProdukte/wkdb/uebersicht"]);
  const exists = (p: string) => built.has(p);

  it("names each legacy path of spec §2", () => {
    expect(Object.keys(LEGACY_PATHS).sort()).toEqual(
      ["aktionen", "bewertungsdurchschnitt", "bewertungssiegel", "einblendungensuma", "eintragsfuellgrad", "eintragsservice", "ratgeber"].sort(),
    );
  });

  it("leads to the first new page the portal has, in any letter case", () => {
    expect(legacyTarget("eintragsfuellgrad", exists)).toBe("/kunde/meineProdukte/eintrag/uebersicht");
    expect(legacyTarget("Eintragsfuellgrad", exists)).toBe("/kunde/meineProdukte/eintrag/uebersicht");
    expect(legacyTarget("bewertungsdurchschnitt", exists)).toBe("/kunde/meineProdukte/wkdb/uebersicht");
  });

  it("leads to the dashboard where there is no new page (yet), and knows nothing else", () => {
    expect(legacyTarget("einblendungenSuma", exists)).toBe("/");
    expect(legacyTarget("ratgeber", exists)).toBe("/");
    expect(legacyTarget("aktionen", () => true)).toBe("/");
    expect(legacyTarget("meineProdukte", exists)).toBeNull();
    expect(legacyTarget("constructor", exists)).toBeNull();
    expect(legacyTarget("__proto__", exists)).toBeNull();
  });
});

describe("legacyNotice: a legacy path that leads nowhere says so", () => {
  it("a page that is gone, and one whose new page is still to come", () => {
    expect(legacyNotice("ratgeber")).toBe("Die frühere Seite „Ratgeber“ gibt es nicht mehr. Sie sehen stattdessen Ihre Übersicht.");
    expect(legacyNotice("einblendungenSuma")).toMatch(/^Die frühere Seite „Einblendungen Suchmaschinenwerbung“ wird neu gestaltet/);
  });
});
