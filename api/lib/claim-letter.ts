import type { ClaimLetter } from "./claim-letter-drawing";

export type { ClaimLetter };

/** The claim letter as PDF (decision 074); pdf-lib is loaded with the first letter. */
export const claimLetterPdf = async (l: ClaimLetter): Promise<Uint8Array> => (await import("./claim-letter-drawing")).claimLetterPdf(l);

/** Where a claim letter's content is kept in R2 (FILES), as JSON (ClaimLetter); the PDF is drawn from it when asked for. */
export const claimLetterKey = (claimId: number) => `claim-letters/${claimId}.json`;
