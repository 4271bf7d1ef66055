import { describe, expect, it } from 'vitest';
import type { Destination } from './api/search';
import { DEFAULT_CRITERIA, type SearchCriteria } from './criteria';
import {
  FALLBACK_DISTANCE_MIN_KM,
  FALLBACK_PREVIEW_LIMIT,
  FALLBACK_RADIUS_KM,
  fallbackLadder,
} from './fallback';

const france = { kind: 'country', id: 'FR', name: 'France', latitude: 46.6, longitude: 2.4 } as const;
const auvergne = {
  kind: 'region',
  id: 'region-ara',
  name: 'Auvergne-Rhône-Alpes',
  latitude: 45.4,
  longitude: 4.4,
} as const;
const hauteSavoie = {
  kind: 'department',
  id: 'dep-74',
  name: 'Haute-Savoie',
  latitude: 46.0,
  longitude: 6.4,
} as const;

const annecy: Destination = {
  kind: 'city',
  id: 'city-annecy',
  name: 'Annecy',
  latitude: 45.8992,
  longitude: 6.1294,
  pos: 'FR',
  distanceMin: 0,
  distanceMax: 300,
  parents: [hauteSavoie, auvergne, france],
};

const place = (base: (typeof annecy.parents)[number], parents: Destination['parents']): Destination => ({
  ...base,
  pos: 'FR',
  distanceMin: 0,
  distanceMax: 300,
  parents,
});

const dates = { checkin: '2026-06-12', checkout: '2026-06-14', night: 2 };
const criteria = (extra: Partial<SearchCriteria>): SearchCriteria => ({ ...DEFAULT_CRITERIA, ...extra });
const ids = (c: SearchCriteria, d?: Destination) => fallbackLadder(c, d).map((step) => step.id);

