import { describe, expect, it } from 'vitest';
import {
  activityIdOfDate,
  bookingMainAction,
  bookingPriceView,
  bookingProblem,
  chosenActivityDate,
  hasStayDates,
  missingActivityDates,
  showsCancellationChoice,
} from './booking';
import { PROMO_THRESHOLDS } from './prices';

const massage = {
  activityId: 100473,
  dates: [{ value: '100473_2026-12-18' }, { value: '100473_2026-12-19' }, { value: '100473_2026-12-20' }],
};
const hike = { activityId: 7, dates: [{ value: '7_2026-12-19' }] };
const dates = { checkin: '2026-12-18', checkout: '2026-12-20' };

describe('bookingMainAction', () => {
  it('S-232 reads "See prices" and opens the calendar without dates', () => {
    expect(bookingMainAction('booking', { checkin: null, checkout: null })).toEqual({
      label: 'seePrices',
      action: 'openCalendar',
    });
    expect(bookingMainAction('booking', { checkin: undefined, checkout: '' })).toEqual({
      label: 'seePrices',
      action: 'openCalendar',
    });
  });

  it('S-232 reads "Book" with dates', () => {
    expect(bookingMainAction('booking', dates)).toEqual({ label: 'book', action: 'book' });
  });

  it('S-238 reads "Book" with a checkin alone, so pressing it asks for the travel dates', () => {
    expect(bookingMainAction('booking', { checkin: '2026-12-18', checkout: null })).toEqual({
      label: 'book',
      action: 'book',
    });
  });

  it('S-237 reads "Offer" in gifting, with or without dates', () => {
    expect(bookingMainAction('gifting', { checkin: null, checkout: null })).toEqual({
      label: 'offer',
      action: 'offer',
    });
    expect(bookingMainAction('gifting', dates)).toEqual({ label: 'offer', action: 'offer' });
  });
});

describe('hasStayDates', () => {
  it('S-238 needs both dates, the checkout after the checkin', () => {
    expect(hasStayDates(dates)).toBe(true);
    expect(hasStayDates({ checkin: '2026-12-18', checkout: '2026-12-19' })).toBe(true);
    expect(hasStayDates({ checkin: '2026-12-18', checkout: null })).toBe(false);
    expect(hasStayDates({ checkin: null, checkout: '2026-12-20' })).toBe(false);
    expect(hasStayDates({ checkin: '2026-12-18', checkout: '2026-12-18' })).toBe(false);
    expect(hasStayDates({ checkin: '2026-12-20', checkout: '2026-12-18' })).toBe(false);
    expect(hasStayDates({ checkin: '18/12/2026', checkout: '2026-12-20' })).toBe(false);
  });
});

describe('activityIdOfDate', () => {
  it('S-240 is the part of the value before the underscore', () => {
    expect(activityIdOfDate('100473_2026-12-18')).toBe(100473);
    expect(activityIdOfDate('7_2026-12-19')).toBe(7);
  });

  it('S-240 is null when that part is not an id', () => {
    expect(activityIdOfDate('massage_2026-12-18')).toBeNull();
    expect(activityIdOfDate('_2026-12-18')).toBeNull();
    expect(activityIdOfDate('')).toBeNull();
  });
});

describe('chosenActivityDate', () => {
  it('S-240 matches a date to its activity by the id before the underscore', () => {
    expect(chosenActivityDate(massage, ['7_2026-12-19', '100473_2026-12-19'])).toBe('100473_2026-12-19');
    expect(chosenActivityDate(hike, ['7_2026-12-19', '100473_2026-12-19'])).toBe('7_2026-12-19');
  });

  it('S-240 does not take an id that only starts like the activity’s', () => {
    expect(chosenActivityDate(hike, ['70_2026-12-19', '1004737_2026-12-19'])).toBeUndefined();
  });

  it('S-239 ignores a date the activity does not offer', () => {
    expect(chosenActivityDate(massage, ['100473_2026-12-21'])).toBeUndefined();
  });
});

