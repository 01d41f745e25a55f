export interface DayFigures {
  impressions: number;
  views: number;
  clicks: number;
  desktop: number;
  mobile: number;
  tablet: number;
  local: number;
  nearby: number;
  far: number;
  unknown: number;
}
export function dayFigures(companyId: string, day: string): DayFigures;
export function seededDays(today: string): string[];
export function statisticsStatements(companyIds: string[], today: string): string[];
