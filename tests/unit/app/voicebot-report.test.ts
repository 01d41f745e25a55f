import { describe, expect, it } from "vitest";
import { callsChart, reasonsChart, voicebotFigures, type VoicebotReport } from "../../../app/components/voicebot/report";

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
  it("calls per period by outcome with the average length in minutes; a period without calls has no average", () => {
    const chart = callsChart(report);
    expect(chart.title).toBe("Anrufe je Woche");
    expect(chart.series.map((s) => s.label)).toEqual(["Anrufe", "Beantwortet", "Weitergeleitet", "Nachricht hinterlassen", "Aufgelegt", "Ø Dauer (Min.)"]);
    expect(chart.rows.map((r) => r.values)).toEqual([
      { calls: 8, answered: 2, forwarded: 2, message: 3, hungUp: 1, average: 1 },
      { calls: 12, answered: 4, forwarded: 3, message: 4, hungUp: 1, average: 1.3 },
      { calls: 0, answered: 0, forwarded: 0, message: 0, hungUp: 0 },
    ]);
    expect(chart.rows[2]!.incomplete).toBe(true);
    expect(chart.summary).toBe(
      "Vom 01.10.2026 bis 14.10.2026 nahm der Voicebot 20 Anrufe an, die meisten (12) in KW 41, 05.10.–11.10.2026; 5 wurden weitergeleitet, bei 7 wurde eine Nachricht hinterlassen.",
    );
    expect(callsChart({ ...report, periods: [], totals: t(0, 0, 0, 0, 0, 0) }).summary).toBe("Vom 01.10.2026 bis 14.10.2026 nahm der Voicebot keine Anrufe an.");
  });

  it("the reasons counted, every category a row (those without a reason last), with their share", () => {
    const chart = reasonsChart(report, [
      { reason: "emergency", calls: 3 },
      { reason: "appointment", calls: 9 },
      { reason: null, calls: 2 },
      { reason: "quote", calls: 6 },
    ]);
    expect(chart.rows.map((r) => [r.label, r.values.calls, r.values.share])).toEqual([
      ["Terminwunsch", 9, 45],
      ["Notdienst", 3, 15],
      ["Angebot", 6, 30],
      ["Rechnung", 0, 0],
      ["Sonstiges", 0, 0],
      ["Kein Anliegen genannt", 2, 10],
    ]);
    expect(chart.summary).toBe("Vom 01.10.2026 bis 14.10.2026 nannten die Anrufer am häufigsten „Terminwunsch“ (9 Anrufe von 20).");
    expect(reasonsChart(report, []).rows.every((r) => r.values.share === undefined)).toBe(true);
  });
});

describe("voicebot key figures", () => {
  it("calls, average length, shares forwarded and with a message in percentage points, hung up — against the range before", () => {
    const figures = voicebotFigures(report.totals, t(16, 1600, 4, 4, 4, 4), AGAINST);
    expect(figures.map((f) => [f.label, f.display ?? f.value])).toEqual([
      ["Anrufe", 20],
      ["Ø Dauer", "1 Min. 09 Sek."],
      ["Weitergeleitet", "25 %"],
      ["Nachricht hinterlassen", "35 %"],
      ["Aufgelegt", 2],
    ]);
    expect(figures.find((f) => f.key === "calls")!.previous).toBe(16);
    expect(figures.find((f) => f.key === "average")).toMatchObject({ value: 69, previous: 100 });
    // 25 % of 20 against 25 % of 16; 35 % against 25 %
    expect(figures.find((f) => f.key === "forwarded")!.change).toEqual({ arrow: "", text: `±0 Prozentpunkte ${AGAINST}` });
    expect(figures.find((f) => f.key === "message")!.change).toEqual({ arrow: "▲", text: `+10 Prozentpunkte ${AGAINST}` });
  });

  it("nothing to compare with: no change; no calls now: no average to compare", () => {
    const none = voicebotFigures(t(0, 0, 0, 0, 0, 0), t(5, 300, 1, 1, 1, 2), AGAINST);
    expect(none.find((f) => f.key === "average")).toMatchObject({ display: "–", previous: null });
    expect(none.find((f) => f.key === "message")!.change!.text).toBe(`– (kein Vergleichswert ${AGAINST})`);
    expect(voicebotFigures(report.totals, null, AGAINST).find((f) => f.key === "calls")!.previous).toBeNull();
  });
});
