import { describe, expect, it } from 'vitest';
import type { Review, ReviewSet } from './api/reviews';
import {
  browseReviews,
  canShowMoreReviews,
  DEFAULT_REVIEW_SORT,
  hasNoReviewsInLanguage,
  mergeReviewPages,
  pendingReviewCount,
  type ReviewsBrowseState,
  type ReviewsQuery,
  reviewHighlights,
  reviewLanguageOf,
  reviewsBrowseQuery,
  startReviewsBrowse,
} from './reviewsBrowse';

const review = (id: number, partial: Partial<Review> = {}): Review => ({
  id,
  locale: 'fr_FR',
  customer: `Client ${id}`,
  type: 'couple',
  date: '2026-06-01',
  average: 8,
  positive: 'Très bon séjour.',
  negative: null,
  ...partial,
});

const ids = (reviews: readonly Review[]) => reviews.map((r) => r.id);

/** Page `page` of a set of `totalCount` reviews numbered from 1 in the sort's order. */
function answer(page: number, totalCount: number, partial: Partial<ReviewSet> = {}): ReviewSet {
  const first = page * 10 + 1;
  const last = Math.min(totalCount, first + 9);
  return {
    totalCount,
    score: totalCount > 0 ? 8.2 : null,
    page,
    languageFallback: false,
    list: Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => review(first + index)),
    details: totalCount > 0 ? [{ label: 'welcoming', score: 8.3 }] : [],
    ...partial,
  };
}

/** The state after the awaited request got `reviews`. */
function load(state: ReviewsBrowseState, reviews: ReviewSet): ReviewsBrowseState {
  return browseReviews(state, { type: 'loaded', query: reviewsBrowseQuery(state), reviews });
}

describe('reviewHighlights', () => {
  it('S-398 keeps only reviews with a positive comment, at most 4, in their order', () => {
    const reviews = [
      review(1),
      review(2, { positive: null }),
      review(3, { positive: '   ' }),
      review(4),
      review(5, { positive: '', negative: 'Bruyant.' }),
      review(6),
      review(7),
      review(8),
    ];
    expect(ids(reviewHighlights(reviews))).toEqual([1, 4, 6, 7]);
    expect(reviewHighlights([review(1, { positive: null })])).toEqual([]);
    expect(reviewHighlights([])).toEqual([]);
  });
});

describe('reviewLanguageOf', () => {
  it('opens the modal on the visitor’s language; the Belgian locales read French and Dutch reviews', () => {
    expect(reviewLanguageOf('fr_FR')).toBe('fr_FR');
    expect(reviewLanguageOf('es_ES')).toBe('es_ES');
    expect(reviewLanguageOf('it_IT')).toBe('it_IT');
    expect(reviewLanguageOf('nl_NL')).toBe('nl_NL');
    expect(reviewLanguageOf('fr_BE')).toBe('fr_FR');
    expect(reviewLanguageOf('nl_BE')).toBe('nl_NL');
  });
});

describe('mergeReviewPages', () => {
  it('S-405 appends the next page after the reviews shown, without repeating one', () => {
    expect(ids(mergeReviewPages([review(1), review(2)], [review(3), review(4)]))).toEqual([1, 2, 3, 4]);
    expect(ids(mergeReviewPages([review(1), review(2)], [review(2), review(3)]))).toEqual([1, 2, 3]);
    expect(ids(mergeReviewPages([], [review(5)]))).toEqual([5]);
  });
});

