import { execSync } from "node:child_process";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { inlinePagePaths } from "./scripts/inline-page-paths-plugin";
import { workerDev } from "./scripts/worker-dev-plugin";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

const SHELL = [
  "app/components/ui/csrf-input.tsx",
  "app/components/ui/alert.tsx",
  "app/components/ui/modal.tsx",
  "app/components/use-hydrated.ts",
  "app/early-events.ts",
  "app/components/layout/page-loader.tsx",
  "app/components/layout/google-verify-links.tsx",
  "app/components/layout/footer.tsx",
  "app/components/error-boundary.tsx",
  "app/components/error-page.tsx",
  "app/components/forms/revalidate.ts",
  "domain/format.ts",
];

// Production serves the portal with worker.ts (`npm start`: wrangler dev on the build);
// `npm run dev` runs the same worker.ts inside Vite's dev server (scripts/worker-dev-plugin.ts).
/** What the debug page (/debug, spec §2) shows of this build: when it was made and from which commit. */
function buildInfo() {
  let commit = "unbekannt";
  try {
    commit = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {
    // not a git checkout
  }
  return { builtAt: new Date().toISOString(), commit };
}

export default defineConfig({
  define: { __PORTAL_BUILD__: JSON.stringify(buildInfo()) },
  plugins: [
    // WORKER_DEV_VARS: the Worker's variables of the local fakes that scripts/dev.mjs started
    workerDev({ persistTo: process.env.DEV_PERSIST_TO, vars: JSON.parse(process.env.WORKER_DEV_VARS || "{}") as Record<string, string> }),
    // links and titles of the page registry as plain strings in the browser's bundles
    inlinePagePaths(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  // The small parts of the page shell that every page loads (a few hundred bytes each) go in one
  // chunk: as chunks of their own each cost a request, a preload link in every page's HTML and gzip overhead.
  build: { rollupOptions: { output: { manualChunks: (id) => (SHELL.some((part) => id.endsWith(part)) ? "shell" : undefined) } } },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#domain": new URL("./domain", import.meta.url).pathname, "#contract": new URL("./contract", import.meta.url).pathname } },
});
