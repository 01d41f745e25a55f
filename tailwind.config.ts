import type { Config } from "tailwindcss";

// Breakpoints of spec §9 (xs 0, sm 576, md 768, lg 1024, xl 1280, xxl 1680).
export default {
  // the lazily loaded chart has its own stylesheet (tailwind.charts.config.ts)
  content: ["./app/**/*.{ts,tsx}", "!./app/components/charts/chart-view.client.tsx"],
  theme: {
    screens: { sm: "576px", md: "768px", lg: "1024px", xl: "1280px", xxl: "1680px" },
    extend: {
      fontFamily: { sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"] },
    },
  },
  plugins: [],
} satisfies Config;
