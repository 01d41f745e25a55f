import { describe, expect, it } from "vitest";
import { callsChart, hoursChart, type SecretarialReport } from "../../../app/components/secretarial/report";
import { billedMinutes, durationText } from "#domain/secretarial";

// spec §2 sekretariatsservice/uebersicht: the charts the page draws from the figures it is sent
const report: SecretarialReport = {
  intervalLabel: "Woche",
  from: "01.10.2026",
  to: "14.10.2026",
  periods: [
    { label: "KW 40, 01.10.–04.10.2026", calls: 12 },
    { label: "KW 41, 05.10.–11.10.2026", calls: 31 },
    { label: "KW 42, 12.10.–14.10.2026", calls: 1, incomplete: true },
  ],
  total: 44,
  busiest: { label: "KW 41, 05.10.–11.10.2026", calls: 31 },
  byHour: [
    [1, 9, 5],
    [1, 8, 2],
    [3, 9, 1],
  ],
};

describe("secretarial charts", () => {
  it("calls per period; the busiest of the whole range named", () => {
    const chart = callsChart(report);
    expect(chart.rows.map((r) => r.values)).toEqual([{ calls: 12 }, { calls: 31 }, { calls: 1 }]);
    expect(chart.summary).toBe("Vom 01.10.2026 bis 14.10.2026 nahm der Sekretariatsservice 44 Anrufe für Sie an, die meisten (31) in KW 41, 05.10.–11.10.2026.");
  });

  it("calls by time of day (two hours a row) and weekday (a series each, only the days with calls)", () => {
    const chart = hoursChart(report);
    expect(chart.series.map((s) => s.label)).toEqual(["Montag", "Mittwoch"]);
    // two hours a row: 8 and 9 o'clock together
    expect(chart.rows.map((r) => [r.label, r.values])).toEqual([["8–10 Uhr", { w1: 7, w3: 1 }]]);
    expect(chart.summary).toBe("Die meisten Anrufe in einer Stunde (5) kamen montags zwischen 9 und 10 Uhr.");
    expect(hoursChart({ ...report, byHour: [] }).summary).toBe("In diesem Zeitraum kamen keine Anrufe an.");
  });
});

describe("durations", () => {
  it("as read, and billed in whole minutes, each call rounded up", () => {
    expect(durationText(185)).toBe("3 Min. 05 Sek.");
    expect(durationText(45)).toBe("45 Sek.");
    expect(billedMinutes([{ durationSeconds: 61 }, { durationSeconds: 60 }, { durationSeconds: 1 }])).toBe(4);
  });
});
