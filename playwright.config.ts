import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./scripts/chromium.mjs";
import { ensureDevVars } from "./scripts/lib.mjs";

/**
 * The secrets wrangler.toml leaves to the local `.dev.vars` (and DEBUG_MAILS, the mail
 * outbox the registration tests read): made before any web server starts, since the
 * faulty portal's `wrangler dev` below reads them too (docs/decisions/015-safe-default-environment.md).
 */
ensureDevVars();

/**
 * The three servers' ports: E2E_PORT (the portal under test), FAULTY_PORT (a
 * portal whose /api goes through the fault proxy) and FAULT_PROXY_PORT. Each one
 * not given is picked once, in the runner, and written to process.env: this file
 * is evaluated again in every worker, which inherits the runner's environment and
 * so sees the same ports.
 *
 * They are free ports below the range the OS hands out for port 0
 * (/proc/sys/net/ipv4/ip_local_port_range): between the pick and the servers'
 * start, the seeding's and wrangler's own workerd processes bind many ports with
 * port 0, and one of them once took the portal's port ("Address already in use").
 * A port of that range is never given to them. Random, so two checkouts starting
 * at once rarely try the same one; each is checked by binding it.
 */
const PORT_VARS = ["E2E_PORT", "FAULTY_PORT", "FAULT_PROXY_PORT"] as const;
const missing = PORT_VARS.filter((name) => !process.env[name]);
if (missing.length) {
  // one process holds all of them at once, so they differ from each other
  const script = `const net = require("node:net");
const fs = require("node:fs");
let low = 32768;
try { low = Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\\s+/)[0]) || low; } catch {}
const FIRST = 10000, LAST = Math.max(FIRST + 1000, low - 1);
const held = [];
const tryPort = (port) => new Promise((ok) => { const s = net.createServer(); s.once("error", () => ok(null)); s.listen(port, "127.0.0.1", () => ok(s)); });
(async () => {
  for (let tries = 0; held.length < ${missing.length} && tries < 200; tries++) {
    const s = await tryPort(FIRST + Math.floor(Math.random() * (LAST - FIRST)));
    if (s) held.push(s);
  }
  // no free port there (or no such range): the OS's choice, as before
  while (held.length < ${missing.length}) held.push(await tryPort(0));
  console.log(held.map((s) => s.address().port).join(" "));
  held.forEach((s) => s.close());
})();`;
  const picked = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" }).stdout.trim().split(" ");
  missing.forEach((name, i) => (process.env[name] = picked[i]));
}
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const FAULT_PROXY_PORT = Number(process.env.FAULT_PROXY_PORT);
const FAULTY_PORT = Number(process.env.FAULTY_PORT);
export const FAULTY_URL = `http://127.0.0.1:${FAULTY_PORT}`;
/**
 * A server already listening on a port is used only when asked for (E2E_REUSE=1,
 * with the ports given) and never in CI: otherwise a server of another checkout
 * on the same port would be tested silently. Playwright then fails at start.
 */
const reuseExistingServer = process.env.E2E_REUSE === "1" && !process.env.CI;

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
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${BASE_URL}/__ping`,
      timeout: 120_000,
      reuseExistingServer,
      env: { E2E_PORT: String(PORT), E2E_STATE_DIR: STATE_DIR, WRANGLER_SEND_METRICS: "false" },
      stdout: "ignore",
      stderr: "pipe",
    },
    // faults: a second portal whose /api is a loopback proxy that fails on demand
    {
      command: "node scripts/fault-proxy.mjs",
      url: `http://127.0.0.1:${FAULT_PROXY_PORT}/__ping`,
      reuseExistingServer,
      env: { FAULT_PORT: String(FAULT_PROXY_PORT), UPSTREAM: BASE_URL },
    },
    {
      command: `node_modules/.bin/wrangler dev --port ${FAULTY_PORT} --ip 127.0.0.1 --persist-to .wrangler/faults-state --log-level warn --var API_ORIGIN:http://127.0.0.1:${FAULT_PROXY_PORT} --var API_TIMEOUT_MS:1500`,
      url: `${FAULTY_URL}/__ping`,
      timeout: 120_000,
      reuseExistingServer,
      env: { WRANGLER_SEND_METRICS: "false" },
      // its error log lines are the faults the tests cause on purpose
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
