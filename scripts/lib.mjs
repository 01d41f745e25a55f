// Shared steps of `npm start`, `npm test` and the benchmark: build, migrate, seed, chromium.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { createHash, pbkdf2Sync, randomBytes } from "node:crypto";
import { COMPANIES, DEMO_PASSWORD, demoListingStatements, loadTestStatements, poolCopiesOf, seedStatements, testPoolStatements } from "../seed/demo-data.mjs";
import { geoStatements } from "../seed/geo-data.mjs";
import { statisticsStatements } from "../seed/statistics.mjs";
import { seoStatements } from "../seed/seo.mjs";
import { seaStatements } from "../seed/sea.mjs";
import { secretarialStatements } from "../seed/secretarial.mjs";
import { webBannerObjects, webBannerStatements } from "../seed/web-banners.mjs";
import { companyRatingStatements } from "../seed/company-ratings.mjs";
import { ratingReportStatements } from "../seed/rating-reports.mjs";
import { TV_MEDIA, tvBannerStatements, tvMediaBytes } from "../seed/tv-banners.mjs";
import { voicebotStatements } from "../seed/voicebot.mjs";
import { leadDays, leadStatements } from "../seed/leads.mjs";
import { documentStatements } from "../seed/documents.mjs";
import { contractStatements } from "../seed/contracts.mjs";
import { claimingStatements } from "../seed/claiming.mjs";
import { accountLinkStatements } from "../seed/account-link.mjs";
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
 * outbox switch DEBUG_MAILS and the non-production pages' DEV_PAGES (domain/env.ts). Keys the file has already are left as they
 * are; missing ones are added. (docs/decisions/015-safe-default-environment.md)
 */
export function ensureDevVars(file = ".dev.vars") {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const has = new Set(text.split(/\r?\n/).map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=/)?.[1]).filter(Boolean));
  const wanted = {
    SESSION_SECRET: () => randomBytes(32).toString("base64url"),
    API_TOKEN_SECRET: () => randomBytes(32).toString("base64url"),
    // the claim links' sealing key (decision 072; scripts/claim-links.mjs reads it from here)
    CLAIM_SEAL_KEY: () => randomBytes(32).toString("base64url"),
    DEBUG_MAILS: () => "1",
    DEV_PAGES: () => "1",
  };
  const missing = Object.entries(wanted).filter(([key]) => !has.has(key));
  if (!missing.length) return;
  const head = text ? (text.endsWith("\n") ? "" : "\n") : "# local development only (scripts/lib.mjs ensureDevVars); never deployed, never committed\n";
  appendFileSync(file, head + missing.map(([key, value]) => `${key}=${value()}\n`).join(""), { mode: 0o600 });
}

export const build = () => run(bin("remix"), ["vite:build"]);

/**
 * The Worker bundled once, as `wrangler deploy` would ship it (`--dry-run`), into
 * `outdir`; returns the bundle's path, for `wrangler dev <path> --no-bundle` (the
 * benchmark: a snapshot that later edits do not change, and no esbuild watching the sources).
 * Its output (esbuild warns about every side-effect-free import Vite left in the
 * build) is shown only when it fails, in the error.
 */
