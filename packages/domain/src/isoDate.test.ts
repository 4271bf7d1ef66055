import { parseDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayNumber, dayOfWeek, isIsoDate, isoDateOfDay, utcTimeOfDay } from './isoDate';

const days = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar days', () => {
  it('only real days written YYYY-MM-DD are days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-6-1',
      '26-06-01',
      ' 2026-06-01',
      20260601,
      null,
    ])
      expect(isIsoDate(value)).toBe(false);
    expect(() => utcTimeOfDay('2026-02-30')).toThrow(RangeError);
  });

  it('adding months keeps the day within the month, as the calendar widget counts', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    fc.assert(
      fc.property(days, fc.integer({ min: -24, max: 24 }), (day, months) => {
        expect(addMonths(day, months)).toBe(parseDate(day).add({ months }).toString());
      }),
    );
  });

  it('adding days and the day of the week agree with the calendar widget’s dates', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -800, max: 800 }), (day, count) => {
        expect(addDays(day, count)).toBe(parseDate(day).add({ days: count }).toString());
      }),
    );
    fc.assert(
      fc.property(days, fc.integer({ min: -800, max: 800 }), (day, count) => {
        expect(isoDateOfDay(dayNumber(day) + count)).toBe(addDays(day, count));
      }),
    );
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-1-01')).toBeNaN();
    expect(dayOfWeek('2026-11-23')).toBe(0);
    expect(dayOfWeek('2026-11-29')).toBe(6);
  });
});