describe('missingActivityDates', () => {
  it('S-239 lists the activities without a chosen date, in the quote’s order', () => {
    expect(missingActivityDates([massage, hike], [])).toEqual([100473, 7]);
    expect(missingActivityDates([massage, hike], ['7_2026-12-19'])).toEqual([100473]);
    expect(missingActivityDates([massage, hike], ['7_2026-12-19', '100473_2026-12-18'])).toEqual([]);
    expect(missingActivityDates([], ['7_2026-12-19'])).toEqual([]);
  });
});

describe('bookingProblem', () => {
  it('S-238 asks for the travel dates first, as an info', () => {
    expect(
      bookingProblem({ checkin: null, checkout: null, activities: [massage], selectedActivityDates: [] }),
    ).toEqual({ kind: 'chooseDates', tone: 'info' });
    expect(
      bookingProblem({ checkin: '2026-12-18', checkout: null, activities: [], selectedActivityDates: [] }),
    ).toEqual({ kind: 'chooseDates', tone: 'info' });
  });

  it('S-239 then asks for the missing activity dates, as an error naming the activities', () => {
    expect(
      bookingProblem({ ...dates, activities: [massage, hike], selectedActivityDates: ['7_2026-12-19'] }),
    ).toEqual({ kind: 'chooseActivityDates', tone: 'critical', activityIds: [100473] });
  });

  it('S-239 lets a stay without activities, or with every date chosen, go on', () => {
    expect(bookingProblem({ ...dates, activities: [], selectedActivityDates: [] })).toBeNull();
    expect(
      bookingProblem({ ...dates, activities: [massage], selectedActivityDates: ['100473_2026-12-19'] }),
    ).toBeNull();
  });
});

describe('bookingPriceView', () => {
  const quote = {
    sellPrice: 59850,
    refPrice: 66500,
    promoPercentageRounded: 10,
    moneySaved: 6650,
    nights: 2,
    lowestPrice30Days: 41420,
  };

  it('S-246 is a final price with dates and a "From" price without', () => {
    expect(bookingPriceView(quote, true).priceType).toBe('final');
    expect(bookingPriceView(quote, false).priceType).toBe('from');
  });

  it('S-251 divides the total by the nights, rounded up to the euro', () => {
    const view = bookingPriceView({ ...quote, sellPrice: 59851 }, true);
    expect(view.total).toBe(59851);
    expect(view.perNight).toBe(30000);
    expect(bookingPriceView({ ...quote, nights: 3 }, true).perNight).toBe(20000);
    expect(view.refPerNight).toBe(33300);
  });

  it(`S-255 shows the promo from the quotes' threshold (${PROMO_THRESHOLDS.quote} %) with what it saves and the lowest 30-day price`, () => {
    expect(bookingPriceView(quote, true)).toMatchObject({
      promo: 10,
      moneySaved: 6650,
      lowestPrice30Days: 41420,
    });
  });

  it('S-255 counts a promo below the threshold as 0: no reference, no saving, no 30-day price', () => {
    expect(bookingPriceView({ ...quote, promoPercentageRounded: 9 }, true)).toMatchObject({
      promo: 0,
      refPerNight: null,
      moneySaved: 0,
      lowestPrice30Days: null,
    });
  });

  it('shows no promo when the reference price is not above the price paid', () => {
    expect(bookingPriceView({ ...quote, refPrice: 59850 }, true).promo).toBe(0);
  });

  it('shows a promo without a 30-day price when there is no price history', () => {
    expect(bookingPriceView({ ...quote, lowestPrice30Days: null }, true)).toMatchObject({
      promo: 10,
      lowestPrice30Days: null,
    });
    expect(bookingPriceView({ ...quote, lowestPrice30Days: undefined }, false).lowestPrice30Days).toBeNull();
  });
});

describe('showsCancellationChoice', () => {
  it('S-315 shows only with more than one offer', () => {
    expect(showsCancellationChoice('booking', 0)).toBe(false);
    expect(showsCancellationChoice('booking', 1)).toBe(false);
    expect(showsCancellationChoice('booking', 2)).toBe(true);
  });

  it('001 §4 hides the cancellation policy in gifting', () => {
    expect(showsCancellationChoice('gifting', 3)).toBe(false);
  });
});
