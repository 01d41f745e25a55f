import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Tracking of page views (spec §7; decision 084): the page the server sent as a
 * document it records itself; each later page the browser shows without a new
 * document (a client navigation) is sent here, once it is shown, with
 * `navigator.sendBeacon` to /seitenaufruf (the session's form token as every form).
 * Nothing waits for it, and a failure changes nothing on the page.
 */
export function ViewBeacon({ path }: { path: string }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { csrf?: string } | undefined;
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    try {
      const body = new FormData();
      body.set("csrf", root?.csrf ?? "");
      body.set("pfad", pathname);
      navigator.sendBeacon?.(path, body);
    } catch {
      // tracking never breaks a page
    }
  }, [pathname, path, root?.csrf]);
  return null;
}
