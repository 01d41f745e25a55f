// `npm test`: types, lint, unit and API tests (vitest), then browser tests (Playwright, JS on and off).
import { build, ensureChromium, run } from "./lib.mjs";

ensureChromium();
run("node_modules/.bin/tsc", []);
run("node_modules/.bin/eslint", [".", "--max-warnings=0"]);
build();
run("node_modules/.bin/vitest", ["run"]);
run("node_modules/.bin/playwright", ["test"]);
