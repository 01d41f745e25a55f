import type { ChartRow, ChartSpec } from "~/components/charts";
import type { KeyFigure } from "~/components/product/key-figures";
import {
  averageSeconds,
  lengthText,
  NO_REASON,
  OUTCOME_LABELS,
  REASON_LABELS,
  shareChange,
  shareOf,
  shareText,
  VOICEBOT_OUTCOMES,
  VOICEBOT_REASONS,
  type VoicebotReason,
  type VoicebotTotals,
} from "#domain/voicebot";

/**
 * The voicebot's figures as its page and CSV need them (spec §2 "Voicebot:
 * {token}"): the key figures against the range compared with, the calls per
 * period by outcome, the reasons counted. Only the loaders import this: the
 * page gets the finished figures and tables as data (its script stays small).
 */
export interface VoicebotReport {
  /** "Tag", "Woche" or "Monat" */
  intervalLabel: string;
  from: string;
  to: string;
  /** the periods shown (a page of them on the page, all in the CSV) */
  periods: VoicebotPeriod[];
  /** of the whole range */
  totals: VoicebotTotals;
}

export type VoicebotPeriod = VoicebotTotals & { label: string; incomplete?: true };

const number = new Intl.NumberFormat("de-DE");
const callsText = (n: number) => `${number.format(n)} ${n === 1 ? "Anruf" : "Anrufe"}`;
/** "am Mo, 23.11.2026", "in KW 48, …", "im November 2026". */
const inPeriod = (intervalLabel: string, label: string) => `${intervalLabel === "Tag" ? "am" : intervalLabel === "Monat" ? "im" : "in"} ${label}`;

/** Seconds as minutes with one decimal (the table's and CSV's cells; the column says "Min."). */
const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

/**
 * The calls per period by how they ended, drawn as the outcomes side by side;
 * `full` (the CSV) adds each period's average length (the page keeps to its
 * 14 KB and shows the range's average as a key figure).
 */
export function callsChart(r: VoicebotReport, full = false): ChartSpec {
  const rows: ChartRow[] = r.periods.map((p) => {
    const avg = full ? minutes(averageSeconds(p)) : null;
    return {
      key: p.label,
      label: p.label,
      values: {
        calls: p.calls,
        ...Object.fromEntries(VOICEBOT_OUTCOMES.map((o) => [o, p[o]])),
        ...(avg === null ? {} : { average: avg }),
      },
      ...(p.incomplete ? { incomplete: true } : {}),
    };
  });
  const busiest = r.periods.reduce<VoicebotPeriod | null>((b, p) => (p.calls > (b?.calls ?? 0) ? p : b), null);
  return {
    id: "anrufe",
    title: `Anrufe je ${r.intervalLabel}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [
      { key: "calls", label: "Anrufe" },
      ...VOICEBOT_OUTCOMES.map((o) => ({ key: o, label: OUTCOME_LABELS[o] })),
      ...(full ? [{ key: "average", label: "Ø Dauer (Min.)", decimals: 1 }] : []),
    ],
    rows,
    summary:
      r.totals.calls && busiest
        ? `Vom ${r.from} bis ${r.to} nahm der Voicebot ${callsText(r.totals.calls)} an, die meisten (${number.format(busiest.calls)}) ${inPeriod(r.intervalLabel, busiest.label)}.`
        : `Vom ${r.from} bis ${r.to} nahm der Voicebot keine Anrufe an.`,
  };
}

/** The reasons callers gave, counted (each reason a row, those without one last); `full` (the CSV) adds their share of the calls. */
export function reasonsChart(r: Pick<VoicebotReport, "from" | "to">, reasons: readonly { reason: VoicebotReason | null; calls: number }[], full = false): ChartSpec {
  const total = reasons.reduce((n, x) => n + x.calls, 0);
  const countOf = (reason: VoicebotReason | null) => reasons.find((x) => x.reason === reason)?.calls ?? 0;
  const keys: (VoicebotReason | null)[] = [...VOICEBOT_REASONS, null];
  const rows: ChartRow[] = keys.map((k) => {
    const calls = countOf(k);
    const share = full ? shareOf(calls, total) : null;
    const label = k ? REASON_LABELS[k] : NO_REASON;
    // (the label as the key: the page's data carries it once)
    return { key: label, label, values: { calls, ...(share === null ? {} : { share: Math.round(share * 1000) / 10 }) } };
  });
  const top = rows.slice(0, -1).reduce<ChartRow | null>((b, x) => (x.values.calls! > (b?.values.calls ?? 0) ? x : b), null);
  return {
    id: "anliegen",
    title: "Anliegen der Anrufer",
    kind: "bar",
    rowHeader: "Anliegen",
    series: [{ key: "calls", label: "Anrufe" }, ...(full ? [{ key: "share", label: "Anteil (%)", decimals: 1 }] : [])],
    rows,
    summary: top
      ? `Vom ${r.from} bis ${r.to} nannten die Anrufer am häufigsten „${top.label}“ (${callsText(top.values.calls!)} von ${number.format(total)}).`
      : `Vom ${r.from} bis ${r.to} nannten die Anrufer kein Anliegen.`,
  };
}

/**
 * The reasons as the page's table shows them: each category with its calls and
 * share (rows of cells, those without a reason last; the CSV is reasonsChart's).
 */
export function reasonRows(reasons: readonly { reason: VoicebotReason | null; calls: number }[]): [string, number, string][] {
  const total = reasons.reduce((n, x) => n + x.calls, 0);
  return ([...VOICEBOT_REASONS, null] as const).map((k) => {
    const calls = reasons.find((x) => x.reason === k)?.calls ?? 0;
    return [k ? REASON_LABELS[k] : NO_REASON, calls, shareText(shareOf(calls, total))];
  });
}

/**
 * The key figures of a range against the range compared with (`against`: the
 * comparison's words): the calls, their average length, the share handed on to
 * the company (forwarded or a message left; in percentage points), the callers
 * who hung up. Four figures: the tables show forwarded and messages apart.
 */
export function voicebotFigures(totals: VoicebotTotals, previous: VoicebotTotals | null, against: string): KeyFigure[] {
  const avg = averageSeconds(totals);
  const avgBefore = previous ? averageSeconds(previous) : null;
  const handedOn = (t: VoicebotTotals | null) => (t ? shareOf(t.forwarded + t.message, t.calls) : null);
  return [
    { key: "calls", label: "Anrufe", value: totals.calls, previous: previous?.calls ?? null },
    {
      key: "average",
      label: "Ø Dauer",
      value: avg ?? 0,
      // no calls now: nothing to compare (not "−100 %")
      previous: avg === null ? null : avgBefore,
      display: avg === null ? "–" : lengthText(avg),
    },
    {
      key: "handedOn",
      label: "An Sie weitergegeben",
      value: totals.forwarded + totals.message,
      previous: null,
      display: shareText(handedOn(totals)),
      change: shareChange(handedOn(totals), handedOn(previous), against),
      hint: `${number.format(totals.forwarded)} weitergeleitet, ${number.format(totals.message)} mit Nachricht`,
    },
    { key: "hungUp", label: "Aufgelegt", value: totals.hungUp, previous: previous?.hungUp ?? null },
  ];
}
