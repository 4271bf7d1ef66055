import { describe, expect, it } from 'vitest';
import {
  checkoutHref,
  chooseActivityDate,
  EMPTY_STAY,
  hotelPageHref,
  parseStayHash,
  stayHash,
  withStayDates,
  withStayPax,
} from './stayHash';

const clock = { today: '2026-11-23', hour: 10 };

describe('stay hash', () => {
  it('S-195 reads checkin, checkout, a, c, b, anchor, hotel and theme, with the default travellers', () => {
    expect(
      parseStayHash(
        '#checkin=2026-12-18&checkout=2026-12-20&a=3&c=1&anchor=products&hotel=10047&theme=4',
        clock,
      ),
    ).toEqual({
      ...EMPTY_STAY,
      checkin: '2026-12-18',
      checkout: '2026-12-20',
      adults: 3,
      children: 1,
      anchor: 'products',
      hotel: '10047',
      theme: '4',
    });
    expect(parseStayHash('', clock)).toEqual(EMPTY_STAY);
  });

  it('drops dates that are not a bookable pair and travellers out of range', () => {
    expect(parseStayHash('checkin=2026-12-20&checkout=2026-12-18', clock).checkin).toBeNull();
    expect(parseStayHash('checkin=2026-11-01&checkout=2026-11-03', clock).checkin).toBeNull();
    expect(parseStayHash('checkin=2026-12-18', clock).checkin).toBeNull();
    expect(parseStayHash('a=0&c=11&b=x', clock)).toMatchObject({ adults: 2, children: 0, babies: 0 });
  });

  it('S-240 keeps activity days only within the dates, once each', () => {
    const state = parseStayHash(
      'checkin=2026-12-18&checkout=2026-12-20&activityDates=100473_2026-12-19,100473_2026-12-19,7_2026-12-25,bad',
      clock,
    );
    expect(state.activityDates).toEqual(['100473_2026-12-19']);
    expect(parseStayHash('activityDates=100473_2026-12-19', clock).activityDates).toEqual([]);
  });

  it('writes the dates with their nights and reads back the same state', () => {
    const state = {
      ...EMPTY_STAY,
      checkin: '2026-12-18',
      checkout: '2026-12-20',
      activityDates: ['5_2026-12-19'],
    };
    expect(stayHash(state)).toBe(
      'checkin=2026-12-18&checkout=2026-12-20&night=2&a=2&c=0&b=0&activityDates=5_2026-12-19',
    );
    expect(parseStayHash(stayHash(state), clock)).toEqual(state);
  });

  it('S-233 S-234 new or cleared dates drop the activity days and the anchor', () => {
    const state = {
      ...EMPTY_STAY,
      checkin: '2026-12-18',
      checkout: '2026-12-20',
      activityDates: ['5_2026-12-19'],
      anchor: 'products',
    };
    expect(withStayDates(state, { checkin: '2027-01-08', checkout: '2027-01-10' })).toMatchObject({
      checkin: '2027-01-08',
      activityDates: [],
      anchor: null,
    });
    expect(stayHash(withStayDates(state, null))).toBe('a=2&c=0&b=0');
  });

  it('S-235 new travellers reset the activity days and keep the dates', () => {
    const state = {
      ...EMPTY_STAY,
      checkin: '2026-12-18',
      checkout: '2026-12-20',
      activityDates: ['5_2026-12-19'],
    };
    expect(withStayPax(state, { adults: 3, children: 0, babies: 1 })).toMatchObject({
      adults: 3,
      babies: 1,
      checkin: '2026-12-18',
      activityDates: [],
    });
  });

  it('S-240 one day per activity, matched by the id before the underscore', () => {
    expect(chooseActivityDate(['5_2026-12-18', '6_2026-12-18'], '5_2026-12-19')).toEqual([
      '6_2026-12-18',
      '5_2026-12-19',
    ]);
  });

  it('S-241, S-242 the checkout address carries id, offerId, a, c, b, checkin, checkout, night and the activity days', () => {
    const state = {
      ...EMPTY_STAY,
      checkin: '2026-12-18',
      checkout: '2026-12-20',
      activityDates: ['5_2026-12-19'],
    };
    expect(checkoutHref('/fr', { productId: 100472, offerId: 100472, state })).toBe(
      '/fr/checkout#id=100472&offerId=100472&a=2&c=0&b=0&checkin=2026-12-18&checkout=2026-12-20&night=2&activityDates=5_2026-12-19',
    );
  });

  it('S-241 starting checkout carries the best-price flag of a dated stay', () => {
    const state = { ...EMPTY_STAY, checkin: '2026-12-18', checkout: '2026-12-20' };
    expect(checkoutHref('/fr', { productId: 7, offerId: 7, state, isBestPrice: true })).toBe(
      '/fr/checkout#id=7&offerId=7&a=2&c=0&b=0&checkin=2026-12-18&checkout=2026-12-20&night=2&bestPrice=1',
    );
    expect(checkoutHref('/fr', { productId: 7, offerId: 7, state })).not.toContain('bestPrice');
  });

  it('S-194 a hotel link keeps the dates in booking, drops them in gifting, and uses the uri if given', () => {
    const state = {
      ...EMPTY_STAY,
      checkin: '2026-12-18',
      checkout: '2026-12-20',
      adults: 3,
      activityDates: ['5_2026-12-19'],
    };
    expect(hotelPageHref('/fr', { id: 10047 }, { state, flow: 'booking' })).toBe(
      '/fr/hotel/10047#checkin=2026-12-18&checkout=2026-12-20&night=2&a=3&c=0&b=0&hotel=10047',
    );
    expect(hotelPageHref('/fr', { id: 10047, uri: '/hotel/10047-relais' }, { state, flow: 'gifting' })).toBe(
      '/fr/hotel/10047-relais#a=3&c=0&b=0&hotel=10047',
    );
  });

  it('S-236 a gift goes to the booking summary with its nights, digital by default, for 2 adults', () => {
    const gift = { ...EMPTY_STAY, giftNights: 2 };
    expect(checkoutHref('/be/nl', { productId: 7, offerId: 7, state: gift })).toBe(
      '/be/nl/checkout#id=7&offerId=7&a=2&c=0&b=0&giftNights=2&giftFormat=digital',
    );
  });
});
