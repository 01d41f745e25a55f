// Playwright's web server: a fresh, seeded local D1 and wrangler dev on the built portal.
// E2E_STATE_DIR holds the database; the browser tests keep their stored logins and the
// accounts they have taken from the test pool next to it, so all of it starts afresh here.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { ensureDevVars, env, prepareDatabase } from "./lib.mjs";
import { startFakes, varArgs } from "./fakes/index.mjs";

const persistTo = process.env.E2E_STATE_DIR || ".wrangler/e2e-state";
rmSync(persistTo, { recursive: true, force: true });
// the secrets of local runs (.dev.vars, read by wrangler dev)
ensureDevVars();
await prepareDatabase(persistTo, { testUsers: true, fresh: true });
const port = process.env.E2E_PORT || "8788";
// Google, Facebook and the mail service cannot be reached from here: the local fakes of
// scripts/fakes/index.mjs, in this process, on free ports
const fakes = await startFakes();
const vars = {
  ...fakes.vars,
  PORTAL_ORIGIN: `http://127.0.0.1:${port}`,
  ENTRY_SERVICE_ANALYSIS_SECONDS: "2",
  // the registration tests read their links from the mail outbox (/debug/mails), whatever a developer's .dev.vars says
  DEBUG_MAILS: "1",
  // the non-production pages /demo, /test, /preview, /debug (domain/env.ts devPagesEnabled)
  DEV_PAGES: "1",
  // the seasonal banner's tests move its clock with a cookie (app/server/test-clock.server.ts)
  TEST_CLOCK: "1",
};
const child = spawn(
  "node_modules/.bin/wrangler",
  // an entry-service analysis is ready after 2 s here (8 s in the demo), so the tests wait for it briefly
  ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", persistTo, "--log-level", "warn", ...varArgs(vars)],
  { stdio: "inherit", env },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
