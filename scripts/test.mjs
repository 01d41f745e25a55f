// `npm test`: types, lint, unit and API tests (vitest), then browser tests (Playwright, JS on and off).
import { mkdirSync, readFileSync } from "node:fs";
import { build, ensureChromium, run } from "./lib.mjs";

const REPORTS = ".test-report";
mkdirSync(REPORTS, { recursive: true });

ensureChromium();
run("node_modules/.bin/tsc", []);
run("node_modules/.bin/eslint", [".", "--max-warnings=0"]);
build();
run("node_modules/.bin/vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest.json`]);
run("node_modules/.bin/playwright", ["test"]);

// one plain closing line over both runners
const vitest = JSON.parse(readFileSync(`${REPORTS}/vitest.json`, "utf8"));
const pw = JSON.parse(readFileSync(`${REPORTS}/playwright.json`, "utf8")).stats;
const passed = vitest.numPassedTests + pw.expected + pw.flaky;
const failed = vitest.numFailedTests + pw.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + pw.skipped;
console.log(`\nvitest ${vitest.numPassedTests} + playwright ${pw.expected + pw.flaky} (flaky ${pw.flaky})`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
