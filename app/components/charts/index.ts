export { Chart } from "./chart";
export type { ChartDrawing, ChartKind, ChartRow, ChartSeries, ChartSpec } from "./types";
export { FAILED_TEXT, LOADING_TEXT } from "./chart";
export { RUNNING_MARK, RUNNING_NOTE } from "./format";
