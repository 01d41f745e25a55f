import { describe, expect, it } from "vitest";
import { highlightRows, monthName, tileFigure } from "../../../app/components/dashboard/report";

// spec §2 dashboard tiles and highlights; decisions 088, 089
describe("a tile's key figure (the comparison kit's words)", () => {
  it("a count: its value and the change in percent against the 30 days before; the arrow is decoration", () => {
    expect(tileFigure({ product: "entry", value: 30, previous: 20 })).toEqual({
      label: "Aufrufe Ihres Eintrags",
      display: "30",
      change: { arrow: "▲", text: "+50\u00a0% gegenüber dem Vorzeitraum" },
    });
    expect(tileFigure({ product: "voicebot", value: 3, previous: 6 })!.change).toEqual({ arrow: "▼", text: "−50\u00a0% gegenüber dem Vorzeitraum" });
    expect(tileFigure({ product: "secretarial", value: 4, previous: 0 })!.change).toEqual({ arrow: "", text: "neu gegenüber dem Vorzeitraum (vorher 0)" });
    expect(tileFigure({ product: "seo", value: 1.5, previous: 2 })).toMatchObject({ display: "1,5", change: { arrow: "▼", text: "−25\u00a0% gegenüber dem Vorzeitraum" } });
    expect(tileFigure({ product: "leads", value: 1234, previous: 1234 })).toMatchObject({ display: "1.234", change: { text: "±0\u00a0% gegenüber dem Vorzeitraum" } });
  });

  it("an average in stars, its change in stars (a percentage of an average misleads)", () => {
    expect(tileFigure({ product: "wkdb", value: 4.5, previous: 3 })).toEqual({
      label: "Durchschnitt neuer Bewertungen",
      display: "4,5 von 5 Sternen",
      change: { arrow: "▲", text: "+1,5 Sterne gegenüber dem Vorzeitraum" },
    });
    expect(tileFigure({ product: "ratingPlus", value: 4, previous: null })!.change.text).toBe("– (kein Vergleichswert gegenüber dem Vorzeitraum)");
  });

  it("no value (no rating in the window, Matomo not answering): no figure", () => {
    expect(tileFigure({ product: "website", value: null, previous: null })).toBeNull();
    expect(tileFigure({ product: "ratingPlus", value: null, previous: 4 })).toBeNull();
  });
});

describe("the highlights page's lines", () => {
  it("German day, sentence and a link to the page, only to a booked product's page", () => {
    const rows = highlightRows(
      [
        { kind: "ratings", date: "2026-11-28", count: 2, stars: 5 },
        { kind: "views", date: "2026-11-28", count: 150, previous: 100 },
        { kind: "invoice", date: "2026-11-01", number: "R-2026-000001" },
      ],
      ["wkdb"],
    );
    expect(rows.map((r) => [r.day, r.link?.href ?? null])).toEqual([
      ["28.11.2026", "/kunde/meineProdukte/wkdb/uebersicht"],
      ["28.11.2026", null],
      ["01.11.2026", "/kunde/firmendaten/dokumente"],
    ]);
    expect(highlightRows([{ kind: "ratings", date: "2026-11-28", count: 1, stars: 4 }], ["ratingPlus", "wkdb"])[0]!.link!.href).toBe("/kunde/meineProdukte/bewertungsmanagement/uebersicht");
  });

  it("the month by name", () => {
    expect(monthName("2026-11")).toBe("November 2026");
    expect(monthName("2027-03")).toBe("März 2027");
  });
});