describe('browseReviews', () => {
  it('opens on page 0 of the language, most recent first, loading', () => {
    const state = startReviewsBrowse('fr_FR');
    expect(DEFAULT_REVIEW_SORT).toBe('DATE_DESC');
    expect(reviewsBrowseQuery(state)).toEqual({ locale: 'fr_FR', sort: 'DATE_DESC', page: 0 });
    expect(state.status).toBe('loading');
    expect(canShowMoreReviews(state)).toBe(false);
  });

  it('S-405 "Show more" asks page + 1 and appends it, while page + 1 < ceil(count / 10)', () => {
    let state = load(startReviewsBrowse('all'), answer(0, 21));
    expect(state.list).toHaveLength(10);
    expect(canShowMoreReviews(state)).toBe(true);

    state = browseReviews(state, { type: 'showMore' });
    expect(reviewsBrowseQuery(state)).toEqual({ locale: 'all', sort: 'DATE_DESC', page: 1 });
    expect(state.list).toHaveLength(10);
    expect(canShowMoreReviews(state)).toBe(false);
    // Pressed twice before the answer: still one page further.
    expect(browseReviews(state, { type: 'showMore' })).toBe(state);

    state = load(state, answer(1, 21));
    expect(ids(state.list)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(canShowMoreReviews(state)).toBe(true);

    state = load(browseReviews(state, { type: 'showMore' }), answer(2, 21));
    expect(state.list).toHaveLength(21);
    expect(state.page).toBe(2);
    expect(canShowMoreReviews(state)).toBe(false);
    expect(browseReviews(state, { type: 'showMore' })).toBe(state);
  });

  it('S-405 shows no "Show more" at exactly 10 or 20 reviews, and shows it at 11', () => {
    expect(canShowMoreReviews(load(startReviewsBrowse('all'), answer(0, 10)))).toBe(false);
    expect(canShowMoreReviews(load(startReviewsBrowse('all'), answer(0, 11)))).toBe(true);
    const second = browseReviews(load(startReviewsBrowse('all'), answer(0, 20)), { type: 'showMore' });
    expect(canShowMoreReviews(load(second, answer(1, 20)))).toBe(false);
    expect(canShowMoreReviews(load(startReviewsBrowse('all'), answer(0, 0)))).toBe(false);
  });

  it('S-404 a sort change reloads from page 0 and keeps the language’s score and criteria', () => {
    let state = load(startReviewsBrowse('fr_FR'), answer(0, 35));
    state = load(browseReviews(state, { type: 'showMore' }), answer(1, 35));
    state = browseReviews(state, { type: 'sort', sort: 'SCORE_ASC' });
    expect(reviewsBrowseQuery(state)).toEqual({ locale: 'fr_FR', sort: 'SCORE_ASC', page: 0 });
    expect(state.status).toBe('loading');
    expect(state.list).toEqual([]);
    expect(state.summary?.totalCount).toBe(35);
    expect(browseReviews(state, { type: 'sort', sort: 'SCORE_ASC' })).toBe(state);
  });

  it('S-404 a language change reloads from page 0 and forgets the score of the previous language', () => {
    let state = load(startReviewsBrowse('fr_FR'), answer(0, 35));
    state = load(browseReviews(state, { type: 'showMore' }), answer(1, 35));
    state = browseReviews(state, { type: 'language', locale: 'nl_NL' });
    expect(reviewsBrowseQuery(state)).toEqual({ locale: 'nl_NL', sort: 'DATE_DESC', page: 0 });
    expect(state.summary).toBeNull();
    expect(state.list).toEqual([]);
    state = load(state, answer(0, 3));
    expect(state.list).toHaveLength(3);
    expect(state.summary?.totalCount).toBe(3);
  });

  it('S-404 ignores the late answer of a request given up for another sort or language', () => {
    const first = startReviewsBrowse('fr_FR');
    const stale: ReviewsQuery = reviewsBrowseQuery(first);
    const changed = browseReviews(first, { type: 'sort', sort: 'SCORE_DESC' });
    expect(browseReviews(changed, { type: 'loaded', query: stale, reviews: answer(0, 30) })).toBe(changed);
    expect(browseReviews(changed, { type: 'failed', query: stale })).toBe(changed);
    const loaded = load(changed, answer(0, 30));
    expect(
      browseReviews(loaded, { type: 'loaded', query: reviewsBrowseQuery(loaded), reviews: answer(0, 1) }),
    ).toBe(loaded);
  });

  it('S-406 marks a language without reviews, whether the answer is empty or fell back to every language', () => {
    const empty = load(startReviewsBrowse('it_IT'), answer(0, 0));
    expect(hasNoReviewsInLanguage(empty)).toBe(true);
    expect(canShowMoreReviews(empty)).toBe(false);

    const fallback = load(startReviewsBrowse('it_IT'), answer(0, 40, { languageFallback: true }));
    expect(hasNoReviewsInLanguage(fallback)).toBe(true);
    expect(canShowMoreReviews(fallback)).toBe(false);

    const all = browseReviews(empty, { type: 'language', locale: 'all' });
    expect(hasNoReviewsInLanguage(all)).toBe(false);
    expect(reviewsBrowseQuery(all)).toEqual({ locale: 'all', sort: 'DATE_DESC', page: 0 });
    expect(hasNoReviewsInLanguage(load(all, answer(0, 0)))).toBe(false);
    expect(hasNoReviewsInLanguage(load(startReviewsBrowse('fr_FR'), answer(0, 1)))).toBe(false);
  });

  it('a failed page keeps the reviews shown and is asked again on retry', () => {
    let state = load(startReviewsBrowse('all'), answer(0, 25));
    state = browseReviews(state, { type: 'showMore' });
    state = browseReviews(state, { type: 'failed', query: reviewsBrowseQuery(state) });
    expect(state.status).toBe('failed');
    expect(state.list).toHaveLength(10);
    expect(canShowMoreReviews(state)).toBe(false);
    expect(browseReviews(state, { type: 'showMore' })).toBe(state);

    state = browseReviews(state, { type: 'retry' });
    expect(state.status).toBe('loading');
    expect(reviewsBrowseQuery(state)).toEqual({ locale: 'all', sort: 'DATE_DESC', page: 1 });
    state = load(state, answer(1, 25));
    expect(state.list).toHaveLength(20);
    expect(browseReviews(state, { type: 'retry' })).toBe(state);
  });

  it('placeholders match the page being loaded: 10, or what is left on the last page', () => {
    const opening = startReviewsBrowse('fr_FR');
    expect(pendingReviewCount(opening)).toBe(10);
    let state = load(opening, answer(0, 23));
    expect(pendingReviewCount(state)).toBe(0);
    state = load(browseReviews(state, { type: 'showMore' }), answer(1, 23));
    expect(pendingReviewCount(browseReviews(state, { type: 'showMore' }))).toBe(3);
    expect(pendingReviewCount(browseReviews(state, { type: 'sort', sort: 'DATE_ASC' }))).toBe(10);
    const few = load(startReviewsBrowse('nl_NL'), answer(0, 4));
    expect(pendingReviewCount(browseReviews(few, { type: 'sort', sort: 'SCORE_DESC' }))).toBe(4);
  });
});
