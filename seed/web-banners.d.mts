export interface SeededWebBanner {
  id: string;
  n: number;
  companyId: string;
  flavour: "Skyscraper" | "Rectangle" | "Leaderboard" | "Mobile";
  name: string;
  targetUrl: string;
  startDate: string;
  endDate: string;
  status: string;
  impressions: number;
  clicks: number;
  width: number;
  height: number;
  colour: [number, number, number];
}
export interface SeededCreative {
  id: string;
  bannerId: string;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
  objectKey: string;
  scale: number;
}
export function webBannersOn(today: string, companyId?: string): SeededWebBanner[];
export function creativesOf(banner: SeededWebBanner): SeededCreative[];
export function creativeImage(banner: SeededWebBanner, creative: SeededCreative): Uint8Array;
export function webBannerStatements(today: string, companyIds?: string[]): string[];
export function webBannerObjects(today: string): { key: string; bytes: Uint8Array; contentType: string; fileName: string }[];
