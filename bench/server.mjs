// Build the portal and run it in workerd (`wrangler dev` on the production build)
// with a fresh, seeded local D1 – the server every measurement of the benchmark talks to.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { env, prepareDatabase, run } from "../scripts/lib.mjs";

export const PORT = 8790;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const TMP_DIR = "bench/.tmp";
const PERSIST_TO = `${TMP_DIR}/state`;
const LOG_FILE = `${TMP_DIR}/wrangler.log`;
const START_TIMEOUT_MS = 90_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production build, exactly as `npm run build` makes it (exits the process when it fails). */
export function buildPortal() {
  run("node_modules/.bin/remix", ["vite:build"]);
}

/** The last lines of wrangler's log, for error messages. */
function logTail(lines = 30) {
  try {
    return readFileSync(LOG_FILE, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * Starts wrangler dev on a fresh seeded D1 and resolves once /__ping answers.
 * Returns a handle whose stop() ends the whole process group (wrangler + workerd).
 * wrangler's output goes to bench/.tmp/wrangler.log so the per-request log lines
 * of the load test do not flood the console.
 */
export async function startServer() {
  rmSync(PERSIST_TO, { recursive: true, force: true });
  mkdirSync(TMP_DIR, { recursive: true });
  await prepareDatabase(PERSIST_TO);

  const logFd = openSync(LOG_FILE, "w");
  const child = spawn(
    "node_modules/.bin/wrangler",
    ["dev", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", PERSIST_TO, "--log-level", "warn"],
    // own process group, so stop() reaches workerd too
    { detached: true, stdio: ["ignore", logFd, logFd], env },
  );
  closeSync(logFd);

  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  async function stop() {
    if (exited) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    const done = await Promise.race([exitPromise, sleep(5000).then(() => null)]);
    if (!done) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
      await Promise.race([exitPromise, sleep(2000)]);
    }
  }

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`wrangler dev exited early (${JSON.stringify(exited)}):\n${logTail()}`);
    }
    try {
      const res = await fetch(`${ORIGIN}/__ping`, { signal: AbortSignal.timeout(2000) });
      if (res.ok && (await res.text()) === "pong") return { origin: ORIGIN, pid: child.pid, stop, logFile: LOG_FILE };
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${ORIGIN}/__ping within ${START_TIMEOUT_MS / 1000} s:\n${logTail()}`);
}
