import { describe, expect, it } from 'vitest';
import {
  autoDiscountPercent,
  autoDiscountToRemember,
  cardAutoDiscount,
  checkoutPromotionCode,
  isAutoDiscountRefused,
  takesAutoDiscount,
} from './autoDiscount';

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

const automatic = { code: 'AUTO10', percent: 10, validFrom: '2025-01-01', validTo: '2030-12-31' };

describe('cardAutoDiscount', () => {
  it('S-159 gives booking cards the automatic code and its percentage on its first and last days', () => {
    for (const today of ['2025-01-01', '2026-06-01', '2030-12-31']) {
      expect(cardAutoDiscount(automatic, { isGifting: false, today })).toEqual({ code: 'AUTO10', value: 10 });
    }
  });

  it('S-159 gives none the day before it starts or the day after it ends', () => {
    expect(cardAutoDiscount(automatic, { isGifting: false, today: '2024-12-31' })).toBeNull();
    expect(cardAutoDiscount(automatic, { isGifting: false, today: '2031-01-01' })).toBeNull();
  });

  it('S-159 gives none to gifting cards, nor without an automatic code or with 0 %', () => {
    expect(cardAutoDiscount(automatic, { isGifting: true, today: '2026-06-01' })).toBeNull();
    expect(cardAutoDiscount(null, { isGifting: false, today: '2026-06-01' })).toBeNull();
    expect(
      cardAutoDiscount({ ...automatic, percent: 0 }, { isGifting: false, today: '2026-06-01' }),
    ).toBeNull();
  });
});

describe('autoDiscountToRemember', () => {
  const shown = { isVariationAssigned: true, flow: 'booking' as const, discount };

  it('G-45 remembers the code when the label first shows', () => {
    expect(autoDiscountToRemember(null, shown)).toBe('EXTRA10');
  });

  it('G-45 keeps the code already remembered: the discount is activated once', () => {
    expect(autoDiscountToRemember('EXTRA10', shown)).toBeNull();
    expect(autoDiscountToRemember('OTHER5', shown)).toBeNull();
  });

  it('G-45 remembers nothing where the label does not show (gifting, no variation, no code)', () => {
    expect(autoDiscountToRemember(null, { ...shown, flow: 'gifting' })).toBeNull();
    expect(autoDiscountToRemember(null, { ...shown, isVariationAssigned: false })).toBeNull();
    expect(autoDiscountToRemember(null, { ...shown, discount: null })).toBeNull();
  });
});

describe('checkoutPromotionCode', () => {
  const stay = { product: { kind: 'stay' as const }, giftNights: null };

  it('G-45 sends the remembered automatic code with a stay booked', () => {
    expect(takesAutoDiscount(stay)).toBe(true);
    expect(checkoutPromotionCode({ typed: null, remembered: 'AUTO10', state: stay })).toBe('AUTO10');
  });

  it('G-45 never sends it with a gift: a stay offered, a box, a gift card or an activity', () => {
    const gifts = [
      { product: { kind: 'stay' as const }, giftNights: 2 },
      { product: { kind: 'box' as const, code: 'SPA' }, giftNights: null },
      { product: { kind: 'giftCard' as const, amount: 50 }, giftNights: null },
      { product: { kind: 'activity' as const, ownUse: false }, giftNights: null },
    ];
    for (const state of gifts) {
      expect(takesAutoDiscount(state)).toBe(false);
      expect(checkoutPromotionCode({ typed: null, remembered: 'AUTO10', state })).toBeNull();
    }
  });

  it('G-45 a code the buyer typed replaces it: one order carries one code, never the discount twice', () => {
    expect(checkoutPromotionCode({ typed: 'HIVER10', remembered: 'AUTO10', state: stay })).toBe('HIVER10');
    expect(checkoutPromotionCode({ typed: null, remembered: null, state: stay })).toBeNull();
  });
});

describe('isAutoDiscountRefused', () => {
  it('G-45 says when the automatic code took nothing off (UNKNOWN, NOT_APPLICABLE)', () => {
    expect(isAutoDiscountRefused({ code: 'AUTO10', status: 'NOT_APPLICABLE' }, 'AUTO10')).toBe(true);
    expect(isAutoDiscountRefused({ code: 'AUTO10', status: 'UNKNOWN' }, 'AUTO10')).toBe(true);
  });

  it('G-45 an applied automatic code, a typed code or no automatic code is not refused', () => {
    expect(isAutoDiscountRefused({ code: 'AUTO10', status: 'APPLIED' }, 'AUTO10')).toBe(false);
    expect(isAutoDiscountRefused({ code: 'NOPE123', status: 'UNKNOWN' }, 'AUTO10')).toBe(false);
    expect(isAutoDiscountRefused({ code: 'NOPE123', status: 'UNKNOWN' }, null)).toBe(false);
    expect(isAutoDiscountRefused(null, 'AUTO10')).toBe(false);
  });
});
