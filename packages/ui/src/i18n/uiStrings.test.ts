import { describe, expect, it } from 'vitest';
import { uiCatalogFor } from './uiCatalogs';
import { formatUiMessage, type UiStringKey, type UiStringValues, uiStringsEn } from './uiStrings';

const format = (locale: string, key: UiStringKey, values: UiStringValues = {}) =>
  formatUiMessage(uiCatalogFor(locale)[key], values, locale);

describe('ui strings', () => {
  it('every language has every message, none empty, with the same values', () => {
    const names = (message: string | { one: string; other: string }) =>
      JSON.stringify(typeof message === 'string' ? message.match(/\{\w+\}/g)?.sort() : 'count');
    for (const locale of ['fr-FR', 'es-ES', 'it-IT', 'nl-NL']) {
      const catalog = uiCatalogFor(locale);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(uiStringsEn).sort());
      for (const key of Object.keys(uiStringsEn) as UiStringKey[]) {
        expect(format(locale, key, { count: 2 })).not.toBe('');
        expect(names(catalog[key])).toBe(names(uiStringsEn[key]));
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
    expect(format('nl-NL', 'slideOf', { index: 2, count: 5 })).toBe('2 van 5');
  });

  it('counts reviews with the plural rules and digits of the locale', () => {
    expect(format('es-ES', 'reviewCount', { count: 1 })).toBe('1 opinión');
    expect(format('es-ES', 'reviewCount', { count: 128 })).toBe('128 opiniones');
    expect(format('fr-FR', 'reviewCount', { count: 1 })).toBe('1 avis');
    expect(format('fr-FR', 'reviewCount', { count: 1234 })).toBe('1\u202f234 avis');
    expect(format('nl-NL', 'reviewCount', { count: 2 })).toBe('2 beoordelingen');
    expect(format('en-GB', 'reviewCount', { count: 1 })).toBe('1 review');
  });

  it('a missing value leaves its place empty rather than showing the placeholder', () => {
    expect(format('en-GB', 'page')).toBe('Page ');
  });
});
