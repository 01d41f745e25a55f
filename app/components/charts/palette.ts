/**
 * The charts' colours, as names tremor takes (`colors={["series-1"]}`) and as
 * values tailwind.charts.config.ts turns into its classes (fill-series-1, …).
 * The Okabe–Ito colours, which stay apart for the common colour-vision
 * deficiencies; each has at least 3:1 contrast to white (WCAG 2.2 SC 1.4.11,
 * non-text contrast): 5.2, 3.9, 3.4, 3.1 and 10.4.
 */
export const SERIES_COLORS = {
  "1": "#0072B2",
  "2": "#D55E00",
  "3": "#009E73",
  "4": "#CC79A7",
  "5": "#334155",
  /** the running period's bar of a one-series bar chart: a light fill, outlined in series 1's colour (chart.css) */
  running: "#C6E0F0",
} as const;

/** The series' colour names in order; a chart with more series starts again at the first. */
export const SERIES_COLOR_NAMES = ["series-1", "series-2", "series-3", "series-4", "series-5"] as const;

export const RUNNING_COLOR_NAME = "series-running";
