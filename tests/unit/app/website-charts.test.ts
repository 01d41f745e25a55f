import { describe, expect, it } from "vitest";
import { TOP_ROWS, websiteCharts, type WebsiteReport } from "../../../app/components/website/charts";
import { KEYWORD_UNKNOWN_LABEL } from "#domain/websites";

// spec §2 website/statistiken: the charts the page draws from the figures it is sent
const report = (over: Partial<WebsiteReport> = {}): WebsiteReport => ({
  intervalLabel: "Woche",
  from: "01.10.2026",
  to: "21.10.2026",
  periods: [
    { label: "KW 40, 01.10.–04.10.2026", visits: 120, pageViews: 300 },
    { label: "KW 41, 05.10.–11.10.2026", visits: 410, pageViews: 900 },
    { label: "KW 43, 19.10.–21.10.2026", visits: 90, pageViews: 200, incomplete: true },
  ],
  devices: [
    { key: "desktop", visits: 200 },
    { key: "smartphone", visits: 400 },
    { key: "tablet", visits: 20 },
    { key: "other", visits: 0 },
  ],
  deviceTotal: 620,
  referrers: [
    { key: "direct", visits: 100 },
    { key: "search", visits: 500 },
    { key: "website", visits: 20 },
  ],
  referrerTotal: 620,
  websites: [{ name: "branchenbuch.example", visits: 15 }],
  keywords: [{ keyword: "bäckerei köln", visits: 40 }],
  unknownKeywords: 460,
  searchTotal: 500,
  all: false,
  ...over,
});

describe("websiteCharts", () => {
  it("titles, labels and summaries from the figures alone", () => {
    const [over, devices, referrers, sites, keywords] = websiteCharts(report());
    expect(over).toMatchObject({ id: "besuche", title: "Besuche und Seitenaufrufe je Woche", summary: "Vom 01.10.2026 bis 21.10.2026: die meisten Besuche (410) in KW 41, 05.10.–11.10.2026." });
    expect(over!.rows.at(-1)).toMatchObject({ incomplete: true, values: { visits: 90, pageViews: 200 } });
    expect(over!.rows[0]).not.toHaveProperty("incomplete");
    expect(devices!.rows.map((r) => r.label)).toEqual(["Computer", "Smartphone", "Tablet", "Sonstige Geräte"]);
    expect(devices!.summary).toBe("32\u00a0% der Besuche kamen von einem Computer, 65\u00a0% von einem Smartphone und 3\u00a0% von einem Tablet.");
    expect(referrers!.summary).toBe("Die meisten Besuche (81\u00a0%) kamen über Suchmaschinen.");
    expect(sites!.title).toBe(`Verweisende Websites (die ${TOP_ROWS} häufigsten)`);
    // the search visits without a keyword come last, under their own name
    expect(keywords!.rows.map((r) => [r.label, r.values.visits])).toEqual([
      ["bäckerei köln", 40],
      [KEYWORD_UNKNOWN_LABEL, 460],
    ]);
    expect(keywords!.summary).toBe("Der häufigste übermittelte Suchbegriff war „bäckerei köln“ (40 Besuche); bei 92\u00a0% der Besuche aus Suchmaschinen wurde keiner übermittelt.");
  });

  it("the CSV's titles say every row is there; a range without visits says so", () => {
    const charts = websiteCharts(report({ all: true }));
    expect(charts.map((c) => c.title).slice(3)).toEqual(["Verweisende Websites", "Suchbegriffe"]);
    const none = websiteCharts(
      report({ periods: [{ label: "KW 40", visits: 0, pageViews: 0 }], devices: [], deviceTotal: 0, referrers: [], referrerTotal: 0, websites: [], keywords: [], unknownKeywords: 0, searchTotal: 0 }),
    );
    expect(none.map((c) => c.summary)).toEqual([
      "Vom 01.10.2026 bis 21.10.2026: keine Besuche.",
      "Keine Besuche in diesem Zeitraum.",
      "Keine Besuche in diesem Zeitraum.",
      "Keine Besuche über andere Websites in diesem Zeitraum.",
      "Keine Besuche aus Suchmaschinen mit übermitteltem Suchbegriff in diesem Zeitraum.",
    ]);
  });
});
