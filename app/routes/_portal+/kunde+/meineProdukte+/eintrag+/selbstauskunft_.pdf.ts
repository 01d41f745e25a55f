import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FILE_CSP } from "~/server/answer-headers.server";
import { renderReport } from "~/server/pdf-report.server";
import { formatDateTimeDe } from "#domain/format";
import { disclosureSections } from "./__selbstauskunft";
import { selfDisclosure } from "./selbstauskunft.server";

/**
 * The self-disclosure as a PDF to read and file (spec §2 eintrag/selbstauskunft):
 * the same sections as the page, every list in full, named after the company and the day.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const data = await selfDisclosure(context);
  const generated = new Date(data.generated_at);
  const pdf = await renderReport(
    {
      title: "Selbstauskunft",
      subtitle: [`${data.account.company_name} (Firmen-ID ${data.account.company_id})`, `Stand: ${formatDateTimeDe(generated)}`],
      sections: disclosureSections(data),
      author: "Mein Bereich",
    },
    generated,
  );
  const name = `selbstauskunft-${data.account.company_id.replace(/[^A-Za-z0-9-]/g, "")}-${data.generated_at.slice(0, 10)}.pdf`;
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      // a file, never a page
      "Content-Security-Policy": FILE_CSP,
    },
  });
}
