import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { safeInternalPath } from "#domain/redirect";
import { pathTo } from "#domain/pages";

/**
 * Support staff: generate the website deeplink (spec §1). The answer comes
 * back to the page it was asked from as a one-time message (works without JS).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const res = await portal.api.call((api) => api.cuca.getWebsiteDeeplink.$post());
  portal.flash({ deeplink: res.ok ? { link: res.data.link, minutes: Math.round(res.data.expiresIn / 60) } : { error: true } });
  throw redirect(safeInternalPath(String(form.get("returnTo") ?? "")) ?? "/?info=1");
}

export const loader = () => redirect(pathTo("dashboard"));
