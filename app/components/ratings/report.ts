import type { ChartRow, ChartSpec } from "~/components/charts";
import type { KeyFigure } from "~/components/product/key-figures";
import {
  averageChange,
  averageText,
  gradeWord,
  hasFigure,
  RATING_PORTAL_NAMES,
  RATING_PORTALS,
  starGlyphs,
  starsText,
  type RatingFigure,
  type RatingPortal,
} from "#domain/ratings";

/**
 * The rating overview's figures as its page and CSV need them (spec §2
 * `{product}/uebersicht`, §3 Portal rating stats): the key figures against the
 * range compared with, the ratings per period with the overall average at each
 * period's end, and the portals' figures. Only the loaders import this: the
 * page gets finished texts and tables (its script stays small).
 */
export interface RatingPeriod {
  label: string;
  ratings: RatingFigure;
  overall: RatingFigure;
  incomplete?: true;
}
export interface RatingReport {
  intervalLabel: string;
  from: string;
  to: string;
  periods: RatingPeriod[];
  total: RatingFigure;
}

const number = new Intl.NumberFormat("de-DE");
const ratingsText = (n: number) => `${number.format(n)} ${n === 1 ? "Bewertung" : "Bewertungen"}`;
/** A figure's average for a table or CSV cell: none without ratings (spec §3: −1 is "noch keine Daten", never a value). */
const avgCell = (f: RatingFigure) => (hasFigure(f) ? Math.round(f.avgScore * 10) / 10 : null);
const countOf = (f: RatingFigure) => Math.max(0, f.count);

/**
 * The new ratings per period (bars) and the overall average at each period's
 * end (a line of its own: stars and counts do not share a scale). `full` (the
 * CSV) adds each period's own average.
 */
export function ratingsChart(r: RatingReport, full = false): ChartSpec {
  const rows: ChartRow[] = r.periods.map((p) => {
    const overall = avgCell(p.overall);
    const own = full ? avgCell(p.ratings) : null;
    return {
      key: p.label,
      label: p.label,
      values: { count: countOf(p.ratings), ...(overall === null ? {} : { overall }), ...(own === null ? {} : { average: own }) },
      ...(p.incomplete ? { incomplete: true } : {}),
    };
  });
  const last = r.periods.at(-1)?.overall;
  return {
    id: "verlauf",
    title: `Bewertungen je ${r.intervalLabel}`,
    kind: "bar",
    rowHeader: "Zeitraum",
    series: [
      { key: "count", label: "Neue Bewertungen" },
      ...(full ? [{ key: "average", label: "Ø der neuen", decimals: 1 }] : []),
      { key: "overall", label: "Gesamtdurchschnitt", decimals: 1 },
    ],
    drawings: [
      { title: "Neue Bewertungen", kind: "bar", series: ["count"] },
      { title: "Gesamtdurchschnitt (Sterne)", kind: "line", series: ["overall"] },
    ],
    rows,
    summary:
      countOf(r.total) > 0
        ? `Vom ${r.from} bis ${r.to} kamen ${ratingsText(r.total.count)} mit durchschnittlich ${starsText(r.total.avgScore)} hinzu${last && hasFigure(last) ? `; der Gesamtdurchschnitt lag am Ende bei ${starsText(last.avgScore)}` : ""}.`
        : `Vom ${r.from} bis ${r.to} kamen keine Bewertungen hinzu.`,
  };
}

/** A portal's row: name, the average in words with its stars for the eye, the count; the range's new ratings and their average. */
export type PortalRow = [name: string, average: string, stars: string, grade: string, count: string, inRange: string, rangeAverage: string];

/**
 * Every portal of spec §3 in its order, with the figures of all time and of
 * the range; a portal without data says "noch keine Daten" (−1 is never a number
 * on screen). The last row: all portals, the average weighted by count.
 */
export function portalRows(allTime: Record<RatingPortal, RatingFigure>, range: Record<RatingPortal, RatingFigure>, totals: { allTime: RatingFigure; range: RatingFigure }): PortalRow[] {
  const row = (name: string, f: RatingFigure, r: RatingFigure): PortalRow =>
    hasFigure(f)
      ? [name, averageText(f.avgScore), starGlyphs(f.avgScore), gradeWord(f.avgScore), number.format(f.count), number.format(countOf(r)), hasFigure(r) ? averageText(r.avgScore) : "–"]
      : [name, "–", "", "noch keine Daten", "–", number.format(countOf(r)), "–"];
  return [...RATING_PORTALS.map((p) => row(RATING_PORTAL_NAMES[p], allTime[p], range[p])), row("Alle Portale", totals.allTime, totals.range)];
}

/** The portals' figures as CSV rows (numbers as numbers, none where there are no data). */
export function portalCsv(allTime: Record<RatingPortal, RatingFigure>, range: Record<RatingPortal, RatingFigure>, totals: { allTime: RatingFigure; range: RatingFigure }) {
  const row = (name: string, f: RatingFigure, r: RatingFigure) => [name, avgCell(f), hasFigure(f) ? gradeWord(f.avgScore) : "noch keine Daten", hasFigure(f) ? f.count : null, countOf(r), avgCell(r)];
  return [
    ["Portal", "Durchschnitt (Sterne)", "Note", "Bewertungen insgesamt", "Neue Bewertungen im Zeitraum", "Durchschnitt im Zeitraum"],
    ...RATING_PORTALS.map((p) => row(RATING_PORTAL_NAMES[p], allTime[p], range[p])),
    row("Alle Portale", totals.allTime, totals.range),
  ];
}

/**
 * The key figures: the overall average now (with its grade word) against the
 * one at the end of the range compared with, the ratings in total, the new
 * ratings of the range and their average, each against the range compared with.
 */
export function ratingFigures(
  now: { total: RatingFigure; overall: RatingFigure },
  before: { total: RatingFigure; overall: RatingFigure } | null,
  against: string,
): KeyFigure[] {
  const avg = (f: RatingFigure | undefined) => (f && hasFigure(f) ? f.avgScore : null);
  return [
    {
      key: "overall",
      label: "Gesamtdurchschnitt",
      value: Math.max(0, now.overall.avgScore),
      previous: null,
      display: hasFigure(now.overall) ? `${averageText(now.overall.avgScore)} – ${gradeWord(now.overall.avgScore)}` : "noch keine Daten",
      change: averageChange(avg(now.overall), avg(before?.overall), against),
      hint: "alle Portale, nach Anzahl gewichtet, am Ende des Zeitraums",
    },
    { key: "all", label: "Bewertungen insgesamt", value: countOf(now.overall), previous: before ? countOf(before.overall) : null, hint: "bis zum Ende des Zeitraums" },
    { key: "new", label: "Neue Bewertungen", value: countOf(now.total), previous: before ? countOf(before.total) : null },
    {
      key: "newAverage",
      label: "Ø der neuen Bewertungen",
      value: Math.max(0, now.total.avgScore),
      previous: null,
      display: hasFigure(now.total) ? averageText(now.total.avgScore) : "–",
      change: averageChange(avg(now.total), avg(before?.total), against),
    },
  ];
}
