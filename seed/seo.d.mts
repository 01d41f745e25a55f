export interface SeoKeyword {
  id: number;
  companyId: string;
  keyword: string;
  city: string | null;
  position: number;
  /** the position it settles at (else drawn from the keyword) */
  level?: number;
}
export const SEO_KEYWORDS: SeoKeyword[];
export function positionOn(k: Pick<SeoKeyword, "companyId" | "keyword" | "city" | "level">, day: string): number | null;
export function seoStatements(today: string, keywords?: SeoKeyword[]): string[];
