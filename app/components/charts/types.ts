/** What a page hands to <Chart>: one figure, drawn as a chart and written out as a table. */
export type ChartKind = "bar" | "line" | "donut";

export interface ChartSeries {
  key: string;
  label: string;
}

/** one period (bar/line: a day, week or month) or one category (donut: e.g. "Mobil") */
export interface ChartRow {
  key: string;
  label: string;
  incomplete?: boolean;
  values: Record<string, number>;
}

export interface ChartSpec {
  /** unique on the page, used for ids/aria */
  id: string;
  /** German, shown as the figure's heading and the table's caption */
  title: string;
  kind: ChartKind;
  /** the table's first column header, e.g. "Zeitraum" or "Gerät" */
  rowHeader: string;
  /** bar/line: one or more series; donut: exactly one */
  series: ChartSeries[];
  rows: ChartRow[];
  /** a German text summary for screen readers, written by the page */
  summary: string;
}
