import type { PortalContext } from "~/server/context.server";

const PASSED_ON = ["Content-Type", "Content-Length", "Content-Disposition", "X-Content-Type-Options"] as const;
const text = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" } });

/**
 * A file as /api made it (a PDF, an XRechnung, a ZIP), passed on with its type,
 * size and file name; a refusal as a short German text with its status (/api's
 * message for 404 and 422; a call's refused parameters are a 404 here: the
 * address named no such file). The session's end goes to the login page like
 * any page.
 */
export async function filePassedOn(portal: PortalContext, res: Response | null): Promise<Response> {
  if (!res) return text(502, `Die Datei kann gerade nicht erstellt werden. Bitte versuchen Sie es später erneut (Anfrage-ID ${portal.requestId}).`);
  if (res.status === 401) await portal.need({ ok: false, status: 401, errors: [] });
  if (res.status === 403) return text(403, "Diese Datei gehört zu einer anderen Firma.");
  if (res.status === 404 || res.status === 422 || res.status === 400) {
    const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
    return text(res.status === 400 ? 404 : res.status, body?.errors?.[0]?.message ?? "Die Datei wurde nicht gefunden.");
  }
  if (!res.ok) return text(502, `Die Datei kann gerade nicht erstellt werden (Anfrage-ID ${portal.requestId}).`);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const name of PASSED_ON) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}
