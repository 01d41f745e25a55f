import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/** One of the entry's documents (spec §7 updateDocuments) as a download with its own name; another company's is refused (403). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const portal = context.portal;
  const id = params.id ?? "";
  return entryFileAnswer(portal, await portal.api.raw((api) => api.customer.entry.documents[":id"].$get({ param: { id } })));
}
