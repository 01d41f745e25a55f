// `npm run dev`: migrate and seed the local D1 like `npm start`, then Vite's dev server
// running worker.ts (scripts/worker-dev-plugin.ts). PORT picks the port (default 5173);
// DEV_PERSIST_TO another local state folder (default .wrangler/state, shared with `npm start`).
import { spawn } from "node:child_process";
import { ensureDevVars, env, prepareDatabase } from "./lib.mjs";

// the secrets and the mail outbox switch of local runs (.dev.vars, read by getPlatformProxy)
ensureDevVars();
await prepareDatabase(process.env.DEV_PERSIST_TO);
const port = process.env.PORT ? ["--port", process.env.PORT, "--strictPort"] : [];
const child = spawn("node_modules/.bin/remix", ["vite:dev", ...port, ...process.argv.slice(2)], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
