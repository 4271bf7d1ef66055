import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loadMoreMonths,
  MOBILE_INITIAL_MONTHS,
  monthsBetween,
  nextRangeSelection,
  type RangeSelection,
} from './rangeSelection';

describe('nextRangeSelection', () => {
  it('S-101 the first click sets the start and a later click sets the end', () => {
    const first = nextRangeSelection({}, '2026-06-12');
    expect(first).toEqual({ start: '2026-06-12' });
    expect(nextRangeSelection(first, '2026-06-14')).toEqual({ start: '2026-06-12', end: '2026-06-14' });
  });

  it('S-101 a click not after the start restarts with that date', () => {
    expect(nextRangeSelection({ start: '2026-06-12' }, '2026-06-11')).toEqual({ start: '2026-06-11' });
    expect(nextRangeSelection({ start: '2026-06-12' }, '2026-06-12')).toEqual({ start: '2026-06-12' });
  });

  it('S-101 a click once both dates are set restarts, even after the end', () => {
    const both = { start: '2026-06-12', end: '2026-06-14' };
    expect(nextRangeSelection(both, '2026-06-20')).toEqual({ start: '2026-06-20' });
    expect(nextRangeSelection(both, '2026-06-13')).toEqual({ start: '2026-06-13' });
  });

  it('S-101 after any click sequence the end is after the start and is the last click (property)', () => {
    const day = fc.integer({ min: 10, max: 30 }).map((date) => `2026-06-${date}`);
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 12 }), (clicks) => {
        let selection: RangeSelection = {};
        for (const click of clicks) selection = nextRangeSelection(selection, click);
        const last = clicks.at(-1);
        if (selection.end) {
          expect(selection.start !== undefined && selection.end > selection.start).toBe(true);
          expect(selection.end).toBe(last);
        } else {
          expect(selection.start).toBe(last);
        }
      }),
    );
  });
});

describe('calendar months', () => {
  it('S-119 lists the months from the first selectable day to the last one', () => {
    const months = monthsBetween('2026-06-10', '2027-06-10');
    expect(months).toHaveLength(13);
    expect(months[0]).toBe('2026-06-01');
    expect(months[12]).toBe('2027-06-01');
  });

  it('S-120 S-121 mobile starts with 4 months and loads 3 more each time, up to the last month', () => {
    const total = monthsBetween('2026-06-10', '2027-06-10').length;
    const counts = [MOBILE_INITIAL_MONTHS];
    while (counts.at(-1) !== total) counts.push(loadMoreMonths(counts.at(-1) ?? 0, total));
    expect(counts).toEqual([4, 7, 10, 13]);
    expect(loadMoreMonths(12, 13)).toBe(13);
  });
});
