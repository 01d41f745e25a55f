// `npm start`: build, migrate and seed the local D1, then serve the portal with wrangler dev.
import { spawn } from "node:child_process";
import { build, ensureDevVars, env, prepareDatabase } from "./lib.mjs";
import { fakeGoogleVars, startFakeGoogle } from "./fake-google.mjs";
import { fakeFacebookVars, startFakeFacebook } from "./fake-facebook.mjs";

build();
// the secrets and the mail outbox switch of local runs (.dev.vars, read by wrangler dev)
ensureDevVars();
await prepareDatabase();
const port = process.env.PORT || "8787";
console.log(`\nMein Bereich: http://localhost:${port}  (Demo-Passwort: Demo-Passwort-2026)\n`);
// the demo connects to a local Google (Google cannot be reached from these machines)
const google = await startFakeGoogle();
// and a local Facebook for "Mit Facebook anmelden"
const facebook = await startFakeFacebook();
const vars = { ...fakeGoogleVars(google.origin), ...fakeFacebookVars(facebook.origin), PORTAL_ORIGIN: `http://localhost:${port}` };
const child = spawn("node_modules/.bin/wrangler", ["dev", "--port", port, ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`])], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