describe('fallbackLadder', () => {
  it('S-161 gives no step when none of destination, dates and category is set', () => {
    expect(fallbackLadder(criteria({}))).toEqual([]);
    expect(fallbackLadder(criteria({ stars: [4] }))).toEqual([]);
  });

  it('S-161 uses only the steps whose criteria are set, smallest change first', () => {
    expect(ids(criteria({ theme: 3 }))).toEqual(['category']);
    expect(ids(criteria(dates))).toEqual(['dates']);
    expect(ids(criteria({ city: 'city-annecy' }), annecy)).toEqual(['destination']);
    expect(ids(criteria({ ...dates, theme: 3 }))).toEqual(['category', 'dates', 'dates+category']);
    expect(ids(criteria({ ...dates, theme: 3, city: 'city-annecy' }), annecy)).toEqual([
      'category',
      'destination',
      'destination+category',
      'dates',
      'dates+category',
      'destination+dates',
      'destination+dates+category',
    ]);
  });

  it('S-162 widens a city to a 30 km radius around its coordinates, from distance 0', () => {
    expect(FALLBACK_RADIUS_KM).toBe(30);
    expect(FALLBACK_DISTANCE_MIN_KM).toBe(0);
    const [step] = fallbackLadder(criteria({ city: 'city-annecy', sort: 'distance' }), annecy);
    expect(step?.criteria).toEqual({
      ...DEFAULT_CRITERIA,
      sort: 'distance',
      lat: 45.8992,
      lng: 6.1294,
      distanceMin: 0,
      distanceMax: 30,
    });
    expect(step?.criteria.city).toBeUndefined();
    expect(step?.subtitles).toEqual([{ key: 'around', values: { destination: 'Annecy' } }]);
  });

  it('S-162 widens a poi the same way', () => {
    const lake: Destination = { ...annecy, kind: 'poi', id: 'poi-lac', name: 'Lac d’Annecy' };
    const [step] = fallbackLadder(criteria({ poi: 'poi-lac' }), lake);
    expect(step?.criteria).toMatchObject({ lat: 45.8992, lng: 6.1294, distanceMin: 0, distanceMax: 30 });
    expect(step?.criteria.poi).toBeUndefined();
  });

  it('S-163 widens a department to its region', () => {
    const department = place(hauteSavoie, [auvergne, france]);
    const [step] = fallbackLadder(criteria({ department: 'dep-74' }), department);
    expect(step?.criteria.department).toBeUndefined();
    expect(step?.criteria.region).toBe('region-ara');
    expect(step?.subtitles).toEqual([{ key: 'inArea', values: { destination: 'Auvergne-Rhône-Alpes' } }]);
  });

  it('S-163 widens a region or a touristic region to its country', () => {
    const region = place(auvergne, [france]);
    expect(fallbackLadder(criteria({ region: 'region-ara' }), region)[0]?.criteria).toEqual({
      ...DEFAULT_CRITERIA,
      country: 'FR',
    });
    const touristic = place(
      { kind: 'touristicregion', id: 'tr-alpes', name: 'Alpes', latitude: 45.5, longitude: 6.5 } as never,
      [france],
    );
    const [step] = fallbackLadder(criteria({ touristicregion: 'tr-alpes' }), touristic);
    expect(step?.criteria).toEqual({ ...DEFAULT_CRITERIA, country: 'FR' });
    expect(step?.subtitles).toEqual([{ key: 'inArea', values: { destination: 'France' } }]);
  });

  it('S-163 does not widen a country, or a destination that is not the searched one', () => {
    expect(ids(criteria({ country: 'FR' }), place(france, []))).toEqual([]);
    expect(ids(criteria({ city: 'city-lyon' }), annecy)).toEqual([]);
    expect(ids(criteria({ city: 'city-annecy' }))).toEqual([]);
    expect(ids(criteria({ lat: 45.9, lng: 6.1, distanceMax: 50 }))).toEqual([]);
  });

  it('S-164 removes the category (theme) and keeps the dates, saying so', () => {
    const [step] = fallbackLadder(criteria({ ...dates, theme: 3 }));
    expect(step?.changes).toEqual(['category']);
    expect(step?.criteria).toEqual({ ...DEFAULT_CRITERIA, ...dates });
    expect(step?.subtitles).toEqual([{ key: 'forYourDates' }, { key: 'allThemes' }]);
  });

  it('S-164 removes the dates (and the flexible mark) with the subtitle "Outside your dates"', () => {
    const [step] = fallbackLadder(criteria({ ...dates, city: 'city-annecy' }), annecy).filter(
      (s) => s.id === 'dates',
    );
    expect(step?.criteria).toEqual({ ...DEFAULT_CRITERIA, city: 'city-annecy' });
    expect(step?.subtitles).toEqual([{ key: 'outsideYourDates' }]);
  });

  it('S-164 combines the changes, with the subtitle of each', () => {
    const steps = fallbackLadder(criteria({ ...dates, theme: 3, city: 'city-annecy' }), annecy);
    const all = steps.at(-1);
    expect(all?.changes).toEqual(['destination', 'dates', 'category']);
    expect(all?.criteria).toEqual({
      ...DEFAULT_CRITERIA,
      lat: 45.8992,
      lng: 6.1294,
      distanceMin: 0,
      distanceMax: 30,
    });
    expect(all?.subtitles.map((s) => s.key)).toEqual(['around', 'outsideYourDates', 'allThemes']);
    const widenedWithDates = steps.find((s) => s.id === 'destination');
    expect(widenedWithDates?.criteria).toMatchObject(dates);
    expect(widenedWithDates?.subtitles.map((s) => s.key)).toEqual(['around', 'forYourDates']);
  });

  it('S-164 keeps every other criterion (pax, filters, sort)', () => {
    const base = criteria({
      a: 3,
      c: 1,
      s: true,
      stars: [4, 5],
      priceMax: 20_000,
      sort: 'priceAsc',
      theme: 2,
    });
    const [step] = fallbackLadder(base);
    expect(step?.criteria).toEqual(withoutTheme(base));
    expect(step?.criteria.theme).toBeUndefined();
  });

  it('S-166 previews 3 offers per fallback', () => {
    expect(FALLBACK_PREVIEW_LIMIT).toBe(3);
  });
});

function withoutTheme({ theme: _theme, ...rest }: SearchCriteria): SearchCriteria {
  return rest;
}
