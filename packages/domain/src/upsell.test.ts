import { describe, expect, it } from 'vitest';
import { addsActivities, priceDifference } from './upsell';

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
});
