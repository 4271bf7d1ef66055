import { describe, expect, it } from 'vitest';
import { boxCheckoutRoute, boxPricing, DIGITAL_BOX_SUFFIX, isDigitalBoxCode } from './giftBoxes';

describe('isDigitalBoxCode', () => {
  it('002 §9 keeps only the codes ending EBOX', () => {
    expect(DIGITAL_BOX_SUFFIX).toBe('EBOX');
    expect(isDigitalBoxCode('SPA1NEBOX')).toBe(true);
    expect(isDigitalBoxCode('SPA1NBOX')).toBe(false);
    expect(isDigitalBoxCode('EBOXSPA1N')).toBe(false);
    expect(isDigitalBoxCode('spa1nebox')).toBe(false);
  });
});

describe('boxPricing', () => {
  it('002 §9 rounds the discount up from the price and the promo price', () => {
    // 1,000 off 18,990: 5.27 % shows as 6 %.
    expect(boxPricing(17990, 18990)).toEqual({ price: 18990, promoPrice: 17990, discount: 6 });
    expect(boxPricing(14990, 16990)).toEqual({ price: 16990, promoPrice: 14990, discount: 12 });
  });

  it('002 §9 shows no promotion at 5 % or less, and the price paid alone', () => {
    expect(boxPricing(19000, 20000)).toEqual({ price: 19000, promoPrice: null, discount: 0 });
    // 500 off 13,490 is 3.7 %, rounded up to 4 %: still not shown.
    expect(boxPricing(12990, 13490)).toEqual({ price: 12990, promoPrice: null, discount: 0 });
  });

  it('shows the value alone without a reference price, or with one not above it', () => {
    expect(boxPricing(9990, null)).toEqual({ price: 9990, promoPrice: null, discount: 0 });
    expect(boxPricing(9990, undefined)).toEqual({ price: 9990, promoPrice: null, discount: 0 });
    expect(boxPricing(9990, 9990)).toEqual({ price: 9990, promoPrice: null, discount: 0 });
    expect(boxPricing(9990, 8990)).toEqual({ price: 9990, promoPrice: null, discount: 0 });
  });
});

describe('boxCheckoutRoute', () => {
  it('S-293 puts the box code and the format in the checkout hash', () => {
    expect(boxCheckoutRoute('SPA1NBOX', 'physical')).toBe('/checkout#code=SPA1NBOX&giftFormat=physical');
    expect(boxCheckoutRoute('SPA1NEBOX', 'digital')).toBe('/checkout#code=SPA1NEBOX&giftFormat=digital');
  });

  it('S-279 S-295 carries a physical box’s extras, never a digital one’s', () => {
    const selection = { 1: [11, 12], 2: 21 };
    expect(boxCheckoutRoute('SPA1NBOX', 'physical', selection)).toBe(
      '/checkout#code=SPA1NBOX&giftFormat=physical&se1=11,12&se2=21',
    );
    expect(boxCheckoutRoute('SPA1NEBOX', 'digital', selection)).toBe(
      '/checkout#code=SPA1NEBOX&giftFormat=digital',
    );
  });
});
