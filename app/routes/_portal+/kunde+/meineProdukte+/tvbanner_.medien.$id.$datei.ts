import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

const PASSED_ON = ["Content-Type", "Content-Length", "Content-Range", "Accept-Ranges", "X-Content-Type-Options", "Content-Security-Policy"] as const;
const text = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" } });

/**
 * A creative's video (MP4) or poster (JPEG) for the TV-banner page's player
 * (spec §2 tvbanner), from the backend as it answers: the browser's byte
 * ranges (`Range`, as a video element asks for them) passed on, 206 and
 * Content-Range passed back. Another company's creative: 403.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const portal = context.portal;
  const kind = params.datei;
  if (kind !== "video" && kind !== "poster") return text(404, "Die Datei wurde nicht gefunden.");
  const range = request.headers.get("Range");
  const res = await portal.api.raw((api) =>
    api["tv-banners"].getCreativeMedia[":binaryMasterId"][":kind"].$get({ param: { binaryMasterId: params.id ?? "", kind } }, range ? { headers: { Range: range } } : undefined),
  );
  if (!res) return text(502, `Die Datei kann gerade nicht geladen werden. Bitte versuchen Sie es später erneut (Anfrage-ID ${portal.requestId}).`);
  if (res.status === 401) await portal.need({ ok: false, status: 401, errors: [] });
  if (res.status === 403) return text(403, "Dieses Motiv gehört zu einer anderen Firma.");
  if (res.status === 404) return text(404, "Die Datei wurde nicht gefunden.");
  if (res.status === 416) return new Response(null, { status: 416, headers: { "Content-Range": res.headers.get("Content-Range") ?? "" } });
  if (!res.ok) return text(502, `Die Datei kann gerade nicht geladen werden (Anfrage-ID ${portal.requestId}).`);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const name of PASSED_ON) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: res.status, headers });
}
