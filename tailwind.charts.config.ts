import type { Config } from "tailwindcss";
import colors from "tailwindcss/colors";
import { SERIES_COLORS } from "./app/components/charts/palette";

/**
 * The charts' stylesheet (app/components/charts/chart.css), apart from the
 * portal's: it comes with the lazily loaded chart, so tremor's classes never
 * weigh on a page's inlined CSS. Tremor 3 builds its classes from the theme
 * tokens below, and its chart colours at run time from the colour names it is
 * given (fill-series-1, …): those are safelisted.
 */
const TREMOR_FILES = "node_modules/@tremor/react/dist";

export default {
  content: {
    relative: true,
    files: [
      // what BarChart, LineChart, DonutChart and Legend are made of
      `./${TREMOR_FILES}/components/chart-elements/{BarChart,LineChart,DonutChart,common}/*.js`,
      `./${TREMOR_FILES}/components/text-elements/Legend/*.js`,
      `./${TREMOR_FILES}/lib/*.js`,
      "./app/components/charts/chart-view.client.tsx",
    ],
  },
  // every rule only below the chart's place (chart.tsx): the page's own classes keep their order and effect
  important: ".chart-area",
  // the portal has no dark theme: tremor's dark: classes stay inert
  darkMode: "class",
  corePlugins: { preflight: false },
  safelist: [{ pattern: /^(fill|stroke|bg|text)-series-(\d|\d-dashed|running)$/ }],
  theme: {
    extend: {
      colors: {
        series: SERIES_COLORS,
        // text colours at least 4.5:1 on white (WCAG 2.2 SC 1.4.3)
        tremor: {
          brand: { faint: colors.blue[50], muted: colors.blue[200], subtle: colors.blue[400], DEFAULT: colors.blue[700], emphasis: colors.blue[800], inverted: colors.white },
          background: { muted: colors.slate[50], subtle: colors.slate[100], DEFAULT: colors.white, emphasis: colors.slate[700] },
          border: { DEFAULT: colors.slate[200] },
          ring: { DEFAULT: colors.slate[200] },
          content: { subtle: colors.slate[500], DEFAULT: colors.slate[600], emphasis: colors.slate[800], strong: colors.slate[900], inverted: colors.white },
        },
      },
      boxShadow: {
        "tremor-input": "0 1px 2px 0 rgb(0 0 0 / 0.05)",
        "tremor-card": "0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)",
        "tremor-dropdown": "0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)",
      },
      borderRadius: { "tremor-small": "0.375rem", "tremor-default": "0.5rem", "tremor-full": "9999px" },
      fontSize: {
        "tremor-label": ["0.75rem", { lineHeight: "1rem" }],
        "tremor-default": ["0.875rem", { lineHeight: "1.25rem" }],
        "tremor-title": ["1.125rem", { lineHeight: "1.75rem" }],
        "tremor-metric": ["1.875rem", { lineHeight: "2.25rem" }],
      },
    },
  },
  plugins: [],
} satisfies Config;
