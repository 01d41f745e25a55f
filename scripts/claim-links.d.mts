export const DEMO_CLAIM_LINKS: { companyId: string; state: string }[];
export function sealKeyFromEnv(file?: string): string | null;
export function claimLink(origin: string, key: string, companyId: string, nowMs?: number): Promise<string>;
