import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDistance,
  formatPerPerson,
  formatPrice,
  formatScore,
  translate,
} from './format';
import { locales } from './markets';

/** Intl uses no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('S-250 S-461 writes cents as euros the way each locale does', () => {
    expect(plain(formatPrice(8900, 'fr_FR'))).toBe('89 €');
    expect(plain(formatPrice(8900, 'fr_BE'))).toBe('89 €');
    expect(plain(formatPrice(8900, 'es_ES'))).toBe('89 €');
    expect(plain(formatPrice(8900, 'it_IT'))).toBe('89 €');
    expect(plain(formatPrice(8900, 'nl_NL'))).toBe('€ 89');
    expect(plain(formatPrice(8900, 'nl_BE'))).toBe('€ 89');
  });

  it('shows cents only when there are some, unless asked', () => {
    expect(plain(formatPrice(8950, 'fr_FR'))).toBe('89,50 €');
    expect(plain(formatPrice(8900, 'nl_NL', 'cents'))).toBe('€ 89,00');
    expect(plain(formatPrice(8900, 'fr_FR', 'cents'))).toBe('89,00 €');
  });

  it('whole euros round up, as the per-night prices do', () => {
    expect(plain(formatPrice(8901, 'fr_FR', 'whole'))).toBe('90 €');
    expect(plain(formatPrice(8900, 'fr_FR', 'whole'))).toBe('89 €');
  });

  it('groups thousands', () => {
    expect(plain(formatPrice(123456700, 'fr_FR'))).toBe('1 234 567 €');
    expect(plain(formatPrice(123456700, 'nl_NL'))).toBe('€ 1.234.567');
  });

  it('refuses a value that is not an amount', () => {
    expect(() => formatPrice(Number.NaN, 'fr_FR')).toThrow(RangeError);
  });
});

describe('formatScore', () => {
  it('S-154 shows one decimal with a comma in every locale', () => {
    for (const locale of locales) {
      expect(formatScore(8.5, locale)).toBe('8,5');
      expect(formatScore(8, locale)).toBe('8,0');
      expect(formatScore(10, locale)).toBe('10,0');
    }
  });

  it('cuts rather than rounds, so 8.49 reads 8,4 next to its "Very good" label', () => {
    expect(formatScore(8.49, 'fr_FR')).toBe('8,4');
    expect(formatScore(7.99, 'fr_FR')).toBe('7,9');
    expect(formatScore(8.7, 'fr_FR')).toBe('8,7');
  });
});

describe('formatPerPerson', () => {
  it('S-146 appends "/ pers" in the locale', () => {
    expect(plain(formatPerPerson(4500, 'fr_FR'))).toBe('45 € / pers');
    expect(plain(formatPerPerson(4500, 'nl_NL'))).toBe('€ 45 / pers.');
  });
});

describe('formatDistance', () => {
  it('S-160 shows rounded kilometres', () => {
    expect(plain(formatDistance(12.4, 'fr_FR'))).toBe('12 km');
    expect(plain(formatDistance(12.5, 'es_ES'))).toBe('13 km');
  });
});

describe('formatDate', () => {
  it('writes a calendar date in the locale, whatever the machine time zone', () => {
    expect(formatDate('2026-06-12', 'fr_FR', 'long')).toBe('12 juin 2026');
    expect(formatDate('2026-06-12', 'es_ES', 'long')).toBe('12 de junio de 2026');
    expect(formatDate('2026-06-12', 'it_IT', 'long')).toBe('12 giugno 2026');
    expect(formatDate('2026-06-12', 'nl_NL', 'long')).toBe('12 juni 2026');
    expect(formatDate('2026-06-12', 'fr_FR', 'short')).toBe('12/06/2026');
  });

  it('writes a stay as one range', () => {
    expect(plain(formatDateRange('2026-06-12', '2026-06-14', 'fr_FR'))).toBe('12–14 juin');
  });

  it('rejects what is not an ISO date', () => {
    expect(() => formatDate('12/06/2026', 'fr_FR')).toThrow(RangeError);
  });
});

describe('translate', () => {
  it('formats plurals and placeholders in each language', () => {
    expect(translate('fr_FR', 'calendar.minimumStay', { nights: 2 })).toBe('Séjour minimum : 2 nuits');
    expect(translate('nl_BE', 'calendar.minimumStay', { nights: 1 })).toBe('Minimaal verblijf: 1 nacht');
    expect(translate('it_IT', 'pagination.legend', { from: 1, to: 24, total: 130 })).toBe(
      '1 - 24 risultati su 130',
    );
  });
});
