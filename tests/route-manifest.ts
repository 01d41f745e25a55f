import { existsSync, readdirSync, readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";

/** One route of the production build's manifest (what Remix really routes). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  hasErrorBoundary: boolean;
}

/** The route manifest of `build/client` (`npm run build` first). */
export function loadManifest(): Record<string, ManifestRoute> {
  const dir = "build/client/assets";
  const file = existsSync(dir) ? readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f)) : undefined;
  if (!file) throw new Error("No route manifest: run `npm run build` first.");
  const window: { __remixManifest?: { routes: Record<string, ManifestRoute> } } = {};
  runInNewContext(readFileSync(`${dir}/${file}`, "utf8"), { window });
  return window.__remixManifest!.routes;
}

/** The URL pattern of a route: its own path after its parents' (`:name` for a parameter). */
export function urlOf(routes: Record<string, ManifestRoute>, id: string): string {
  const segments: string[] = [];
  for (let r: ManifestRoute | undefined = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) segments.unshift(r.path);
  }
  return "/" + segments.join("/").replace(/\$(\w+)/g, ":$1");
}
