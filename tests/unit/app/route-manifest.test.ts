import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { accessFor, ROUTE_ACCESS, type Access } from "../../../app/access";
import { BUILT_PAGES, pageFor } from "#domain/pages";
import { loadManifest, urlOf as urlOfRoute } from "../../route-manifest";

/**
 * The route manifest of the production build (what Remix really routes) against
 * the access table (app/access.ts, from the page registry domain/pages.ts) and the
 * routing cheat sheet (docs/routing.md).
 * `npm test` builds before it runs; alone: `npm run build` first.
 * `UPDATE_ROUTING_DOC=1 npx vitest run tests/unit/app/route-manifest.test.ts` rewrites the sheet's table.
 */
const routes = loadManifest();
const PORTAL_LAYOUT = "routes/_portal+/_layout";

const urlOf = (id: string) => urlOfRoute(routes, id);
/**
 * The access entry of a route's URL; a route that serves several pages (registry
 * `route`, spec §2 `{product}/uebersicht`) has those pages' entries, all of one access.
 */
const servedBy = (url: string) => BUILT_PAGES.filter((p) => p.route?.toLowerCase() === url.toLowerCase());
const accessOf = (url: string) => accessFor(url)?.access ?? servedBy(url)[0]?.access;

const sourceOf = (id: string) => {
  for (const ext of [".tsx", ".ts"]) if (existsSync(`app/${id}${ext}`)) return { file: `${id}${ext}`.replace(/^routes\//, ""), text: readFileSync(`app/${id}${ext}`, "utf8") };
  throw new Error(`no source for ${id}`);
};
const isLayout = (id: string) => Object.values(routes).some((r) => r.parentId === id);
const underPortal = (id: string) => {
  for (let r = routes[id]; r?.parentId; r = routes[r.parentId]) if (r.parentId === PORTAL_LAYOUT) return true;
  return false;
};
const isPage = (id: string) => id !== "root" && !isLayout(id) && /export default/.test(sourceOf(id).text);
/** the splat: every path no other route has goes to /404 */
const SPLAT = "routes/$";

function describeAccess(a: Access | undefined): string {
  if (!a) return "–";
  if (a.kind === "open") return a.selfRedirect ? "open, own redirects" : "open";
  if (a.kind === "anonymous") return a.logoutFirst ? "anonymous only, logs out first" : "anonymous only";
  const roles = a.roles.length === 4 ? "all four roles" : a.roles.join(", ");
  return [roles, a.selfRedirect ? "own redirects" : "", a.sideMenu === false ? "no side menu" : ""].filter(Boolean).join(", ");
}

describe("route manifest and access table", () => {
  const ids = Object.keys(routes).filter((id) => id !== "root" && id !== SPLAT);

  it("every page has an access entry and a loader (so client navigations pass the gate)", () => {
    const missing = ids
      .filter((id) => isPage(id))
      .flatMap((id) => [...(accessOf(urlOf(id)) ? [] : [`${id}: no access entry for ${urlOf(id)}`]), ...(routes[id]!.hasLoader ? [] : [`${id}: no loader`])]);
    expect(missing).toEqual([]);
  });

  it("every route with a loader or action and a URL of its own is in the access table", () => {
    const missing = ids.filter((id) => !isLayout(id) && (routes[id]!.hasLoader || routes[id]!.hasAction) && !accessOf(urlOf(id)));
    expect(missing).toEqual([]);
  });

  it("every access entry has a route", () => {
    const urls = ids.filter((id) => !isLayout(id)).map((id) => urlOf(id).toLowerCase());
    const orphans = BUILT_PAGES.filter((e) => !urls.includes((e.route ?? e.path).toLowerCase())).map((e) => e.path);
    expect(ROUTE_ACCESS.map((e) => e.path)).toEqual(BUILT_PAGES.map((e) => e.path));
    expect(orphans).toEqual([]);
  });

  it("every page inside the portal layout has the portal's error boundary", () => {
    const without = ids.filter((id) => underPortal(id) && isPage(id) && !/PortalErrorBoundary as ErrorBoundary/.test(sourceOf(id).text));
    expect(without).toEqual([]);
  });
});

describe("docs/routing.md", () => {
  const START = "<!-- routes:start (generated from the route manifest) -->";
  const END = "<!-- routes:end -->";
  const table = [
    "| file | URL | access (domain/pages.ts) |",
    "|---|---|---|",
    ...Object.keys(routes)
      .filter((id) => id !== "root")
      .sort()
      .map((id) => {
        const { file } = sourceOf(id);
        const url = id === SPLAT ? "anything else → `/404`" : isLayout(id) ? "layout" : `\`${urlOf(id)}\``;
        const products = isLayout(id) || id === SPLAT ? [] : [pageFor(urlOf(id)), ...servedBy(urlOf(id))].flatMap((p) => (p?.product ? [`\`${p.product}\``] : []));
        const access = isLayout(id) || id === SPLAT ? "–" : describeAccess(accessOf(urlOf(id))) + (products.length ? `, needs product ${products.join(" or ")}` : "");
        return `| \`${file}\` | ${url} | ${access} |`;
      }),
  ].join("\n");

  it("lists every route of the manifest with its URL and access", () => {
    const doc = readFileSync("docs/routing.md", "utf8");
    const [before, rest] = doc.split(START);
    const after = rest?.split(END)[1];
    if (process.env.UPDATE_ROUTING_DOC && before !== undefined && after !== undefined) {
      writeFileSync("docs/routing.md", `${before}${START}\n${table}\n${END}${after}`);
      return;
    }
    expect(rest, `docs/routing.md needs the markers ${START} … ${END}`).toBeDefined();
    expect(rest!.split(END)[0]!.trim()).toBe(table);
  });
});
