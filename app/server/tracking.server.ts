import type { PortalContext } from "./context.server";
import { downloadEvent, sectionOf, trackedFor, type TrackingKind, type TrackingSubject } from "#domain/tracking";

/**
 * Page views and downloads of logged-in users (spec §7 tracking; decisions 084, 096).
 * The server records every page it sends as a whole document (one GET of text/html
 * answered 200, with or without JavaScript), and every file it sends as a download
 * (`Content-Disposition: attachment`: CSV, PDF, ZIP, XML) as a data event, after the
 * answer has gone (worker.ts `ctx.waitUntil`), so no page waits for it or fails with
 * it; the pages a browser then shows without a new document (Remix's client
 * navigations, `.data` requests) are sent by the beacon
 * (app/components/layout/view-beacon.tsx → /seitenaufruf). Each view is counted once,
 * for the active company on its pages (/kunde/…) and for the person elsewhere.
 * Support staff acting for a customer are not tracked.
 */
export function documentView(portal: PortalContext, request: Request, response: Response): Promise<unknown> | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) return null;
  const userId = portal.session.get("userId");
  if (!portal.session.get("token") || !userId || portal.session.get("cuca")) return null;
  const type = response.headers.get("Content-Type") ?? "";
  if (/^attachment\b/i.test(response.headers.get("Content-Disposition") ?? "")) {
    return record(portal, "data", trackedFor(url.pathname, userId, portal.session.get("accountId")), downloadEvent(url.pathname, type));
  }
  if (!type.startsWith("text/html")) return null;
  return recordView(portal, userId, url.pathname);
}

/** Sends one view of `pathname` as its section path; a failure is logged, never thrown. */
export function recordView(portal: PortalContext, userId: string, pathname: string): Promise<number> {
  return record(portal, "views", trackedFor(pathname, userId, portal.session.get("accountId")), sectionOf(pathname));
}

type Tracked = { subject: TrackingSubject; id: string };

/** POST /api/tartaros/{subject}/{kind}; its status, or 502 when it could not be sent (logged, never thrown). */
async function record(portal: PortalContext, kind: "views", who: Tracked, data: string): Promise<number>;
async function record(portal: PortalContext, kind: "data", who: Tracked, data: Record<string, string>): Promise<number>;
async function record(portal: PortalContext, kind: TrackingKind, { subject, id }: Tracked, data: string | Record<string, string>): Promise<number> {
  try {
    const res = await portal.api.call((api) => {
      const calls = api.tartaros[subject];
      return kind === "views" ? calls.views.$post({ json: { id, data: data as string } }) : calls.data.$post({ json: { id, data: data as Record<string, string> } });
    });
    if (!res.ok) console.warn(JSON.stringify({ level: "warn", requestId: portal.requestId, msg: "tracking event not recorded", kind, status: res.status }));
    return res.status;
  } catch (e) {
    console.warn(JSON.stringify({ level: "warn", requestId: portal.requestId, msg: "tracking event not recorded", kind, error: String(e) }));
    return 502;
  }
}
