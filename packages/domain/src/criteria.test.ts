import { describe, expect, it } from 'vitest';
import {
  applyDestination,
  applyUserLocation,
  type Clock,
  DEFAULT_CRITERIA,
  DESTINATION_KEYS,
  isBookableCheckin,
  isSearchCriteria,
  normaliseCriteria,
  paxOf,
  type SearchCriteria,
  setCriterion,
  stayNights,
  withDates,
} from './criteria';

const clock: Clock = { today: '2026-06-10', hour: 10 };
const base: SearchCriteria = { ...DEFAULT_CRITERIA };

describe('DEFAULT_CRITERIA', () => {
  it('S-040 starts with 2 adults, 0 children, 0 babies and no single room', () => {
    expect(DEFAULT_CRITERIA).toEqual({ a: 2, c: 0, b: 0, s: false });
    expect(isSearchCriteria(DEFAULT_CRITERIA)).toBe(true);
    expect(paxOf(DEFAULT_CRITERIA)).toEqual({ adults: 2, children: 0, babies: 0 });
  });

  it('S-017 S-046 isSearchCriteria rejects pax out of range, a day that does not exist and unknown keys', () => {
    expect(isSearchCriteria({ ...DEFAULT_CRITERIA, checkin: '2026-06-12', stars: [4, 5] })).toBe(true);
    expect(isSearchCriteria({ ...DEFAULT_CRITERIA, a: 0 })).toBe(false);
    expect(isSearchCriteria({ ...DEFAULT_CRITERIA, checkin: '2026-02-30' })).toBe(false);
    expect(isSearchCriteria({ ...DEFAULT_CRITERIA, stars: [] })).toBe(false);
    expect(isSearchCriteria({ ...DEFAULT_CRITERIA, junk: 1 })).toBe(false);
    expect(isSearchCriteria({ c: 0, b: 0, s: false })).toBe(false);
  });

  it('S-043 lists the nine destination keys', () => {
    expect(DESTINATION_KEYS).toEqual([
      'city',
      'hotel',
      'searesort',
      'skiresort',
      'touristicregion',
      'region',
      'department',
      'country',
      'poi',
    ]);
  });
});

describe('setCriterion', () => {
  it('S-047 removes a criterion set to an empty string, null, undefined or an empty list', () => {
    const withTheme = setCriterion(base, 'theme', 12);
    expect(withTheme.theme).toBe(12);
    expect(setCriterion(withTheme, 'theme', null)).not.toHaveProperty('theme');
    expect(setCriterion(withTheme, 'theme', undefined)).not.toHaveProperty('theme');
    expect(setCriterion(withTheme, 'theme', '')).not.toHaveProperty('theme');
    const withStars = setCriterion(base, 'stars', [4, 5]);
    expect(withStars.stars).toEqual([4, 5]);
    expect(setCriterion(withStars, 'stars', [])).not.toHaveProperty('stars');
  });

  it('S-047 keeps the value 0', () => {
    expect(setCriterion(base, 'hotelScore', 0).hotelScore).toBe(0);
    expect(setCriterion(base, 'priceMin', 0).priceMin).toBe(0);
    expect(setCriterion(base, 'c', 0).c).toBe(0);
  });

  it('S-017 ignores a pax count out of range', () => {
    expect(setCriterion(base, 'a', 21)).toBe(base);
    expect(setCriterion(base, 'a', 0)).toBe(base);
    expect(setCriterion(base, 'c', 11)).toBe(base);
    expect(setCriterion(base, 'b', -1)).toBe(base);
    expect(setCriterion(base, 'a', 20).a).toBe(20);
    expect(setCriterion(base, 'b', 10).b).toBe(10);
  });

  it('restores the default of a removed pax count', () => {
    expect(setCriterion({ ...base, a: 4 }, 'a', null).a).toBe(2);
  });

  it('S-019 sets single room when children or babies come along, and clears it otherwise', () => {
    const withChild = setCriterion(base, 'c', 1);
    expect(withChild.s).toBe(true);
    const withBaby = setCriterion(withChild, 'b', 1);
    expect(setCriterion(withBaby, 'c', 0).s).toBe(true);
    expect(setCriterion(setCriterion(withBaby, 'c', 0), 'b', 0).s).toBe(false);
  });

  it('sets the pets marker from a boolean and removes it with false', () => {
    const withPets = setCriterion(base, 'petsAllowed', true);
    expect(withPets.petsAllowed).toBe(true);
    expect(setCriterion(withPets, 'petsAllowed', false)).not.toHaveProperty('petsAllowed');
  });

  it('ignores an invalid value and drops duplicates from a list', () => {
    expect(setCriterion(base, 'city', 'not an id!')).toBe(base);
    expect(setCriterion(base, 'stars', [6])).toBe(base);
    expect(setCriterion(base, 'facilities', ['wifi', 'spa', 'wifi']).facilities).toEqual(['wifi', 'spa']);
  });

  it('does not change the criteria it is given', () => {
    const criteria = { ...base, theme: 3 };
    setCriterion(criteria, 'theme', null);
    expect(criteria.theme).toBe(3);
  });
});

