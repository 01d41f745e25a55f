import { useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from "react";
import { formatFixed, formatNumber, hasRunningRow, RUNNING_MARK, RUNNING_NOTE } from "./format";
import type { ChartRow, ChartSpec } from "./types";

/**
 * A chart with its data table (ARCHITECTURE "every chart has a table of the
 * same data"). The server renders the heading, the summary and the table; that
 * is the page without JavaScript and what a screen reader reads. The chart
 * itself (tremor and recharts, about 130 KB of JavaScript gzip) is fetched with
 * its own stylesheet only once the page has hydrated, into a place whose height
 * the server HTML already keeps, so its arrival moves nothing. Without
 * scripting that place is hidden (app/tailwind.css, .chart-slot).
 */

export interface ChartViewProps {
  chart: ChartSpec;
}
type ChartViewComponent = ComponentType<ChartViewProps>;

export const LOADING_TEXT = "Diagramm wird geladen …";
export const FAILED_TEXT = "Das Diagramm konnte nicht geladen werden. Die Zahlen stehen in der Tabelle.";

let viewPromise: Promise<ChartViewComponent> | null = null;
/** the chart's code once it is there: a chart shown after a client-side navigation draws at once */
let loadedView: ChartViewComponent | null = null;

/** Fetches the chart's code and stylesheet (chart-view.client.tsx, its own chunk); once per page, again after a failure. */
function loadChartView(): Promise<ChartViewComponent> {
  viewPromise ??= import("./chart-view.client").then(
    (module) => (loadedView = module.ChartView),
    (error: unknown) => {
      console.error("the chart could not be loaded", error);
      viewPromise = null;
      throw error;
    },
  );
  return viewPromise;
}

type ViewState = { view: ChartViewComponent | null; failed: boolean };

/** The chart's component; null while it loads. The server and the hydrating browser both start without it. */
function useChartView(): ViewState {
  const [state, setState] = useState<ViewState>(() => ({ view: loadedView, failed: false }));
  const ready = state.view !== null;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadChartView().then(
      (view) => current && setState({ view, failed: false }),
      () => current && setState({ view: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  return state;
}

const sources = new Map<string, Promise<ChartRow[]>>();

/** The rows of a chart's `source` (once per address; again after a failure). */
function loadRows(source: string): Promise<ChartRow[]> {
  let pending = sources.get(source);
  if (!pending) {
    pending = fetch(source, { headers: { Accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`chart rows: ${res.status}`);
        return ((await res.json()) as { rows: ChartRow[] }).rows;
      })
      .catch((error: unknown) => {
        sources.delete(source);
        throw error;
      });
    sources.set(source, pending);
  }
  return pending;
}

type RowsState = { rows: ChartRow[] | null; failed: boolean };

/** The rows the drawing shows: the table's, or those of the whole range from `source`. */
function useDrawnRows(chart: ChartSpec): RowsState {
  const [state, setState] = useState<RowsState & { source?: string }>({ rows: chart.source ? null : chart.rows, failed: false, source: chart.source });
  useEffect(() => {
    if (!chart.source) {
      setState({ rows: chart.rows, failed: false });
      return;
    }
    let current = true;
    setState({ rows: null, failed: false, source: chart.source });
    loadRows(chart.source).then(
      (rows) => current && setState({ rows, failed: false, source: chart.source }),
      () => current && setState({ rows: null, failed: true, source: chart.source }),
    );
    return () => {
      current = false;
    };
  }, [chart.source, chart.rows]);
  return state;
}

export function Chart({ chart, headingLevel = 2, tableFooter }: { chart: ChartSpec; headingLevel?: 2 | 3; tableFooter?: ReactNode }) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const ids = { title: `${chart.id}-titel`, summary: `${chart.id}-zusammenfassung`, note: `${chart.id}-laufend` };
  const running = hasRunningRow(chart);
  return (
    <figure className="card" aria-labelledby={ids.title} aria-describedby={ids.summary} data-chart={chart.id}>
      <Heading id={ids.title} className="text-lg font-semibold text-slate-900">
        {chart.title}
      </Heading>
      <p id={ids.summary} className="mt-1 text-sm text-slate-700">
        {chart.summary}
      </p>
      {chart.drawings ? (
        chart.drawings.map((d) => (
          <div key={d.title} className="chart-drawing mt-4">
            <p className="text-sm font-semibold text-slate-800" aria-hidden="true">
              {d.title}
            </p>
            <ChartSlot chart={{ ...chart, kind: d.kind, series: chart.series.filter((s) => d.series.includes(s.key)) }} />
          </div>
        ))
      ) : (
        <ChartSlot chart={chart} />
      )}
      {running ? (
        <p id={ids.note} className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">{RUNNING_MARK}:</span> {RUNNING_NOTE}
        </p>
      ) : null}
      <ChartTable chart={chart} noteId={running ? ids.note : undefined} />
      {tableFooter}
    </figure>
  );
}

/**
 * The chart's place, as high as the chart. While the code loads it says so; if
 * it cannot be loaded, it says that the table has the numbers. The drawn chart
 * is hidden from assistive technology: the summary and the table say the same.
 */
function ChartSlot({ chart }: { chart: ChartSpec }) {
  const { view: View, failed: viewFailed } = useChartView();
  const { rows, failed: rowsFailed } = useDrawnRows(chart);
  const failed = viewFailed || rowsFailed;
  const loading = (View === null || rows === null) && !failed;
  const message = loading ? LOADING_TEXT : failed ? FAILED_TEXT : "";
  return (
    <div className="chart-slot relative mt-4 h-72" aria-busy={loading}>
      {View && rows ? (
        <div className="chart-area absolute inset-0" aria-hidden="true">
          <View chart={{ ...chart, rows }} />
        </div>
      ) : null}
      <p role="status" className={message ? "absolute inset-0 flex items-center justify-center p-4 text-sm text-slate-700" : "sr-only"}>
        {message}
      </p>
    </div>
  );
}

/** The most number columns a table stacks on a phone (app/tailwind.css names as many). */
const STACKED_COLUMNS = 4;

/**
 * The column names a stacked row shows before its values, once per table as CSS
 * variables (--spalte-1 …), not once per cell: a long range has hundreds of cells.
 */
const columnNames = (chart: ChartSpec): CSSProperties =>
  Object.fromEntries(chart.series.map((s, i) => [`--spalte-${i + 1}`, JSON.stringify(s.label)]));

/** Every series' numbers as a table: what the server sends, and what shows without JavaScript. */
function ChartTable({ chart, noteId }: { chart: ChartSpec; noteId: string | undefined }) {
  const stacks = chart.series.length > 1 && chart.series.length <= STACKED_COLUMNS;
  return (
    <div className="mt-4 overflow-auto" role="region" aria-labelledby={`${chart.id}-tabelle`} tabIndex={0}>
      {/* several columns of numbers: on a phone each row stacks (app/tailwind.css .data-table-stack), so every column shows */}
      <table className={stacks ? "data-table data-table-stack" : "data-table"} style={stacks ? columnNames(chart) : undefined}>
        <caption id={`${chart.id}-tabelle`} className="sr-only">
          {chart.title}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {chart.rowHeader}
            </th>
            {chart.series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.key} data-laufend={row.incomplete ? "" : undefined}>
              <th scope="row" aria-describedby={row.incomplete ? noteId : undefined}>
                {row.label}
                {row.incomplete ? (
                  <>
                    {" "}
                    <span className="font-semibold">{RUNNING_MARK}</span>
                  </>
                ) : null}
              </th>
              {chart.series.map((s) => {
                const value = row.values[s.key];
                return (
                  <td key={s.key}>
                    {value === undefined ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">keine Angabe</span>
                      </>
                    ) : (
                      s.decimals === undefined ? formatNumber(value) : formatFixed(value, s.decimals)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
