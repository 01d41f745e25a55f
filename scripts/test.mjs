// `npm test`: types, lint and the build side by side, then unit and API tests (vitest) while
// the browser tests' servers start, then the browser tests (Playwright, JS on and off).
// Prints how long each stage took, and Playwright's time per project.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { chromiumInstallCommand, ensureDevVars, env, missingChromium, run } from "./lib.mjs";
import { e2eServers, PORT_VARS, pickPorts, startE2eServers } from "./e2e-servers.mjs";

const REPORTS = ".test-report";
mkdirSync(REPORTS, { recursive: true });

/** @type {[string, number][]} */
const stages = [];
function stage(name, step) {
  const started = performance.now();
  step();
  stages.push([name, (performance.now() - started) / 1000]);
}

/**
 * Runs the commands side by side (each one process, mostly on one core), each one's
 * output printed in one piece when it ends; the first that fails ends the run.
 */
async function together(commands) {
  const started = performance.now();
  const results = await Promise.all(
    commands.map(
      ([name, cmd, args]) =>
        new Promise((done) => {
          const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (d) => (output += d));
          child.stderr.on("data", (d) => (output += d));
          child.on("close", (code) => {
            const secs = (performance.now() - started) / 1000;
            process.stdout.write(`\n── ${name} (exit ${code}, ${secs.toFixed(1)} s)\n${output}`);
            done({ name, code, secs });
          });
        }),
    ),
  );
  for (const { name, secs } of results) stages.push([`${name} ∥`, secs]);
  stages.push(["checks", (performance.now() - started) / 1000]);
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    console.error(`\n✗ ${failed.name} (exit ${failed.code})`);
    process.exit(failed.code ?? 1);
  }
}

const loadBefore = loadavg()[0];
const chromium = missingChromium();
if (chromium.length) console.log(`Es fehlt: ${chromium.join(", ")} – installiere Debians Pakete neben den Prüfungen …`);
// types, lint and the build do not depend on each other: side by side on the two cores; on a
// new machine Debian's Chromium for the browser tests is fetched meanwhile (mostly network and
// disk, about 50 s that would otherwise come first)
await together([
  ["tsc", "node_modules/.bin/tsc", []],
  ["eslint", "node_modules/.bin/eslint", [".", "--max-warnings=0"]],
  ["build", "node_modules/.bin/remix", ["vite:build"]],
  ...(chromium.length ? [["chromium", "bash", ["-c", chromiumInstallCommand(chromium)]]] : []),
]);
// the browser tests' servers start now (scripts/e2e-servers.mjs): on ports picked here, which
// Playwright is told to use (E2E_SERVERS_STARTED), with the same test database as its own
// start would use (playwright.config.ts)
pickPorts();
// the local secrets both portals read (playwright.config.ts makes them too, but the servers start first)
ensureDevVars();
for (const name of PORT_VARS) env[name] = process.env[name];
env.E2E_STATE_DIR ||= resolve(".wrangler/e2e-state");
env.E2E_SERVERS_STARTED = "1";
const servers = startE2eServers(e2eServers(env.E2E_STATE_DIR), `${REPORTS}/e2e-servers.log`, env);
process.on("exit", servers.stop);
const VITEST = "node_modules/.bin/vitest";
const vitestArgs = (project) => ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest-${project}.json`];
stage("vitest unit", () => run(VITEST, vitestArgs("unit")));
// the API tests run in one workerd, mostly on one core: beside the browser tests, their output
// printed when they end. They run niced: the browser tests are the longer path, and the API tests
// fill the gaps their two workers leave instead of taking half the CPU from them
const apiStarted = performance.now();
const apiLog = openSync(`${REPORTS}/vitest-api.log`, "w");
const apiTests = spawn("nice", ["-n", "10", VITEST, ...vitestArgs("api")], { env, stdio: ["ignore", apiLog, apiLog] });
closeSync(apiLog);
const apiDone = new Promise((done) => apiTests.on("exit", (code) => done({ code, secs: (performance.now() - apiStarted) / 1000 })));
process.on("exit", () => apiTests.kill());
const waitStarted = performance.now();
try {
  await servers.ready();
} catch (e) {
  console.error(`\n✗ the browser tests' servers did not start: ${e instanceof Error ? e.message : e} (${REPORTS}/e2e-servers.log)`);
  process.exit(1);
}
stages.push(["servers", (performance.now() - waitStarted) / 1000]);
const pwStarted = performance.now();
const pwRun = spawnSync("node_modules/.bin/playwright", ["test"], { stdio: "inherit", env });
stages.push(["playwright", (performance.now() - pwStarted) / 1000]);
servers.stop();
const api = await apiDone;
stages.push(["vitest api ∥", api.secs]);
process.stdout.write(`\n── vitest api (exit ${api.code}, ${api.secs.toFixed(1)} s)\n${readFileSync(`${REPORTS}/vitest-api.log`, "utf8")}`);
if (api.code !== 0) {
  console.error(`\n✗ vitest --project api (exit ${api.code})`);
  process.exit(api.code ?? 1);
}
if (pwRun.status !== 0) {
  console.error(`\n✗ playwright test (exit ${pwRun.status})`);
  process.exit(pwRun.status ?? 1);
}

const [unitJson, apiJson] = ["unit", "api"].map((p) => JSON.parse(readFileSync(`${REPORTS}/vitest-${p}.json`, "utf8")));
const vitest = Object.fromEntries(["numPassedTests", "numFailedTests", "numPendingTests", "numTodoTests"].map((k) => [k, unitJson[k] + apiJson[k]]));
const report = JSON.parse(readFileSync(`${REPORTS}/playwright.json`, "utf8"));
const pw = report.stats;

/** Per Playwright project: tests, the sum of their durations, and first start to last end (projects overlap). */
const projects = new Map();
(function walk(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const p = projects.get(t.projectName) ?? { tests: 0, busy: 0, start: Infinity, end: 0 };
        p.tests++;
        for (const r of t.results) {
          const start = Date.parse(r.startTime);
          p.busy += r.duration;
          p.start = Math.min(p.start, start);
          p.end = Math.max(p.end, start + r.duration);
        }
        projects.set(t.projectName, p);
      }
    }
    walk(suite.suites);
  }
})(report.suites);

const s = (n) => `${n.toFixed(1)} s`.padStart(8);
// the machine is shared: its load says how far these times can be compared
console.log(`\nload average (1 min): ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
console.log("stage          time");
for (const [name, secs] of stages) console.log(`${name.padEnd(12)} ${s(secs)}`);
console.log(`\nplaywright     tests   wall (first start → last end)   sum of test times   per test`);
const all = { tests: 0, busy: 0, start: Infinity, end: 0 };
for (const p of projects.values()) {
  all.tests += p.tests;
  all.busy += p.busy;
  all.start = Math.min(all.start, p.start);
  all.end = Math.max(all.end, p.end);
}
for (const [name, p] of [...projects, ["all", all]]) {
  const wall = p.end > p.start ? (p.end - p.start) / 1000 : 0;
  console.log(`${name.padEnd(12)} ${String(p.tests).padStart(7)}   ${s(wall)}${" ".repeat(24)}${s(p.busy / 1000)}${" ".repeat(10)}${s(p.busy / 1000 / Math.max(1, p.tests))}`);
}

// one plain closing line over both runners
const passed = vitest.numPassedTests + pw.expected + pw.flaky;
const failed = vitest.numFailedTests + pw.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + pw.skipped;
console.log(`\nvitest ${vitest.numPassedTests} + playwright ${pw.expected + pw.flaky} (flaky ${pw.flaky})`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
