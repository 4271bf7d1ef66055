import { describe, expect, it } from 'vitest';
import { lightboxIndex, SWIPE_MIN_PX, swipeStep } from './swipe';

describe('lightboxIndex', () => {
  it('S-198 next and previous move by one picture', () => {
    expect(lightboxIndex(2, 1, 10)).toBe(3);
    expect(lightboxIndex(2, -1, 10)).toBe(1);
  });

  it('S-219 goes round at both ends', () => {
    expect(lightboxIndex(9, 1, 10)).toBe(0);
    expect(lightboxIndex(0, -1, 10)).toBe(9);
    expect(lightboxIndex(0, -1, 1)).toBe(0);
  });

  it('stays at 0 without pictures', () => {
    expect(lightboxIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('S-219 a swipe to the left shows the next picture, to the right the previous one', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(120, 10)).toBe(-1);
  });

  it('S-219 ignores short and mostly vertical swipes', () => {
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});
