import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadAnswer } from "~/server/answer-headers.server";
import { disclosureFileName } from "./__selbstauskunft";
import { selfDisclosure } from "./selbstauskunft.server";

/**
 * The self-disclosure as a file (spec §2 eintrag/selbstauskunft "download"):
 * JSON, machine-readable (as GDPR Art. 20 asks of data portability), named
 * after the company and the day.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const data = await selfDisclosure(context);
  return downloadAnswer(JSON.stringify(data, null, 2), "application/json; charset=utf-8", disclosureFileName(data, "json"));
}
