import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_PRESETS,
  giftCardAmountProblem,
  giftCardCheckoutRoute,
  parseGiftCardAmount,
} from './giftCard';

describe('gift card amounts (G-63)', () => {
  it('G-63 sells whole euros from the minimum to the maximum, the presets among them', () => {
    expect(giftCardAmountProblem(GIFT_CARD_MIN)).toBeNull();
    expect(giftCardAmountProblem(GIFT_CARD_MAX)).toBeNull();
    expect(giftCardAmountProblem(GIFT_CARD_MIN - 1)).toBe('tooLow');
    expect(giftCardAmountProblem(GIFT_CARD_MAX + 1)).toBe('tooHigh');
    expect(giftCardAmountProblem(45.5)).toBe('notWhole');
    expect(giftCardAmountProblem(Number.NaN)).toBe('notWhole');
    for (const preset of GIFT_CARD_PRESETS) expect(giftCardAmountProblem(preset)).toBeNull();
  });

  it('reads a typed amount of digits only, spaces ignored', () => {
    expect(parseGiftCardAmount(' 1 000 ')).toBe(1000);
    expect(parseGiftCardAmount('75')).toBe(75);
    expect(parseGiftCardAmount('75,50')).toBeNaN();
    expect(parseGiftCardAmount('-5')).toBeNaN();
    expect(parseGiftCardAmount('')).toBeNaN();
  });

  it('links the checkout with the amount in euros and the format', () => {
    expect(giftCardCheckoutRoute(120, 'physical')).toBe('/checkout#giftCard=120&giftFormat=physical');
  });
});
