import { parseDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Clock,
  criteriaFields,
  DEFAULT_CRITERIA,
  giftFormats,
  isSearchCriteria,
  normaliseCriteria,
  type SearchCriteria,
} from './criteria';
import { sortKeys } from './flows';
import { formatCriteriaHash, parseCriteriaHash } from './hash';

const clock: Clock = { today: '2026-06-10', hour: 10 };
const base: SearchCriteria = { ...DEFAULT_CRITERIA };
const parse = (hash: string) => parseCriteriaHash(hash, clock);

describe('parseCriteriaHash', () => {
  it('S-040 defaults to 2 adults, 0 children, 0 babies', () => {
    expect(parse('')).toEqual(base);
    expect(parse('#')).toEqual(base);
  });

  it('S-040 reads a, c and b, with or without the leading #', () => {
    expect(parse('#a=3&c=1&b=2')).toEqual({ a: 3, c: 1, b: 2, s: true });
    expect(parse('a=1&c=0&b=0')).toEqual({ a: 1, c: 0, b: 0, s: false });
  });

  it('S-017 ignores pax out of range or not whole', () => {
    expect(parse('a=0&c=11&b=-1')).toEqual(base);
    expect(parse('a=21')).toEqual(base);
    expect(parse('a=20&c=10&b=10')).toMatchObject({ a: 20, c: 10, b: 10 });
    expect(parse('a=2.5&c=one')).toEqual(base);
  });

  it('S-019 derives single room from children and babies, whatever s says', () => {
    expect(parse('s=true').s).toBe(false);
    expect(parse('c=1').s).toBe(true);
    expect(parse('b=1&s=false').s).toBe(true);
  });

  it('S-041 S-046 keeps both dates when the checkin is after today, with the nights', () => {
    expect(parse('checkin=2026-06-12&checkout=2026-06-14')).toEqual({
      ...base,
      checkin: '2026-06-12',
      checkout: '2026-06-14',
      night: 2,
    });
  });

  it('S-041 derives night from the dates, ignoring the night written', () => {
    expect(parse('checkin=2026-06-12&checkout=2026-06-14&night=5').night).toBe(2);
    expect(parse('night=5')).toEqual(base);
  });

  it('S-046 drops the dates unless both are set', () => {
    expect(parse('checkin=2026-06-12')).toEqual(base);
    expect(parse('checkout=2026-06-14')).toEqual(base);
  });

  it('S-046 drops the dates when the checkout is not after the checkin', () => {
    expect(parse('checkin=2026-06-14&checkout=2026-06-14')).toEqual(base);
    expect(parse('checkin=2026-06-14&checkout=2026-06-12')).toEqual(base);
  });

  it('S-046 drops a checkin before today', () => {
    expect(parse('checkin=2026-06-09&checkout=2026-06-12')).toEqual(base);
  });

  it('S-046 keeps today as checkin until 19:59 and drops it from 20:00', () => {
    const hash = 'checkin=2026-06-10&checkout=2026-06-11';
    expect(parseCriteriaHash(hash, { today: '2026-06-10', hour: 19 }).checkin).toBe('2026-06-10');
    expect(parseCriteriaHash(hash, { today: '2026-06-10', hour: 20 })).toEqual(base);
  });

  it('S-046 drops dates that do not exist', () => {
    expect(parse('checkin=2026-06-31&checkout=2026-07-02')).toEqual(base);
    expect(parse('checkin=12/06/2026&checkout=14/06/2026')).toEqual(base);
  });

  it('S-035 reads the flexible-dates mark, only without dates', () => {
    expect(parse('flexible=true')).toEqual({ ...base, flexible: true });
    expect(parse('flexible=true&checkin=2026-06-12&checkout=2026-06-13')).not.toHaveProperty('flexible');
  });

  it('S-042 reads theme, lat, lng, distanceMin and distanceMax', () => {
    expect(parse('theme=39&lat=48.8566&lng=2.3522&distanceMin=0&distanceMax=200')).toEqual({
      ...base,
      theme: 39,
      lat: 48.8566,
      lng: 2.3522,
      distanceMin: 0,
      distanceMax: 200,
    });
    expect(parse('theme=x&lat=91&lng=-181&distanceMin=-1&distanceMax=abc')).toEqual(base);
  });

  it('S-043 reads every destination key', () => {
    const hash =
      'city=2988507&hotel=1234&searesort=s1&skiresort=k2&touristicregion=t3&region=93&department=75&country=FR&poi=p-9';
    expect(parse(hash)).toEqual({
      ...base,
      city: '2988507',
      hotel: '1234',
      searesort: 's1',
      skiresort: 'k2',
      touristicregion: 't3',
      region: '93',
      department: '75',
      country: 'FR',
      poi: 'p-9',
    });
  });

  it('S-044 reads sort, prices in cents and the filters, lists comma-joined', () => {
    const hash =
      'sort=priceAsc&priceMin=900&priceMax=25000&hotelTypes=castle,b_and_b&hotelEnvironments=sea' +
      '&hotelStyles=design&stars=4,5&hotelScore=8&facilities=wifi,spa&tags=12,31&petsAllowed=true';
    expect(parse(hash)).toEqual({
      ...base,
      sort: 'priceAsc',
      priceMin: 900,
      priceMax: 25000,
      hotelTypes: ['castle', 'b_and_b'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
      stars: [4, 5],
      hotelScore: 8,
      facilities: ['wifi', 'spa'],
      tags: [12, 31],
      petsAllowed: true,
    });
  });

  it('S-044 drops bad filter values one by one', () => {
    expect(parse('sort=cheapest&priceMin=12.5&priceMax=-1&stars=4,9,x,4,&tags=0,31&petsAllowed=1')).toEqual({
      ...base,
      stars: [4],
      tags: [31],
    });
    expect(parse('stars=&facilities=,')).toEqual(base);
  });

  it('S-047 keeps the value 0', () => {
    expect(parse('hotelScore=0&priceMin=0')).toEqual({ ...base, hotelScore: 0, priceMin: 0 });
  });

  it('S-045 reads the gifting keys', () => {
    expect(parse('giftNights=2&giftFormat=physical&sleeves=red,blue')).toEqual({
      ...base,
      giftNights: 2,
      giftFormat: 'physical',
      sleeves: ['red', 'blue'],
    });
    expect(parse('giftNights=0&giftFormat=paper')).toEqual(base);
    expect(parse('singleVoucherPriceMin=5000&singleVoucherPriceMax=20000')).toMatchObject({
      singleVoucherPriceMin: 5000,
      singleVoucherPriceMax: 20000,
    });
  });

  it('reads encoded commas and ignores unknown keys', () => {
    expect(parse('stars=3%2C4&utm_source=mail&page=2')).toEqual({ ...base, stars: [3, 4] });
  });
});

describe('formatCriteriaHash', () => {
  it('S-040 writes the pax, and s=true only with children or babies (S-019)', () => {
    expect(formatCriteriaHash(base)).toBe('a=2&c=0&b=0');
    expect(formatCriteriaHash({ ...base, b: 1, s: false })).toBe('a=2&c=0&b=1&s=true');
    expect(formatCriteriaHash({ ...base, s: true })).toBe('a=2&c=0&b=0');
  });

  it('writes every key in a stable order, lists comma-joined', () => {
    const criteria: SearchCriteria = {
      giftFormat: 'digital',
      tags: [12, 31],
      stars: [4, 5],
      facilities: ['wifi', 'spa'],
      petsAllowed: true,
      checkout: '2026-06-14',
      checkin: '2026-06-12',
      sort: 'priceQuality',
      city: '2988507',
      theme: 39,
      b: 0,
      c: 1,
      a: 2,
      s: true,
      priceMin: 900,
    };
    expect(formatCriteriaHash(criteria)).toBe(
      'a=2&c=1&b=0&s=true&checkin=2026-06-12&checkout=2026-06-14&night=2&theme=39&city=2988507' +
        '&sort=priceQuality&priceMin=900&stars=4,5&facilities=wifi,spa&tags=12,31&petsAllowed=true&giftFormat=digital',
    );
  });

  it('S-041 writes the dates only as a pair in order, with the nights', () => {
    expect(formatCriteriaHash({ ...base, checkin: '2026-06-12' })).toBe('a=2&c=0&b=0');
    expect(formatCriteriaHash({ ...base, checkin: '2026-06-12', checkout: '2026-06-11', night: 1 })).toBe(
      'a=2&c=0&b=0',
    );
  });

  it('S-035 writes the flexible mark only without dates', () => {
    expect(formatCriteriaHash({ ...base, flexible: true })).toBe('a=2&c=0&b=0&flexible=true');
  });

  it('S-047 writes 0 and leaves out empty lists', () => {
    expect(formatCriteriaHash({ ...base, hotelScore: 0, stars: [] })).toBe('a=2&c=0&b=0&hotelScore=0');
  });
});

/** Any valid criteria, not necessarily normalised (s, night and dates may disagree). */
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const ids = fc.array(id, { minLength: 1, maxLength: 4 });
const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const day = fc
  .integer({ min: -5, max: 400 })
  .map((offset) => parseDate(clock.today).add({ days: offset }).toString());
const cents = fc.integer({ min: 0, max: 10_000_000 });
const anyCriteria: fc.Arbitrary<SearchCriteria> = fc.record(
  {
    a: fc.integer({ min: 1, max: 20 }),
    c: fc.integer({ min: 0, max: 10 }),
    b: fc.integer({ min: 0, max: 10 }),
    s: fc.boolean(),
    checkin: day,
    checkout: day,
    night: fc.integer({ min: 1, max: 30 }),
    flexible: fc.constant(true as const),
    theme: fc.integer({ min: 1, max: 1_000_000 }),
    lat: real(-90, 90),
    lng: real(-180, 180),
    distanceMin: real(0, 1000),
    distanceMax: real(0, 1000),
    city: id,
    hotel: id,
    searesort: id,
    skiresort: id,
    touristicregion: id,
    region: id,
    department: id,
    country: id,
    poi: id,
    sort: fc.constantFrom(...sortKeys),
    priceMin: cents,
    priceMax: cents,
    singleVoucherPriceMin: cents,
    singleVoucherPriceMax: cents,
    hotelTypes: ids,
    hotelEnvironments: ids,
    hotelStyles: ids,
    stars: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 }),
    hotelScore: real(0, 10),
    facilities: ids,
    tags: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
    petsAllowed: fc.constant(true as const),
    giftNights: fc.integer({ min: 1, max: 30 }),
    giftFormat: fc.constantFrom(...giftFormats),
    sleeves: ids,
  },
  { requiredKeys: ['a', 'c', 'b', 's'] },
);
const anyClock: fc.Arbitrary<Clock> = fc.integer({ min: 0, max: 23 }).map((hour) => ({ ...clock, hour }));

