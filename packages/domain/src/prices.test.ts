import { describe, expect, it } from 'vitest';
import {
  activityPricePerPerson,
  boxPromo,
  displayedPromo,
  moneySaved,
  PROMO_THRESHOLDS,
  pricePerNight,
  priceType,
  promoPercent,
} from './prices';

describe('pricePerNight', () => {
  it('S-251 divides the total by the nights and rounds up to the whole euro, in cents (S-250)', () => {
    expect(pricePerNight(18000, 2)).toBe(9000);
    expect(pricePerNight(17900, 2)).toBe(9000);
    expect(pricePerNight(18001, 2)).toBe(9100);
    expect(pricePerNight(10000, 3)).toBe(3400);
  });

  it('G-19 counts missing or invalid nights as 1', () => {
    expect(pricePerNight(8950)).toBe(9000);
    expect(pricePerNight(8950, null)).toBe(9000);
    expect(pricePerNight(8900, 0)).toBe(8900);
    expect(pricePerNight(8900, -2)).toBe(8900);
    expect(pricePerNight(8900, 1.5)).toBe(8900);
  });
});

describe('promoPercent', () => {
  it('S-252 is the discount from the reference price, rounded up', () => {
    expect(promoPercent(8000, 10000)).toBe(20);
    expect(promoPercent(8001, 10000)).toBe(20);
    expect(promoPercent(9001, 10000)).toBe(10);
    expect(promoPercent(9100, 10000)).toBe(9);
    expect(promoPercent(6700, 9900)).toBe(33);
  });

  it('S-252 is 0 without a lower sell price or a reference price', () => {
    expect(promoPercent(10000, 10000)).toBe(0);
    expect(promoPercent(12000, 10000)).toBe(0);
    expect(promoPercent(8000, null)).toBe(0);
    expect(promoPercent(8000, 0)).toBe(0);
  });
});

describe('moneySaved', () => {
  it('is the reference price minus the sell price, never negative', () => {
    expect(moneySaved(8000, 10000)).toBe(2000);
    expect(moneySaved(12000, 10000)).toBe(0);
    expect(moneySaved(8000, undefined)).toBe(0);
  });
});

describe('displayedPromo', () => {
  it('S-147 shows a promo from 10 % in the offer list, below that it counts as 0', () => {
    expect(displayedPromo(9, 'offerList')).toBe(0);
    expect(displayedPromo(10, 'offerList')).toBe(10);
    expect(displayedPromo(35, 'offerList')).toBe(35);
  });

  it('S-147 shows a promo from 5 % in activity-only results', () => {
    expect(displayedPromo(4, 'activityOnly')).toBe(0);
    expect(displayedPromo(5, 'activityOnly')).toBe(5);
  });

  it('S-255 quotes share a threshold constant, 10 % (G-15)', () => {
    expect(PROMO_THRESHOLDS.quote).toBe(10);
    expect(displayedPromo(9, 'quote')).toBe(0);
    expect(displayedPromo(10, 'quote')).toBe(10);
  });
});

describe('boxPromo', () => {
  it('shows a box promo only above 5 %, strictly (002 §9)', () => {
    expect(boxPromo(5)).toBe(0);
    expect(boxPromo(6)).toBe(6);
  });
});

describe('activityPricePerPerson', () => {
  const prices = [
    { paxComposition: { adults: 1 }, sellPrice: 4900, barPrice: 5900 },
    { paxComposition: { adults: 2 }, sellPrice: 8900, barPrice: 11001 },
    { paxComposition: { adults: 3 }, sellPrice: 12000, barPrice: 15000 },
  ];

  it('S-146 uses the price of the adult count and divides sell and bar price by it', () => {
    expect(activityPricePerPerson(prices, 3)).toEqual({ sellPrice: 4000, barPrice: 5000 });
    expect(activityPricePerPerson(prices, 1)).toEqual({ sellPrice: 4900, barPrice: 5900 });
  });

  it('S-146 rounds a split cent up', () => {
    expect(activityPricePerPerson(prices, 2)).toEqual({ sellPrice: 4450, barPrice: 5501 });
  });

  it('S-146 gives nothing when no price matches the adult count', () => {
    expect(activityPricePerPerson(prices, 4)).toBeNull();
    expect(activityPricePerPerson(prices, 0)).toBeNull();
    expect(activityPricePerPerson([], 2)).toBeNull();
  });
});

describe('priceType', () => {
  it('S-246 is final with dates', () => {
    expect(priceType({ hasDates: true, itemCategory: 'weekend' })).toBe('final');
  });

  it('S-246 is final for a single voucher or an activity, even without dates', () => {
    expect(priceType({ hasDates: false, itemCategory: 'single_voucher' })).toBe('final');
    expect(priceType({ hasDates: false, itemCategory: 'activity' })).toBe('final');
  });

  it('S-246 is a from price for a weekend without dates', () => {
    expect(priceType({ hasDates: false, itemCategory: 'weekend' })).toBe('from');
  });
});
