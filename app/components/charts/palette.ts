/**
 * The charts' colours, as names tremor takes (`colors={["series-1"]}`) and as
 * values tailwind.charts.config.ts turns into its classes (fill-series-1, …).
 * The Okabe–Ito colours, which stay apart for the common colour-vision
 * deficiencies; each has at least 3:1 contrast to white (WCAG 2.2 SC 1.4.11,
 * non-text contrast): 5.2, 3.9, 3.4, 3.1 and 10.4.
 */
const BASE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#334155"] as const;

/** Palette places with a meaning (a donut row's `color`): bluish green for what is right, vermillion for what differs, slate for what is missing. */
export const MEANING_COLOR = { good: 2, differs: 1, missing: 4 } as const;

/** The series' colour names in order; a chart with more series starts again at the first. */
export const SERIES_COLOR_NAMES = BASE.map((_, i) => `series-${i + 1}`);
/** The same colours for a line's stretch to the running period, drawn dashed (chart.css). */
export const DASHED_COLOR_NAMES = BASE.map((_, i) => `series-${i + 1}-dashed`);
/** The running period's bar of a one-series bar chart: a light fill, outlined in series 1's colour (chart.css). */
export const RUNNING_COLOR_NAME = "series-running";

export const SERIES_COLORS: Record<string, string> = {
  ...Object.fromEntries(BASE.flatMap((hex, i) => [[`${i + 1}`, hex], [`${i + 1}-dashed`, hex]])),
  running: "#C6E0F0",
};
