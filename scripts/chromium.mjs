// Debian's Chromium and the flags it needs on these machines (no sandbox as root,
// no background connections on a closed network). Used by Playwright and the benchmark.
export const CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's build of Chromium's old headless mode (package chromium-headless-shell), the
 * browser Playwright itself runs headless tests in: a fraction of the full browser's
 * CPU per test. The browser tests use it when it is installed.
 */
export const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
