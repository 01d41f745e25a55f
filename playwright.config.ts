import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8788);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const FAULT_PROXY_PORT = 8799;
const FAULTY_PORT = 8789;
export const FAULTY_URL = `http://127.0.0.1:${FAULTY_PORT}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

/**
 * Browser tests against the built portal under `wrangler dev` with a fresh,
 * seeded local D1. Every flow runs twice: with JavaScript and without.
 * HTTP-level suites (access matrix, security) run once, without a browser.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: ".test-report/playwright.json" }]],
  timeout: 30_000,
  use: { baseURL: BASE_URL, locale: "de-DE", trace: "retain-on-failure" },
  projects: [
    { name: "http", testMatch: /.*\.http\.spec\.ts/ },
    { name: "js", testMatch: /.*\.ui\.spec\.ts/, use: { ...chromium } },
    { name: "nojs", testMatch: /.*\.ui\.spec\.ts/, use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${BASE_URL}/__ping`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      env: { E2E_PORT: String(PORT), WRANGLER_SEND_METRICS: "false" },
      stdout: "ignore",
      stderr: "pipe",
    },
    // issue 3 §4: a second portal whose /api is a loopback proxy that fails on demand
    {
      command: "node scripts/fault-proxy.mjs",
      url: `http://127.0.0.1:${FAULT_PROXY_PORT}/__ping`,
      reuseExistingServer: !process.env.CI,
      env: { FAULT_PORT: String(FAULT_PROXY_PORT), UPSTREAM: BASE_URL },
    },
    {
      command: `node_modules/.bin/wrangler dev --port ${FAULTY_PORT} --ip 127.0.0.1 --persist-to .wrangler/faults-state --log-level warn --var API_ORIGIN:http://127.0.0.1:${FAULT_PROXY_PORT} --var API_TIMEOUT_MS:1500`,
      url: `${FAULTY_URL}/__ping`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      env: { WRANGLER_SEND_METRICS: "false" },
      // its error log lines are the faults the tests cause on purpose
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
