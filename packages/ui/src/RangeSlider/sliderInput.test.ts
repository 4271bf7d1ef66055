import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inOrder, sanitizeRangeInput, snapToStep } from './sliderInput';

describe('range slider text inputs', () => {
  it('S-088 keeps digits only', () => {
    expect(sanitizeRangeInput('12a3', 250)).toBe(123);
    expect(sanitizeRangeInput(' 4-5 €', 250)).toBe(45);
    expect(sanitizeRangeInput('007', 250)).toBe(7);
    expect(sanitizeRangeInput('1.5', 250)).toBe(15);
  });

  it('S-088 caps the value at the maximum', () => {
    expect(sanitizeRangeInput('249', 250)).toBe(249);
    expect(sanitizeRangeInput('250', 250)).toBe(250);
    expect(sanitizeRangeInput('251', 250)).toBe(250);
    expect(sanitizeRangeInput('99999999999999999999999', 250)).toBe(250);
  });

  it('S-088 empty or digit-free text gives no value', () => {
    expect(sanitizeRangeInput('', 250)).toBeNull();
    expect(sanitizeRangeInput('abc', 250)).toBeNull();
  });

  it('S-088 any text gives null or a whole number from 0 to the maximum', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 1000 }), (text, maxValue) => {
        const value = sanitizeRangeInput(text, maxValue);
        if (value === null) expect(text).not.toMatch(/\d/);
        else {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(maxValue);
        }
      }),
    );
  });

  it('S-088 a typed minimum above the maximum swaps the two', () => {
    expect(inOrder(120, 45)).toEqual([45, 120]);
    expect(inOrder(9, 250)).toEqual([9, 250]);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const [low, high] = inOrder(a, b);
        expect(low).toBeLessThanOrEqual(high);
        expect(new Set([low, high])).toEqual(new Set([a, b]));
      }),
    );
  });

  it('a committed value lands on a step and inside the bounds', () => {
    const price = { minValue: 9, maxValue: 250, step: 1 };
    expect(snapToStep(8, price)).toBe(9);
    expect(snapToStep(251, price)).toBe(250);
    expect(snapToStep(12.4, price)).toBe(12);
    expect(snapToStep(23, { minValue: 0, maxValue: 300, step: 10 })).toBe(20);
    expect(snapToStep(296, { minValue: 0, maxValue: 300, step: 7 })).toBe(294);
  });
});
