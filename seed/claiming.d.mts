export interface ClaimDemoCompany {
  id: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  state: "hold" | "pending" | "partner" | "unclaimed";
  holdReason?: string;
  partner?: string;
}
export const CLAIM_COMPANIES: ClaimDemoCompany[];
export const CLAIM_TEST_COMPANIES: ClaimDemoCompany[];
export function claimingStatements(o?: { withTests?: boolean }): string[];
