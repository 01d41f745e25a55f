export function sealKeyBytes(secret: string | undefined): Uint8Array | null;
export function sealCompany(secret: string, companyId: string, nowMs?: number, nonce?: string): Promise<string>;
export type OpenedCompany =
  | { ok: true; companyId: string; issuedAt: number; nonce: string }
  | { ok: false; reason: "malformed" | "other-key" | "altered" | "expired" | "future" };
export function openCompany(secret: string, data: string, nowMs: number, maxAgeMs: number): Promise<OpenedCompany>;
