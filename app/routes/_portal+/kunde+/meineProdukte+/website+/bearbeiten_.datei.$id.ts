import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/**
 * A file sent to the website team (spec §2 website/bearbeiten), from the backend
 * as it answers: a download with its name, or an image shown in the page
 * (`?inline=1`). Another company's file is the backend's 404.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const inline = portal.url.searchParams.get("inline") === "1";
  return entryFileAnswer(portal, await portal.api.raw((api) => api.customer.website.files[":id"].$get({ param: { id: params.id ?? "" }, query: inline ? { inline: "1" } : {} })));
}
