import type { ChartRow, ChartSpec } from "~/components/charts";
import type { KeyFigure } from "~/components/product/key-figures";
import { dailyBudgetOf, formatEuro, formatRate, seaRates, withVat, type SeaCounts } from "#domain/sea";

/**
 * The search-engine ads' figures as the pages and their CSVs need them (spec §2
 * suchmaschinenWerbung/…): counts per period, money in cents. The pages send
 * this and draw titles, labels and summaries from it on the server and in the
 * browser alike.
 */
export interface SeaReport {
  /** "Tag", "Woche" or "Monat" */
  intervalLabel: string;
  /** the range, DD.MM.YYYY */
  from: string;
  to: string;
  /** the periods shown (a page of them on the page, all in the CSV) */
  periods: SeaPeriod[];
  /** of the whole range, not only the periods shown: the clicks, and the period with the most */
  clicks: number;
  busiest: SeaPeriod | null;
}

export type SeaPeriod = SeaCounts & { label: string; incomplete?: true };

/** The period with the most clicks (the first of equals), or null without clicks. */
export const busiestOf = (periods: SeaPeriod[]) => periods.reduce<SeaPeriod | null>((b, p) => (p.clicks > (b?.clicks ?? 0) ? p : b), null);

/** "am Mo, 23.11.2026", "in KW 48, …", "im November 2026". */
const inPeriod = (intervalLabel: string, label: string) => `${intervalLabel === "Tag" ? "am" : intervalLabel === "Monat" ? "im" : "in"} ${label}`;
const clicksText = (n: number) => `${number.format(n)} ${n === 1 ? "Klick" : "Klicks"}`;

const number = new Intl.NumberFormat("de-DE");
/** Cents as euro with two decimals, a number (the tables' and CSV's cells; the column says "€"). */
const euros = (cents: number) => Math.round(cents) / 100;

/** The periods as one table of impressions, clicks, click rate, cost, cost per click and conversions, drawn in three charts. */
export function seaChart(r: SeaReport, id = "verlauf", titlePrefix = ""): ChartSpec {
  const rows: ChartRow[] = r.periods.map((p) => {
    const { ctr, cpc } = seaRates(p);
    return {
      key: p.label,
      label: p.label,
      values: {
        impressions: p.impressions,
        clicks: p.clicks,
        ...(ctr === null ? {} : { ctr: Math.round(ctr * 1000) / 10 }),
        cost: euros(p.cost),
        ...(cpc === null ? {} : { cpc: euros(cpc) }),
        conversions: p.conversions,
      },
      ...(p.incomplete ? { incomplete: true } : {}),
    };
  });
  return {
    id,
    title: `${titlePrefix}Einblendungen, Klicks und Kosten je ${r.intervalLabel}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [
      { key: "impressions", label: "Einblendungen" },
      { key: "clicks", label: "Klicks" },
      { key: "ctr", label: "Klickrate (%)", decimals: 1 },
      { key: "cost", label: "Kosten netto (€)", decimals: 2 },
      { key: "cpc", label: "Ø Kosten pro Klick (€)", decimals: 2 },
      { key: "conversions", label: "Conversions" },
    ],
    drawings: [
      { title: "Einblendungen", kind: "bar", series: ["impressions"] },
      { title: "Klicks und Conversions", kind: "line", series: ["clicks", "conversions"] },
      { title: "Kosten netto (€)", kind: "bar", series: ["cost"] },
    ],
    rows,
    summary: r.busiest
      ? `Vom ${r.from} bis ${r.to}: ${clicksText(r.clicks)}, die meisten (${number.format(r.busiest.clicks)}) ${inPeriod(r.intervalLabel, r.busiest.label)}.`
      : `Vom ${r.from} bis ${r.to} wurden Ihre Anzeigen nicht angeklickt.`,
  };
}

/** The six key figures of a range, each against the range compared with (the rates from the sums, never averaged). */
export function seaFigures(totals: SeaCounts, previous: SeaCounts | null): KeyFigure[] {
  const now = seaRates(totals);
  const before = previous ? seaRates(previous) : null;
  return [
    { key: "impressions", label: "Einblendungen", value: totals.impressions, previous: previous?.impressions ?? null, hint: "so oft wurden Ihre Anzeigen gezeigt" },
    { key: "clicks", label: "Klicks", value: totals.clicks, previous: previous?.clicks ?? null, hint: "so oft wurde eine Anzeige angeklickt" },
    {
      key: "ctr",
      label: "Klickrate (CTR)",
      value: now.ctr ?? 0,
      // no rate now: nothing to compare (not "−100 %")
      previous: now.ctr === null ? null : (before?.ctr ?? null),
      display: formatRate(now.ctr),
      hint: "Klicks je Einblendung",
    },
    {
      key: "cpc",
      label: "Ø Kosten pro Klick",
      value: now.cpc ?? 0,
      previous: now.cpc === null ? null : (before?.cpc ?? null),
      display: now.cpc === null ? "–" : formatEuro(now.cpc),
      hint: "netto",
    },
    {
      key: "cost",
      label: "Kosten",
      value: totals.cost,
      previous: previous?.cost ?? null,
      display: formatEuro(totals.cost),
      hint: `netto; mit 19 % USt. ${formatEuro(withVat(totals.cost))}`,
    },
    { key: "conversions", label: "Conversions", value: totals.conversions, previous: previous?.conversions ?? null, hint: "Anrufe, Anfragen und Bestellungen über Ihre Anzeigen" },
  ];
}

/** A month's spend as the budget page and its CSV need it (cents). */
export interface SeaBudget {
  from: string;
  to: string;
  /** the month is over (else it runs up to today) */
  whole: boolean;
  monthlyBudget: number;
  total: number;
  days: { label: string; cost: number; incomplete?: true }[];
  highest: { label: string; cost: number } | null;
  overAverage: number;
  overPeak: number;
  overMonth: boolean;
}

/** The spend of each day, net and with VAT, and its share of the average daily budget. */
export function budgetChart(b: SeaBudget): ChartSpec {
  const daily = dailyBudgetOf(b.monthlyBudget);
  return {
    id: "ausgaben",
    title: "Ausgaben je Tag",
    kind: "bar",
    rowHeader: "Tag",
    series: [
      { key: "cost", label: "Ausgaben netto (€)", decimals: 2 },
      { key: "gross", label: "mit 19 % USt. (€)", decimals: 2 },
      { key: "share", label: "Anteil am Tagesbudget (%)" },
    ],
    drawings: [{ title: "Ausgaben netto je Tag (€)", kind: "bar", series: ["cost"] }],
    rows: b.days.map((d) => ({
      key: d.label,
      label: d.label,
      values: { cost: euros(d.cost), gross: euros(withVat(d.cost)), ...(daily > 0 ? { share: Math.round((d.cost / daily) * 100) } : {}) },
      ...(d.incomplete ? { incomplete: true } : {}),
    })),
    summary: b.highest
      ? `Vom ${b.from} bis ${b.to} zusammen ${formatEuro(b.total)} netto; am meisten am ${b.highest.label} mit ${formatEuro(b.highest.cost)}.`
      : `Vom ${b.from} bis ${b.to} keine Ausgaben.`,
  };
}
