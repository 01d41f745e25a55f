import { defineConfig } from "vitest/config";

// Pure unit tests: domain rules and server helpers, in Node. Kept apart from
// vite.config.ts so the Remix plugin is not loaded under vitest.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#domain": new URL("./domain", import.meta.url).pathname, "#contract": new URL("./contract", import.meta.url).pathname } },
  test: {
    name: "unit",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "threads",
    // both cores: vitest takes one less than the machine has by default, which is one here
    maxWorkers: 2,
    minWorkers: 1,
    // what a test may take is not a measure of speed (that is the benchmark's): with both cores
    // busy (other checkouts, the browser tests' servers seeding) the year-of-quick-choices test
    // took over vitest's default of 5 s
    testTimeout: 30_000,
  },
});
