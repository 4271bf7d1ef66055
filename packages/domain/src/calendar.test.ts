import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityMap,
  calendarHorizonEnd,
  type DaySelectionContext,
  displayedDayPrice,
  isDaySelectable,
  minimumStayLabel,
  nightsBetween,
} from './calendar';
import { addDays, todayInTimeZone } from './isoDate';

const today = '2026-06-10';
const base: DaySelectionContext = { today, hour: 10 };

describe('todayInTimeZone', () => {
  it('gives the market date and hour, not the UTC ones', () => {
    // 22:30 UTC on 9 June is 00:30 on 10 June in Paris (summer time).
    expect(todayInTimeZone(new Date('2026-06-09T22:30:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-06-10',
      hour: 0,
    });
    expect(todayInTimeZone(new Date('2026-06-10T17:59:00Z'), 'Europe/Madrid')).toEqual({
      date: '2026-06-10',
      hour: 19,
    });
  });
});

describe('nightsBetween and addDays', () => {
  it('counts nights across months and the daylight-saving change', () => {
    expect(nightsBetween('2026-06-28', '2026-07-02')).toBe(4);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-06-12', '2026-06-10')).toBe(-2);
    expect(addDays('2026-06-29', 3)).toBe('2026-07-02');
  });

  it('rejects a date that is not ISO', () => {
    expect(() => nightsBetween('10/06/2026', '2026-06-12')).toThrow();
  });
});

describe('isDaySelectable', () => {
  it('S-109 days before today are not selectable; today and tomorrow are', () => {
    expect(isDaySelectable('2026-06-09', base)).toBe(false);
    expect(isDaySelectable('2026-06-10', base)).toBe(true);
    expect(isDaySelectable('2026-06-11', base)).toBe(true);
  });

  it('S-110 today is selectable at 19:59 (hour 19) and not from 20:00', () => {
    expect(isDaySelectable(today, { ...base, hour: 19 })).toBe(true);
    expect(isDaySelectable(today, { ...base, hour: 20 })).toBe(false);
    expect(isDaySelectable(today, { ...base, hour: 23 })).toBe(false);
    expect(isDaySelectable('2026-06-11', { ...base, hour: 23 })).toBe(true);
  });

  it('S-111 the checkin day is not selectable again while checkout is missing', () => {
    expect(isDaySelectable('2026-06-12', { ...base, checkin: '2026-06-12' })).toBe(false);
    expect(isDaySelectable('2026-06-13', { ...base, checkin: '2026-06-12' })).toBe(true);
  });

  describe('S-112 availability', () => {
    const availability: AvailabilityMap = { '2026-06-12': { amount: 8900 }, '2026-06-13': null };

    it('a null day is never selectable, with or without checkin', () => {
      expect(isDaySelectable('2026-06-13', { ...base, availability })).toBe(false);
      expect(isDaySelectable('2026-06-13', { ...base, availability, checkin: '2026-06-12' })).toBe(false);
      expect(
        isDaySelectable('2026-06-13', {
          ...base,
          availability,
          checkin: '2026-06-11',
          checkout: '2026-06-14',
        }),
      ).toBe(false);
    });

    it('a day absent from the map is not selectable without checkin', () => {
      expect(isDaySelectable('2026-06-12', { ...base, availability })).toBe(true);
      expect(isDaySelectable('2026-06-14', { ...base, availability })).toBe(false);
    });

    it('a day absent from the map is selectable as checkout once a checkin is set', () => {
      expect(isDaySelectable('2026-06-14', { ...base, availability, checkin: '2026-06-12' })).toBe(true);
    });

    it('a day absent from the map is not selectable when both dates are set', () => {
      const both = { ...base, availability, checkin: '2026-06-12', checkout: '2026-06-15' };
      expect(isDaySelectable('2026-06-14', both)).toBe(false);
    });

    it('every day is selectable when there is no map at all', () => {
      expect(isDaySelectable('2026-08-20', base)).toBe(true);
    });

    it('a day before a pending checkin is judged as a new checkin (it restarts the selection)', () => {
      const ctx = { ...base, availability, checkin: '2026-06-14' };
      expect(isDaySelectable('2026-06-12', ctx)).toBe(true);
      expect(isDaySelectable('2026-06-11', ctx)).toBe(false);
    });
  });

  it('S-113 once checkin is set, days must fall in the possibleNights window (start-1, start, end, end+1)', () => {
    const ctx = { ...base, checkin: '2026-06-12', possibleNights: { start: 2, end: 5 } };
    expect(isDaySelectable(addDays('2026-06-12', 1), ctx)).toBe(false);
    expect(isDaySelectable(addDays('2026-06-12', 2), ctx)).toBe(true);
    expect(isDaySelectable(addDays('2026-06-12', 5), ctx)).toBe(true);
    expect(isDaySelectable(addDays('2026-06-12', 6), ctx)).toBe(false);
  });

  it('S-103 the night counts fetched for the checkin decide, gaps included', () => {
    const fromCheckin = { checkin: '2026-06-12', nights: [2, 4] };
    const ctx = { ...base, checkin: '2026-06-12', possibleNights: { start: 2, end: 5, fromCheckin } };
    expect(isDaySelectable(addDays('2026-06-12', 2), ctx)).toBe(true);
    expect(isDaySelectable(addDays('2026-06-12', 3), ctx)).toBe(false);
    expect(isDaySelectable(addDays('2026-06-12', 4), ctx)).toBe(true);
    expect(isDaySelectable(addDays('2026-06-12', 5), ctx)).toBe(false);
    // Fetched for another checkin: only the window applies until the new answer comes.
    const other = { ...ctx, checkin: '2026-06-13' };
    expect(isDaySelectable(addDays('2026-06-13', 3), other)).toBe(true);
  });

  it('S-104 without possibleNights (not fetched or failed) no window applies', () => {
    const ctx = { ...base, checkin: '2026-06-12' };
    expect(isDaySelectable(addDays('2026-06-12', 1), ctx)).toBe(true);
    expect(isDaySelectable(addDays('2026-06-12', 15), ctx)).toBe(true);
  });

  it('S-114 when both dates are set only availability decides', () => {
    const availability: AvailabilityMap = {
      '2026-06-12': { amount: 8900 },
      '2026-06-20': { amount: 9900 },
      '2026-06-30': { amount: 9900 },
    };
    const ctx = {
      ...base,
      availability,
      checkin: '2026-06-12',
      checkout: '2026-06-14',
      possibleNights: { start: 2, end: 3 },
    };
    // Outside the nights window, and the checkin day itself: availability alone decides.
    expect(isDaySelectable('2026-06-30', ctx)).toBe(true);
    expect(isDaySelectable('2026-06-12', ctx)).toBe(true);
    expect(isDaySelectable('2026-06-11', ctx)).toBe(false);
  });

  it('S-115 a day without data 20 days after checkin is selectable, 21 days is not', () => {
    const checkin = '2026-06-12';
    const availability: AvailabilityMap = {
      [checkin]: { amount: 8900 },
      [addDays(checkin, 25)]: { amount: 1 },
    };
    expect(isDaySelectable(addDays(checkin, 20), { ...base, checkin, availability })).toBe(true);
    expect(isDaySelectable(addDays(checkin, 21), { ...base, checkin, availability })).toBe(false);
    expect(isDaySelectable(addDays(checkin, 21), { ...base, checkin })).toBe(false);
    // A day with data is not limited by the fallback.
    expect(isDaySelectable(addDays(checkin, 25), { ...base, checkin, availability })).toBe(true);
  });

  it('S-119 the calendar reaches one year ahead and no further', () => {
    expect(calendarHorizonEnd(today)).toBe('2027-06-10');
    expect(isDaySelectable('2027-06-10', base)).toBe(true);
    expect(isDaySelectable('2027-06-11', base)).toBe(false);
    expect(calendarHorizonEnd('2028-02-29')).toBe('2029-02-28');
  });

  it('S-109 S-119 no day outside today…horizon is ever selectable (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 800 }), fc.integer({ min: 0, max: 23 }), (offset, hour) => {
        const day = addDays(today, offset);
        const selectable = isDaySelectable(day, { today, hour });
        if (day < today || day > calendarHorizonEnd(today)) expect(selectable).toBe(false);
        if (day > today && day <= calendarHorizonEnd(today)) expect(selectable).toBe(true);
      }),
    );
  });
});

