import { describe, expect, it } from 'vitest';
import { DEFAULT_CRITERIA, type SearchCriteria } from './criteria';
import {
  activityParams,
  facetsParams,
  fallbackParams,
  hotelOffersParams,
  mapParams,
  offersParams,
  searchParams,
  shouldSearchFallbacks,
  switchFlow,
} from './searchRequest';

const clock = { today: '2026-11-23', hour: 10 };
const base: SearchCriteria = { ...DEFAULT_CRITERIA };

describe('searchParams', () => {
  it('passes the shared keys and sends sort as orderBy', () => {
    const params = searchParams({ ...base, city: 'bordeaux', sort: 'priceAsc', stars: [4, 5] }, 'booking');
    expect(params).toMatchObject({
      flow: 'booking',
      a: 2,
      c: 0,
      b: 0,
      city: 'bordeaux',
      orderBy: 'priceAsc',
    });
    expect(params.stars).toEqual([4, 5]);
    expect(params).not.toHaveProperty('sort');
    expect(params).not.toHaveProperty('s');
  });

  it('S-081 gifting reads the single-voucher prices and sends no dates', () => {
    const criteria: SearchCriteria = {
      ...base,
      checkin: '2026-12-04',
      checkout: '2026-12-06',
      night: 2,
      priceMin: 5000,
      singleVoucherPriceMin: 12000,
    };
    const gifting = searchParams(criteria, 'gifting');
    expect(gifting).toMatchObject({ singleVoucherPriceMin: 12000 });
    expect(gifting).not.toHaveProperty('priceMin');
    expect(gifting).not.toHaveProperty('checkin');
    const booking = searchParams(criteria, 'booking');
    expect(booking).toMatchObject({ priceMin: 5000, checkin: '2026-12-04', checkout: '2026-12-06' });
    expect(booking).not.toHaveProperty('singleVoucherPriceMin');
  });

  it('S-083 sends a distance only with a place to measure from', () => {
    expect(searchParams({ ...base, distanceMax: 50 }, 'booking')).not.toHaveProperty('distanceMax');
    expect(searchParams({ ...base, city: 'lyon', distanceMax: 50 }, 'booking')).toHaveProperty(
      'distanceMax',
      50,
    );
    expect(searchParams({ ...base, lat: 45, lng: 4, distanceMax: 50 }, 'booking')).toHaveProperty(
      'distanceMax',
      50,
    );
  });
});

describe('call parameters', () => {
  it('G-46 a result page asks 24 cards, one per hotel', () => {
    expect(offersParams(base, 'booking', 2)).toMatchObject({
      page: 2,
      limit: 24,
      numberOfPackagesPerHotel: 1,
    });
  });

  it('S-166 a fallback preview asks 3 offers', () => {
    expect(fallbackParams(base, 'booking')).toMatchObject({ page: 0, limit: 3 });
  });

  it('S-467 the map asks every marker, giftable ones in gifting', () => {
    expect(mapParams(base, 'gifting')).toMatchObject({ performMapSearch: true, performGiftableSearch: true });
    expect(mapParams(base, 'booking')).toMatchObject({
      performMapSearch: true,
      performGiftableSearch: false,
    });
  });

  it('S-468 the hotel drawer asks the hotel’s offers cheapest first, keeping only pax and dates', () => {
    const criteria: SearchCriteria = {
      ...base,
      city: 'nice',
      theme: 12,
      checkin: '2026-12-04',
      checkout: '2026-12-05',
      night: 1,
    };
    const params = hotelOffersParams(criteria, 'booking', 42);
    expect(params).toMatchObject({
      hotelId: 42,
      orderBy: 'priceAsc',
      numberOfPackagesPerHotel: 20,
      checkin: '2026-12-04',
    });
    expect(params).not.toHaveProperty('city');
    expect(params).not.toHaveProperty('theme');
  });

  it('S-464 facets ask names and activity groups, without a sort', () => {
    const params = facetsParams({ ...base, sort: 'promo' }, 'booking');
    expect(params).toMatchObject({ withNames: true, withActivities: true });
    expect(params).not.toHaveProperty('orderBy');
  });

  it('S-470 activity-only results keep place, theme, tags and price per person', () => {
    const params = activityParams(
      { ...base, city: 'paris', tags: [3], priceMin: 1000, checkin: '2026-12-04' },
      1,
    );
    expect(params).toMatchObject({ city: 'paris', tags: [3], priceMin: 1000, page: 1, limit: 24 });
    expect(params).not.toHaveProperty('checkin');
  });
});

describe('fallbacks', () => {
  it('S-161 looks for fallbacks only when the results fit on the first page', () => {
    expect(shouldSearchFallbacks(0, 0)).toBe(true);
    expect(shouldSearchFallbacks(23, 0)).toBe(true);
    expect(shouldSearchFallbacks(24, 0)).toBe(false);
    expect(shouldSearchFallbacks(3, 1)).toBe(false);
  });
});

describe('switchFlow', () => {
  const located: SearchCriteria = {
    ...base,
    lat: 48.85,
    lng: 2.35,
    distanceMin: 0,
    distanceMax: 200,
    checkin: '2026-12-04',
    checkout: '2026-12-06',
    night: 2,
    theme: 12,
    sort: 'promo',
  };

  it('S-050 going to the activity flow clears the criteria and keeps location and dates aside', () => {
    const { criteria, memory } = switchFlow(located, 'booking', 'activity', {}, clock);
    expect(criteria).toEqual(DEFAULT_CRITERIA);
    expect(memory.location).toEqual({ lat: 48.85, lng: 2.35, distanceMin: 0, distanceMax: 200 });
    expect(memory.dates).toEqual({ checkin: '2026-12-04', checkout: '2026-12-06' });
  });

  it('S-051 leaving the activity flow restores the user location and the saved dates', () => {
    const aside = switchFlow(located, 'booking', 'activity', {}, clock);
    const back = switchFlow(aside.criteria, 'activity', 'booking', aside.memory, clock);
    expect(back.criteria).toMatchObject({
      lat: 48.85,
      lng: 2.35,
      checkin: '2026-12-04',
      checkout: '2026-12-06',
      night: 2,
    });
    expect(back.memory).toEqual({});
  });

  it('S-051 saved dates no longer bookable are not restored', () => {
    const back = switchFlow(
      base,
      'activity',
      'booking',
      { dates: { checkin: '2026-11-01', checkout: '2026-11-03' } },
      clock,
    );
    expect(back.criteria.checkin).toBeUndefined();
  });

  it('S-098 gifting keeps only the priceQuality and distance sorts', () => {
    expect(switchFlow(located, 'booking', 'gifting', {}, clock).criteria.sort).toBeUndefined();
    expect(switchFlow({ ...located, sort: 'distance' }, 'booking', 'gifting', {}, clock).criteria.sort).toBe(
      'distance',
    );
  });

  it('S-049 booking to hotel keeps the criteria and a sort hotel offers', () => {
    const { criteria } = switchFlow({ ...located, sort: 'priceAsc' }, 'booking', 'hotel', {}, clock);
    expect(criteria).toMatchObject({ theme: 12, sort: 'priceAsc', checkin: '2026-12-04' });
  });
});
