import { describe, expect, it } from "vitest";
import { budgetChart, busiestOf, seaChart, seaFigures, type SeaPeriod, type SeaReport } from "../../../app/components/sea/report";

// spec §2 suchmaschinenWerbung/statistiken and budget: what the pages draw from the figures they are sent
const days: SeaPeriod[] = [
  { label: "Mo, 05.10.2026", impressions: 400, clicks: 12, cost: 1500, conversions: 1 },
  { label: "Di, 06.10.2026", impressions: 380, clicks: 20, cost: 2410, conversions: 0 },
  { label: "Mi, 07.10.2026", impressions: 300, clicks: 1, cost: 130, conversions: 0, incomplete: true },
];
const report = (periods: SeaPeriod[], all = periods): SeaReport => ({ intervalLabel: "Tag", from: "05.10.2026", to: "07.10.2026", periods, clicks: all.reduce((n, p) => n + p.clicks, 0), busiest: busiestOf(all) });

describe("seaChart", () => {
  it("one table of six figures, money with two decimals, drawn as three charts; the summary of the whole range", () => {
    // the table shows one day, the summary speaks of all three
    const chart = seaChart(report(days.slice(2), days));
    expect(chart.series.map((s) => [s.key, s.decimals])).toEqual([["impressions", undefined], ["clicks", undefined], ["ctr", 1], ["cost", 2], ["cpc", 2], ["conversions", undefined]]);
    expect(chart.drawings?.map((d) => d.series)).toEqual([["impressions"], ["clicks", "conversions"], ["cost"]]);
    expect(chart.rows).toEqual([{ key: "Mi, 07.10.2026", label: "Mi, 07.10.2026", incomplete: true, values: { impressions: 300, clicks: 1, ctr: 0.3, cost: 1.3, cpc: 1.3, conversions: 0 } }]);
    expect(chart.summary).toBe("Vom 05.10.2026 bis 07.10.2026: 33 Klicks, die meisten (20) am Di, 06.10.2026.");
  });

  it("no clicks: said so; no impressions: no click rate", () => {
    const none = [{ label: "Oktober 2026", impressions: 0, clicks: 0, cost: 0, conversions: 0 }];
    const chart = seaChart({ ...report(none), intervalLabel: "Monat" });
    expect(chart.summary).toBe("Vom 05.10.2026 bis 07.10.2026 wurden Ihre Anzeigen nicht angeklickt.");
    expect(chart.rows[0]!.values).not.toHaveProperty("ctr");
  });
});

describe("seaFigures", () => {
  it("rates from the sums; a rate that cannot be had now is compared with nothing", () => {
    const figures = seaFigures({ impressions: 0, clicks: 0, cost: 0, conversions: 0 }, { impressions: 100, clicks: 5, cost: 600, conversions: 1 });
    const ctr = figures.find((f) => f.key === "ctr")!;
    expect(ctr).toMatchObject({ display: "–", previous: null });
    expect(figures.find((f) => f.key === "cost")!.hint).toBe("netto; mit 19 % USt. 0,00\u00a0€");
  });
});

describe("budgetChart", () => {
  it("each day net, with VAT and as a share of the average daily budget", () => {
    const chart = budgetChart({ from: "01.10.2026", to: "31.10.2026", whole: true, monthlyBudget: 60_800, total: 2000, days: [{ label: "Do, 01.10.2026", cost: 2000 }], highest: { label: "Do, 01.10.2026", cost: 2000 }, overAverage: 0, overPeak: 0, overMonth: false });
    expect(chart.rows[0]!.values).toEqual({ cost: 20, gross: 23.8, share: 100 });
    expect(chart.summary).toBe("Vom 01.10.2026 bis 31.10.2026 zusammen 20,00\u00a0€ netto; am meisten am Do, 01.10.2026 mit 20,00\u00a0€.");
  });
});
