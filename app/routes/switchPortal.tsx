import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { safeCallbackUrl, safeInternalPath } from "#domain/redirect";
import { homeOf } from "~/routing";
import { pathTo } from "#domain/pages";

/**
 * Hands the visitor over to another portal of the provider (allowed list only)
 * or back into this one; it handles its redirects itself (spec §2).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const params = new URL(request.url).searchParams;
  const external = safeCallbackUrl(params.get("callbackUrl"), portal.allowedHosts);
  if (external) throw redirect(external);
  const auth = await portal.auth();
  const page = safeInternalPath(params.get("callbackPage"));
  if (page) throw redirect(page);
  throw redirect(auth ? homeOf(auth) : pathTo("login"));
}
