/**
 * The rating products' PDFs (decisions 055, 058): the file names here, the
 * drawing (pdf-lib) in api/lib/rating-pdf-drawing.ts, loaded when the first
 * PDF is asked for — every other call, and every API test file, goes without
 * pdf-lib's hundred and more modules.
 */
import type { AwardPdf } from "./rating-pdf-drawing";
import type { MonthReport } from "../services/rating-awards";
import { AWARD_RULES, type AwardKind } from "#domain/rating-awards";

export type { AwardPdf };

const drawing = () => import("./rating-pdf-drawing");

/** An award certificate (decision 055). */
export const awardPdf = async (a: AwardPdf, created: Date): Promise<Uint8Array> => (await drawing()).awardPdf(a, created);

/** A month's marketing package (decision 058). */
export const reportPdf = async (companyName: string, r: MonthReport, created: Date): Promise<Uint8Array> => (await drawing()).reportPdf(companyName, r, created);

/** The file name of an award: "Bewertungssiegel Bäckerei Krüger GmbH 2025-11 bis 2026-10.pdf". */
export const awardFileName = (kind: AwardKind, companyName: string, period: { from: string; to: string }) =>
  `${AWARD_RULES[kind].title} ${companyName} ${period.from.slice(0, 7)} bis ${period.to.slice(0, 7)}.pdf`;

/** The file name of a month's report: "Vermarktungspaket Bäckerei Krüger GmbH 2026-10.pdf". */
export const reportFileName = (companyName: string, month: string) => `Vermarktungspaket ${companyName} ${month}.pdf`;
