import { describe, expect, it } from 'vitest';
import type { Minisite } from './api/minisites';
import {
  MINISITE_IDS,
  minisiteLocaleOtherThan,
  minisiteRoute,
  minisiteSearchParams,
  parseMinisiteId,
} from './minisites';

const minisite: Pick<Minisite, 'minisiteId' | 'minisiteLocale' | 'selection'> = {
  minisiteId: 30,
  minisiteLocale: 'fr_BE',
  selection: { country: 'country-be' },
};

describe('partner minisites', () => {
  it('S-438 six minisites: 360, 250, 244, 97, 30 and 14', () => {
    expect([...MINISITE_IDS]).toEqual([360, 250, 244, 97, 30, 14]);
  });

  it('G-09 a minisite is /partner/{minisiteUrl}', () => {
    expect(minisiteRoute('weekends-bruxelles')).toBe('/partner/weekends-bruxelles');
  });

  it('G-09 a minisite shows in its own locale whatever the market: another market names it', () => {
    expect(minisiteLocaleOtherThan(minisite, 'fr_BE')).toBeNull();
    expect(minisiteLocaleOtherThan(minisite, 'es_ES')).toBe('fr_BE');
    expect(minisiteLocaleOtherThan(minisite, 'nl_BE')).toBe('fr_BE');
  });

  it('S-439 the search of a minisite carries its id and its selection', () => {
    expect(minisiteSearchParams(minisite)).toMatchObject({
      minisite: 30,
      country: 'country-be',
      flow: 'booking',
      page: 0,
      limit: 12,
      orderBy: 'priceQuality',
    });
  });

  it('S-439 a minisite id from a URL or form is a positive integer, or none', () => {
    expect(parseMinisiteId('360')).toBe(360);
    for (const raw of [null, undefined, '', '0', '036', 'abc', '1.5', '-3', '12345678901']) {
      expect(parseMinisiteId(raw), String(raw)).toBeNull();
    }
  });
});
