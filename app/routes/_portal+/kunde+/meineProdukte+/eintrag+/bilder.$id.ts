import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/** One of the entry's images (spec §7 updateMedia): its thumbnail, or with `?groesse=original` the image itself. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const id = params.id ?? "";
  const size = new URL(request.url).searchParams.get("groesse") === "original" ? "original" : "thumbnail";
  return entryFileAnswer(portal, await portal.api.raw((api) => api.customer.entry.media[":id"].$get({ param: { id }, query: { size } })));
}
