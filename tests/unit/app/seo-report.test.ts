import { describe, expect, it } from "vitest";
import { keywordCsvRows, seoChart, type SeoReport } from "../../../app/components/seo/report";
import { tableRows } from "../../../app/server/csv.server";

// spec §2 seo/uebersicht: the chart and the CSV rows the page draws from the figures it is sent
const report: SeoReport = {
  intervalLabel: "Monat",
  from: "01.01.2026",
  to: "31.03.2026",
  periods: [
    { label: "Januar 2026", averagePosition: 9.4, firstPage: 3.2, topThree: 1 },
    { label: "Februar 2026", averagePosition: null, firstPage: null, topThree: null },
    { label: "März 2026", averagePosition: 7.1, firstPage: 4, topThree: 2.5, incomplete: true },
  ],
};

describe("seoChart", () => {
  it("one table of the three figures, the position drawn apart from the counts; a period without a measurement has no values", () => {
    const chart = seoChart(report);
    expect(chart.title).toBe("Positionen bei Google je Monat");
    expect(chart.drawings?.map((d) => d.series)).toEqual([["averagePosition"], ["firstPage", "topThree"]]);
    expect(chart.rows[1]).toEqual({ key: "Februar 2026", label: "Februar 2026", values: {} });
    expect(chart.rows[2]).toMatchObject({ incomplete: true, values: { averagePosition: 7.1, firstPage: 4, topThree: 2.5 } });
    expect(chart.summary).toBe("Vom 01.01.2026 bis 31.03.2026: durchschnittliche Position 9,4 in Januar 2026, 7,1 in März 2026; am besten 7,1 in März 2026.");
    // the CSV: an empty cell where nothing was measured
    expect(tableRows(chart)[2]).toEqual(["Februar 2026", null, null, null]);
  });

  it("says so when no keyword was found", () => {
    expect(seoChart({ ...report, periods: [{ label: "Januar 2026", averagePosition: null, firstPage: 0, topThree: 0 }] }).summary).toBe(
      "Vom 01.01.2026 bis 31.03.2026 wurde keiner Ihrer Suchbegriffe unter den ersten 100 Ergebnissen gefunden.",
    );
  });
});

describe("keywordCsvRows", () => {
  it("the positions of the three days, each change in words; not measured is a dash, not found is said", () => {
    const rows = keywordCsvRows(
      [
        { id: 1, keyword: "Bäckerei", city: "Köln", position: 2, previous: 3, longAgo: 9 },
        { id: 2, keyword: "Brot", city: null, position: null, previous: 40 },
      ],
      { measuredOn: "29.11.2026", previousOn: "28.11.2026", longAgoOn: "31.08.2026" },
    );
    expect(rows).toEqual([
      ["Suchbegriff", "Ort", "Position am 29.11.2026", "Position am 28.11.2026", "Veränderung seit der letzten Messung", "Position am 31.08.2026", "Veränderung in 90 Tagen"],
      ["Bäckerei", "Köln", 2, 3, "1 Platz besser", 9, "7 Plätze besser"],
      ["Brot", "bundesweit", "nicht unter den ersten 100", 40, "nicht mehr unter den ersten 100", "–", "keine frühere Messung"],
    ]);
  });
});
