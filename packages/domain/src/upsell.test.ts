import { describe, expect, it } from 'vitest';
import {
  addsActivities,
  priceDifference,
  showsUpsellExtras,
  UPSELL_NAVIGATION_DELAY_MS,
  upsellPriceDifference,
} from './upsell';

describe('upsell', () => {
  it('S-206 a price difference is rounded up to the whole euro, in cents', () => {
    expect(priceDifference(25001, 20000)).toBe(5100);
    expect(priceDifference(25000, 20000)).toBe(5000);
    expect(priceDifference(20099, 20000)).toBe(100);
    expect(priceDifference(19990, 20000)).toBe(0);
    expect(Object.is(priceDifference(19990, 20000), 0)).toBe(true);
    expect(priceDifference(18950, 20000)).toBe(-1000);
  });

  it('001 §3 an extra keeps every activity of the offer and adds at least one', () => {
    expect(addsActivities([1], [1, 2])).toBe(true);
    expect(addsActivities([], [3])).toBe(true);
    expect(addsActivities([1, 2], [1, 2])).toBe(false);
    expect(addsActivities([1, 2], [1, 3, 4])).toBe(false);
    expect(addsActivities([1], [1, 1])).toBe(false);
  });

  it('S-306 S-307 the page changes offer 500 ms after an extra is added or removed', () => {
    expect(UPSELL_NAVIGATION_DELAY_MS).toBe(500);
  });

  it('S-308 in gifting, extras are offered only when giftNights is 1', () => {
    expect(showsUpsellExtras({ flow: 'gifting', giftNights: 1 })).toBe(true);
    expect(showsUpsellExtras({ flow: 'gifting', giftNights: 2 })).toBe(false);
    expect(showsUpsellExtras({ flow: 'gifting', giftNights: 0 })).toBe(false);
    expect(showsUpsellExtras({ flow: 'gifting', giftNights: null })).toBe(false);
    expect(showsUpsellExtras({ flow: 'gifting' })).toBe(false);
  });

  it('S-308 outside gifting, extras are offered whatever the nights', () => {
    expect(showsUpsellExtras({ flow: 'booking' })).toBe(true);
    expect(showsUpsellExtras({ flow: 'booking', giftNights: 2 })).toBe(true);
    expect(showsUpsellExtras({ flow: 'hotel', giftNights: 3 })).toBe(true);
  });

  describe('S-309 an extra shows its price difference per length of stay', () => {
    const upsell = { priceDifference: 4000, priceDifferencePerLos: { '1': 2550, '2': 5000 } };

    it('for the nights chosen without dates', () => {
      expect(upsellPriceDifference(upsell, { nights: 2 })).toBe(5000);
      expect(upsellPriceDifference(upsell, { nights: 1 })).toBe(2600);
    });

    it('for the dates asked, the difference the call computed for them', () => {
      expect(upsellPriceDifference(upsell, { nights: 2, hasDates: true })).toBe(4000);
    });

    it('for the shortest stay without nights, or for nights it has no price for', () => {
      expect(upsellPriceDifference(upsell)).toBe(4000);
      expect(upsellPriceDifference(upsell, { nights: null })).toBe(4000);
      expect(upsellPriceDifference(upsell, { nights: 3 })).toBe(4000);
    });

    it('S-206 rounded up to the whole euro', () => {
      expect(upsellPriceDifference({ priceDifference: 4001, priceDifferencePerLos: {} })).toBe(4100);
      expect(upsellPriceDifference({ priceDifference: 3999, priceDifferencePerLos: {} })).toBe(4000);
      expect(Object.is(upsellPriceDifference({ priceDifference: -40, priceDifferencePerLos: {} }), 0)).toBe(
        true,
      );
    });
  });
});
