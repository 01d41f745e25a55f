import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/** A web banner's creatives as ZIP (spec §7 downloadWebBannerCreatives/{id}), passed on as the backend builds it. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  return entryFileAnswer(portal, await portal.api.raw((api) => api["web-banners"].downloadWebBannerCreatives[":id"].$get({ param: { id: params.id ?? "" } })));
}
