import { describe, expect, it } from "vitest";
import { averageSeconds, isVoicebotToken, lengthText, shareChange, shareOf, shareText } from "#domain/voicebot";
import { breadcrumbFor, buildMenu, packMenu, productPages, unpackMenu } from "#domain/menu";
import { pageFor, pathTo } from "#domain/pages";
import { PRODUCTS, type ProductKey } from "#domain/products";
import { accessFor } from "../../../app/access";
import { VOICEBOT_CONTRACTS, voicebotCallsOn } from "../../../seed/voicebot.mjs";

// spec §2 "Voicebot: {token}" (the path carries the provider's number)
const NUMBER = "7300418826";
const ALL = Object.keys(PRODUCTS) as ProductKey[];
const menu = (voicebotNumber: string | null) => buildMenu({ products: ALL, roles: ["customer"], hasCompany: true, ratingManagerUrl: "https://x.example", voicebotNumber });

describe("the voicebot's path among the registry's", () => {
  it("a number after /kunde/meineProdukte/ is the voicebot's page; its CSV below it", () => {
    expect(pageFor(`/kunde/meineProdukte/${NUMBER}`)?.name).toBe("voicebot");
    expect(pageFor(`/kunde/meineProdukte/${NUMBER}/csv`)?.name).toBe("voicebot.csv");
    expect(pathTo("voicebot", { token: NUMBER })).toBe(`/kunde/meineProdukte/${NUMBER}`);
  });

  it("every other path of three segments keeps its own page (not a voicebot's number)", () => {
    expect(pageFor("/kunde/meineProdukte/fehler")?.name).toBe("products.error");
    expect(pageFor("/kunde/meineProdukte/produktanfrage")?.name).toBe("products.request");
    expect(pageFor("/kunde/meineProdukte/tvbanner")?.name).toBe("tvBanner");
    expect(accessFor("/kunde/meineProdukte/tvbanner")?.path).toBe("/kunde/meineProdukte/tvbanner");
    expect(pageFor("/account/verknuepfung/angehalten")?.name).toBe("accountLink.hold");
    expect(pageFor("/kunde/meineProdukte/seo/uebersicht")?.name).toBe("seo.overview");
  });
});

describe("the voicebot's menu item and dashboard tile carry the company's number", () => {
  it("with a number: one item to its page, the breadcrumb 'Start › Voicebot'; the section goes to the browser in full", () => {
    const sections = menu(NUMBER);
    const voicebot = sections.find((s) => s.id === "voicebot")!;
    expect(voicebot.items).toEqual([{ routeName: `/kunde/meineProdukte/${NUMBER}`, href: `/kunde/meineProdukte/${NUMBER}`, label: "Voicebot" }]);
    expect(breadcrumbFor(sections, `/kunde/meineProdukte/${NUMBER}`)).toEqual([{ label: "Start", href: "/" }, { label: "Voicebot" }]);
    expect(unpackMenu(packMenu(sections))).toEqual(sections);
    expect(productPages("voicebot", { voicebotNumber: NUMBER })).toEqual([`/kunde/meineProdukte/${NUMBER}`]);
  });

  it("without one (the voicebot not set up yet): no section, no tile link", () => {
    expect(menu(null).some((s) => s.id === "voicebot")).toBe(false);
    expect(productPages("voicebot")).toEqual([]);
    // the other products' sections are as before
    expect(menu(null).map((s) => s.id)).toEqual(menu(NUMBER).map((s) => s.id).filter((id) => id !== "voicebot"));
  });
});

describe("the voicebot's rules", () => {
  it("a provider's number is 6 to 16 digits", () => {
    expect(isVoicebotToken(NUMBER)).toBe(true);
    for (const bad of ["", "12345", "12345678901234567", "73004a8826", "tvbanner", "7300418826/x"]) expect(isVoicebotToken(bad), bad).toBe(false);
  });

  it("the average length, shares and their change in percentage points", () => {
    expect(averageSeconds({ calls: 3, seconds: 100 })).toBe(33);
    expect(averageSeconds({ calls: 0, seconds: 0 })).toBeNull();
    expect(lengthText(125)).toBe("2 Min. 05 Sek.");
    expect(lengthText(45)).toBe("45 Sek.");
    expect(shareText(shareOf(1, 8))).toBe("12,5 %");
    expect(shareText(shareOf(0, 0))).toBe("–");
    const against = "gegenüber dem Vorzeitraum";
    expect(shareChange(0.3, 0.275, against)).toEqual({ arrow: "▲", text: "+2,5 Prozentpunkte gegenüber dem Vorzeitraum" });
    expect(shareChange(0.2, 0.21, against)).toEqual({ arrow: "▼", text: "−1 Prozentpunkt gegenüber dem Vorzeitraum" });
    expect(shareChange(0.2, 0.2, against)).toEqual({ arrow: "", text: "±0 Prozentpunkte gegenüber dem Vorzeitraum" });
    expect(shareChange(0.2, null, against).text).toBe("– (kein Vergleichswert gegenüber dem Vorzeitraum)");
  });
});

describe("the seeded calls (seed/voicebot.mjs)", () => {
  const contract = VOICEBOT_CONTRACTS[0]!;
  it("a pure function of the day, in time order, none before the voicebot's start; callers from the ranges kept for fiction", () => {
    expect(voicebotCallsOn(contract, "2026-10-05")).toEqual(voicebotCallsOn(contract, "2026-10-05"));
    expect(voicebotCallsOn(contract, "2023-12-31")).toEqual([]);
    const month = Array.from({ length: 30 }, (_, i) => voicebotCallsOn(contract, `2026-09-${String(i + 1).padStart(2, "0")}`)).flat();
    expect(month.length).toBeGreaterThan(60);
    for (const c of month) {
      expect(c.callerNumber).toMatch(/^(0221 4710|030 23125|040 66969|069 90009|089 99998) \d{3}$/);
      // a caller who hung up gave no reason; everyone else did
      expect(c.reason === null, c.id).toBe(c.outcome === "hungUp");
    }
    expect(new Set(month.map((c) => c.outcome))).toEqual(new Set(["answered", "forwarded", "message", "hungUp"]));
  });
});
