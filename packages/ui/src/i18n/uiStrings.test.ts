import { describe, expect, it } from 'vitest';
import { uiCatalogs } from './uiStrings';
import { uiCatalogFor } from './useUiStrings';

const helpers = (locale: string) => {
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  return {
    number: (value: number) => numbers.format(value),
    plural: (count: number, forms: { one: string; other: string }) =>
      plurals.select(count) === 'one' ? forms.one : forms.other,
  };
};
const format = (locale: string, key: keyof typeof uiCatalogs.en, values = {}) => {
  const message = uiCatalogFor(locale)[key];
  return typeof message === 'function' ? message(values, helpers(locale)) : message;
};

describe('ui strings', () => {
  it('every language has every message, none empty', () => {
    for (const catalog of Object.values(uiCatalogs)) {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(uiCatalogs.en).sort());
      for (const key of Object.keys(catalog) as (keyof typeof uiCatalogs.en)[]) {
        expect(format('en-US', key, { index: 1, count: 2, page: 1, label: 'x' })).not.toBe('');
      }
    }
  });

  it('Belgian locales read their language; other languages read English', () => {
    expect(format('fr-BE', 'close')).toBe('Fermer');
    expect(format('nl-BE', 'close')).toBe('Sluiten');
    expect(format('de-DE', 'close')).toBe('Close');
  });

  it('keeps the words the shop showed from its catalogs', () => {
    expect(format('fr-FR', 'resultsRange', { from: '1', to: '24', total: '130' })).toBe(
      '1 - 24 résultats sur 130',
    );
    expect(format('it-IT', 'chooseDates')).toBe('Scegli le tue date');
    expect(format('es-ES', 'discount', { percent: 20 })).toBe('-20 %');
  });

  it('counts reviews with the plural rules of the locale', () => {
    expect(format('es-ES', 'reviewCount', { count: 1 })).toBe('1 opinión');
    expect(format('es-ES', 'reviewCount', { count: 128 })).toBe('128 opiniones');
    expect(format('fr-FR', 'reviewCount', { count: 1 })).toBe('1 avis');
    expect(format('nl-NL', 'reviewCount', { count: 2 })).toBe('2 beoordelingen');
  });
});
