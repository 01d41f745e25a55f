import { describe, expect, it } from "vitest";
import { callsChart, reasonRows, reasonsChart, voicebotFigures, type VoicebotReport } from "../../../app/components/voicebot/report";

// spec §2 "Voicebot: {token}": the key figures, charts and tables the page is sent
const t = (calls: number, seconds: number, answered: number, forwarded: number, message: number, hungUp: number) => ({ calls, seconds, answered, forwarded, message, hungUp });
const report: VoicebotReport = {
  intervalLabel: "Woche",
  from: "01.10.2026",
  to: "14.10.2026",
  periods: [
    { label: "KW 40, 01.10.–04.10.2026", ...t(8, 480, 2, 2, 3, 1) },
    { label: "KW 41, 05.10.–11.10.2026", ...t(12, 900, 4, 3, 4, 1) },
    { label: "KW 42, 12.10.–14.10.2026", ...t(0, 0, 0, 0, 0, 0), incomplete: true },
  ],
  totals: t(20, 1380, 6, 5, 7, 2),
};
const AGAINST = "gegenüber dem Vorzeitraum";

describe("voicebot charts", () => {
  it("calls per period by outcome; the CSV's with the average length in minutes (a period without calls has none)", () => {
    expect(callsChart(report).series.map((s) => s.key)).toEqual(["calls", "answered", "forwarded", "message", "hungUp"]);
    expect(callsChart(report).rows[0]!.values).toEqual({ calls: 8, answered: 2, forwarded: 2, message: 3, hungUp: 1 });
    const chart = callsChart(report, true);
    expect(chart.title).toBe("Anrufe je Woche");
    expect(chart.series.map((s) => s.label)).toEqual(["Anrufe", "Beantwortet", "Weitergeleitet", "Nachricht hinterlassen", "Aufgelegt", "Ø Dauer (Min.)"]);
    expect(chart.rows.map((r) => r.values)).toEqual([
      { calls: 8, answered: 2, forwarded: 2, message: 3, hungUp: 1, average: 1 },
      { calls: 12, answered: 4, forwarded: 3, message: 4, hungUp: 1, average: 1.3 },
      { calls: 0, answered: 0, forwarded: 0, message: 0, hungUp: 0 },
    ]);
    expect(chart.rows[2]!.incomplete).toBe(true);
    expect(chart.summary).toBe("Vom 01.10.2026 bis 14.10.2026 nahm der Voicebot 20 Anrufe an, die meisten (12) in KW 41, 05.10.–11.10.2026.");
    expect(callsChart({ ...report, periods: [], totals: t(0, 0, 0, 0, 0, 0) }).summary).toBe("Vom 01.10.2026 bis 14.10.2026 nahm der Voicebot keine Anrufe an.");
  });

  it("the reasons counted, every category a row (those without a reason last); the CSV's with their share", () => {
    const reasons = [
      { reason: "emergency", calls: 3 },
      { reason: "appointment", calls: 9 },
      { reason: null, calls: 2 },
      { reason: "quote", calls: 6 },
    ] as const;
    expect(reasonsChart(report, reasons).rows.map((r) => [r.label, r.values])).toEqual([
      ["Terminwunsch", { calls: 9 }],
      ["Notdienst", { calls: 3 }],
      ["Angebot", { calls: 6 }],
      ["Rechnung", { calls: 0 }],
      ["Sonstiges", { calls: 0 }],
      ["Ohne Angabe", { calls: 2 }],
    ]);
    const chart = reasonsChart(report, reasons, true);
    expect(chart.rows.map((r) => [r.label, r.values.calls, r.values.share])).toEqual([
      ["Terminwunsch", 9, 45],
      ["Notdienst", 3, 15],
      ["Angebot", 6, 30],
      ["Rechnung", 0, 0],
      ["Sonstiges", 0, 0],
      ["Ohne Angabe", 2, 10],
    ]);
    expect(chart.summary).toBe("Vom 01.10.2026 bis 14.10.2026 nannten die Anrufer am häufigsten „Terminwunsch“ (9 Anrufe von 20).");
    expect(reasonsChart(report, [], true).rows.every((r) => r.values.share === undefined)).toBe(true);
    // the page's table: the same rows, the share written
    expect(reasonRows(reasons)).toEqual([
      ["Terminwunsch", 9, "45 %"],
      ["Notdienst", 3, "15 %"],
      ["Angebot", 6, "30 %"],
      ["Rechnung", 0, "0 %"],
      ["Sonstiges", 0, "0 %"],
      ["Ohne Angabe", 2, "10 %"],
    ]);
    expect(reasonRows([]).map((r) => r[2])).toEqual(["–", "–", "–", "–", "–", "–"]);
  });
});

describe("voicebot key figures", () => {
  it("calls, average length, the share forwarded or with a message in percentage points, hung up — against the range before", () => {
    const figures = voicebotFigures(report.totals, t(16, 1600, 4, 4, 4, 4), AGAINST);
    expect(figures.map((f) => [f.label, f.display ?? f.value])).toEqual([
      ["Anrufe", 20],
      ["Ø Dauer", "1 Min. 09 Sek."],
      ["An Sie weitergegeben", "60 %"],
      ["Aufgelegt", 2],
    ]);
    expect(figures.find((f) => f.key === "calls")!.previous).toBe(16);
    expect(figures.find((f) => f.key === "average")).toMatchObject({ value: 69, previous: 100 });
    // 12 of 20 against 8 of 16
    expect(figures.find((f) => f.key === "handedOn")).toMatchObject({ change: { arrow: "▲", text: `+10 Prozentpunkte ${AGAINST}` }, hint: "5 weitergeleitet, 7 mit Nachricht" });
    expect(voicebotFigures(report.totals, t(10, 600, 5, 3, 2, 0), AGAINST).find((f) => f.key === "handedOn")!.change).toEqual({ arrow: "▲", text: `+10 Prozentpunkte ${AGAINST}` });
    expect(voicebotFigures(report.totals, t(20, 600, 8, 5, 7, 0), AGAINST).find((f) => f.key === "handedOn")!.change).toEqual({ arrow: "", text: `±0 Prozentpunkte ${AGAINST}` });
  });

  it("nothing to compare with: no change; no calls now: no average to compare", () => {
    const none = voicebotFigures(t(0, 0, 0, 0, 0, 0), t(5, 300, 1, 1, 1, 2), AGAINST);
    expect(none.find((f) => f.key === "average")).toMatchObject({ display: "–", previous: null });
    expect(none.find((f) => f.key === "handedOn")!.change!.text).toBe(`– (kein Vergleichswert ${AGAINST})`);
    expect(voicebotFigures(report.totals, null, AGAINST).find((f) => f.key === "calls")!.previous).toBeNull();
  });
});
