// Debian's Chromium and the flags it needs on these machines (no sandbox as root,
// no background connections on a closed network). Used by Playwright and the benchmark.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
