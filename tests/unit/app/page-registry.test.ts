import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_PAGES, MAIL_LINKS, MAIL_LINKS_BEHIND_LOGIN, PAGE_LIST, pageFor } from "#domain/pages";
import { loadManifest, urlOf } from "../../route-manifest";

/**
 * The build's routes (what Remix really routes; `npm run build` first) against
 * the page registry (domain/pages.ts, spec §2): each route file is one registry
 * entry and each built entry one route; planned pages have none yet.
 */
const routes = loadManifest();
const SPLAT = "routes/$";
const isLayout = (id: string) => Object.values(routes).some((r) => r.parentId === id);
const own = Object.keys(routes).filter((id) => id !== "root" && id !== SPLAT && !isLayout(id));
/** The pattern of the route module that serves an entry. */
const routeOf = (p: { path: string; route?: string }) => (p.route ?? p.path).toLowerCase();
const sourceOf = (id: string) => [".tsx", ".ts"].map((ext) => `app/${id}${ext}`).find((f) => existsSync(f))!;

describe("route files and the page registry", () => {
  it("every route file has exactly one registry entry (several only where they name it as the route they share)", () => {
    const wrong = own
      .map((id) => ({ id, url: urlOf(routes, id).toLowerCase() }))
      .map(({ id, url }) => ({ id, url, entries: PAGE_LIST.filter((p) => routeOf(p) === url) }))
      // several entries only where each names the route as the one that serves it (`route`)
      .filter((r) => r.entries.length === 0 || r.entries.some((e) => e.planned) || (r.entries.length > 1 && !r.entries.every((e) => e.route)))
      .map((r) => `${r.id} (${r.url}): ${r.entries.map((e) => e.name).join(", ") || "no entry"}`);
    expect(wrong).toEqual([]);
  });

  it("every built entry has a route, and no planned entry has one", () => {
    const urls = new Set(own.map((id) => urlOf(routes, id).toLowerCase()));
    expect(BUILT_PAGES.filter((p) => !urls.has(routeOf(p))).map((p) => p.name)).toEqual([]);
    expect(PAGE_LIST.filter((p) => p.planned && urls.has(routeOf(p))).map((p) => p.name)).toEqual([]);
  });

  it("a page with a registry title takes it from the registry, not from a literal", () => {
    const literal = own
      .map((id) => ({ id, entry: pageFor(urlOf(routes, id)) }))
      .filter(({ entry }) => entry?.title)
      .filter(({ id, entry }) => !new RegExp(`(titleOf|pageTitle|pageTitleWith)\\((null|[^)]*?, )?"${entry!.name.replace(".", "\\.")}"`).test(readFileSync(sourceOf(id), "utf8")))
      .map(({ id }) => id);
    expect(literal).toEqual([]);
  });

  it("every page (a route with a default export) has a title in the registry, but those that only redirect", () => {
    const untitled = own
      .filter((id) => /export default/.test(readFileSync(sourceOf(id), "utf8")))
      .map((id) => pageFor(urlOf(routes, id)))
      .filter((e) => e && !e.title && !(e.access.kind !== "anonymous" && e.access.selfRedirect))
      .map((e) => e!.name);
    expect(untitled).toEqual([]);
  });

  it("every page a mail links to is a built page that opens without a login (spec §7 Auth)", () => {
    const wrong = Object.entries(MAIL_LINKS)
      .map(([kind, path]) => ({ kind, entry: BUILT_PAGES.find((p) => p.path === path) }))
      .filter(({ kind, entry }) => !entry || (!MAIL_LINKS_BEHIND_LOGIN.has(kind as keyof typeof MAIL_LINKS) && entry.access.kind === "roles"))
      .map(({ kind }) => kind);
    expect(wrong).toEqual([]);
  });
});
