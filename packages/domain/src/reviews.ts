// Hotel reviews (002 §3 Review set, §4 Reviews, §9).

/** Reviews load 10 at a time (002 §9). */
export const REVIEW_PAGE_SIZE = 10;

/** Sort options of the reviews modal (S-408). */
export const reviewSorts = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

/** Language filter options of the reviews modal (S-408). */
export const reviewLanguageFilters = ['all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;
export type ReviewLanguageFilter = (typeof reviewLanguageFilters)[number];

/** The criteria each review scores, in the order they are shown (002 §3, S-402). */
export const reviewCriteria = [
  'welcoming',
  'comfort',
  'cleanliness',
  'food',
  'localization',
  'priceQualityRatio',
] as const;
export type ReviewCriterion = (typeof reviewCriteria)[number];

/** "Show more" stays while the current page + 1 is below ceil(count / 10) (S-405). */
export function hasMoreReviews(page: number, totalCount: number): boolean {
  return page + 1 < Math.ceil(totalCount / REVIEW_PAGE_SIZE);
}

/** A score with one decimal, halves rounded up (S-403). */
export function scoreOneDecimal(score: number): number {
  // Through the tenths as an integer, so 8.15 (8.1499… in binary) still rounds to 8.2.
  return Math.round(Number((score * 10).toPrecision(12))) / 10;
}

/** The width of a criterion's bar: the score times 10 percent, within 0–100 (S-403). */
export function scoreBarPercent(score: number): number {
  return Math.min(100, Math.max(0, score * 10));
}
