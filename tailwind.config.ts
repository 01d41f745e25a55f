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
  // Tailwind gives every element the defaults (--tw-*) of each plugin below, used or not: in the
  // stylesheet every page inlines, that was about 2 KB. Those the portal does not use are off.
  corePlugins: {
    borderSpacing: false,
    touchAction: false,
    scrollSnapType: false,
    gradientColorStops: false,
    rotate: false,
    skew: false,
    scale: false,
    filter: false,
    blur: false,
    brightness: false,
    contrast: false,
    grayscale: false,
    hueRotate: false,
    invert: false,
    saturate: false,
    sepia: false,
    dropShadow: false,
    backdropFilter: false,
    backdropBlur: false,
    backdropBrightness: false,
    backdropContrast: false,
    backdropGrayscale: false,
    backdropHueRotate: false,
    backdropInvert: false,
    backdropOpacity: false,
    backdropSaturate: false,
    backdropSepia: false,
    contain: false,
    // no ring utilities either (focus shows as an outline); shadows fall back without their defaults
    ringWidth: false,
    ringColor: false,
    ringOpacity: false,
    ringOffsetWidth: false,
    ringOffsetColor: false,
    // colours without their opacity variable (`--tw-bg-opacity: 1; … / var(--tw-bg-opacity, 1)` on every
    // colour, about 0.4 KB gzip of the inlined stylesheet); a colour with an opacity is written `bg-slate-900/60`
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    // no `.container` (a word in a comment was enough to put its five breakpoints into every page)
    container: false,
  },
  plugins: [],
} satisfies Config;
