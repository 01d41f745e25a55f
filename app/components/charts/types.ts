/** What a page hands to <Chart>: one figure, drawn as a chart and written out as a table. */
export type ChartKind = "bar" | "line" | "donut";

export interface ChartSeries {
  key: string;
  label: string;
  /** the table writes the values with exactly this many decimals (euro: 2); without it, as many as they have */
  decimals?: number;
}

/** one period (bar/line: a day, week or month) or one category (donut: e.g. "Mobil") */
export interface ChartRow {
  key: string;
  label: string;
  incomplete?: boolean;
  values: Record<string, number>;
  /** donut: the palette's colour (0-based, app/components/charts/palette.ts) for this category, so a meaning keeps its colour */
  color?: number;
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
  /**
   * Several drawings over the one table (series of very different sizes, e.g.
   * impressions beside views): each draws some of the series, with its own
   * name above it. Without it, one drawing of `kind` with every series.
   */
  drawings?: ChartDrawing[];
  /**
   * Where the drawing's rows of the whole range come from (JSON `{ rows }`),
   * when the table shows only a page of them: fetched with the chart's code,
   * after the page is on screen. Without it, the drawing shows `rows`.
   */
  source?: string;
  /** "vertical": bars across with their names on the left (a few categories with long names, all of them readable) */
  layout?: "vertical";
}

export interface ChartDrawing {
  /** German, shown above the drawing */
  title: string;
  kind: Exclude<ChartKind, "donut">;
  /** the keys of the series it draws */
  series: string[];
}
