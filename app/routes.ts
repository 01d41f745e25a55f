import type { RouteConfig } from "@remix-run/route-config";
import { remixRoutesOptionAdapter } from "@remix-run/routes-option-adapter";
import { flatRoutes } from "remix-flat-routes";

// remix-flat-routes "hybrid": the folder tree of app/routes is the URL tree (docs/routing.md).
export default remixRoutesOptionAdapter((defineRoutes) =>
  flatRoutes("routes", defineRoutes, {
    ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.*", "**/__*.*"],
  }),
) satisfies RouteConfig;
