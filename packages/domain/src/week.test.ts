import { describe, expect, it } from 'vitest';
import { isoWeek, pickOfTheWeek } from './week';

describe('isoWeek', () => {
  it('numbers weeks from the one holding the first Thursday', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-06-01')).toEqual({ year: 2026, week: 23 });
    expect(isoWeek('2026-06-07')).toEqual({ year: 2026, week: 23 });
    expect(isoWeek('2026-06-08')).toEqual({ year: 2026, week: 24 });
  });

  it('gives the days around New Year to the year of their Thursday', () => {
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });
});

describe('pickOfTheWeek', () => {
  const themes = ['wellness', 'chef', 'sea'];

  it('S-360 keeps the same item from Monday to Sunday and moves on the next Monday', () => {
    const week = pickOfTheWeek(themes, '2026-06-01');
    for (const day of ['2026-06-02', '2026-06-05', '2026-06-07'])
      expect(pickOfTheWeek(themes, day)).toBe(week);
    const next = pickOfTheWeek(themes, '2026-06-08');
    expect(next).not.toBe(week);
    expect(themes.indexOf(next as string)).toBe((themes.indexOf(week as string) + 1) % themes.length);
  });

  it('goes round every item, in order, across a year boundary', () => {
    const mondays = ['2026-12-21', '2026-12-28', '2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25'];
    const picks = mondays.map((day) => pickOfTheWeek(themes, day));
    expect(new Set(picks.slice(0, 3))).toEqual(new Set(themes));
    expect(picks.slice(3)).toEqual(picks.slice(0, 3));
    expect(pickOfTheWeek(themes, '2027-01-03')).toBe(pickOfTheWeek(themes, '2026-12-28'));
  });

  it('answers undefined for an empty list', () => {
    expect(pickOfTheWeek([], '2026-06-01')).toBeUndefined();
  });
});
