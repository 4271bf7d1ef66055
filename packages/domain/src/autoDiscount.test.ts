import { describe, expect, it } from 'vitest';
import { autoDiscountPercent } from './autoDiscount';

const discount = { code: 'EXTRA10', value: 10 };

describe('autoDiscountPercent', () => {
  it('S-159 shows the label when the variation is assigned, a code exists and the flow is not gifting', () => {
    expect(autoDiscountPercent({ isVariationAssigned: true, flow: 'booking', discount })).toBe(10);
    expect(autoDiscountPercent({ isVariationAssigned: true, flow: 'hotel', discount })).toBe(10);
    expect(autoDiscountPercent({ isVariationAssigned: true, flow: 'activity', discount })).toBe(10);
  });

  it('S-159 hides the label without the variation', () => {
    expect(autoDiscountPercent({ isVariationAssigned: false, flow: 'booking', discount })).toBeNull();
  });

  it('S-159 hides the label without a code', () => {
    const flow = 'booking';
    expect(autoDiscountPercent({ isVariationAssigned: true, flow, discount: { value: 10 } })).toBeNull();
    expect(
      autoDiscountPercent({ isVariationAssigned: true, flow, discount: { code: '', value: 10 } }),
    ).toBeNull();
    expect(autoDiscountPercent({ isVariationAssigned: true, flow, discount: null })).toBeNull();
  });

  it('S-159 hides the label in the gifting flow', () => {
    expect(autoDiscountPercent({ isVariationAssigned: true, flow: 'gifting', discount })).toBeNull();
  });

  it('hides a discount of 0 %', () => {
    expect(
      autoDiscountPercent({ isVariationAssigned: true, flow: 'booking', discount: { code: 'X', value: 0 } }),
    ).toBeNull();
  });
});
