import path from "node:path";
import { defineWorkersConfig, readD1Migrations } from "@cloudflare/vitest-pool-workers/config";
import { fakeGoogleVars, startFakeGoogle } from "./scripts/fake-google.mjs";
import { startFakeMail } from "./scripts/fake-mail.mjs";
import { fakeFacebookVars, startFakeFacebook } from "./scripts/fake-facebook.mjs";

// API tests: the Hono backend inside workerd with a real, migrated D1.
export default defineWorkersConfig(async () => {
  const migrations = await readD1Migrations(path.resolve("migrations"));
  // Google cannot be reached here: a local one on a free port, speaking its protocol (lives as long as vitest)
  const google = await startFakeGoogle({ unref: true });
  // and a mail service on loopback (the tests point MAIL_SERVICE_URL at it per call)
  const mail = await startFakeMail({ unref: true });
  // and Facebook's login dialog, token endpoint and Graph API
  const facebook = await startFakeFacebook({ unref: true });
  return {
    resolve: { alias: { "#domain": path.resolve("domain"), "#contract": path.resolve("contract") } },
    test: {
      name: "api",
      include: ["tests/api/**/*.test.ts"],
      setupFiles: ["./tests/api/apply-migrations.ts"],
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
              TEST_MIGRATIONS: migrations,
              FAKE_GOOGLE: google.origin,
              FAKE_MAIL: mail.origin,
              PORTAL_ORIGIN: "https://portal.test",
              FAKE_FACEBOOK: facebook.origin,
              ...fakeGoogleVars(google.origin),
              ...fakeFacebookVars(facebook.origin),
            },
          },
        },
      },
    },
  };
});