export function bundleWorker(outdir) {
  const r = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir], { env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${r.stdout}${r.stderr}\nwrangler deploy --dry-run --outdir ${outdir} failed (exit ${r.status})`);
  return `${outdir}/worker.js`;
}

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
 * (test servers only). `fresh`: the caller has just removed the database. `minimal`: the
 * personas, their companies and entries only, without the months of statistics, ratings,
 * leads and documents (the dev-server test, which needs a login, not the figures).
 * The migrations go through `wrangler d1 migrations apply` (its bookkeeping table is
 * wrangler's), the seed through a local D1 binding (runStatements).
 */
export async function prepareDatabase(persistTo, { testUsers = false, fresh = false, minimal = false } = {}) {
  if (process.env.ENVIRONMENT === "production") throw new Error("Demo data is never seeded in production.");
  wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
  // a database created just now is empty: no need to ask
  if (!fresh) {
    const local = await openLocalDb(persistTo);
    const n = await local.db.prepare("SELECT count(*) AS n FROM users").first("n").finally(local.close);
    if (n > 0) {
      console.log(`Datenbank enthält bereits ${n} Benutzer – Demodaten werden nicht erneut eingespielt.`);
      // a database seeded before the address data existed gets the places (INSERT OR IGNORE: harmless twice),
      // and the demo companies' statistics of the days since and their partner-portal listings (INSERT OR IGNORE too)
      await runStatements(persistTo, [...geoStatements(), ...demoStatistics(), ...demoListingStatements(), ...tvBannerStatements(), ...claimingStatements(), ...accountLinkStatements()]);
      // a database seeded before the contract data existed gets it (for the companies without a contract; the terms again)
      await runDerived(persistTo, contractStatements());
      await putObjects(persistTo, demoObjects());
      return;
    }
  }
  const statements = [...(await seedStatements(async (login) => demoHash(login))), ...(minimal ? [] : [...demoStatistics(), ...tvBannerStatements(), ...claimingStatements({ withTests: testUsers }), ...accountLinkStatements({ withTests: testUsers })])];
  if (testUsers) {
    const shared = demoHash("test-users");
    // the pool's copies of Krüger Haustechnik (7SSS02) get its web and TV banners, to act on without touching the demo's
    const copies = poolCopiesOf("100102");
    statements.push(...loadTestStatements(shared), ...(await testPoolStatements(shared)), ...webBannerStatements(berlinToday(), copies), ...copies.flatMap((id) => tvBannerStatements(id)));
    // the copies of Bäckerei Krüger (7SSS01) get the ratings of its last half year, to answer and report without touching the demo's
    const ratingCopies = poolCopiesOf("100101").map((id) => ({ id, source: "100101" }));
    statements.push(...companyRatingStatements(berlinToday(), ratingCopies, lastDays(berlinToday(), 183)), ...ratingReportStatements(berlinToday(), ratingCopies));
    // and the copies of Bäckerei Krüger and Krüger Haustechnik their leads of the last 60 days, to accept without touching the demo's
    const today = berlinToday();
    const leadCopies = ["100101", "100102"].flatMap((source) => poolCopiesOf(source).map((companyId) => ({ companyId, source })));
    statements.push(...leadStatements(today, leadCopies, leadDays(today).slice(-60)));
  }
  await runStatements(persistTo, statements);
  // every company's contract and every subscription's terms, derived from the rows inserted above (demo, pool copies, load test)
  await runDerived(persistTo, contractStatements());
  await putObjects(persistTo, demoObjects());
  console.log(`Demodaten eingespielt (${statements.length} Anweisungen).`);
}

const berlinToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

/** The demo companies' daily statistics, SEO positions, search-engine ads, secretarial and voicebot calls, web banners, ratings, leads and documents around today (seed/statistics.mjs, seo.mjs, sea.mjs, secretarial.mjs, voicebot.mjs, web-banners.mjs, company-ratings.mjs, leads.mjs, documents.mjs). */
function demoStatistics() {
  const today = berlinToday();
  return [...statisticsStatements(COMPANIES.map((c) => c.id), today), ...seoStatements(today), ...seaStatements(today), ...secretarialStatements(today), ...voicebotStatements(today), ...webBannerStatements(today), ...companyRatingStatements(today), ...ratingReportStatements(today), ...leadStatements(today), ...documentStatements(today)];
}

/** The `n` days up to and including `today` (YYYY-MM-DD). */
function lastDays(today, n) {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** The demo's files in R2: the web banners' creatives and the TV banners' videos and posters (seed/web-banners.mjs, seed/tv-banners.mjs). */
const demoObjects = () => [...webBannerObjects(berlinToday()), ...TV_MEDIA.map((m) => ({ key: m.key, bytes: tvMediaBytes(m), contentType: m.contentType }))];

/** Puts the objects into the local R2 that `wrangler dev --persist-to <persistTo>` uses (an object there already is written again: harmless). */
async function putObjects(persistTo, objects) {
  const local = await openLocalDb(persistTo);
  try {
    for (const o of objects) {
      // an ArrayBuffer of its own (the proxy refuses a view into Node's shared buffer pool, as readFileSync's may be)
      const bytes = o.bytes.buffer.slice(o.bytes.byteOffset, o.bytes.byteOffset + o.bytes.byteLength);
      await local.files.put(o.key, bytes, { httpMetadata: { contentType: o.contentType }, ...(o.fileName ? { customMetadata: { fileName: o.fileName } } : {}) });
    }
  } finally {
    await local.close();
  }
}

/**
 * The local D1 (and R2) that `wrangler dev --persist-to <persistTo>` uses (its data lies under
 * `<persistTo>/v3`; without one, wrangler's default `.wrangler/state`), bound through
 * getPlatformProxy: one workerd start instead of a `wrangler d1 execute` of seconds per file.
 */
async function openLocalDb(persistTo) {
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy({ persist: { path: `${persistTo ?? ".wrangler/state"}/v3` } });
  return { db: proxy.env.DB, files: proxy.env.FILES, close: () => proxy.dispose() };
}

/**
 * Runs the seed's INSERT statements on the local D1. Local D1 costs milliseconds per
 * statement, whatever its size, so the rows of one table go in multi-row INSERTs
 * (mergeInserts), table after table, each after the tables its foreign keys point to.
 * workerd 1.20250718's statement cache breaks (a hash-table inconsistency, then a
 * segfault) after about a megabyte of SQL in one process, so a fresh one takes each
 * ~900 KB, as one transaction (foreign keys checked at its commit: a table may point
 * to itself).
 */
async function runStatements(persistTo, statements) {
  const merged = mergeInserts(statements);
  let local = await openLocalDb(persistTo);
  const rank = await tableOrder(local.db, [...new Set(merged.map((m) => m.table))]);
  merged.sort((a, b) => rank.get(a.table) - rank.get(b.table));
  const chunks = [[]];
  let size = 0;
  for (const { sql } of merged) {
    if (size + sql.length > 900_000 && size > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1).push(sql);
    size += sql.length;
  }
  try {
    for (const [i, chunk] of chunks.entries()) {
      if (i > 0) local = await openLocalDb(persistTo);
      await local.db.batch(["PRAGMA defer_foreign_keys = on", ...chunk].map((sql) => local.db.prepare(sql)));
      const done = local;
      local = null;
      await done.close();
    }
  } finally {
    await local?.close();
  }
}

/**
 * Statements that derive rows from what is seeded already (UPDATE, INSERT … SELECT:
 * a few short ones, which mergeInserts does not take), in one batch after the seed.
 */
async function runDerived(persistTo, statements) {
  const local = await openLocalDb(persistTo);
  try {
    await local.db.batch(statements.map((sql) => local.db.prepare(sql)));
  } finally {
    await local.close();
  }
}

/** The tables in an order where each comes after the tables its foreign keys point to (rank by name). */
async function tableOrder(db, tables) {
  const refs = new Map();
  for (const table of tables) {
    const { results } = await db.prepare(`PRAGMA foreign_key_list(${table})`).all();
    refs.set(table, results.map((r) => r.table).filter((t) => t !== table && tables.includes(t)));
  }
  const rank = new Map();
  const visit = (table, path = []) => {
    if (rank.has(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys in a circle: ${[...path, table].join(" → ")}`);
    for (const parent of refs.get(table)) visit(parent, [...path, table]);
    rank.set(table, rank.size);
  };
  tables.forEach((t) => visit(t));
  return rank;
}

