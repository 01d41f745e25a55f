import { ALL_ROLES, BUILT_PAGES, pageFor, type Access } from "#domain/pages";

/**
 * THE route-access table (spec §2 "Route access classes"), read from the page
 * registry (domain/pages.ts): every built page's path and access class. Every
 * loader and action of the portal is checked against it before it runs
 * (app/server/gate.server.ts); a path that matches no entry goes to /404.
 */
export type { Access };
export { ALL_ROLES };

export interface RouteAccess {
  /** URL pattern; `:name` is one segment */
  path: string;
  access: Access;
}

export const ROUTE_ACCESS: readonly RouteAccess[] = BUILT_PAGES.map(({ path, access }) => ({ path, access }));

/** The table entry for a path (case-insensitive like Remix's matching), or null. */
export function accessFor(pathname: string): RouteAccess | null {
  const entry = pageFor(pathname);
  return entry ? { path: entry.path, access: entry.access } : null;
}