describe('withDates', () => {
  it('S-041 sets checkin, checkout and the nights between them', () => {
    expect(withDates(base, '2026-06-12', '2026-06-15')).toEqual({
      ...base,
      checkin: '2026-06-12',
      checkout: '2026-06-15',
      night: 3,
    });
  });

  it('S-035 clearing both dates records flexible dates', () => {
    const dated = withDates(base, '2026-06-12', '2026-06-14');
    const cleared = withDates(dated, undefined, null);
    expect(cleared).toEqual({ ...base, flexible: true });
  });

  it('S-035 choosing dates again forgets the flexible mark', () => {
    expect(withDates({ ...base, flexible: true }, '2026-06-12', '2026-06-13')).not.toHaveProperty('flexible');
  });

  it('keeps no dates, and no flexible mark, from a single date or a checkout not after the checkin', () => {
    const dated = withDates(base, '2026-06-12', '2026-06-14');
    expect(withDates(dated, '2026-06-12', undefined)).toEqual(base);
    expect(withDates(dated, '2026-06-12', '2026-06-12')).toEqual(base);
    expect(withDates(dated, '2026-06-12', '2026-06-11')).toEqual(base);
    expect(withDates(dated, '2026-02-30', '2026-03-02')).toEqual(base);
  });
});

describe('applyDestination', () => {
  it('S-028 sets the chosen destination and clears every other geographic key', () => {
    const criteria: SearchCriteria = {
      ...base,
      theme: 4,
      region: '93',
      poi: 'p-12',
      lat: 48.85,
      lng: 2.35,
      distanceMin: 0,
      distanceMax: 200,
      sort: 'distance',
    };
    expect(applyDestination(criteria, 'city', '2988507')).toEqual({
      ...base,
      theme: 4,
      sort: 'distance',
      city: '2988507',
    });
  });

  it('ignores an invalid destination id', () => {
    const criteria = { ...base, city: '12' };
    expect(applyDestination(criteria, 'region', '')).toBe(criteria);
  });
});

describe('applyUserLocation', () => {
  it('S-026 sets lat, lng and the distance range and clears the nine destination keys', () => {
    const criteria: SearchCriteria = { ...base, theme: 4 };
    for (const key of DESTINATION_KEYS) criteria[key] = `${key}-1`;
    expect(applyUserLocation(criteria, { lat: 41.39, lng: 2.17, distanceMin: 0, distanceMax: 200 })).toEqual({
      ...base,
      theme: 4,
      lat: 41.39,
      lng: 2.17,
      distanceMin: 0,
      distanceMax: 200,
    });
  });

  it('ignores a location out of range', () => {
    expect(applyUserLocation(base, { lat: 91, lng: 2, distanceMin: 0, distanceMax: 200 })).toBe(base);
    expect(applyUserLocation(base, { lat: 41, lng: 2, distanceMin: -1, distanceMax: 200 })).toBe(base);
  });
});

describe('isBookableCheckin', () => {
  it('S-046 a checkin after today is bookable, one before today is not', () => {
    expect(isBookableCheckin('2026-06-11', clock)).toBe(true);
    expect(isBookableCheckin('2026-06-09', clock)).toBe(false);
  });

  it('S-046 today is bookable until 19:59 and no longer from 20:00', () => {
    expect(isBookableCheckin('2026-06-10', { today: '2026-06-10', hour: 19 })).toBe(true);
    expect(isBookableCheckin('2026-06-10', { today: '2026-06-10', hour: 20 })).toBe(false);
  });

  it('rejects a date that does not exist or lies beyond the one-year horizon', () => {
    expect(isBookableCheckin('2026-06-31', clock)).toBe(false);
    expect(isBookableCheckin('2027-06-10', clock)).toBe(true);
    expect(isBookableCheckin('2027-06-11', clock)).toBe(false);
  });
});

describe('stayNights', () => {
  it('counts the nights across a month end and refuses a checkout not after the checkin', () => {
    expect(stayNights('2026-06-29', '2026-07-02')).toBe(3);
    expect(stayNights('2026-06-29', '2026-06-29')).toBeNull();
    expect(stayNights('2026-06-29', undefined)).toBeNull();
  });
});

describe('normaliseCriteria', () => {
  it('S-046 keeps the dates only when both are set, in order and bookable, with their nights', () => {
    expect(normaliseCriteria({ checkin: '2026-06-12', checkout: '2026-06-14', night: 7 }, clock)).toEqual({
      ...base,
      checkin: '2026-06-12',
      checkout: '2026-06-14',
      night: 2,
    });
    expect(normaliseCriteria({ checkin: '2026-06-12' }, clock)).toEqual(base);
    expect(normaliseCriteria({ checkin: '2026-06-09', checkout: '2026-06-11' }, clock)).toEqual(base);
  });

  it('drops invalid values, keeps valid ones and derives single room', () => {
    expect(normaliseCriteria({ a: 30, c: 2, theme: 'x', stars: [5, 5, 4], junk: 1 }, clock)).toEqual({
      ...base,
      c: 2,
      s: true,
      stars: [5, 4],
    });
  });

  it('keeps the flexible mark only without dates', () => {
    expect(normaliseCriteria({ flexible: true }, clock)).toEqual({ ...base, flexible: true });
    expect(
      normaliseCriteria({ flexible: true, checkin: '2026-06-12', checkout: '2026-06-13' }, clock),
    ).not.toHaveProperty('flexible');
  });
});
