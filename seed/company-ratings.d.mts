export const RATED_COMPANIES: string[];
export interface SeededRating {
  id: number;
  portal: string;
  authorName: string;
  stars: number;
  text: string;
  ratedAt: string;
  state: "IN_REVIEW" | "PUBLISHED" | "REJECTED";
  answerText: string | null;
  answeredAt: string | null;
}
export function ratingsOn(companyId: string, source: string, day: string, today: string): SeededRating[];
export function companyRatingStatements(today: string, companies?: { id: string; source: string }[], days?: string[]): string[];
