import { data, redirect, type ServerBuild } from "@remix-run/cloudflare";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { decide } from "../routing";
import type { PortalContext } from "./context.server";
import { hasBooked, notBookedData } from "./not-booked.server";
import { pageUrl } from "./page-url";
import { BUILT_PAGES, pageFor } from "#domain/pages";
import type { ProductKey } from "#domain/products";

type Args = LoaderFunctionArgs | ActionFunctionArgs;
type Handler = (args: Args) => unknown;

const checked = new WeakMap<PortalContext, Promise<void>>();

/** Access classes and redirect rules, once per request, before any loader or action runs. */
function checkAccess(portal: PortalContext, request: Request): Promise<void> {
  let pending = checked.get(portal);
  if (!pending) {
    pending = (async () => {
      const url = pageUrl(request);
      const auth = await portal.auth();
      const d = decide(url, auth, portal.allowedHosts);
      if (d.type === "redirect") throw redirect(d.to);
      if (d.type === "logout-then-allow") await portal.account.logout();
      if (d.type === "allow" && d.ignoredCallbackUrl !== undefined) {
        console.warn(JSON.stringify({ level: "warn", requestId: portal.requestId, msg: "callbackUrl not allowed", callbackUrl: d.ignoredCallbackUrl }));
      }
    })();
    checked.set(portal, pending);
  }
  return pending;
}

/** Constant-time comparison of two strings. */
function same(a: string, b: string) {
  if (a.length !== b.length || a.length === 0) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Every form must carry the session's form token (the request is cloned; the action reads the body again). */
async function checkCsrf(portal: PortalContext, request: Request) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) {
    throw data({ requestId: portal.requestId }, { status: 415 });
  }
  const form = await request.clone().formData().catch(() => null);
  const sent = form?.get("csrf");
  const expected = portal.session.get("csrf");
  if (typeof sent !== "string" || !expected || !same(sent, expected)) {
    throw data({ requestId: portal.requestId }, { status: 403 });
  }
}

/**
 * A page whose product the company has not booked (domain/pages.ts `product`):
 * its loader answers that, and the layout shows the shared not-booked page (status
 * 200) instead of the page. The loader runs beside the check (one /api round, as
 * the menu is the layout's call anyway); its answer counts only when booked. Its
 * actions do nothing: back to the page.
 */
async function unlessNotBooked(portal: PortalContext, kind: "loader" | "action", product: ProductKey, run: () => Promise<unknown>, request: Request) {
  if (kind === "action") {
    if (!(await hasBooked(portal, product))) throw redirect(pageUrl(request).pathname);
    return run();
  }
  const [booked, answer] = await Promise.allSettled([hasBooked(portal, product), run()]);
  if (booked.status === "fulfilled" && !booked.value) return notBookedData(product);
  if (booked.status === "rejected") throw booked.reason;
  if (answer.status === "rejected") throw answer.reason;
  return answer.value;
}

/**
 * The product a route's pages need: fixed for a route of one page; for a route
 * that serves several (registry `route`, spec §2 `{product}/uebersicht`), the
 * product of the page the request's path names.
 */
type ProductOf = ProductKey | null | ((request: Request) => ProductKey | null);

function guard(fn: Handler, kind: "loader" | "action", routeId: string, depth: number, productOf: ProductOf): Handler {
  return async (args) => {
    const portal = args.context.portal;
    const product = typeof productOf === "function" ? productOf(args.request) : productOf;
    portal.telemetry.noteRoute(routeId, depth);
    await checkAccess(portal, args.request);
    if (kind === "action") await checkCsrf(portal, args.request);
    const started = Date.now();
    try {
      return product ? await unlessNotBooked(portal, kind, product, async () => fn(args), args.request) : await fn(args);
    } finally {
      portal.telemetry.noteTiming(kind, started, Date.now());
    }
  };
}

/** The URL pattern of a route of the build: its path after its parents' (`:name` for a parameter). */
function urlOf(routes: ServerBuild["routes"], id: string): string {
  const segments: string[] = [];
  for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) if (r.path) segments.unshift(r.path);
  return "/" + segments.join("/");
}

/**
 * Wraps every loader and action of the Remix build with the access check of
 * app/access.ts, for actions the form-token check, and for a product's pages
 * the check that the company has booked it: no route can forget them.
 */
export function guardBuild(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  const depth = (id: string | undefined): number => (id ? 1 + depth(build.routes[id]?.parentId) : 0);
  for (const [id, route] of Object.entries(build.routes)) {
    const mod = route.module;
    const d = depth(id);
    // a page (no layout) of the registry that needs a product (domain/pages.ts)
    const isLayout = Object.values(build.routes).some((r) => r?.parentId === id);
    const url = urlOf(build.routes, id);
    const shared = !isLayout && BUILT_PAGES.some((p) => p.route === url && p.product);
    const product: ProductOf = isLayout ? null : shared ? (request) => pageFor(pageUrl(request).pathname)?.product ?? null : (pageFor(url)?.product ?? null);
    routes[id] = {
      ...route,
      module: {
        ...mod,
        ...(mod.loader ? { loader: guard(mod.loader as Handler, "loader", id, d, product) } : {}),
        ...(mod.action ? { action: guard(mod.action as Handler, "action", id, d, product) } : {}),
      } as typeof mod,
    };
  }
  return { ...build, routes };
}
