export interface TvMedia {
  key: string;
  file: string;
  contentType: string;
}
export const TV_MEDIA: TvMedia[];
export function tvMediaBytes(m: TvMedia): Uint8Array;
export interface SeededCreative {
  binaryMasterId: string;
  companyId: string;
  title: string;
  durationSeconds: number;
  videoKey: string;
  posterKey: string;
  customerApprovalStatus: "ACCEPTED" | "REJECTED" | "UNVERIFIED";
  customerReason: string | null;
  partnerApprovalStatus: "ACCEPTED" | "REJECTED" | "UNVERIFIED";
  createdAt: string;
}
export const TV_CREATIVES: SeededCreative[];
export interface SeededBanner {
  externalId: string;
  companyId: string;
  location: string;
  screen: string;
  startDate: string;
  endDate: string;
  binaryMasterId: string | null;
}
export const TV_BANNERS: SeededBanner[];
export interface SeededApproval {
  id: number;
  binaryMasterId: string;
  party: "customer" | "partner";
  status: "ACCEPTED" | "REJECTED" | "UNVERIFIED";
  reason: string | null;
  userId: number | null;
  userName: string | null;
  supportStaff: number;
  at: string;
}
export const TV_APPROVALS: SeededApproval[];
export function tvBannerStatements(companyId?: string): string[];
