// The browser tests' three servers: the portal under test, a fault proxy, and a second
// portal whose /api goes through that proxy. Playwright starts them (playwright.config.ts
// `webServer`), or `npm test` does, while vitest runs (scripts/test.mjs): seeding the
// database and starting wrangler take half a minute of one core, and vitest's API tests,
// which run in one worker, leave the other core mostly idle.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync } from "node:fs";

/** The environment variables of the three ports. */
export const PORT_VARS = ["E2E_PORT", "FAULTY_PORT", "FAULT_PROXY_PORT"];

/**
 * Picks a port for each variable of PORT_VARS that is not set, and sets it in
 * process.env (Playwright evaluates its config again in every worker, which
 * inherits the runner's environment and so sees the same ports).
 *
 * They are free ports below the range the OS hands out for port 0
 * (/proc/sys/net/ipv4/ip_local_port_range): between the pick and the servers'
 * start, the seeding's and wrangler's own workerd processes bind many ports with
 * port 0, and one of them once took the portal's port ("Address already in use").
 * A port of that range is never given to them. Random, so two checkouts starting
 * at once rarely try the same one; each is checked by binding it.
 */
export function pickPorts() {
  const missing = PORT_VARS.filter((name) => !process.env[name]);
  if (!missing.length) return;
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

/**
 * @typedef {object} E2eServer
 * @property {string} command
 * @property {string} url
 * @property {number} [timeout]
 * @property {Record<string, string>} env
 * @property {"ignore" | "pipe"} [stdout]
 * @property {"ignore" | "pipe"} [stderr]
 */

/**
 * The three servers as Playwright's `webServer` entries, for the ports in
 * process.env (pickPorts first) and the test database's directory.
 * @param {string} stateDir
 * @returns {E2eServer[]}
 */
export function e2eServers(stateDir) {
  const port = process.env.E2E_PORT;
  const proxyPort = process.env.FAULT_PROXY_PORT;
  const faultyPort = process.env.FAULTY_PORT;
  const baseUrl = `http://127.0.0.1:${port}`;
  return [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseUrl}/__ping`,
      // seeding the test database takes about 40 s on a quiet machine, and almost two minutes
      // with both cores busy elsewhere: a budget that holds under load
      timeout: 300_000,
      env: { E2E_PORT: String(port), E2E_STATE_DIR: stateDir, WRANGLER_SEND_METRICS: "false" },
      stdout: "ignore",
      stderr: "pipe",
    },
    // faults: a second portal whose /api is a loopback proxy that fails on demand
    {
      command: "node scripts/fault-proxy.mjs",
      url: `http://127.0.0.1:${proxyPort}/__ping`,
      env: { FAULT_PORT: String(proxyPort), UPSTREAM: baseUrl },
    },
    {
      command: `node_modules/.bin/wrangler dev --port ${faultyPort} --ip 127.0.0.1 --persist-to .wrangler/faults-state --log-level warn --var API_ORIGIN:http://127.0.0.1:${proxyPort} --var API_TIMEOUT_MS:1500`,
      url: `http://127.0.0.1:${faultyPort}/__ping`,
      timeout: 300_000,
      env: { WRANGLER_SEND_METRICS: "false" },
      // its error log lines are the faults the tests cause on purpose
      stdout: "ignore",
      stderr: "ignore",
    },
  ];
}

/**
 * Starts the servers of e2eServers in the background, each in its own process
 * group, their output in `logFile`. Returns `ready()` (resolves once every one
 * answers its url, rejects after its timeout or when one exits) and `stop()`.
 * @param {E2eServer[]} servers
 * @param {string} logFile
 * @param {Record<string, string | undefined>} env
 */
export function startE2eServers(servers, logFile, env) {
  const log = openSync(logFile, "a");
  const children = servers.map((s) => spawn(s.command, { shell: true, detached: true, stdio: ["ignore", log, log], env: { ...env, ...s.env } }));
  closeSync(log);
  /** @type {string | null} */
  let exited = null;
  children.forEach((c, i) => c.on("exit", (code) => (exited ??= `${servers[i].command} exited (${code})`)));
  const stop = () => {
    for (const c of children) {
      try {
        process.kill(-c.pid, "SIGTERM");
      } catch {
        /* gone */
      }
    }
  };
  const ready = async () => {
    for (const s of servers) {
      const deadline = Date.now() + (s.timeout ?? 60_000);
      for (;;) {
        if (exited) throw new Error(exited);
        try {
          const res = await fetch(s.url, { signal: AbortSignal.timeout(2_000) });
          if (res.ok) break;
        } catch {
          /* not up yet */
        }
        if (Date.now() > deadline) throw new Error(`${s.url} did not answer`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };
  return { ready, stop };
}
