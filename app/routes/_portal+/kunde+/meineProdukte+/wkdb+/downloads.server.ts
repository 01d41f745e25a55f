import type { PortalContext } from "~/server/context.server";
import { filePassedOn } from "~/server/file-download.server";

/**
 * A PDF of "Wer kennt den BESTEN" as /api drew it (spec §7 awards/…/download,
 * marketing-packages/reports/download), passed on as every file
 * (app/server/file-download.server.ts): an award not earned is a 422 with what is missing.
 */
export const pdfPassedOn = filePassedOn;

/** The active company's id, which the calls' bodies name (spec §7 `{companyId, …}`; the area refuses another with 403). */
export const activeCompanyId = async (portal: PortalContext) => (await portal.auth())?.accountId ?? "";
