import path from "node:path";
import { defineWorkersConfig, readD1Migrations } from "@cloudflare/vitest-pool-workers/config";
import { startFakes } from "./scripts/fakes/index.mjs";

// (pdf-lib is not among them: bundled, its tslib import breaks)
const PREBUNDLED = [
  "drizzle-orm", "drizzle-orm/sqlite-core", "drizzle-orm/d1", "drizzle-orm/batch",
  "hono", "hono/validator", "hono/factory", "hono/utils/http-status", "hono/route", "hono/http-exception",
  "jose", "@noble/hashes/scrypt", "dayjs", "dayjs/plugin/utc.js", "dayjs/plugin/isoWeek.js",
  // the tests' PNG encoder, bundled with the fflate the Worker gets (the alias below)
  "fast-png",
];

// API tests: the Hono backend inside workerd with a real, migrated D1.
export default defineWorkersConfig(async () => {
  const migrations = await readD1Migrations(path.resolve("migrations"));
  // Google, Facebook and the mail service cannot be reached here: the local fakes of
  // scripts/fakes/index.mjs on free ports, as long as vitest lives (FAKE_GOOGLE etc.: their
  // origins; the mail service's variables are set per call by tests/api/mail.test.ts)
  const fakes = await startFakes({ unref: true, apiTests: true });
  return {
    resolve: {
      alias: [
        { find: "#domain", replacement: path.resolve("domain") },
        { find: "#contract", replacement: path.resolve("contract") },
        // fflate as the Worker gets it (wrangler bundles for workerd, not Node): its Node build
        // asks workerd's module fallback for node:worker_threads, which once took the whole test
        // runtime down ("Network connection lost") and every later test file with it
        { find: /^fflate$/, replacement: "fflate/browser" },
      ],
    },
    test: {
      name: "api",
      include: ["tests/api/**/*.test.ts"],
      setupFiles: ["./tests/api/apply-migrations.ts"],
      // the generated tests walk every call (tests/api/protected-mount.test.ts): beside the browser
      // tests on two busy cores one took 5.6 s, over vitest's default of 5 s
      testTimeout: 30_000,
      // the pool evaluates the worker's modules afresh for every test file (vi.resetModules):
      // the libraries bundled into one module each cost a few imports instead of ~240
      deps: { optimizer: { ssr: { enabled: true, include: PREBUNDLED } } },
      poolOptions: {
        workers: {
          singleWorker: true,
          main: "./api/entry.ts",
          wrangler: { configPath: "./wrangler.toml" },
          miniflare: {
            bindings: {
              // what wrangler.toml leaves to the local `.dev.vars` (docs/decisions/015-safe-default-environment.md):
              // the secrets, and the mail outbox the tests read their links from
              SESSION_SECRET: "api-test-session-secret-0123456789abcdef",
              API_TOKEN_SECRET: "api-test-token-secret-0123456789abcdef",
              DEBUG_MAILS: "1",
              // 32 bytes, base64url (decision 072): tests/api/claiming.test.ts seals links with it
              CLAIM_SEAL_KEY: "YXBpLXRlc3QtY2xhaW0tc2VhbC1rZXktMzItYnl0ZXM",
              // the non-production pages' calls (domain/env.ts devPagesEnabled)
              DEV_PAGES: "1",
              TEST_MIGRATIONS: migrations,
              PORTAL_ORIGIN: "https://portal.test",
              ...fakes.vars,
            },
          },
        },
      },
    },
  };
});
