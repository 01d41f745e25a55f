import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Whether this component is live in the browser: false in the server's HTML and
 * in the render that hydrates it, true from the next one. A plain state update
 * after the component's own hydration: remix-utils' useHydrated switches the
 * whole page at once through useSyncExternalStore, whose forced synchronous
 * re-render reaches lazy parts still waiting to hydrate (an open modal, a form's
 * code) and makes React drop their server HTML and draw them anew (React error
 * 421). A page-wide flag would not do either: a lazy part hydrates after the
 * page, and it must render as the server did. The update goes through
 * startTransition, so that when it reaches a part that has not hydrated yet
 * React finishes that hydration first instead of throwing the part's server
 * HTML away.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * What only a page without JavaScript needs to be told (what a button does not
 * keep): in the server's HTML, gone once the page is live. Not `<noscript>`,
 * which a page whose scripts are blocked or still loading never shows.
 */
export function WithoutScript({ children }: { children: ReactNode }) {
  return useHydrated() ? null : children;
}
