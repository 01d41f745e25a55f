// `npm run dev`: migrate and seed the local D1 like `npm start`, start the local fakes
// (scripts/fakes/index.mjs), then Vite's dev server running worker.ts
// (scripts/worker-dev-plugin.ts). PORT picks the port (default 5173);
// DEV_PERSIST_TO another local state folder (default .wrangler/state, shared with `npm start`).
import { spawn } from "node:child_process";
import { describeFakes, startFakes } from "./fakes/index.mjs";
import { ensureDevVars, env, prepareDatabase } from "./lib.mjs";

// the secrets and the mail outbox switch of local runs (.dev.vars, read by getPlatformProxy)
ensureDevVars();
// DEV_SEED=minimal: the personas without their months of figures (tests/unit/dev-server.test.ts)
await prepareDatabase(process.env.DEV_PERSIST_TO, { minimal: process.env.DEV_SEED === "minimal" });
// Google, Facebook and the mail service as local fakes on free ports, in this process; the
// Worker's variables that point at them reach the dev server as WORKER_DEV_VARS (vite.config.ts)
const fakes = await startFakes();
console.log(`Lokale Dienste:\n${describeFakes(fakes.origins)}\n`);
const port = process.env.PORT ? ["--port", process.env.PORT, "--strictPort"] : [];
const child = spawn("node_modules/.bin/remix", ["vite:dev", ...port, ...process.argv.slice(2)], { stdio: "inherit", env: { ...env, WORKER_DEV_VARS: JSON.stringify(fakes.vars) } });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
