import { describe, expect, it } from 'vitest';
import {
  hasMoreReviews,
  REVIEW_PAGE_SIZE,
  reviewCriteria,
  reviewLanguageFilters,
  reviewSorts,
  scoreBarPercent,
  scoreOneDecimal,
} from './reviews';

describe('reviews', () => {
  it('S-405 pages hold 10 reviews and more remain while page + 1 < ceil(count / 10)', () => {
    expect(REVIEW_PAGE_SIZE).toBe(10);
    expect(hasMoreReviews(0, 10)).toBe(false);
    expect(hasMoreReviews(0, 11)).toBe(true);
    expect(hasMoreReviews(1, 20)).toBe(false);
    expect(hasMoreReviews(1, 21)).toBe(true);
    expect(hasMoreReviews(0, 0)).toBe(false);
  });

  it('S-403 scores show one decimal, halves rounded up', () => {
    expect(scoreOneDecimal(8.15)).toBe(8.2);
    expect(scoreOneDecimal(8.14999)).toBe(8.1);
    expect(scoreOneDecimal(7.25)).toBe(7.3);
    expect(scoreOneDecimal(9)).toBe(9);
    expect(scoreOneDecimal(8.333333)).toBe(8.3);
  });

  it('S-403 a criterion bar is the score times 10 percent, within 0 and 100', () => {
    expect(scoreBarPercent(8.4)).toBeCloseTo(84);
    expect(scoreBarPercent(10)).toBe(100);
    expect(scoreBarPercent(12)).toBe(100);
    expect(scoreBarPercent(-1)).toBe(0);
  });

  it('S-408 offers the four sorts and the five language filters; S-402 the six criteria', () => {
    expect(reviewSorts).toEqual(['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC']);
    expect(reviewLanguageFilters).toEqual(['all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL']);
    expect(reviewCriteria).toEqual([
      'welcoming',
      'comfort',
      'cleanliness',
      'food',
      'localization',
      'priceQualityRatio',
    ]);
  });
});
