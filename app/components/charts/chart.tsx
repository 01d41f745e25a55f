import { useEffect, useState, type ComponentType } from "react";
import { formatNumber, hasRunningRow, RUNNING_MARK, RUNNING_NOTE } from "./format";
import type { ChartSpec } from "./types";

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

export function Chart({ chart, headingLevel = 2 }: { chart: ChartSpec; headingLevel?: 2 | 3 }) {
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
      <ChartSlot chart={chart} />
      {running ? (
        <p id={ids.note} className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">{RUNNING_MARK}:</span> {RUNNING_NOTE}
        </p>
      ) : null}
      <ChartTable chart={chart} noteId={running ? ids.note : undefined} />
    </figure>
  );
}

/**
 * The chart's place, as high as the chart. While the code loads it says so; if
 * it cannot be loaded, it says that the table has the numbers. The drawn chart
 * is hidden from assistive technology: the summary and the table say the same.
 */
function ChartSlot({ chart }: { chart: ChartSpec }) {
  const { view: View, failed } = useChartView();
  const loading = View === null && !failed;
  const message = loading ? LOADING_TEXT : failed ? FAILED_TEXT : "";
  return (
    <div className="chart-slot relative mt-4 h-72" aria-busy={loading}>
      {View ? (
        <div className="chart-area absolute inset-0" aria-hidden="true">
          <View chart={chart} />
        </div>
      ) : null}
      <p role="status" className={message ? "absolute inset-0 flex items-center justify-center p-4 text-sm text-slate-700" : "sr-only"}>
        {message}
      </p>
    </div>
  );
}

/** Every series' numbers as a table: what the server sends, and what shows without JavaScript. */
function ChartTable({ chart, noteId }: { chart: ChartSpec; noteId: string | undefined }) {
  return (
    <div className="mt-4 overflow-auto" role="region" aria-labelledby={`${chart.id}-tabelle`} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption id={`${chart.id}-tabelle`} className="sr-only">
          {chart.title}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="px-3 py-2 font-semibold">
              {chart.rowHeader}
            </th>
            {chart.series.map((s) => (
              <th key={s.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-200" data-laufend={row.incomplete ? "" : undefined}>
              <th scope="row" className="px-3 py-2 font-medium" aria-describedby={row.incomplete ? noteId : undefined}>
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
                  <td key={s.key} className="px-3 py-2 text-right tabular-nums">
                    {value === undefined ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">keine Angabe</span>
                      </>
                    ) : (
                      formatNumber(value)
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
