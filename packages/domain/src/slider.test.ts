import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Flow } from './flows';
import {
  criteriaToPriceRange,
  DISTANCE_SLIDER,
  distanceBounds,
  orderRange,
  PRICE_SLIDER,
  priceRangeToCriteria,
  priceSliderBounds,
  shouldSendDistance,
  toSliderValue,
} from './slider';

const paidFlows: Flow[] = ['booking', 'hotel', 'activity'];
const allFlows: Flow[] = [...paidFlows, 'gifting'];

describe('price slider', () => {
  it('S-077 steps of 1 from 9 to 250, from 1 in the activity flow', () => {
    expect(PRICE_SLIDER).toEqual({ min: 9, activityMin: 1, max: 250, step: 1 });
    expect(priceSliderBounds('booking')).toEqual({ min: 9, max: 250, step: 1 });
    expect(priceSliderBounds('hotel')).toEqual({ min: 9, max: 250, step: 1 });
    expect(priceSliderBounds('gifting')).toEqual({ min: 9, max: 250, step: 1 });
    expect(priceSliderBounds('activity')).toEqual({ min: 1, max: 250, step: 1 });
  });

  it('S-078 a lower value of 8 or 9 sends no minimum, 10 sends one', () => {
    expect(priceRangeToCriteria([8, 250], 'booking')).toStrictEqual({});
    expect(priceRangeToCriteria([9, 250], 'booking')).toStrictEqual({});
    expect(priceRangeToCriteria([10, 250], 'booking')).toStrictEqual({ priceMin: 1000 });
  });

  it('S-078 an upper value of 250 or 251 sends no maximum, 249 sends one', () => {
    expect(priceRangeToCriteria([9, 249], 'booking')).toStrictEqual({ priceMax: 24900 });
    expect(priceRangeToCriteria([9, 250], 'booking')).toStrictEqual({});
    expect(priceRangeToCriteria([9, 251], 'booking')).toStrictEqual({});
  });

  it('S-078 in the activity flow the lower bound is 1: 1 sends nothing, 2 sends a minimum', () => {
    expect(priceRangeToCriteria([1, 250], 'activity')).toStrictEqual({});
    expect(priceRangeToCriteria([2, 250], 'activity')).toStrictEqual({ priceMin: 200 });
    expect(priceRangeToCriteria([9, 250], 'activity')).toStrictEqual({ priceMin: 900 });
  });

  it('S-079 prices are sent in cents: slider value times 100', () => {
    expect(priceRangeToCriteria([45, 120], 'booking')).toStrictEqual({ priceMin: 4500, priceMax: 12000 });
    expect(priceRangeToCriteria([10, 10], 'hotel')).toStrictEqual({ priceMin: 1000, priceMax: 1000 });
  });

  it('S-081 gifting sends singleVoucherPriceMin and singleVoucherPriceMax instead', () => {
    expect(priceRangeToCriteria([45, 120], 'gifting')).toStrictEqual({
      singleVoucherPriceMin: 4500,
      singleVoucherPriceMax: 12000,
    });
    expect(priceRangeToCriteria([9, 250], 'gifting')).toStrictEqual({});
    expect(priceRangeToCriteria([10, 249], 'gifting')).toStrictEqual({
      singleVoucherPriceMin: 1000,
      singleVoucherPriceMax: 24900,
    });
  });

  it('S-088 a reversed range is put in order before it is sent', () => {
    expect(priceRangeToCriteria([120, 45], 'booking')).toStrictEqual({ priceMin: 4500, priceMax: 12000 });
  });

  it('S-078 S-079 the criteria read back give the bounds for missing keys', () => {
    expect(criteriaToPriceRange({}, 'booking')).toEqual([9, 250]);
    expect(criteriaToPriceRange({}, 'activity')).toEqual([1, 250]);
    expect(criteriaToPriceRange({ priceMin: 4500 }, 'booking')).toEqual([45, 250]);
    expect(criteriaToPriceRange({ priceMax: 12000 }, 'hotel')).toEqual([9, 120]);
  });

  it('S-081 gifting reads the single-voucher keys and ignores priceMin and priceMax', () => {
    expect(criteriaToPriceRange({ priceMin: 4500, priceMax: 12000 }, 'gifting')).toEqual([9, 250]);
    expect(
      criteriaToPriceRange({ singleVoucherPriceMin: 4500, singleVoucherPriceMax: 12000 }, 'gifting'),
    ).toEqual([45, 120]);
    expect(criteriaToPriceRange({ singleVoucherPriceMin: 4500 }, 'booking')).toEqual([9, 250]);
  });

  it('S-077 criteria outside the slider are brought back inside it, rounded to whole euros', () => {
    expect(criteriaToPriceRange({ priceMin: 100, priceMax: 99900 }, 'booking')).toEqual([9, 250]);
    expect(criteriaToPriceRange({ priceMin: 4550, priceMax: 12049 }, 'booking')).toEqual([46, 120]);
    expect(criteriaToPriceRange({ priceMin: 20000, priceMax: 5000 }, 'booking')).toEqual([50, 200]);
    expect(criteriaToPriceRange({ priceMin: Number.NaN }, 'booking')).toEqual([9, 250]);
  });

  it('S-078 S-079 a range survives the round trip through the criteria', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allFlows),
        fc.integer({ min: 1, max: 250 }),
        fc.integer({ min: 1, max: 250 }),
        (flow, a, b) => {
          const { min } = priceSliderBounds(flow);
          const [low, high] = orderRange([Math.max(a, min), Math.max(b, min)]);
          expect(criteriaToPriceRange(priceRangeToCriteria([low, high], flow), flow)).toEqual([low, high]);
        },
      ),
    );
  });
});

