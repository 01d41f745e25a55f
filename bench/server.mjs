// Build the portal and run it in workerd (`wrangler dev` on the production build)
// with a fresh, seeded local D1 – the server every measurement of the benchmark talks to.
//
// Other people build and edit the repo while the benchmark runs, and `wrangler dev`
// rebuilds the Worker whenever build/ or a source file changes. So the server runs a
// snapshot: the Worker bundled once by `wrangler deploy --dry-run` (the code a deploy
// would upload) plus a copy of build/client, in a temporary directory outside the repo
// (so `eslint .` never sees the bundle) with a copy of wrangler.toml pointing at them.
// Same bindings, vars and D1 id, so the seeded state under bench/.tmp/state is the one
// it serves.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { bundleWorker, ensureDevVars, env, run } from "../scripts/lib.mjs";
import { startFakes, varArgs } from "../scripts/fakes/index.mjs";

export const TMP_DIR = "bench/.tmp";
const PERSIST_TO = `${TMP_DIR}/state`;
const LOG_FILE = `${TMP_DIR}/wrangler.log`;
const PREPARE_LOG = `${TMP_DIR}/prepare.log`;
const START_TIMEOUT_MS = 90_000;
const WRANGLER = "node_modules/.bin/wrangler";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The port to serve on: BENCH_PORT when set, else one the system calls free right now.
 * Never a fixed port: other checkouts and test runs on this machine have servers up
 * (8787, 8788, 8789, 8799 …), and a taken port fails the run or, worse, measures theirs.
 */
export async function benchPort() {
  return process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : freePort();
}

/** A port the system calls free right now (it may be taken again by the time it is used, rarely). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** stop() of the running server, if any (also reached from signal handlers). */
let running = null;

/** Stops the server started by startServer(); safe to call more than once, or when none runs. */
export async function stopServer() {
  const stop = running;
  running = null;
  if (stop) await stop();
}

/** The production build, exactly as `npm run build` makes it (exits the process when it fails). */
export function buildPortal() {
  run("node_modules/.bin/remix", ["vite:build"]);
}

/** The last lines of a log file, for error messages. */
function logTail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Runs a command with its output in `logFile`; rejects with the log's tail when it fails. */
function runLogged(cmd, args, logFile, extraEnv = {}) {
  const fd = openSync(logFile, "w");
  const child = spawn(cmd, args, { stdio: ["ignore", fd, fd], env: { ...env, ...extraEnv } });
  closeSync(fd);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (exit ${code}):\n${logTail(logFile)}`)),
    );
  });
}

/** Fresh local D1: migrations and demo data through scripts/lib.mjs' prepareDatabase(). */
async function prepareFreshDatabase() {
  rmSync(PERSIST_TO, { recursive: true, force: true });
  await runLogged(process.execPath, ["bench/prepare-db.mjs", PERSIST_TO], PREPARE_LOG);
}

/**
 * Freezes the Worker (bundled) and the static assets in `dir`; returns the generated
 * config path and the bundle size.
 */
async function snapshotWorker(dir) {
  if (!existsSync("build/server/index.js") || !existsSync("build/client")) {
    throw new Error("no production build in build/ – run without --no-build (or `npm run build`) first");
  }
  bundleWorker(join(dir, "bundle"));
  cpSync("build/client", join(dir, "client"), { recursive: true });

  // wrangler.toml with main and assets pointing into the snapshot (paths are relative to the config)
  let toml = readFileSync("wrangler.toml", "utf8");
  const swap = (re, replacement, what) => {
    if (!re.test(toml)) throw new Error(`wrangler.toml: cannot find ${what} to point it at the snapshot`);
    toml = toml.replace(re, replacement);
  };
  swap(/^main\s*=.*$/m, 'main = "./bundle/worker.js"\nno_bundle = true', "`main`");
  swap(/^(assets\s*=\s*\{\s*directory\s*=\s*)"[^"]*"/m, '$1"./client"', "`assets.directory`");
  toml = toml.replace(/migrations_dir\s*=\s*"([^"]*)"/g, (_, d) => `migrations_dir = ${JSON.stringify(resolve(d))}`);
  // the Worker's CPU probes (api/lib/bench-probes.ts) answer only where this is set: the benchmark's server
  swap(/^\[vars\]$/m, '[vars]\nBENCH_PROBES = "1"', "the top-level [vars]");
  const config = join(dir, "wrangler.toml");
  writeFileSync(config, `# generated by bench/server.mjs from wrangler.toml – do not edit\n${toml}`);
  // the secrets wrangler.toml leaves to the local .dev.vars, which wrangler dev reads beside the config
  ensureDevVars(join(dir, ".dev.vars"));

  const bundleFile = join(dir, "bundle", "worker.js");
  const workerBundle = { raw: statSync(bundleFile).size, gzip: gzipSync(readFileSync(bundleFile), { level: 9 }).length };
  return { config, workerBundle };
}

