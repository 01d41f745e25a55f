import { RATING_CHECK_STATEMENT } from "#domain/rating-labels";

/**
 * How ratings are checked before they are published (§ 5b (3) UWG), on the
 * public-facing rating pages (the user's own ratings, the rating form): folded
 * into a summary line, open to read without JavaScript.
 */
export function RatingCheckNote({ className = "" }: { className?: string }) {
  return (
    <details className={`max-w-2xl text-sm text-slate-700 ${className}`} data-testid="rating-check">
      <summary className="cursor-pointer font-medium text-blue-900">Wie wir Bewertungen prüfen</summary>
      <p className="mt-1">{RATING_CHECK_STATEMENT}</p>
    </details>
  );
}
