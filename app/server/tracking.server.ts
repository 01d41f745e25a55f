import type { PortalContext } from "./context.server";
import { sectionOf } from "#domain/tracking";

/**
 * Page views of logged-in users (spec §7 tracking; decision 084). The server records
 * every page it sends as a whole document (one GET of text/html answered 200, with or
 * without JavaScript), after the answer has gone (worker.ts `ctx.waitUntil`), so no
 * page waits for it or fails with it; the pages a browser then shows without a new
 * document (Remix's client navigations, `.data` requests) are sent by the beacon
 * (app/components/layout/view-beacon.tsx → /seitenaufruf). Each view is counted once.
 * Support staff acting for a customer are not tracked.
 */
export function documentView(portal: PortalContext, request: Request, response: Response): Promise<unknown> | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) return null;
  const userId = portal.session.get("userId");
  if (!portal.session.get("token") || !userId || portal.session.get("cuca")) return null;
  return recordView(portal, userId, url.pathname);
}

/** Sends one view of `pathname` as its section path; a failure is logged, never thrown. */
export async function recordView(portal: PortalContext, userId: string, pathname: string): Promise<number> {
  try {
    const res = await portal.api.call((api) => api.tartaros.user.views.$post({ json: { id: userId, data: sectionOf(pathname) } }));
    if (!res.ok) console.warn(JSON.stringify({ level: "warn", requestId: portal.requestId, msg: "view not recorded", status: res.status }));
    return res.status;
  } catch (e) {
    console.warn(JSON.stringify({ level: "warn", requestId: portal.requestId, msg: "view not recorded", error: String(e) }));
    return 502;
  }
}
