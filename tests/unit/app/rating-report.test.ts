import { describe, expect, it } from "vitest";
import { portalCsv, portalRows, ratingFigures, ratingsChart, type RatingReport } from "../../../app/components/ratings/report";
import { NO_FIGURE, RATING_PORTALS, type RatingFigure, type RatingPortal } from "#domain/ratings";

// spec §2 `{product}/uebersicht`, §3 Portal rating stats: what the overview is sent
const f = (count: number, avgScore: number): RatingFigure => ({ count, avgScore });
const report: RatingReport = {
  intervalLabel: "Woche",
  from: "01.09.2026",
  to: "14.09.2026",
  periods: [
    { label: "KW 36", ratings: f(3, 4), overall: f(103, 4.2) },
    { label: "KW 37", ratings: NO_FIGURE, overall: f(103, 4.2), incomplete: true },
  ],
  total: f(3, 4),
};
const portals = (over: Partial<Record<RatingPortal, RatingFigure>>) => Object.fromEntries(RATING_PORTALS.map((p) => [p, over[p] ?? NO_FIGURE])) as Record<RatingPortal, RatingFigure>;

describe("rating overview", () => {
  it("new ratings per period as bars and the overall average as a line of its own; a period without ratings counts 0, never −1", () => {
    const chart = ratingsChart(report);
    expect(chart.drawings?.map((d) => d.series)).toEqual([["count"], ["overall"]]);
    expect(chart.rows.map((r) => r.values)).toEqual([{ count: 3, overall: 4.2 }, { count: 0, overall: 4.2 }]);
    expect(chart.rows[1]!.incomplete).toBe(true);
    expect(chart.summary).toBe("Vom 01.09.2026 bis 14.09.2026 kamen 3 Bewertungen mit durchschnittlich 4,0 von 5 Sternen hinzu; der Gesamtdurchschnitt lag am Ende bei 4,2 von 5 Sternen.");
    // the CSV adds each period's own average; none where there were no ratings
    expect(ratingsChart(report, true).rows.map((r) => r.values.average)).toEqual([4, undefined]);
  });

  it("every portal in the spec's order; one without data says so in words; the last row is all portals, weighted by count", () => {
    const rows = portalRows(portals({ WKDB: f(80, 4.12), GOOGLEMYBUSINESS: f(20, 3.5) }), portals({ WKDB: f(2, 5) }), { allTime: f(100, 3.996), range: f(2, 5) });
    expect(rows.map((r) => r[0])).toEqual(["Unser Branchenverzeichnis", "Wer kennt den BESTEN", "klicktel", "Cylex", "Google Unternehmensprofil", "Dialo", "golocal", "GoYellow", "Alle Portale"]);
    expect(rows[1]).toEqual(["Wer kennt den BESTEN", "4,1", "★★★★☆", "gut", "80", "2", "5,0"]);
    expect(rows[5]).toEqual(["Dialo", "–", "", "noch keine Daten", "–", "0", "–"]);
    expect(rows.at(-1)!.slice(0, 5)).toEqual(["Alle Portale", "4,0", "★★★★☆", "gut", "100"]);
    const csv = portalCsv(portals({ WKDB: f(80, 4.12) }), portals({}), { allTime: f(80, 4.12), range: NO_FIGURE });
    expect(csv[2]).toEqual(["Wer kennt den BESTEN", 4.1, "gut", 80, 0, null]);
    expect(csv[6]).toEqual(["Dialo", null, "noch keine Daten", null, 0, null]);
  });

  it("key figures: the overall average with its grade word and its change in stars; the counts against the range compared with", () => {
    const figures = ratingFigures({ total: f(3, 4), overall: f(103, 4.56) }, { total: f(6, 4.5), overall: f(100, 4.5) }, "gegenüber dem Vorzeitraum");
    expect(figures.map((x) => x.key)).toEqual(["overall", "all", "new", "newAverage"]);
    expect(figures[0]).toMatchObject({ display: "4,6 – sehr gut", change: { arrow: "▲", text: "+0,1 Sterne gegenüber dem Vorzeitraum" } });
    expect(figures[2]).toMatchObject({ value: 3, previous: 6 });
    expect(figures[3]).toMatchObject({ display: "4,0", change: { text: "−0,5 Sterne gegenüber dem Vorzeitraum" } });
    // nothing before: no comparison
    expect(ratingFigures({ total: NO_FIGURE, overall: NO_FIGURE }, null, "x")[0]).toMatchObject({ display: "noch keine Daten", change: { text: "– (kein Vergleichswert x)" } });
  });
});