const INSERT = /^(INSERT (?:OR \w+ )?INTO (\w+) \([^)]*\)) VALUES (\(.*\));?$/s;

/**
 * Single-row `INSERT … VALUES (…)` statements as multi-row INSERTs of at most
 * `maxLength` characters, one table's rows in their order (a row with other columns
 * starts a new statement). Anything else is refused: the seed consists of such INSERTs only.
 */
export function mergeInserts(statements, maxLength = 90_000) {
  /** @type {{ table: string, sql: string }[]} */
  const merged = [];
  /** table → the statement being filled: its head (table and columns), rows and length */
  const open = new Map();
  const close = (table) => {
    const { head, rows } = open.get(table);
    merged.push({ table, sql: `${head} VALUES ${rows.join(",")}` });
    open.delete(table);
  };
  for (const sql of statements) {
    const match = INSERT.exec(sql.trim());
    if (!match) throw new Error(`not an INSERT … VALUES statement: ${sql.slice(0, 80)}`);
    const [, head, table, row] = match;
    const current = open.get(table);
    if (current?.head === head && current.length + row.length + 1 <= maxLength) {
      current.rows.push(row);
      current.length += row.length + 1;
      continue;
    }
    // other columns (or a full statement) close the table's statement: its rows stay in order
    if (current) close(table);
    open.set(table, { head, rows: [row], length: head.length + 8 + row.length });
  }
  for (const table of [...open.keys()]) close(table);
  return merged;
}

/** Which of Debian's Chromium (benchmark, Lighthouse) and its headless shell (browser tests) this machine lacks. */
export function missingChromium() {
  return [
    [CHROMIUM_PATH, "chromium"],
    [HEADLESS_SHELL_PATH, "chromium-headless-shell"],
  ].filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
}

/** The command that installs Debian's packages of `missingChromium()` (bash -c …). */
export const chromiumInstallCommand = (missing) => `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")} >/dev/null`;
