import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/** The entry's uploaded logo (spec §7 updateLogoAndSlogan), for the logo tab and the overview. */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  return entryFileAnswer(portal, await portal.api.raw((api) => api.customer.entry.logo.$get()));
}
