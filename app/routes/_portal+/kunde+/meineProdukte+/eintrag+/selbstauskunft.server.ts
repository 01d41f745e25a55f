import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** What the provider stores about the active company (spec §2 eintrag/selbstauskunft). */
export async function selfDisclosure(context: LoaderFunctionArgs["context"]) {
  const portal = context.portal;
  return portal.need(await portal.api.call((api) => api.customer.entry["self-disclosure"].$get()));
}

export async function loader({ context }: LoaderFunctionArgs) {
  return selfDisclosure(context);
}
