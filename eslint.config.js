import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", ".wrangler/**", "node_modules/**", "test-results/**", "playwright-report/**", "migrations/meta/**", "bench/.tmp/**", ".test-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-console": ["error", { allow: ["warn", "error"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // one import style for the shared domain code: the `#domain/…` alias (tsconfig paths, vite and
    // vitest aliases; wrangler's esbuild reads tsconfig paths), never a path up into domain/. Within
    // domain/ its files import each other relatively; the Node-run seed/ and scripts/ .mjs files
    // keep relative paths (plain Node knows no tsconfig paths).
    files: ["app/**/*.{ts,tsx}", "api/**/*.ts", "tests/**/*.{ts,tsx}", "contract/**/*.ts", "worker.ts", "load-context.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+domain/", message: "Import shared domain code as #domain/… (one import style)." }] },
      ],
    },
  },
  {
    // the request log line, the cron's log line and the command-line scripts print on purpose
    files: ["worker.ts", "api/scheduled.ts", "scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
