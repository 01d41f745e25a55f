// `npm run bench`: weight, throughput and Lighthouse of every portal page, against the
// production build in workerd, with budgets and a comparison with the previous run.
// A report: exit 0 even when budgets fail; non-zero only when the server
// does not start or a measurement crashes.
//
//   node bench/run.mjs [--no-build] [--quick] [--no-lighthouse]
//     --no-build       use the existing build/ instead of `remix vite:build`
//     --quick          smoke run: autocannon 3 s instead of 10 s, one Lighthouse run instead of three
//     --no-lighthouse  skip Lighthouse
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { login } from "./http.mjs";
import { measureLighthouse } from "./lighthouse.mjs";
import { measureCpu, measurePageCpu } from "./cpu.mjs";
import { measureLoad } from "./load.mjs";
import { measurePages, pageList } from "./pages.mjs";
import { compare, evaluateBudgets, loadPrevious, printSummary, writeResults } from "./report.mjs";
import { buildPortal, startServer, stopServer } from "./server.mjs";

const KNOWN_FLAGS = new Set(["--no-build", "--quick", "--no-lighthouse"]);
const argv = process.argv.slice(2);
const unknown = argv.filter((a) => !KNOWN_FLAGS.has(a));
if (unknown.length) {
  console.error(`unknown option(s): ${unknown.join(" ")}\nusage: node bench/run.mjs [--no-build] [--quick] [--no-lighthouse]`);
  process.exit(2);
}
const opts = {
  build: !argv.includes("--no-build"),
  quick: argv.includes("--quick"),
  lighthouse: !argv.includes("--no-lighthouse"),
};

// every path (build/, bench/.tmp, app/access.ts, bench/results.*) is relative to the repo root
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const started = Date.now();
const step = (msg) => console.log(`\n▶ ${msg}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const log = (msg) => console.log(msg);

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping the server …`);
    stopServer().finally(() => process.exit(130));
  });
}

async function main() {
  const loadAvgAtStart = loadavg()[0];
  if (opts.build) {
    step("Production build (remix vite:build)");
    buildPortal();
  }

  step("Fresh seeded D1, Worker snapshot, wrangler dev on a free port (BENCH_PORT overrides)");
  const server = await startServer();
  const origin = server.origin;
  log(`  up on ${origin} (pid ${server.pid}, log ${server.logFile})`);

  step("Logging in the personas");
  const jars = {};
  for (const name of ["kunde", "privat", "support", "haustechnik"]) jars[name] = await login(origin, name);
  log(`  ${Object.keys(jars).join(", ")}: logged in`);

  step("Page weight");
  const pages = pageList();
  const { pages: pageResults } = await measurePages(origin, pages, jars);
  log(`  ${pageResults.filter((p) => !p.skipped).length} pages measured, ${pageResults.filter((p) => p.skipped).length} skipped`);

  // other work on the machine (parallel test runs) makes throughput figures noisy: keep a record
  const loadAvgBeforeLoad = loadavg()[0];
  const loadDuration = opts.quick ? 3 : 10;
  step(`Throughput (autocannon, ${loadDuration} s per run)`);
  const load = await measureLoad(origin, jars, { duration: loadDuration, serverGroup: server.pid, log });

  step("Where the time goes: server CPU per request (dashboard and its parts)");
  const cpuPerRequest = await measureCpu(origin, jars, { serverGroup: server.pid, requests: opts.quick ? 200 : 400, log });

  step("Server CPU per request of every page, against /fehler");
  const pageCpu = await measurePageCpu(
    origin,
    jars,
    pageResults.filter((p) => !p.skipped && p.status === 200),
    { serverGroup: server.pid, requests: opts.quick ? 40 : 100, log },
  );

  let lighthouse = null;
  const lighthouseRuns = opts.quick ? 1 : 3;
  if (opts.lighthouse) {
    step(`Lighthouse (${lighthouseRuns} run${lighthouseRuns > 1 ? "s" : ""} per page)`);
    lighthouse = await measureLighthouse(origin, jars, { runs: lighthouseRuns, log });
  }

  // a crash of workerd mid-run would make every figure above meaningless
  if (!server.isAlive()) throw new Error(`the server died during the run, see ${server.logFile}`);
  await stopServer();

  const require = createRequire(import.meta.url);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${cpus()[0]?.model ?? "unknown CPU"} × ${cpus().length}`,
    cores: cpus().length,
    loadAvgAtStart,
    loadAvgBeforeLoad,
    mode: opts.quick ? "quick" : "full",
    buildSkipped: !opts.build,
    units: "bytes, milliseconds, requests per second; KB = 1024 bytes; gzip level 9",
    autocannonVersion: require("autocannon/package.json").version,
    lighthouseVersion: require("lighthouse/package.json").version,
    workerBundle: server.workerBundle,
    loadDuration,
    lighthouseRuns: lighthouse ? lighthouseRuns : 0,
    pages: pageResults,
    load,
    cpuPerRequest,
    pageCpu,
    lighthouse,
  };
  results.budgets = evaluateBudgets(results);
  const previous = loadPrevious();
  results.previous = previous ? { date: previous.date, mode: previous.mode } : null;
  results.comparison = compare(previous, results);
  results.runtimeSec = (Date.now() - started) / 1000;
  writeResults(results);
  printSummary(results);
}

try {
  await main();
} catch (err) {
  console.error(`\n✗ benchmark failed: ${err?.stack ?? err}`);
  await stopServer();
  process.exit(1);
}
