export interface SecretarialContract {
  companyId: string;
  serviceNumber: string;
  includedMinutes: number;
  start: string;
}
export const SECRETARIAL_CONTRACTS: SecretarialContract[];
export interface SeededCall {
  id: string;
  startedAt: string;
  callerNumber: string;
  callerName: string | null;
  concern: string;
  message: string;
  durationSeconds: number;
}
export function callsOn(contract: SecretarialContract, day: string): SeededCall[];
export function secretarialStatements(today: string, contracts?: SecretarialContract[], days?: string[]): string[];
