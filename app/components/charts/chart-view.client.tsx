// each chart from its own file: tremor's index would bring all of tremor (its modules are not marked free of side effects)
import BarChart from "@tremor/react/dist/components/chart-elements/BarChart/BarChart.js";
import DonutChart from "@tremor/react/dist/components/chart-elements/DonutChart/DonutChart.js";
import LineChart from "@tremor/react/dist/components/chart-elements/LineChart/LineChart.js";
import Legend from "@tremor/react/dist/components/text-elements/Legend/Legend.js";
import type { CustomTooltipProps } from "@tremor/react/dist/components/chart-elements/common/CustomTooltipProps";
import { useEffect, useMemo, useRef, type ComponentType, type RefObject } from "react";
import { cartesianChart, donutChart, LABEL_KEY, RUNNING_KEY, type CartesianChart } from "./chart-data";
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
  const c = useMemo(() => (chart.kind === "donut" ? null : cartesianChart(chart)), [chart]);
  const tooltip = useMemo(() => (c ? namedTooltip(c) : undefined), [c]);
  if (!c) {
    const donut = donutChart(chart);
    return (
      <div className="flex h-full flex-col items-center justify-center gap-4">
        <DonutChart className="h-44 w-44" data={donut.data} category="value" index="name" colors={donut.colors} valueFormatter={formatNumber} />
        <Legend categories={donut.categories} colors={donut.colors} className="max-w-full justify-center" />
      </div>
    );
  }
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
    // the axis names each period short (chart-data.ts axisLabel), leaving out as many as it must; the tooltip names it in full
    tickGap: 12,
    customTooltip: tooltip,
  };
  if (chart.kind === "bar" && chart.layout === "vertical") {
    // the names stand on the value axis' place: room for the longest
    const widest = Math.max(...chart.rows.map((r) => r.label.length));
    return <BarChart {...props} stack={c.stack} layout="vertical" yAxisWidth={Math.min(180, 16 + 7 * widest)} />;
  }
  if (chart.kind === "bar") return <BarChart {...props} stack={c.stack} />;
  if (!c.dashed) return <LineChart {...props} />;
  // the legend names the series only; the dashed stretches are explained by the note below the chart
  return (
    <div className="flex h-full flex-col">
      <div className="flex justify-end">
        <Legend categories={c.dashed.map((d) => d.label)} colors={c.dashed.map((d) => d.color)} />
      </div>
      <LineChart {...props} className="min-h-0 flex-1" showLegend={false} />
    </div>
  );
}

/**
 * The tooltip: the period's full name (the axis may show a short one) and each
 * series' number. Lines with a running period show each series once, under its
 * own name (the last complete period is also where its dashed stretch begins).
 */
function namedTooltip(c: CartesianChart): ComponentType<CustomTooltipProps> {
  const lines = c.dashed ?? c.categories.map((category, i) => ({ label: category, running: category, color: c.colors[i]! }));
  return function NamedTooltip({ active, payload, label }: CustomTooltipProps) {
    const point = payload?.[0]?.payload as Record<string, unknown> | undefined;
    const running = point?.[RUNNING_KEY] === true;
    const shown = lines.flatMap((line) => {
      const entry = payload?.find((p) => p.dataKey === (running && c.dashed ? line.running : line.label));
      return typeof entry?.value === "number" ? [{ ...line, value: entry.value }] : [];
    });
    if (!active || !shown.length) return null;
    const name = typeof point?.[LABEL_KEY] === "string" ? point[LABEL_KEY] : label;
    return (
      <div className="rounded-tremor-default border border-tremor-border bg-tremor-background text-tremor-default shadow-tremor-dropdown">
        <p className="border-b border-tremor-border px-4 py-2 font-medium text-tremor-content-emphasis">{name}</p>
        <div className="space-y-1 px-4 py-2">
          {shown.map((line) => (
            <div key={line.label} className="flex items-center justify-between space-x-8">
              <div className="flex items-center space-x-2">
                <span className={`h-3 w-3 shrink-0 rounded-tremor-full border-2 border-tremor-background shadow-tremor-card bg-${line.color}`} />
                <p className="whitespace-nowrap text-tremor-content">{line.label}</p>
              </div>
              <p className="whitespace-nowrap font-medium tabular-nums text-tremor-content-emphasis">{formatNumber(line.value)}</p>
            </div>
          ))}
        </div>
      </div>
    );
  };
}