describe('distance slider', () => {
  it('S-082 runs from 0 to 300 km in steps of 1', () => {
    expect(DISTANCE_SLIDER).toEqual({ min: 0, max: 300, step: 1 });
    expect(distanceBounds()).toEqual({ min: 0, max: 300, step: 1 });
  });

  it("S-082 with a city selected, the bounds are the city's minimum and maximum", () => {
    expect(distanceBounds({ distanceMin: 5, distanceMax: 80 })).toEqual({ min: 5, max: 80, step: 1 });
  });

  it('S-083 is sent only when active and a location exists (lat and lng, or a city)', () => {
    expect(shouldSendDistance(true, { lat: 48.85, lng: 2.35 })).toBe(true);
    expect(shouldSendDistance(true, { city: 'paris' })).toBe(true);
    expect(shouldSendDistance(true, { city: 1234 })).toBe(true);
    expect(shouldSendDistance(true, { lat: 0, lng: 0 })).toBe(true);
    expect(shouldSendDistance(false, { lat: 48.85, lng: 2.35, city: 'paris' })).toBe(false);
    expect(shouldSendDistance(true, {})).toBe(false);
    expect(shouldSendDistance(true, { lat: 48.85 })).toBe(false);
    expect(shouldSendDistance(true, { lng: 2.35, city: '' })).toBe(false);
    expect(shouldSendDistance(true, { lat: null, lng: null, city: null })).toBe(false);
  });
});

describe('slider values', () => {
  it('S-088 min and max are kept in order', () => {
    expect(orderRange([9, 250])).toEqual([9, 250]);
    expect(orderRange([120, 45])).toEqual([45, 120]);
    expect(orderRange([60, 60])).toEqual([60, 60]);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const [low, high] = orderRange([a, b]);
        expect(low).toBeLessThanOrEqual(high);
        expect([low, high].sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
      }),
    );
  });

  it('a committed value is snapped to the step and kept inside the bounds', () => {
    const bounds = { min: 9, max: 250, step: 1 };
    expect(toSliderValue(8, bounds)).toBe(9);
    expect(toSliderValue(9, bounds)).toBe(9);
    expect(toSliderValue(250, bounds)).toBe(250);
    expect(toSliderValue(251, bounds)).toBe(250);
    expect(toSliderValue(12.4, bounds)).toBe(12);
    expect(toSliderValue(23, { min: 0, max: 300, step: 10 })).toBe(20);
    expect(toSliderValue(296, { min: 0, max: 300, step: 7 })).toBe(294);
    expect(toSliderValue(300, { min: 0, max: 300, step: 7 })).toBe(300);
  });
});
