import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadAnswer } from "~/server/answer-headers.server";
import { renderReport } from "~/server/pdf-report.server";
import { formatDateTimeDe } from "#domain/format";
import { disclosureFileName, disclosureSections } from "./__selbstauskunft";
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
  return downloadAnswer(pdf, "application/pdf", disclosureFileName(data, "pdf"));
}