describe('minimumStayLabel', () => {
  const availability: AvailabilityMap = {
    '2026-06-12': { amount: 8900, minLos: 2 },
    '2026-06-13': { amount: 8900, minLos: 1 },
    '2026-06-14': null,
  };

  it('S-116 shows N on the checkin day when its minimum stay is 2, nothing when it is 1', () => {
    expect(minimumStayLabel('2026-06-12', '2026-06-12', availability)).toBe(2);
    expect(minimumStayLabel('2026-06-13', '2026-06-13', availability)).toBeNull();
  });

  it('S-116 shows nothing on other days, on null days or without checkin', () => {
    expect(minimumStayLabel('2026-06-12', '2026-06-13', availability)).toBeNull();
    expect(minimumStayLabel('2026-06-12', undefined, availability)).toBeNull();
    expect(minimumStayLabel('2026-06-14', '2026-06-14', availability)).toBeNull();
    expect(minimumStayLabel('2026-06-12', '2026-06-12', undefined)).toBeNull();
  });
});

describe('displayedDayPrice', () => {
  const availability: AvailabilityMap = {
    '2026-06-09': { amount: 7900 },
    '2026-06-11': { amount: 8900, price: '89 €' },
    '2026-06-12': { price: '95 €' },
    '2026-06-13': null,
    '2026-06-14': {},
  };

  it('G-31 shows the amount in cents, else the price text, on selectable days', () => {
    expect(displayedDayPrice('2026-06-11', { ...base, availability })).toBe(8900);
    expect(displayedDayPrice('2026-06-12', { ...base, availability })).toBe('95 €');
    expect(displayedDayPrice('2026-06-14', { ...base, availability })).toBeNull();
  });

  it('G-31 never shows a price on past or unselectable days', () => {
    expect(displayedDayPrice('2026-06-09', { ...base, availability })).toBeNull();
    expect(displayedDayPrice('2026-06-13', { ...base, availability })).toBeNull();
    const outsideWindow = {
      ...base,
      availability,
      checkin: '2026-06-11',
      possibleNights: { start: 2, end: 3 },
    };
    expect(displayedDayPrice('2026-06-12', outsideWindow)).toBeNull();
  });
});
