import type { Env } from "./api/env";
import type { PortalContext } from "./app/server/context.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    portal: PortalContext;
  }
}
