// The page registry (domain/pages.ts) in the browser's bundles: a page that only
// links to other pages and names its title (`pathTo("login")`, `titleOf("login")`,
// with a literal name) gets the path and the title as plain strings, so the
// registry itself stays out of its JavaScript (the login and registration pages
// are at the edge of their budget). The server build keeps the real calls; a name
// that is not in the registry fails the build.
import { runInNewContext } from "node:vm";
import { buildSync } from "esbuild";
import type { Plugin } from "vite";

interface Registry {
  PAGES: Record<string, { path: string; title?: string }>;
  titleOf: (name: string) => string;
}

const REGISTRY = "domain/pages.ts";
const CALL = /\b(pathTo|titleOf)\("([\w.]+)"\)/g;

/** domain/pages.ts bundled and run here (it imports nothing of the app). */
export function loadRegistry(file = REGISTRY): Registry {
  const { outputFiles } = buildSync({ entryPoints: [file], bundle: true, format: "cjs", platform: "neutral", write: false, logLevel: "silent" });
  const module = { exports: {} as Registry };
  runInNewContext(outputFiles[0]!.text, { module, exports: module.exports, encodeURIComponent });
  return module.exports;
}

/** The code with each `pathTo("name")` / `titleOf("name")` of a literal name replaced by its string. */
export function inlinePageCalls(code: string, registry: Registry): string {
  return code.replace(CALL, (call, fn: string, name: string) => {
    const entry = registry.PAGES[name];
    if (!entry) throw new Error(`${fn}("${name}"): no such page in ${REGISTRY}`);
    if (fn === "titleOf") return JSON.stringify(registry.titleOf(name));
    // a path with parameters needs them filled in: the real call stays
    return entry.path.includes(":") ? call : JSON.stringify(entry.path);
  });
}

export function inlinePagePaths(): Plugin {
  let registry: Registry | null = null;
  return {
    name: "mein-bereich-inline-page-paths",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || id.includes("/node_modules/") || id.endsWith(REGISTRY) || !/\b(pathTo|titleOf)\("/.test(code)) return null;
      registry ??= loadRegistry();
      const out = inlinePageCalls(code, registry);
      return out === code ? null : { code: out, map: null };
    },
    // `npm run dev`: a changed registry is read again
    handleHotUpdate({ file }) {
      if (file.endsWith(REGISTRY)) registry = null;
    },
  };
}
