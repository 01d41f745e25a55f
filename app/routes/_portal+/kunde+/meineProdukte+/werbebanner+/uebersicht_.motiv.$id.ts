import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/** A web banner's creative (spec §2 werbebanner/uebersicht), shown in the page; another company's is the backend's 403. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  return entryFileAnswer(portal, await portal.api.raw((api) => api["web-banners"].creative[":id"].$get({ param: { id: params.id ?? "" } })));
}
