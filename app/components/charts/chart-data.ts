import { formatNumber, hasRunningRow, rowLabel, RUNNING_MARK } from "./format";
import { DASHED_COLOR_NAMES, RUNNING_COLOR_NAME, SERIES_COLOR_NAMES } from "./palette";
import type { ChartRow, ChartSeries, ChartSpec } from "./types";

/**
 * The chart as tremor's props, drawn from the same rows as the table
 * (chart.tsx): the same numbers, the same labels with the same "(laufend)".
 * Only the lazily loaded chart uses this module.
 */

const colorOf = (i: number) => SERIES_COLOR_NAMES[i % SERIES_COLOR_NAMES.length]!;
const dashedColorOf = (i: number) => DASHED_COLOR_NAMES[i % DASHED_COLOR_NAMES.length]!;

/** The key of a data point's label in tremor's data (the series use their labels as keys). */
export const INDEX_KEY = "__zeile";
/** Set on the data point of a running period (not a category: tremor draws only the categories). */
export const RUNNING_KEY = "__laufend";

export type DataPoint = Record<string, string | number | boolean | undefined>;

/** A bar or line chart as tremor's props: the series are named by their labels, which tremor shows in legend and tooltip. */
export interface CartesianChart {
  index: string;
  categories: string[];
  colors: string[];
  data: DataPoint[];
  /** true when the running period's bar is a category of its own, stacked in the same place */
  stack: boolean;
  /**
   * Lines with a running period: each series' stretch from the last complete
   * period to the running one is a category of its own (named `running`), drawn
   * dashed; the legend and the tooltip name only the series.
   */
  dashed: { label: string; running: string; color: string }[] | null;
  allowDecimals: boolean;
  /** room for the longest number on the value axis, in px */
  yAxisWidth: number;
}

const valueOf = (row: ChartRow, series: ChartSeries): number | undefined => row.values[series.key];
const runningName = (series: ChartSeries) => `${series.label} ${RUNNING_MARK}`;

/** The full name of a data point's period, where the axis shows a shorter one (the tooltip shows it). */
export const LABEL_KEY = "__name";

/** German month abbreviations (DIN 5008: the short names stay whole, the others with a full stop). */
const MONTHS: Record<string, string> = {
  Januar: "Jan.",
  Februar: "Feb.",
  März: "März",
  April: "Apr.",
  Mai: "Mai",
  Juni: "Juni",
  Juli: "Juli",
  August: "Aug.",
  September: "Sept.",
  Oktober: "Okt.",
  November: "Nov.",
  Dezember: "Dez.",
};

/**
 * A period's name as short as the time axis needs it (domain/statistics.ts
 * periodLabel writes the full one, which the table and the tooltip keep): a day
 * "23.11.", a week "KW 48", a month "Nov. 2026"; the running mark stays. Any
 * other label (a category) is left as it is.
 */
export function axisLabel(label: string): string {
  const running = label.endsWith(` ${RUNNING_MARK}`);
  const name = running ? label.slice(0, -RUNNING_MARK.length - 1) : label;
  const day = /^[A-Z][a-z], (\d{2}\.\d{2}\.)\d{4}$/.exec(name);
  const week = /^(KW \d{1,2}), /.exec(name);
  const month = /^([A-Z][a-zä]+) (\d{4})(?:, .*)?$/.exec(name);
  const short = day ? day[1]! : week ? week[1]! : month && MONTHS[month[1]!] ? `${MONTHS[month[1]!]} ${month[2]}` : name;
  return running ? `${short} ${RUNNING_MARK}` : short;
}

function point(row: ChartRow, values: [string, number | undefined][]): DataPoint {
  const label = rowLabel(row);
  const short = axisLabel(label);
  return {
    [INDEX_KEY]: short,
    ...(short === label ? {} : { [LABEL_KEY]: label }),
    ...(row.incomplete ? { [RUNNING_KEY]: true } : {}),
    ...Object.fromEntries(values),
  };
}

export function cartesianChart(chart: ChartSpec): CartesianChart {
  const { rows, series } = chart;
  const numbers = rows.flatMap((row) => series.map((s) => valueOf(row, s)).filter((v): v is number => v !== undefined));
  const widest = Math.max(0, ...numbers.map((v) => formatNumber(v).length));
  const common = {
    index: INDEX_KEY,
    allowDecimals: !numbers.every(Number.isInteger),
    yAxisWidth: Math.max(40, 8 + 8 * widest),
  };
  const running = hasRunningRow(chart);
  // One series as bars: the running period's bar is drawn apart (its own colour and legend entry);
  // stacked with the series, it stands where the series' bar would.
  const only = series[0];
  if (chart.kind === "bar" && series.length === 1 && only && running) {
    return {
      ...common,
      categories: [only.label, runningName(only)],
      colors: [colorOf(0), RUNNING_COLOR_NAME],
      stack: true,
      dashed: null,
      data: rows.map((row) => point(row, [[row.incomplete ? runningName(only) : only.label, valueOf(row, only)]])),
    };
  }
  // Lines: the solid line ends at the last complete period, a dashed one goes on from there to the running one.
  if (chart.kind === "line" && running) {
    return {
      ...common,
      categories: series.flatMap((s) => [s.label, runningName(s)]),
      colors: series.flatMap((_, i) => [colorOf(i), dashedColorOf(i)]),
      stack: false,
      dashed: series.map((s, i) => ({ label: s.label, running: runningName(s), color: colorOf(i) })),
      data: rows.map((row, i) => {
        const beforeRunning = !row.incomplete && rows[i + 1]?.incomplete === true;
        return point(
          row,
          series.flatMap((s): [string, number | undefined][] => {
            const v = valueOf(row, s);
            if (row.incomplete) return [[runningName(s), v]];
            return beforeRunning ? [[s.label, v], [runningName(s), v]] : [[s.label, v]];
          }),
        );
      }),
    };
  }
  return {
    ...common,
    categories: series.map((s) => s.label),
    colors: series.map((_, i) => colorOf(i)),
    stack: false,
    dashed: null,
    data: rows.map((row) => point(row, series.map((s) => [s.label, valueOf(row, s)]))),
  };
}

/** A donut as tremor's props: one slice per row, of the one series. */
export interface DonutChartData {
  categories: string[];
  colors: string[];
  data: { name: string; value: number | undefined }[];
}

export function donutChart(chart: ChartSpec): DonutChartData {
  const series = chart.series[0];
  const categories = chart.rows.map(rowLabel);
  return {
    categories,
    colors: chart.rows.map((row, i) => colorOf(row.color ?? i)),
    data: chart.rows.map((row, i) => ({ name: categories[i]!, value: series ? valueOf(row, series) : undefined })),
  };
}
