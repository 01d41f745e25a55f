import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FILE_CSP } from "~/server/answer-headers.server";
import { selfDisclosure } from "./selbstauskunft.server";

/**
 * The self-disclosure as a file (spec §2 eintrag/selbstauskunft "download"):
 * JSON, machine-readable (as GDPR Art. 20 asks of data portability), named
 * after the company and the day.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const data = await selfDisclosure(context);
  const day = data.generated_at.slice(0, 10);
  const name = `selbstauskunft-${data.account.company_id.replace(/[^A-Za-z0-9-]/g, "")}-${day}.json`;
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      // a file, never a page: opened as a document it runs nothing (worker.ts keeps this on every answer that is no page)
      "Content-Security-Policy": FILE_CSP,
    },
  });
}
