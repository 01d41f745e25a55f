// `npm start`: build, migrate and seed the local D1, then serve the portal with wrangler dev.
import { spawn } from "node:child_process";
import { build, ensureDevVars, env, prepareDatabase } from "./lib.mjs";
import { describeFakes, startFakes, varArgs } from "./fakes/index.mjs";

build();
// the secrets and the mail outbox switch of local runs (.dev.vars, read by wrangler dev)
ensureDevVars();
await prepareDatabase();
const port = process.env.PORT || "8787";
// spec §1: the second brand's footer under its own host name (domain/brand.ts portalHosts)
console.log(`\nMein Bereich: http://localhost:${port}  (Demo-Passwort: Demo-Passwort-2026)\nZweite Marke (B2B): http://b2b.localhost:${port}\n`);
// the demo connects to local fakes of Google, Facebook and the mail service (scripts/fakes/index.mjs):
// these machines cannot reach the real ones
const fakes = await startFakes();
console.log(`Lokale Dienste:\n${describeFakes(fakes.origins)}\n`);
const vars = { ...fakes.vars, PORTAL_ORIGIN: `http://localhost:${port}` };
const child = spawn("node_modules/.bin/wrangler", ["dev", "--port", port, ...varArgs(vars)], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
