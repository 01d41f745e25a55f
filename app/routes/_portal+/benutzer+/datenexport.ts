import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatDateWire } from "#domain/format";
import { FILE_CSP } from "~/server/answer-headers.server";

/**
 * Everything stored about the user as one JSON file (DSGVO art. 15 and 20;
 * GET /api/user/data/export), downloaded as "mein-bereich-daten-<date>.json".
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const data = await portal.need(await portal.api.call((api) => api.user.data.export.$get()));
  return new Response(JSON.stringify(data.export, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mein-bereich-daten-${formatDateWire(new Date())}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // a file, never a page: opened as a document it runs nothing (worker.ts keeps this on every answer that is no page)
      "Content-Security-Policy": FILE_CSP,
    },
  });
}
