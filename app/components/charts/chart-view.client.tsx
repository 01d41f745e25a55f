// each chart from its own file: tremor's index would bring all of tremor (its modules are not marked free of side effects)
import BarChart from "@tremor/react/dist/components/chart-elements/BarChart/BarChart.js";
import DonutChart from "@tremor/react/dist/components/chart-elements/DonutChart/DonutChart.js";
import LineChart from "@tremor/react/dist/components/chart-elements/LineChart/LineChart.js";
import Legend from "@tremor/react/dist/components/text-elements/Legend/Legend.js";
import { useEffect, useRef, type RefObject } from "react";
import { cartesianChart, donutChart } from "./chart-data";
import { formatNumber } from "./format";
import type { ChartViewProps } from "./chart";
// tremor's classes, scoped to .chart-area; Vite loads this stylesheet together with this module
import "./chart.css";

/**
 * The drawn chart (tremor), loaded by chart.tsx after hydration; never on the
 * server (a .client module). Drawn from the same rows as the table, through
 * chart-data.ts: the same numbers, the same "(laufend)" on a running period's
 * label, which is kept on the axis however many labels it leaves out.
 */
export function ChartView({ chart }: ChartViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useNoTabStops(ref);
  return (
    <div ref={ref} className="h-full">
      <Drawn chart={chart} />
    </div>
  );
}

/**
 * The drawn chart is hidden from assistive technology (chart.tsx), so nothing in
 * it may take the keyboard's focus: tremor's legend and recharts' pie make
 * themselves tab stops, with no prop to say otherwise.
 */
function useNoTabStops(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const untab = () => root.querySelectorAll('[tabindex]:not([tabindex="-1"]), a[href], button').forEach((el) => el.setAttribute("tabindex", "-1"));
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["tabindex"] });
    return () => observer.disconnect();
  }, [ref]);
}

function Drawn({ chart }: ChartViewProps) {
  if (chart.kind === "donut") {
    const donut = donutChart(chart);
    return (
      <div className="flex h-full flex-col items-center justify-center gap-4">
        <DonutChart className="h-44 w-44" data={donut.data} category="value" index="name" colors={donut.colors} valueFormatter={formatNumber} />
        <Legend categories={donut.categories} colors={donut.colors} className="max-w-full justify-center" />
      </div>
    );
  }
  const c = cartesianChart(chart);
  const props = {
    className: "h-full",
    data: c.data,
    index: c.index,
    categories: c.categories,
    colors: c.colors,
    valueFormatter: formatNumber,
    yAxisWidth: c.yAxisWidth,
    allowDecimals: c.allowDecimals,
    intervalType: "preserveStartEnd" as const,
  };
  return chart.kind === "bar" ? <BarChart {...props} stack={c.stack} /> : <LineChart {...props} />;
}
