import type { ApiLocale } from './api/common';
import type { Review, ReviewSet } from './api/reviews';
import { hasMoreReviews, REVIEW_PAGE_SIZE, type ReviewLanguageFilter, type ReviewSort } from './reviews';

// Browsing a hotel's reviews: the block's highlights and the modal's pages (001 §2.5, 002 §2, §4, §9).

/** The reviews block shows up to 4 reviews with a positive comment (S-398). */
export const REVIEW_HIGHLIGHTS_MAX = 4;

/** The sort the modal opens with: the most recent first. */
export const DEFAULT_REVIEW_SORT: ReviewSort = 'DATE_DESC';

/** Whether a review has a positive comment worth showing (not empty nor blank). */
export function hasPositiveComment(review: Review): boolean {
  return review.positive !== null && review.positive.trim() !== '';
}

/** The reviews the block shows: the first 4 that have a positive comment, in the order given (S-398). */
export function reviewHighlights(reviews: readonly Review[]): Review[] {
  return reviews.filter(hasPositiveComment).slice(0, REVIEW_HIGHLIGHTS_MAX);
}

const languageOfLocale: Record<ApiLocale, Exclude<ReviewLanguageFilter, 'all'>> = {
  fr_FR: 'fr_FR',
  fr_BE: 'fr_FR',
  es_ES: 'es_ES',
  it_IT: 'it_IT',
  nl_NL: 'nl_NL',
  nl_BE: 'nl_NL',
};

/**
 * The language filter the modal opens with: the visitor's language. Reviews are written in four
 * languages, so the Belgian locales read French (fr_FR) and Dutch (nl_NL) reviews, as the API does.
 */
export function reviewLanguageOf(locale: ApiLocale): Exclude<ReviewLanguageFilter, 'all'> {
  return languageOfLocale[locale];
}

/** One request of the reviews modal: the language filter, the sort and the zero-based page of 10. */
export interface ReviewsQuery {
  locale: ReviewLanguageFilter;
  sort: ReviewSort;
  page: number;
}

/** Fetches one page of a hotel's reviews (GET hotel/{id}/reviews.json); aborted when no longer wanted. */
export type ReviewsLoader = (query: ReviewsQuery, signal: AbortSignal) => Promise<ReviewSet>;

/** What the side of the modal shows: the language's score, count and criteria. */
export type ReviewsSummary = Pick<ReviewSet, 'totalCount' | 'score' | 'details' | 'languageFallback'>;

export type ReviewsBrowseStatus = 'loading' | 'loaded' | 'failed';

export interface ReviewsBrowseState {
  locale: ReviewLanguageFilter;
  sort: ReviewSort;
  /** The page being loaded (`loading`), the last one loaded (`loaded`) or the one that failed. */
  page: number;
  status: ReviewsBrowseStatus;
  /** The language's score, count and criteria; null until the language's first answer. */
  summary: ReviewsSummary | null;
  /** The reviews of the pages loaded so far, in the sort's order. */
  list: Review[];
}

export type ReviewsBrowseEvent =
  | { type: 'sort'; sort: ReviewSort }
  | { type: 'language'; locale: ReviewLanguageFilter }
  | { type: 'showMore' }
  | { type: 'retry' }
  | { type: 'loaded'; query: ReviewsQuery; reviews: ReviewSet }
  | { type: 'failed'; query: ReviewsQuery };

/** The modal on opening: page 0 of the language and sort, loading. */
export function startReviewsBrowse(
  locale: ReviewLanguageFilter,
  sort: ReviewSort = DEFAULT_REVIEW_SORT,
): ReviewsBrowseState {
  return { locale, sort, page: 0, status: 'loading', summary: null, list: [] };
}

/** The request the state waits for (or last made). */
export function reviewsBrowseQuery(state: ReviewsBrowseState): ReviewsQuery {
  return { locale: state.locale, sort: state.sort, page: state.page };
}

function isCurrent(state: ReviewsBrowseState, query: ReviewsQuery): boolean {
  return (
    state.status === 'loading' &&
    query.locale === state.locale &&
    query.sort === state.sort &&
    query.page === state.page
  );
}

/**
 * Appends a page's reviews to those already shown, leaving out any already there (a review
 * published between two pages pushes the last one of a page onto the next).
 */
export function mergeReviewPages(shown: readonly Review[], next: readonly Review[]): Review[] {
  const ids = new Set(shown.map((review) => review.id));
  return [...shown, ...next.filter((review) => !ids.has(review.id))];
}

function summaryOf(reviews: ReviewSet): ReviewsSummary {
  const { totalCount, score, details, languageFallback } = reviews;
  return { totalCount, score, details, languageFallback };
}

/** Whether "Show more" shows: the last page loaded and page + 1 < ceil(count / 10) (S-405). */
export function canShowMoreReviews(state: ReviewsBrowseState): boolean {
  return (
    state.status === 'loaded' &&
    state.summary !== null &&
    !hasNoReviewsInLanguage(state) &&
    hasMoreReviews(state.page, state.summary.totalCount)
  );
}

/**
 * Whether the chosen language has no review (S-406): the answer is empty, or holds every
 * language because the API fell back (`languageFallback`).
 */
export function hasNoReviewsInLanguage(state: ReviewsBrowseState): boolean {
  return (
    state.status === 'loaded' &&
    state.locale !== 'all' &&
    state.summary !== null &&
    (state.summary.languageFallback || state.summary.totalCount === 0)
  );
}

/**
 * How many reviews the page being loaded will hold, for placeholders of the final size: 10, or
 * fewer on the last page when the count is known.
 */
export function pendingReviewCount(state: ReviewsBrowseState): number {
  if (state.status !== 'loading') return 0;
  if (state.summary === null || state.summary.languageFallback) return REVIEW_PAGE_SIZE;
  const remaining = state.summary.totalCount - state.page * REVIEW_PAGE_SIZE;
  return Math.max(0, Math.min(REVIEW_PAGE_SIZE, remaining));
}

/**
 * The modal's state after an event. A sort or language change reloads from page 0 (S-404); the
 * sort keeps the language's score and criteria, the language does not. "Show more" asks the next
 * page while there is one (S-405). An answer or a failure counts only for the request awaited, so
 * a late answer to an abandoned request changes nothing.
 */
export function browseReviews(state: ReviewsBrowseState, event: ReviewsBrowseEvent): ReviewsBrowseState {
  switch (event.type) {
    case 'sort':
      if (event.sort === state.sort) return state;
      return { ...state, sort: event.sort, page: 0, status: 'loading', list: [] };
    case 'language':
      if (event.locale === state.locale) return state;
      return { ...state, locale: event.locale, page: 0, status: 'loading', summary: null, list: [] };
    case 'showMore':
      if (!canShowMoreReviews(state)) return state;
      return { ...state, page: state.page + 1, status: 'loading' };
    case 'retry':
      return state.status === 'failed' ? { ...state, status: 'loading' } : state;
    case 'loaded': {
      if (!isCurrent(state, event.query)) return state;
      const list =
        state.page === 0 ? [...event.reviews.list] : mergeReviewPages(state.list, event.reviews.list);
      return { ...state, status: 'loaded', summary: summaryOf(event.reviews), list };
    }
    case 'failed':
      return isCurrent(state, event.query) ? { ...state, status: 'failed' } : state;
  }
}
