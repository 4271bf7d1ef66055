import { describe, expect, it } from 'vitest';
import {
  cheapestDays,
  isBestPriceOfTheMonth,
  markBestPriceOfTheMonth,
  monthsFrom,
  shiftMonth,
} from './availability';

const day = (amount: number) => ({ price: String(Math.ceil(amount / 100)), amount, minLos: 1, promo: 0 });

describe('availability', () => {
  it('S-463 shifts YYYY-MM months across years', () => {
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsFrom('2026-12', 3)).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('S-207 marks the lowest price of each month, not of the whole range', () => {
    const marked = markBestPriceOfTheMonth({
      '2026-06-29': day(20000),
      '2026-06-30': day(18000),
      '2026-07-01': day(25000),
      '2026-07-02': day(24000),
      '2026-07-03': null,
    });
    expect(marked['2026-06-30']?.bestPriceOfTheMonth).toBe(true);
    expect(marked['2026-06-29']?.bestPriceOfTheMonth).toBe(false);
    expect(marked['2026-07-02']?.bestPriceOfTheMonth).toBe(true);
    expect(marked['2026-07-01']?.bestPriceOfTheMonth).toBe(false);
    expect(marked['2026-07-03']).toBeNull();
  });

  it('S-207 a hotel day takes its cheapest available offer, null when none is available', () => {
    const days = cheapestDays([
      { '2026-06-01': day(30000), '2026-06-02': null, '2026-06-03': null },
      { '2026-06-01': day(28000), '2026-06-02': day(35000), '2026-06-03': null },
    ]);
    expect(days['2026-06-01']?.amount).toBe(28000);
    expect(days['2026-06-02']?.amount).toBe(35000);
    expect(days['2026-06-03']).toBeNull();
    expect(days['2026-06-01']?.bestPriceOfTheMonth).toBe(true);
    expect(Object.keys(days)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });
});

describe('isBestPriceOfTheMonth', () => {
  it('S-241 reads the best-price flag of the chosen checkin day', () => {
    const days = markBestPriceOfTheMonth({
      '2026-06-01': { price: '90', amount: 9_000 },
      '2026-06-02': { price: '80', amount: 8_000 },
      '2026-06-03': null,
    });
    expect(isBestPriceOfTheMonth(days, '2026-06-02')).toBe(true);
    expect(isBestPriceOfTheMonth(days, '2026-06-01')).toBe(false);
    expect(isBestPriceOfTheMonth(days, '2026-06-03')).toBe(false);
    expect(isBestPriceOfTheMonth(undefined, '2026-06-02')).toBe(false);
    expect(isBestPriceOfTheMonth(days, null)).toBe(false);
  });
});
