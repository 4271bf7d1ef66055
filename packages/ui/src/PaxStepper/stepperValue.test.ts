import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWithinBounds, stepperValue } from './stepperValue';

describe('stepperValue', () => {
  it('S-288 a missing value resets to the minimum', () => {
    expect(stepperValue(undefined, { min: 2, max: 4 })).toBe(2);
    expect(stepperValue(null, { min: 1, max: 2 })).toBe(1);
  });

  it('S-288 a value inside the bounds is kept, at both edges', () => {
    expect(stepperValue(1, { min: 1, max: 2 })).toBe(1);
    expect(stepperValue(2, { min: 1, max: 2 })).toBe(2);
  });

  it('S-288 a value outside the bounds is not accepted and shows the minimum', () => {
    expect(stepperValue(0, { min: 1, max: 2 })).toBe(1);
    expect(stepperValue(3, { min: 1, max: 2 })).toBe(1);
    expect(stepperValue(1.5, { min: 1, max: 2 })).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.integer({ min: 1, max: 20 }), (value, max) => {
        const bounds = { min: 1, max };
        expect(isWithinBounds(stepperValue(value, bounds), bounds)).toBe(true);
      }),
    );
  });
});
