// Shared steps of `npm start`, `npm test` and the benchmark: build, migrate, seed, chromium.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { scrypt } from "@noble/hashes/scrypt";
import { DEMO_PASSWORD, loadTestStatements, seedStatements, testPoolStatements } from "../seed/demo-data.mjs";
import { CHROMIUM_PATH } from "./chromium.mjs";

export const env = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" };
const bin = (name) => `node_modules/.bin/${name}`;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: opts.capture ? ["ignore", "pipe", "inherit"] : "inherit", env, encoding: "utf8" });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(" ")} (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
}

export const build = () => run(bin("remix"), ["vite:build"]);

const wrangler = (args, opts) => run(bin("wrangler"), args, opts);
const persistArgs = (persistTo) => (persistTo ? ["--persist-to", persistTo] : []);

/** Same format as api/lib/password.ts: scrypt N=2^14 r=8 p=5, salt from the login so the seed is deterministic. */
function demoHash(login) {
  const salt = createHash("sha256").update(`mein-bereich-demo:${login}`).digest().subarray(0, 16);
  const key = scrypt(new TextEncoder().encode(DEMO_PASSWORD), salt, { N: 2 ** 14, r: 8, p: 5, dkLen: 32 });
  return `scrypt$16384$8$5$${salt.toString("base64")}$${Buffer.from(key).toString("base64")}`;
}

/**
 * Applies the migrations to the local D1 and seeds demo data when the database is empty;
 * with `testUsers`, also the load test's users and the browser tests' own accounts
 * (test servers only).
 */
export async function prepareDatabase(persistTo, { testUsers = false } = {}) {
  if (process.env.ENVIRONMENT === "production") throw new Error("Demo data is never seeded in production.");
  wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
  const out = wrangler(
    ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--json", "--command", "SELECT count(*) AS n FROM users"],
    { capture: true },
  );
  const n = JSON.parse(out)[0]?.results?.[0]?.n ?? 0;
  if (n > 0) {
    console.log(`Datenbank enthält bereits ${n} Benutzer – Demodaten werden nicht erneut eingespielt.`);
    return;
  }
  const statements = await seedStatements(async (login) => demoHash(login));
  if (testUsers) {
    const shared = demoHash("test-users");
    statements.push(...loadTestStatements(shared), ...(await testPoolStatements(shared)));
  }
  const dir = persistTo ?? ".wrangler";
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/demo-seed.sql`;
  writeFileSync(file, statements.join("\n") + "\n");
  wrangler(["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--file", file]);
  console.log(`Demodaten eingespielt (${statements.length} Anweisungen).`);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log("Chromium fehlt – installiere Debians Paket chromium …");
  run("bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null"]);
}
