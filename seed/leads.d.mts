export interface SeededLead {
  externalId: string;
  type: "request" | "offer" | "job" | "message";
  subject: string;
  message: string;
  requesterName: string;
  requesterEmail: string;
  requesterPhone: string | null;
  createdAt: string;
  acceptedAt: string | null;
  acceptedBy: string | null;
  answeredAt: string | null;
  jobTitle: string | null;
  jobClosedOn: string | null;
  deleteOn: string | null;
}
export const LEAD_COMPANIES: { companyId: string; start: string; perDay: number; kinds: [string, number][] }[];
export function jobAdsOf(companyId: string, today: string): { title: string; from: string; closedOn: string | null }[];
export function plusMonths(iso: string, months: number): string;
export function leadDays(today: string): string[];
export function leadsOn(companyId: string, day: string, today: string, source?: string): SeededLead[];
export function leadStatements(today: string, companies?: { companyId: string; source?: string }[], days?: string[]): string[];