/** Hashes made of known keys with plausible and implausible values, plus plain junk. */
const keys = [...Object.keys(criteriaFields), 'junk', ''];
const junkValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^-?\d{0,3}(\.\d{0,3})?(e-?\d)?$/),
  fc.constantFrom('true', 'false', '2026-06-12', '2026-06-14', '2026-02-30', '4,5', ',', '%', '%E0%A4%A'),
);
const junkHash = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom(...keys), junkValue), { maxLength: 12 })
    .map((pairs) => `#${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  fc.string({ unit: 'binary' }),
);

describe('the hash codec (properties)', () => {
  it('S-040…S-047 parse(format(c)) is the normalised c for any valid criteria', () => {
    fc.assert(
      fc.property(anyCriteria, anyClock, (criteria, now) => {
        expect(parseCriteriaHash(formatCriteriaHash(criteria), now)).toEqual(
          normaliseCriteria(criteria, now),
        );
      }),
    );
  });

  it('never throws on junk and always gives valid criteria', () => {
    fc.assert(
      fc.property(junkHash, anyClock, (hash, now) => {
        expect(isSearchCriteria(parseCriteriaHash(hash, now))).toBe(true);
      }),
    );
  });

  it('format(parse(h)) is idempotent', () => {
    fc.assert(
      fc.property(junkHash, anyClock, (hash, now) => {
        const once = formatCriteriaHash(parseCriteriaHash(hash, now));
        expect(formatCriteriaHash(parseCriteriaHash(once, now))).toBe(once);
      }),
    );
  });
});