/**
 * Fresh seeded D1, Worker snapshot, then `wrangler dev` in its own process group;
 * resolves once /__ping answers. The handle's stop() ends the whole group (wrangler +
 * workerd). wrangler's output goes to bench/.tmp/wrangler.log so the per-request log
 * lines of the load test do not flood the console.
 */
export async function startServer() {
  mkdirSync(TMP_DIR, { recursive: true });
  const port = await benchPort();
  const origin = `http://127.0.0.1:${port}`;
  // wrangler dev also opens a DevTools port (9229 unless told): a free one too, or two
  // wrangler dev starting at the same time (another checkout's) both take 9229 and one dies
  const inspectorPort = await freePort();
  await prepareFreshDatabase();
  const snapshotDir = mkdtempSync(join(tmpdir(), "mein-bereich-bench-"));
  const removeSnapshot = () => rmSync(snapshotDir, { recursive: true, force: true });
  let config, workerBundle;
  try {
    ({ config, workerBundle } = await snapshotWorker(snapshotDir));
  } catch (err) {
    removeSnapshot();
    throw err;
  }

  // the local fakes (Matomo for the website statistics, Google, …) as in the browser tests
  const fakes = await startFakes({ unref: true });
  const logFd = openSync(LOG_FILE, "w");
  const child = spawn(
    WRANGLER,
    ["dev", "--config", config, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", PERSIST_TO, "--log-level", "warn", "--inspector-port", String(inspectorPort), ...varArgs(fakes.vars)],
    {
      detached: true, // own process group, so stop() reaches workerd too
      stdio: ["ignore", logFd, logFd],
      // NODE_ENV=test: miniflare then uses its placeholder `request.cf` instead of
      // downloading one from workers.cloudflare.com (loopback only). The bundle is
      // already built, so nothing in the Worker sees this variable.
      env: { ...env, NODE_ENV: "test" },
    },
  );
  closeSync(logFd);

  let exited = null;
  running = stop;
  const exitPromise = new Promise((done) => {
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      done(exited);
    });
  });

  async function stop() {
    if (!exited) {
      try {
        process.kill(-child.pid, "SIGTERM");
        if (!(await Promise.race([exitPromise, sleep(5000).then(() => null)]))) {
          process.kill(-child.pid, "SIGKILL");
          await Promise.race([exitPromise, sleep(2000)]);
        }
      } catch {
        /* already gone */
      }
    }
    removeSnapshot();
    await fakes.close();
  }

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      running = null;
      removeSnapshot();
      await fakes.close();
      throw new Error(`wrangler dev exited early (${JSON.stringify(exited)}):\n${logTail(LOG_FILE)}`);
    }
    try {
      const res = await fetch(`${origin}/__ping`, { signal: AbortSignal.timeout(2000) });
      if (res.ok && (await res.text()) === "pong") {
        return { origin, pid: child.pid, logFile: LOG_FILE, workerBundle, isAlive: () => !exited };
      }
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  await stopServer();
  throw new Error(`wrangler dev did not answer ${origin}/__ping within ${START_TIMEOUT_MS / 1000} s:\n${logTail(LOG_FILE)}`);
}
