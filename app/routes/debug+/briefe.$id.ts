import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiClient } from "~/server/api-client.server";
import { debugMailsEnabled } from "#domain/env";

/** A claim letter of the outbox as its printable PDF (decision 074): outside production only, as /debug/mails. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const portal = context.portal;
  if (!debugMailsEnabled(portal.env)) return new Response(null, { status: 404 });
  const res = await portal.api.raw((api) => api.debug.letters[":id"].$get({ param: { id: params.id ?? "" } }, ApiClient.anonymous));
  if (!res || !res.ok) return new Response("Diesen Brief gibt es nicht.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(res.body, { headers: { "Content-Type": "application/pdf", "Content-Disposition": res.headers.get("Content-Disposition") ?? "inline" } });
}
