import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { berlinToday } from "#domain/format";
import { downloadAnswer } from "~/server/answer-headers.server";

/**
 * Everything stored about the user as one JSON file (DSGVO art. 15 and 20;
 * GET /api/user/data/export), downloaded as "mein-bereich-daten-<date>.json".
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const data = await portal.need(await portal.api.call((api) => api.user.data.export.$get()));
  return downloadAnswer(JSON.stringify(data.export, null, 2), "application/json; charset=utf-8", `mein-bereich-daten-${berlinToday()}.json`);
}
