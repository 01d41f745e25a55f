import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/** An image sent for new web banners (spec §2 werbebanner/dateiupload): a download, or shown in the page (`?inline=1`). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const inline = portal.url.searchParams.get("inline") === "1";
  return entryFileAnswer(portal, await portal.api.raw((api) => api["web-banners"].uploads[":id"].$get({ param: { id: params.id ?? "" }, query: inline ? { inline: "1" } : {} })));
}
