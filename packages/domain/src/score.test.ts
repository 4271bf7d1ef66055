import { describe, expect, it } from 'vitest';
import { ratingOutOfTen, scoreLabel } from './score';

describe('scoreLabel', () => {
  it('S-151 shows no label under 7', () => {
    expect(scoreLabel(6.99)).toBeNull();
    expect(scoreLabel(0)).toBeNull();
    expect(scoreLabel(6.99, { showAllIncentives: true })).toBeNull();
  });

  it('S-152 shows "Good" from 7 to below 8 only when all incentives are shown (G-20)', () => {
    expect(scoreLabel(7)).toBeNull();
    expect(scoreLabel(7.99)).toBeNull();
    expect(scoreLabel(7, { showAllIncentives: true })).toBe('good');
    expect(scoreLabel(7.99, { showAllIncentives: true })).toBe('good');
  });

  it('S-151 shows "Very good" from 8 to below 8.5', () => {
    expect(scoreLabel(8.0)).toBe('veryGood');
    expect(scoreLabel(8.49)).toBe('veryGood');
    expect(scoreLabel(8, { showAllIncentives: true })).toBe('veryGood');
  });

  it('S-151 shows "Excellent" from 8.5 to below 9', () => {
    expect(scoreLabel(8.5)).toBe('excellent');
    expect(scoreLabel(8.99)).toBe('excellent');
  });

  it('S-151 shows "Fantastic" from 9 to below 9.5', () => {
    expect(scoreLabel(9)).toBe('fantastic');
    expect(scoreLabel(9.49)).toBe('fantastic');
  });

  it('S-151 shows "Perfect" from 9.5', () => {
    expect(scoreLabel(9.5)).toBe('perfect');
    expect(scoreLabel(10)).toBe('perfect');
  });

  it('S-153 shows "New" without a score', () => {
    expect(scoreLabel(null)).toBe('new');
    expect(scoreLabel(undefined)).toBe('new');
    expect(scoreLabel(Number.NaN)).toBe('new');
  });
});

describe('ratingOutOfTen', () => {
  it('S-155 writes a rating without a slash out of 10', () => {
    expect(ratingOutOfTen('8')).toBe('8/10');
    expect(ratingOutOfTen(' 8,5 ')).toBe('8,5/10');
  });

  it('S-155 leaves a rating with a slash unchanged', () => {
    expect(ratingOutOfTen('8/10')).toBe('8/10');
    expect(ratingOutOfTen('4/5')).toBe('4/5');
  });

  it('leaves an empty rating empty', () => {
    expect(ratingOutOfTen('  ')).toBe('');
  });
});
