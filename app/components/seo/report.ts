import type { ChartRow, ChartSpec } from "~/components/charts";
import { formatAverage, NATIONWIDE, positionText, rankChange, rankChangeText, LONG_CHANGE_DAYS, TRACKED_DEPTH, type RankChange } from "#domain/seo";

/**
 * The SEO page's figures as it and its CSV need them (spec §2 seo/uebersicht):
 * only numbers and the periods already named. The page sends this as its data
 * and draws titles, labels and summaries from it on the server and in the
 * browser alike.
 */
export interface SeoReport {
  /** "Tag", "Woche" or "Monat" */
  intervalLabel: string;
  /** the range, DD.MM.YYYY */
  from: string;
  to: string;
  /** the periods shown (a page of them on the page, all in the CSV); null: nothing measured in it */
  periods: SeoPeriod[];
  /** of the whole range (not only the periods shown): the first and last period with a measurement, and the best; null: nothing measured */
  overall: { first: SeoPeriod; last: SeoPeriod; best: SeoPeriod } | null;
  /** some keyword was measured in the range (among the first 100 or not) */
  measured: boolean;
}

export interface SeoPeriod {
  label: string;
  averagePosition: number | null;
  firstPage: number | null;
  topThree: number | null;
  incomplete?: true;
}

/** The first, last and best period with an average position, of all the periods of a range. */
export function overallOf(periods: SeoPeriod[]): SeoReport["overall"] {
  const ranked = periods.filter((p) => p.averagePosition !== null);
  const [first] = ranked;
  const last = ranked.at(-1);
  if (!first || !last) return null;
  const best = ranked.reduce((b, p) => (p.averagePosition! < b.averagePosition! ? p : b), first);
  return { first, last, best };
}

/** "am Sa, 28.11.2026", "in KW 48, 23.11.–29.11.2026", "im November 2026". */
const inPeriod = (intervalLabel: string, label: string) => `${intervalLabel === "Tag" ? "am" : intervalLabel === "Monat" ? "im" : "in"} ${label}`;

/** The positions over time: the average position, and the keywords on page 1 and in the top 3, each drawn apart over one table. */
export function seoChart(r: SeoReport): ChartSpec {
  const rows: ChartRow[] = r.periods.map((p) => ({
    key: p.label,
    label: p.label,
    values: Object.fromEntries(
      (["averagePosition", "firstPage", "topThree"] as const).flatMap((k) => (p[k] === null ? [] : [[k, p[k]]])),
    ),
    ...(p.incomplete ? { incomplete: true } : {}),
  }));
  const o = r.overall;
  const at = (p: SeoPeriod) => `${formatAverage(p.averagePosition!)} ${inPeriod(r.intervalLabel, p.label)}`;
  return {
    id: "verlauf",
    title: `Positionen bei Google je ${r.intervalLabel}`,
    kind: "line",
    rowHeader: "Zeitraum",
    series: [
      { key: "averagePosition", label: "Durchschnittliche Position" },
      { key: "firstPage", label: "Auf Seite 1 (Ø je Tag)" },
      { key: "topThree", label: "Unter den ersten 3 (Ø je Tag)" },
    ],
    drawings: [
      { title: "Durchschnittliche Position (kleiner ist besser)", kind: "line", series: ["averagePosition"] },
      { title: "Suchbegriffe auf Seite 1 und unter den ersten 3", kind: "line", series: ["firstPage", "topThree"] },
    ],
    rows,
    summary: o
      ? `Vom ${r.from} bis ${r.to}: durchschnittliche Position ${at(o.first)}, ${at(o.last)}; am besten ${at(o.best)}.`
      : r.measured
        ? `Vom ${r.from} bis ${r.to} wurde keiner Ihrer Suchbegriffe unter den ersten ${TRACKED_DEPTH} Ergebnissen gefunden.`
        : `Für die Zeit vom ${r.from} bis ${r.to} liegen keine Messungen vor.`,
  };
}

/** A keyword with its position at the latest measurement, the one before (`previous`) and about 90 days before (`longAgo`); undefined: not measured then. */
export interface SeoKeywordRow {
  id: number;
  keyword: string;
  city: string | null;
  position?: number | null;
  previous?: number | null;
  longAgo?: number | null;
}

export const cityText = (city: string | null) => city ?? NATIONWIDE;

/** The changes of one keyword: since the measurement before, and over about 90 days. */
export function keywordChanges(k: SeoKeywordRow): { recent: RankChange; long: RankChange } {
  return { recent: rankChange(k.position, k.previous), long: rankChange(k.position, k.longAgo) };
}

/** The keyword list as the CSV has it: the positions as numbers (or words), each change in words. */
export function keywordCsvRows(keywords: SeoKeywordRow[], days: { measuredOn: string; previousOn: string | null; longAgoOn: string | null }) {
  const header = [
    "Suchbegriff",
    "Ort",
    `Position am ${days.measuredOn}`,
    days.previousOn ? `Position am ${days.previousOn}` : "Position davor",
    "Veränderung seit der letzten Messung",
    days.longAgoOn ? `Position am ${days.longAgoOn}` : `Position vor ${LONG_CHANGE_DAYS} Tagen`,
    `Veränderung über ${LONG_CHANGE_DAYS} Tage`,
  ];
  const cell = (p: number | null | undefined) => (p === undefined ? "–" : p === null ? positionText(null) : p);
  const now = (p: number | null | undefined) => (typeof p === "number" ? p : positionText(p));
  return [
    header,
    ...keywords.map((k) => {
      const { recent, long } = keywordChanges(k);
      return [k.keyword, cityText(k.city), now(k.position), cell(k.previous), rankChangeText(recent), cell(k.longAgo), rankChangeText(long)];
    }),
  ];
}
