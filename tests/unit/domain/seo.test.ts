import { describe, expect, it } from "vitest";
import { averageChange, positionText, rankChange, rankChangeArrow, rankChangeText, SEO_TIERS, seoTierOf, tierScope } from "#domain/seo";

// spec §2 seo/uebersicht; spec §3 product subscription (the SEO SKUs)
describe("the SEO package of a company's SKUs", () => {
  it("is the biggest booked tier (a package booked up runs beside the old one); other products do not count", () => {
    expect(seoTierOf(["MB-WEB-GOLD", "MB-SEO-LOKAL", "MB-SEO-REGIONAL"])).toEqual({ sku: "MB-SEO-REGIONAL", name: "SEO Regional", keywords: 10, cities: 3 });
    expect(seoTierOf(["MB-SEO-NATIONAL", "MB-SEO-LOKAL"])?.sku).toBe("MB-SEO-NATIONAL");
    expect(seoTierOf(["MB-WEB-GOLD", "MB-EINTRAG-BASIS"])).toBeNull();
  });

  it("says what each tier covers, a bigger tier more keywords", () => {
    expect(tierScope(SEO_TIERS["MB-SEO-LOKAL"]!)).toBe("5 Suchbegriffe in einem Ort");
    expect(tierScope(SEO_TIERS["MB-SEO-REGIONAL"]!)).toBe("10 Suchbegriffe in bis zu 3 Orten");
    expect(tierScope(SEO_TIERS["MB-SEO-NATIONAL"]!)).toBe("20 Suchbegriffe bundesweit");
    const counts = ["MB-SEO-LOKAL", "MB-SEO-REGIONAL", "MB-SEO-NATIONAL"].map((s) => SEO_TIERS[s]!.keywords);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});

describe("a position's change, smaller being better", () => {
  it("in places, in words, the arrow only beside them", () => {
    expect(rankChangeText(rankChange(3, 7))).toBe("4 Plätze besser");
    expect(rankChangeArrow(rankChange(3, 7))).toBe("▲");
    expect(rankChangeText(rankChange(8, 7))).toBe("1 Platz schlechter");
    expect(rankChangeArrow(rankChange(8, 7))).toBe("▼");
    expect(rankChangeText(rankChange(5, 5))).toBe("unverändert");
    expect(rankChangeArrow(rankChange(5, 5))).toBe("");
  });

  it("into and out of the first 100, and without an earlier measurement", () => {
    expect(rankChangeText(rankChange(60, null))).toBe("neu unter den ersten 100");
    expect(rankChangeText(rankChange(null, 95))).toBe("nicht mehr unter den ersten 100");
    expect(rankChangeText(rankChange(null, null))).toBe("unverändert");
    expect(rankChangeText(rankChange(4, undefined))).toBe("keine frühere Messung");
    expect(rankChangeText(rankChange(undefined, 4))).toBe("noch nicht gemessen");
    expect(rankChangeArrow(rankChange(undefined, 4))).toBe("");
    expect(positionText(undefined)).toBe("noch nicht gemessen");
    expect(positionText(null)).toBe("nicht unter den ersten 100");
    expect(positionText(12)).toBe("12");
  });

  it("of an average, to a tenth", () => {
    expect(rankChangeText(averageChange(6.4, 7.7))).toBe("1,3 Plätze besser");
    expect(rankChangeText(averageChange(8, 7))).toBe("1 Platz schlechter");
    expect(averageChange(7.04, 7)).toEqual({ kind: "same" });
    expect(averageChange(7, null)).toEqual({ kind: "none" });
  });
});
