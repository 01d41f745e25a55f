import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { workerDev } from "./scripts/worker-dev-plugin";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Production serves the portal with worker.ts (`npm start`: wrangler dev on the build);
// `npm run dev` runs the same worker.ts inside Vite's dev server (scripts/worker-dev-plugin.ts).
export default defineConfig({
  plugins: [
    workerDev({ persistTo: process.env.DEV_PERSIST_TO }),
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
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#domain": new URL("./domain", import.meta.url).pathname, "#contract": new URL("./contract", import.meta.url).pathname } },
});
