// Shared steps of `npm start`, `npm test` and the benchmark: build, migrate, seed, chromium.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash, pbkdf2Sync, randomBytes } from "node:crypto";
import { COMPANIES, DEMO_PASSWORD, demoListingStatements, loadTestStatements, seedStatements, testPoolStatements } from "../seed/demo-data.mjs";
import { geoStatements } from "../seed/geo-data.mjs";
import { statisticsStatements } from "../seed/statistics.mjs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium.mjs";

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

/**
 * The local runs' own settings, in the git-ignored `.dev.vars` that `wrangler dev` and
 * getPlatformProxy read beside wrangler.toml and no `wrangler deploy` ships: the two
 * secrets (random, made once per checkout, so sessions outlive a restart) and the mail
 * outbox switch DEBUG_MAILS (domain/env.ts). Keys the file has already are left as they
 * are; missing ones are added. (docs/decisions/015-safe-default-environment.md)
 */
export function ensureDevVars(file = ".dev.vars") {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const has = new Set(text.split(/\r?\n/).map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=/)?.[1]).filter(Boolean));
  const wanted = {
    SESSION_SECRET: () => randomBytes(32).toString("base64url"),
    API_TOKEN_SECRET: () => randomBytes(32).toString("base64url"),
    DEBUG_MAILS: () => "1",
  };
  const missing = Object.entries(wanted).filter(([key]) => !has.has(key));
  if (!missing.length) return;
  const head = text ? (text.endsWith("\n") ? "" : "\n") : "# local development only (scripts/lib.mjs ensureDevVars); never deployed, never committed\n";
  appendFileSync(file, head + missing.map(([key, value]) => `${key}=${value()}\n`).join(""), { mode: 0o600 });
}

export const build = () => run(bin("remix"), ["vite:build"]);

const wrangler = (args, opts) => run(bin("wrangler"), args, opts);
const persistArgs = (persistTo) => (persistTo ? ["--persist-to", persistTo] : []);

/**
 * Same format as api/lib/password.ts: PBKDF2-HMAC-SHA256 at 100 000 iterations, 32-byte key,
 * a 16-byte salt from the login so the seed is deterministic.
 */
function demoHash(login) {
  const salt = createHash("sha256").update(`mein-bereich-demo:${login}`).digest().subarray(0, 16);
  const key = pbkdf2Sync(DEMO_PASSWORD.normalize("NFC"), salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64")}$${key.toString("base64")}`;
}

/**
 * Applies the migrations to the local D1 and seeds demo data when the database is empty;
 * with `testUsers`, also the load test's users and the browser tests' own accounts
 * (test servers only). `fresh`: the caller has just removed the database.
 */
export async function prepareDatabase(persistTo, { testUsers = false, fresh = false } = {}) {
  if (process.env.ENVIRONMENT === "production") throw new Error("Demo data is never seeded in production.");
  wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
  // a database created just now is empty: no need to ask (each wrangler call costs seconds)
  if (!fresh) {
    const out = wrangler(
      ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--json", "--command", "SELECT count(*) AS n FROM users"],
      { capture: true },
    );
    const n = JSON.parse(out)[0]?.results?.[0]?.n ?? 0;
    if (n > 0) {
      console.log(`Datenbank enthält bereits ${n} Benutzer – Demodaten werden nicht erneut eingespielt.`);
      // a database seeded before the address data existed gets the places (INSERT OR IGNORE: harmless twice)
      runStatements(persistTo, geoStatements(), "geo-seed.sql");
      // and the demo companies' statistics of the days since and their partner-portal listings (INSERT OR IGNORE too)
      runStatements(persistTo, [...demoStatistics(), ...demoListingStatements()], "statistics-seed.sql");
      return;
    }
  }
  const statements = [...(await seedStatements(async (login) => demoHash(login))), ...demoStatistics()];
  if (testUsers) {
    const shared = demoHash("test-users");
    statements.push(...loadTestStatements(shared), ...(await testPoolStatements(shared)));
  }
  runStatements(persistTo, statements, "demo-seed.sql");
  console.log(`Demodaten eingespielt (${statements.length} Anweisungen).`);
}

/** The demo companies' daily statistics around today (seed/statistics.mjs). */
function demoStatistics() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  return statisticsStatements(COMPANIES.map((c) => c.id), today);
}

/**
 * Runs SQL statements on the local D1 through files of at most about 1 MB each:
 * workerd 1.20250718 crashes (a hash-table inconsistency, then a segfault) on
 * one `d1 execute --file` of 3 MB.
 */
function runStatements(persistTo, statements, name) {
  const dir = persistTo ?? ".wrangler";
  mkdirSync(dir, { recursive: true });
  const chunks = [[]];
  let size = 0;
  for (const s of statements) {
    if (size + s.length > 1_000_000 && chunks.at(-1).length) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1).push(s);
    size += s.length + 1;
  }
  chunks.forEach((chunk, i) => {
    const file = `${dir}/${chunks.length > 1 ? name.replace(/\.sql$/, `-${i + 1}.sql`) : name}`;
    writeFileSync(file, chunk.join("\n") + "\n");
    wrangler(["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--file", file]);
  });
}

/** Debian's Chromium (benchmark, Lighthouse) and its headless shell (browser tests), installed when missing. */
export function ensureChromium() {
  const missing = [
    [CHROMIUM_PATH, "chromium"],
    [HEADLESS_SHELL_PATH, "chromium-headless-shell"],
  ].filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  console.log(`Es fehlt: ${missing.join(", ")} – installiere Debians Pakete …`);
  run("bash", ["-c", `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")} >/dev/null`]);
}
