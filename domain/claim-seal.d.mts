export function sealKeyBytes(secret: string | undefined): Uint8Array | null;
export function sealCompany(secret: string, companyId: string, nowMs?: number, nonce?: string): Promise<string>;
export type OpenedCompany =
  | { ok: true; companyId: string; issuedAt: number; nonce: string }
  | { ok: false; reason: "malformed" | "other-key" | "altered" | "expired" | "future" };
export function openCompany(secret: string, data: string, nowMs: number, maxAgeMs: number): Promise<OpenedCompany>;
export function sealCustomerNumber(secret: string, customerNumber: string, nowMs?: number, nonce?: string): Promise<string>;
export type OpenedCustomerNumber =
  | { ok: true; customerNumber: string; issuedAt: number; nonce: string }
  | { ok: false; reason: "malformed" | "other-key" | "altered" | "expired" | "future" };
export function openCustomerNumber(secret: string, data: string, nowMs: number, maxAgeMs: number): Promise<OpenedCustomerNumber>;
