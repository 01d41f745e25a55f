import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { suggestionsFor, termProblem } from "~/server/entry/classification.server";
import { isCatalogue } from "#domain/entry-sections/classification-lists";

/**
 * Suggestions as you type for the entry's list sections (spec §7 suggest calls):
 * `?katalog=industries&q=bäck` → `{ suggestions }` as JSON. The page's forms ask
 * here with JavaScript; without it "Vorschläge anzeigen" asks the page itself.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const catalogue = url.searchParams.get("katalog");
  const term = (url.searchParams.get("q") ?? "").trim();
  const problem = isCatalogue(catalogue) ? termProblem(term) : "Unbekannte Liste.";
  if (problem || !isCatalogue(catalogue)) return Response.json({ error: problem }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const res = await suggestionsFor(context.portal, catalogue, term);
  if (!res.ok) {
    if (res.status === 401 || res.status === 403) await context.portal.need(res);
    return Response.json({ error: res.errors[0]?.message ?? null }, { status: res.status >= 500 ? 502 : 400, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json({ suggestions: res.data.suggestions }, { headers: { "Cache-Control": "private, no-store" } });
}
