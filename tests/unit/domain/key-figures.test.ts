import { describe, expect, it } from "vitest";
import {
  highlightText,
  KEY_FIGURE_PRODUCTS,
  keyFigureWindows,
  monthViewWindows,
  newestFirst,
  viewsWorthSaying,
  type Highlight,
} from "#domain/key-figures";
import { buildMenu, packMenu, unpackMenu } from "#domain/menu";

// spec §2 dashboard and highlights; decisions 088 (the figures' windows) and 089 (the month's highlights)
describe("the key figures' windows (decision 088)", () => {
  it("the last 30 whole Berlin days ending yesterday, against the 30 just before", () => {
    expect(keyFigureWindows("2026-11-29")).toEqual({
      current: { startDate: "2026-10-30", endDate: "2026-11-28" },
      previous: { startDate: "2026-09-30", endDate: "2026-10-29" },
    });
  });

  it("across a year's end and a leap day", () => {
    expect(keyFigureWindows("2028-01-01").current).toEqual({ startDate: "2027-12-02", endDate: "2027-12-31" });
    expect(keyFigureWindows("2028-03-31").current).toEqual({ startDate: "2028-03-01", endDate: "2028-03-30" });
    expect(keyFigureWindows("2028-03-31").previous).toEqual({ startDate: "2028-01-31", endDate: "2028-02-29" });
  });

  it("products without counts of theirs (job ad, premium listing, entry service, banners, Office 365) have no figure", () => {
    for (const key of ["jobAd", "premiumListing", "entryService", "webBanner", "tvBanner", "office365"]) expect(KEY_FIGURE_PRODUCTS, key).not.toContain(key);
    expect(KEY_FIGURE_PRODUCTS).toEqual(["entry", "website", "seo", "searchAds", "ratingPlus", "wkdb", "secretarial", "voicebot", "leads"]);
  });
});

describe("the month's views against the month before (decision 089)", () => {
  it("this month's whole days up to yesterday, against the same days of the month before", () => {
    expect(monthViewWindows("2026-11-29")).toEqual({
      current: { startDate: "2026-11-01", endDate: "2026-11-28" },
      previous: { startDate: "2026-10-01", endDate: "2026-10-28" },
    });
  });

  it("31 March against the whole of February; January against December", () => {
    expect(monthViewWindows("2027-04-01")).toBeNull();
    expect(monthViewWindows("2027-03-31")!.previous).toEqual({ startDate: "2027-02-01", endDate: "2027-02-28" });
    expect(monthViewWindows("2027-01-15")!.previous).toEqual({ startDate: "2026-12-01", endDate: "2026-12-14" });
  });

  it("on the month's first day there is no whole day yet", () => {
    expect(monthViewWindows("2026-12-01")).toBeNull();
  });

  it("a change of 10 % or more either way is worth saying; nothing before is no comparison", () => {
    expect(viewsWorthSaying(110, 100)).toBe(true);
    expect(viewsWorthSaying(90, 100)).toBe(true);
    expect(viewsWorthSaying(109, 100)).toBe(false);
    expect(viewsWorthSaying(50, 0)).toBe(false);
  });
});

describe("the highlights (decision 089)", () => {
  const h = (kind: Highlight["kind"], date: string, more: Partial<Highlight> = {}): Highlight => ({ kind, date, ...more });

  it("newest first; on one day what needs doing first", () => {
    const list = [h("invoice", "2026-11-01"), h("views", "2026-11-28"), h("ratings", "2026-11-28"), h("leadsWaiting", "2026-11-28"), h("websiteCheck", "2026-11-10")];
    expect(newestFirst(list).map((x) => x.kind)).toEqual(["leadsWaiting", "ratings", "views", "websiteCheck", "invoice"]);
  });

  it("German sentences with the facts", () => {
    expect(highlightText(h("ratings", "2026-11-28", { count: 1, stars: 5 }))).toBe("Sie haben 1 neue Bewertung erhalten (5 von 5 Sternen).");
    expect(highlightText(h("ratings", "2026-11-28", { count: 3, stars: 4 }))).toBe("Sie haben 3 neue Bewertungen erhalten; die neueste mit 4 von 5 Sternen.");
    expect(highlightText(h("views", "2026-11-28", { count: 1500, previous: 1000 }))).toBe(
      "Ihr Eintrag wurde in diesem Monat 1.500-mal aufgerufen: 50\u00a0% mehr als an den gleichen Tagen des Vormonats (1.000).",
    );
    expect(highlightText(h("views", "2026-11-28", { count: 80, previous: 100 }))).toContain("20\u00a0% weniger");
    expect(highlightText(h("leadsWaiting", "2026-11-28", { count: 1 }))).toBe("1 Anfrage wartet darauf, dass Sie sie annehmen.");
    expect(highlightText(h("leadsWaiting", "2026-11-28", { count: 2 }))).toBe("2 Anfragen warten darauf, dass Sie sie annehmen.");
    expect(highlightText(h("websiteCheck", "2026-11-03", { url: "https://a.example" }))).toBe("Der Website-Check von https://a.example ist abgeschlossen.");
    expect(highlightText(h("invoice", "2026-11-01", { number: "R-2026-000001" }))).toBe("Ihre Rechnung R-2026-000001 für diesen Monat liegt bereit.");
  });

  it("the side menu's start section offers them to a customer with a company, not to a user without one", () => {
    const base = { products: [], ratingManagerUrl: "https://x.example" } as const;
    const start = (m: ReturnType<typeof buildMenu>) => m[0]!.items.map((i) => i.label);
    expect(start(buildMenu({ ...base, roles: ["customer"], hasCompany: true }))).toEqual(["Übersicht", "Neuigkeiten"]);
    const privat = buildMenu({ ...base, roles: ["customer"], hasCompany: false });
    expect(start(privat)).toEqual(["Übersicht"]);
    expect(start(buildMenu({ ...base, roles: ["ratingusermanager"], hasCompany: true }))).toEqual(["Übersicht"]);
    // the shortened section goes to the browser as it is
    expect(unpackMenu(packMenu(privat))[0]!.items.map((i) => i.label)).toEqual(["Übersicht"]);
  });
});
