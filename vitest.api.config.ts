import path from "node:path";
import { defineWorkersConfig, readD1Migrations } from "@cloudflare/vitest-pool-workers/config";

// API tests: the Hono backend inside workerd with a real, migrated D1.
export default defineWorkersConfig(async () => {
  const migrations = await readD1Migrations(path.resolve("migrations"));
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
          miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
        },
      },
    },
  };
});
