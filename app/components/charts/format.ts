import type { ChartRow, ChartSpec } from "./types";

/**
 * What the table and the chart write the same way: the numbers in one German
 * format, a period that is not over yet marked with the same words. No tremor
 * here: the server-rendered table uses this module.
 */

const NUMBER = new Intl.NumberFormat("de-DE");
/** A number the German way. One argument only: it is handed to map() and to tremor's valueFormatter, which pass more. */
export const formatNumber = (value: number): string => NUMBER.format(value);

/** A number with exactly `decimals` decimals, the German way (12,50). */
export const formatFixed = (value: number, decimals: number): string => value.toLocaleString("de-DE", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** The mark after the label of a period that is not complete yet (the running week or month). */
export const RUNNING_MARK = "(laufend)";
export const RUNNING_NOTE = "Dieser Zeitraum ist noch nicht abgeschlossen; die Zahlen können noch steigen.";

export const rowLabel = (row: ChartRow): string => (row.incomplete ? `${row.label} ${RUNNING_MARK}` : row.label);
export const hasRunningRow = (chart: ChartSpec): boolean => chart.rows.some((row) => row.incomplete);
