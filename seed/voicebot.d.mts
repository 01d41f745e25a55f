export interface VoicebotContract {
  companyId: string;
  token: string;
  phoneNumber: string;
  start: string;
}
export const VOICEBOT_CONTRACTS: VoicebotContract[];
export interface SeededVoicebotCall {
  id: string;
  startedAt: string;
  callerNumber: string;
  outcome: "answered" | "forwarded" | "message" | "hungUp";
  durationSeconds: number;
  reason: "appointment" | "emergency" | "quote" | "invoice" | "other" | null;
  reasonText: string | null;
}
export function voicebotCallsOn(contract: VoicebotContract, day: string): SeededVoicebotCall[];
export function voicebotStatements(today: string, contracts?: VoicebotContract[], days?: string[]): string[];
