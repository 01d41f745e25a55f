import type { ChartRow, ChartSpec } from "~/components/charts";
import { formatAverage, NATIONWIDE, positionText, rankChange, rankChangeText, type RankChange } from "#domain/seo";

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
  periods: { label: string; averagePosition: number | null; firstPage: number | null; topThree: number | null; incomplete?: true }[];
}

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
  const measured = r.periods.filter((p) => p.averagePosition !== null);
  const best = measured.reduce<(typeof measured)[number] | null>((b, p) => (!b || p.averagePosition! < b.averagePosition! ? p : b), null);
  const first = measured[0];
  const last = measured.at(-1);
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
    summary:
      first && last && best
        ? `Vom ${r.from} bis ${r.to}: durchschnittliche Position ${formatAverage(first.averagePosition!)} in ${first.label}, ${formatAverage(last.averagePosition!)} in ${last.label}; am besten ${formatAverage(best.averagePosition!)} in ${best.label}.`
        : `Vom ${r.from} bis ${r.to} wurde keiner Ihrer Suchbegriffe unter den ersten 100 Ergebnissen gefunden.`,
  };
}

/** A keyword with its position at the latest measurement, the one before (`previous`) and about 90 days before (`longAgo`); undefined: not measured then. */
export interface SeoKeywordRow {
  id: number;
  keyword: string;
  city: string | null;
  position: number | null;
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
    days.longAgoOn ? `Position am ${days.longAgoOn}` : "Position vor 90 Tagen",
    "Veränderung in 90 Tagen",
  ];
  const cell = (p: number | null | undefined) => (p === undefined ? "–" : p === null ? positionText(null) : p);
  return [
    header,
    ...keywords.map((k) => {
      const { recent, long } = keywordChanges(k);
      return [k.keyword, cityText(k.city), cell(k.position), cell(k.previous), rankChangeText(recent), cell(k.longAgo), rankChangeText(long)];
    }),
  ];
}
