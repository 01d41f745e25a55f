import { describe, expect, it } from "vitest";
import { keywordCsvRows, overallOf, seoChart, type SeoPeriod, type SeoReport } from "../../../app/components/seo/report";
import { tableRows } from "../../../app/server/csv.server";

// spec §2 seo/uebersicht: the chart and the CSV rows the page draws from the figures it is sent
const periods: SeoPeriod[] = [
  { label: "Januar 2026", averagePosition: 9.4, firstPage: 3.2, topThree: 1 },
  { label: "Februar 2026", averagePosition: null, firstPage: null, topThree: null },
  { label: "März 2026", averagePosition: 7.1, firstPage: 4, topThree: 2.5, incomplete: true },
];
const report: SeoReport = { intervalLabel: "Monat", from: "01.01.2026", to: "31.03.2026", periods, overall: overallOf(periods), measured: true };

describe("seoChart", () => {
  it("one table of the three figures, the position drawn apart from the counts; a period without a measurement has no values", () => {
    const chart = seoChart(report);
    expect(chart.title).toBe("Positionen bei Google je Monat");
    expect(chart.drawings?.map((d) => d.series)).toEqual([["averagePosition"], ["firstPage", "topThree"]]);
    expect(chart.rows[1]).toEqual({ key: "Februar 2026", label: "Februar 2026", values: {} });
    expect(chart.rows[2]).toMatchObject({ incomplete: true, values: { averagePosition: 7.1, firstPage: 4, topThree: 2.5 } });
    expect(chart.summary).toBe("Vom 01.01.2026 bis 31.03.2026: durchschnittliche Position 9,4 im Januar 2026, 7,1 im März 2026; am besten 7,1 im März 2026.");
    // the CSV: an empty cell where nothing was measured
    expect(tableRows(chart)[2]).toEqual(["Februar 2026", null, null, null]);
  });

  it("the summary speaks of the whole range, not only of the periods the table shows", () => {
    const days = [
      { label: "Mo, 05.10.2026", averagePosition: 4.2, firstPage: 5, topThree: 2 },
      { label: "Di, 06.10.2026", averagePosition: 6, firstPage: 4, topThree: 1 },
    ];
    const chart = seoChart({ ...report, intervalLabel: "Tag", periods: days.slice(1), overall: overallOf(days) });
    expect(chart.rows).toHaveLength(1);
    expect(chart.summary).toContain("am besten 4,2 am Mo, 05.10.2026");
  });

  it("nothing among the first 100, or nothing measured at all, is said as such", () => {
    const unranked = [{ label: "Januar 2026", averagePosition: null, firstPage: 0, topThree: 0 }];
    expect(seoChart({ ...report, periods: unranked, overall: overallOf(unranked) }).summary).toBe(
      "Vom 01.01.2026 bis 31.03.2026 wurde keiner Ihrer Suchbegriffe unter den ersten 100 Ergebnissen gefunden.",
    );
    expect(seoChart({ ...report, periods: [periods[1]!], overall: null, measured: false }).summary).toBe("Für die Zeit vom 01.01.2026 bis 31.03.2026 liegen keine Messungen vor.");
  });
});

describe("keywordCsvRows", () => {
  it("the positions of the three days, each change in words; not measured earlier is a dash, not measured yet and not found are said", () => {
    const rows = keywordCsvRows(
      [
        { id: 1, keyword: "Bäckerei", city: "Köln", position: 2, previous: 3, longAgo: 9 },
        { id: 2, keyword: "Brot", city: null, position: null, previous: 40 },
        { id: 3, keyword: "Kuchen", city: "Bonn" },
      ],
      { measuredOn: "29.11.2026", previousOn: "28.11.2026", longAgoOn: "31.08.2026" },
    );
    expect(rows).toEqual([
      ["Suchbegriff", "Ort", "Position am 29.11.2026", "Position am 28.11.2026", "Veränderung seit der letzten Messung", "Position am 31.08.2026", "Veränderung über 90 Tage"],
      ["Bäckerei", "Köln", 2, 3, "1 Platz besser", 9, "7 Plätze besser"],
      ["Brot", "bundesweit", "nicht unter den ersten 100", 40, "nicht mehr unter den ersten 100", "–", "keine frühere Messung"],
      ["Kuchen", "Bonn", "noch nicht gemessen", "–", "noch nicht gemessen", "–", "noch nicht gemessen"],
    ]);
  });
});
