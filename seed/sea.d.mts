export interface SeaAccount {
  companyId: string;
  adplorerCompanyId: string;
  monthlyBudgetCents: number;
  start: string;
  adGroups: [name: string, campaigns: string[]][];
}
export const SEA_ACCOUNTS: SeaAccount[];
export interface SeaGroup {
  id: string;
  name: string;
  position: number;
  campaigns: { id: string; name: string; position: number }[];
}
export function structureOf(account: SeaAccount): SeaGroup[];
export function campaignDay(account: SeaAccount, campaignId: string, day: string): { impressions: number; clicks: number; costCents: number; conversions: number } | null;
export function seaStatements(today: string, accounts?: SeaAccount[]): string[];
