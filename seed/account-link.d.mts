export interface AccountLinkCompany {
  id: string;
  customerNumber: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
}
export const ACCOUNT_LINK_COMPANIES: AccountLinkCompany[];
export const ACCOUNT_LINK_TEST_COMPANIES: AccountLinkCompany[];
export const ACCOUNT_LINK_STATE_CUSTOMERS: { companyId: string; customerNumber: string }[];
export function accountLinkStatements(o?: { withTests?: boolean }): string[];
