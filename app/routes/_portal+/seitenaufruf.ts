import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { recordView } from "~/server/tracking.server";
import { pathTo } from "#domain/pages";

/** No page of its own: a visit leads to the dashboard. */
export const loader = () => redirect(pathTo("dashboard"));

/**
 * The beacon of a page the browser showed without a new document (a client
 * navigation; spec §7 tracking, decision 084): `pfad` is its path, recorded as its
 * section path by POST /api/tartaros/user/views in the background of this answer.
 * Answers 204, or a 4xx without a body (a path that is none); the page never waits for it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const portal = context.portal;
  const form = await request.formData();
  const path = form.get("pfad");
  if (typeof path !== "string" || !path.startsWith("/") || path.length > 500) return new Response(null, { status: 400 });
  const auth = await portal.auth();
  if (!auth) return new Response(null, { status: 401 });
  if (auth.cuca) return new Response(null, { status: 204 });
  const status = await recordView(portal, auth.userId, path);
  return new Response(null, { status: status < 300 ? 204 : status < 500 ? status : 502 });
}
