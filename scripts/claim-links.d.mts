export const DEMO_CLAIM_LINKS: { companyId: string; state: string }[];
export function sealKeyFromEnv(file?: string): string | null;
export function claimLink(origin: string, key: string, companyId: string, nowMs?: number): Promise<string>;
export const DEMO_ACCOUNT_LINKS: { customerNumber: string; state: string }[];
export function accountLink(origin: string, key: string, customerNumber: string, nowMs?: number): Promise<string>;
