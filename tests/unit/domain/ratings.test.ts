import { describe, expect, it } from "vitest";
import { checkRules } from "#domain/form-rules";
import {
  averageChange,
  ERROR_REPORT_RULES,
  errorReportRule,
  gradeWord,
  intervalOfRating,
  isPortalAddress,
  isRatingProductSlug,
  NO_FIGURE,
  PARTNER_ADD_RULES,
  partnerAddRule,
  ratingIntervalOf,
  starsText,
  weightedAverage,
} from "#domain/ratings";

describe("rating figures (spec §3 Portal rating stats)", () => {
  it("the overall average is weighted by count; −1 (no data) is never averaged in", () => {
    expect(weightedAverage([{ count: 10, avgScore: 5 }, { count: 30, avgScore: 4 }, NO_FIGURE])).toEqual({ count: 40, avgScore: 4.25 });
    expect(weightedAverage([NO_FIGURE, { count: -1, avgScore: 4 }])).toEqual(NO_FIGURE);
    expect(weightedAverage([])).toEqual({ count: -1, avgScore: -1 });
  });

  it("grade words beside the stars: 'sehr gut' from 4.5, down to 'mangelhaft'; none without data", () => {
    expect([4.5, 4.49, 3.5, 2.5, 1.5, 1.49, -1].map(gradeWord)).toEqual(["sehr gut", "gut", "gut", "befriedigend", "ausreichend", "mangelhaft", "noch keine Daten"]);
    expect(starsText(4.56)).toBe("4,6 von 5 Sternen");
    expect(starsText(-1)).toBe("noch keine Daten");
  });

  it("an average's change is said in stars, not as a percentage; without an average in either range there is nothing to compare", () => {
    expect(averageChange(4.3, 4.1, "gegenüber dem Vorzeitraum")).toEqual({ arrow: "▲", text: "+0,2 Sterne gegenüber dem Vorzeitraum" });
    expect(averageChange(3.1, 4.1, "gegenüber dem Vorjahreszeitraum")).toEqual({ arrow: "▼", text: "−1,0 Sterne gegenüber dem Vorjahreszeitraum" });
    expect(averageChange(4.12, 4.14, "x").text).toBe("±0 Sterne x");
    expect(averageChange(4.1, -1, "x").text).toBe("– (kein Vergleichswert x)");
  });

  it("the interval goes to the rating statistics in upper case (spec §9) and back", () => {
    expect(ratingIntervalOf("Week")).toBe("WEEK");
    expect(intervalOfRating("MONTH")).toBe("Month");
  });

  it("the two rating products' slugs (spec §2 `{product}/uebersicht`); nothing else is one", () => {
    expect(["bewertungsmanagement", "wkdb", "constructor", "__proto__", undefined].map((s) => isRatingProductSlug(s))).toEqual([true, true, false, false, false]);
  });
});

describe("partner portals (spec §7 portals/partners/add)", () => {
  const check = (sourceId: string, url: string) => checkRules((n) => ({ sourceId, url })[n as "sourceId" | "url"], PARTNER_ADD_RULES, partnerAddRule);
  it("an address must be on the portal's host or a subdomain of it, over http(s)", () => {
    expect(isPortalAddress("https://www.provenexpert.com/x/", ["provenexpert.com"])).toBe(true);
    expect(isPortalAddress("https://provenexpert.com.evil.example/", ["provenexpert.com"])).toBe(false);
    expect(isPortalAddress("https://notprovenexpert.com/", ["provenexpert.com"])).toBe(false);
    expect(isPortalAddress("ftp://provenexpert.com/", ["provenexpert.com"])).toBe(false);
    expect(check("YELP", "https://www.yelp.de/biz/x").error).toBeNull();
    expect(check("YELP", "https://www.trustpilot.com/review/x").error).toEqual({ url: ["Diese Adresse gehört nicht zu Yelp. Bitte geben Sie die Adresse Ihres Profils auf yelp.de an."] });
    expect(check("YELP", "www.yelp.de").error?.url?.[0]).toMatch(/vollständige Adresse/);
    expect(check("NOPE", "https://www.yelp.de/").error?.sourceId).toBeDefined();
  });
});

describe("error reports (spec §7 portals/report-error/…)", () => {
  const check = (path: Parameters<typeof errorReportRule>[0], wrongValue: string, rightValue: string) =>
    checkRules((n) => ({ portal: "CYLEX", wrongValue, rightValue })[n as "portal"], ERROR_REPORT_RULES, errorReportRule(path)).error;
  it("each kind checks its values: a link for the entry's link, 1 to 5 for an average; the same value twice is no report", () => {
    expect(check("incorrect-entry-url", "https://alt.example/", "https://www.baeckerei-krueger.example/")).toBeNull();
    expect(check("incorrect-entry-url", "x", "keine Adresse")?.rightValue).toBeDefined();
    expect(check("incorrect-average-rating", "3,1", "4,25")).toBeNull();
    expect(Object.keys(check("incorrect-average-rating", "0,5", "6") ?? {}).sort()).toEqual(["rightValue", "wrongValue"]);
    expect(check("incorrect-rating", "Bewertung von Jens W.", "Bewertung von Jens W.")?.rightValue).toEqual(["Richtiger und falscher Wert sind gleich. Bitte prüfen Sie Ihre Angaben."]);
    expect(check("incorrect-rating", "<b>x</b>", "y")?.wrongValue).toBeDefined();
  });
});
