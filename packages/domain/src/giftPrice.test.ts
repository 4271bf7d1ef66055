import { describe, expect, it } from 'vitest';
import type { AvailabilityMap } from './calendar';
import { giftPriceOf, giftStayPrice, priceCovering, upsellAmountOf } from './giftPrice';

// 2027-01-01 is a Friday: each week of January has a Friday and a Saturday checkin.
const weekendDays = ['01', '02', '08', '09', '15', '16', '22', '23', '29', '30'].map((d) => `2027-01-${d}`);

function days(amounts: readonly number[], extra: AvailabilityMap = {}): AvailabilityMap {
  return {
    ...Object.fromEntries(weekendDays.map((day, i) => [day, { amount: amounts[i] as number, minLos: 1 }])),
    ...extra,
  };
}

describe('gift price', () => {
  it('S-270 prices Essential at the minimum fare, Serenity and Liberty at about 55% and 70% of weekends', () => {
    const price = giftPriceOf(
      19_000,
      days([20_000, 21_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 29_000]),
      1,
    );
    expect(price.sellPrices).toEqual([
      { bucket: 1, sellPrice: 19_000 },
      { bucket: 2, sellPrice: 25_000 },
      { bucket: 3, sellPrice: 26_000 },
    ]);
    expect(price.lowTierPrice).toBe(19_000);
  });

  it('S-270 counts only weekend checkins that a stay of the nights can start on', () => {
    const weekday = { '2027-01-05': { amount: 90_000, minLos: 1 } };
    const longStay = { '2027-01-02': { amount: 80_000, minLos: 3 } };
    const closed = { '2027-01-08': null };
    const amounts = [20_000, 0, 0, 21_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000];
    const base = days(amounts);
    const price = giftPriceOf(18_000, { ...base, ...weekday, ...longStay, ...closed }, 2);
    // Seven weekend days remain: 21,000 … 27,000; 70% of 7 is the 5th.
    expect(price.upsellAvailabilityPrice).toBe(25_000);
  });

  it('S-267 the availability upsell raises the gift to the Liberty price and adds the difference', () => {
    const price = giftPriceOf(
      19_000,
      days([20_000, 21_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 29_000]),
      1,
    );
    expect(price.upsellAvailabilityPrice).toBe(26_000);
    expect(price.extraUpsellAvailabilityAmount).toBe(7_000);
    expect(upsellAmountOf(price, null)).toBe(7_000);
    expect(giftStayPrice(price, { upsell: 'availability', bucket: null })).toBe(26_000);
    expect(giftStayPrice(price, { upsell: 'none', bucket: null })).toBe(19_000);
  });

  it('S-267 offers no upsell when every weekend costs the minimum fare, or none can be booked', () => {
    const flat = giftPriceOf(20_000, days(Array(10).fill(20_000)), 1);
    expect(flat.extraUpsellAvailabilityAmount).toBe(0);
    expect(upsellAmountOf(flat, null)).toBe(0);
    const none = giftPriceOf(20_000, {}, 1);
    expect(none.sellPrices.map((p) => p.sellPrice)).toEqual([20_000, 20_000, 20_000]);
    expect(upsellAmountOf(none, null)).toBe(0);
  });

  it('rounds a bucket price up to whole euros and never below the minimum fare', () => {
    expect(priceCovering([12_345, 10_000], 0.7)).toBe(12_400);
    expect(priceCovering([], 0.5)).toBeNull();
    expect(giftPriceOf(30_000, days(Array(10).fill(20_000)), 1).upsellAvailabilityPrice).toBe(30_000);
  });

  it('S-270 a bucket chosen sets the gift’s price; the upsell raises a lower one to Liberty', () => {
    const price = giftPriceOf(
      19_000,
      days([20_000, 21_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 29_000]),
      1,
    );
    expect(giftStayPrice(price, { upsell: 'none', bucket: 1 })).toBe(19_000);
    expect(giftStayPrice(price, { upsell: 'none', bucket: 2 })).toBe(25_000);
    expect(giftStayPrice(price, { upsell: 'availability', bucket: 2 })).toBe(26_000);
    expect(giftStayPrice(price, { upsell: 'availability', bucket: 3 })).toBe(26_000);
    expect(upsellAmountOf(price, 2)).toBe(1_000);
    expect(upsellAmountOf(price, 3)).toBe(0);
  });
});
