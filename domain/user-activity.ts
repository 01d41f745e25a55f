/**
 * The user's own ratings, searches and viewed entries (spec §3, §9): page sizes
 * and placeholders. The rules of a rating are in domain/rating-rules.ts (they
 * come with the form kit, after the first paint).
 */

/** Spec §9: ratings 5 per page (3 placeholders while loading). */
export const RATINGS_PER_PAGE = 5;
export const RATING_PLACEHOLDERS = 3;
/** Spec §9: recently viewed 5 per page, 3 placeholders. */
export const VIEWED_PER_PAGE = 5;
export const VIEWED_PLACEHOLDERS = 3;
/** Spec §9: latest searches, 5 placeholders; the newest 5 are shown. */
export const SEARCH_PLACEHOLDERS = 5;
export const SEARCHES_SHOWN = 5;

/** "3 von 5 Sternen" */
export const starsLabel = (stars: number) => `${stars} von 5 Sternen`;
