import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./scripts/chromium.mjs";
import { ensureDevVars } from "./scripts/lib.mjs";
import { e2eServers, pickPorts } from "./scripts/e2e-servers.mjs";

/**
 * The secrets wrangler.toml leaves to the local `.dev.vars` (and DEBUG_MAILS, the mail
 * outbox the registration tests read): made before any web server starts, since the
 * faulty portal's `wrangler dev` below reads them too (docs/decisions/015-safe-default-environment.md).
 */
ensureDevVars();

/**
 * The three servers' ports: E2E_PORT (the portal under test), FAULTY_PORT (a
 * portal whose /api goes through the fault proxy) and FAULT_PROXY_PORT; each one
 * not given is picked once, in the runner (scripts/e2e-servers.mjs).
 */
pickPorts();
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const FAULT_PROXY_PORT = Number(process.env.FAULT_PROXY_PORT);
const FAULTY_PORT = Number(process.env.FAULTY_PORT);
export const FAULTY_URL = `http://127.0.0.1:${FAULTY_PORT}`;
/**
 * A server already listening on a port is used only when asked for (E2E_REUSE=1,
 * with the ports given) and never in CI: otherwise a server of another checkout
 * on the same port would be tested silently. Playwright then fails at start.
 * `npm test` starts the servers itself while vitest runs (E2E_SERVERS_STARTED=1,
 * on ports it picked and checked just before).
 */
const reuseExistingServer = process.env.E2E_SERVERS_STARTED === "1" || (process.env.E2E_REUSE === "1" && !process.env.CI);

/** The test database, and next to it the stored logins and the pool accounts taken (tests/e2e/personas.ts). */
export const STATE_DIR = (process.env.E2E_STATE_DIR ||= resolve(".wrangler/e2e-state"));

const chromium = {
  ...devices["Desktop Chrome"],
  // the headless shell when installed (`npm test` installs it), else the full browser
  launchOptions: { executablePath: existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};
const FAULTS = /faults\.ui\.spec\.ts$/;
const LOAD = /load\.http\.spec\.ts$/;

/**
 * Browser tests against the built portal under `wrangler dev` with a fresh,
 * seeded local D1. Every flow runs twice: with JavaScript and without.
 * HTTP-level suites (access matrix, security) run once, without a browser.
 *
 * Two workers, every test on its own: a test that only looks starts from a
 * persona's stored login (`setup`), one that changes data takes accounts of its
 * own from the test pool (tests/e2e/personas.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: ".test-report/playwright.json" }]],
  timeout: 30_000,
  // tracing every test costs about a fifth of the run's CPU: only a retry records one (CI);
  // locally, `--trace retain-on-failure` keeps the trace of each failed test
  use: { baseURL: BASE_URL, locale: "de-DE", trace: "on-first-retry" },
  projects: [
    // each persona logged in once through the form; its cookies kept for the run
    { name: "setup", testMatch: /auth\.setup\.ts$/, use: { ...chromium } },
    // one fault proxy serves all fault tests, so they run one after another (JS on and
    // off inside the file; a retry too), in one worker beside the others; listed first to start first
    { name: "faults", testMatch: FAULTS, fullyParallel: false, workers: 1, dependencies: ["setup"], use: { ...chromium } },
    { name: "http", testMatch: /.*\.http\.spec\.ts$/, testIgnore: LOAD },
    { name: "js", testMatch: /.*\.ui\.spec\.ts$/, testIgnore: FAULTS, dependencies: ["setup"], use: { ...chromium } },
    // tests tagged @js-only (what only exists with JavaScript, e.g. suggestions as you type) are not run without it
    { name: "nojs", testMatch: /.*\.ui\.spec\.ts$/, testIgnore: FAULTS, grepInvert: /@js-only/, dependencies: ["setup"], use: { ...chromium, javaScriptEnabled: false } },
    // the load test saturates the machine: it runs after all others, alone (it is skipped
    // when one of them failed). `npm run load` (LOAD_SECONDS set) runs it without them.
    { name: "load", testMatch: LOAD, dependencies: process.env.LOAD_SECONDS ? [] : ["setup", "faults", "http", "js", "nojs"] },
  ],
  // the portal, the fault proxy and the portal behind it (scripts/e2e-servers.mjs)
  webServer: e2eServers(STATE_DIR).map((server) => ({ ...server, reuseExistingServer })),
});
