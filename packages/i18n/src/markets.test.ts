import { describe, expect, it } from 'vitest';
import {
  localeFromAcceptLanguage,
  marketForPath,
  markets,
  marketsOfCountry,
  pathAfterMarket,
} from './markets';

describe('markets', () => {
  it('S-459 lists the six markets with their paths', () => {
    expect(markets.map((m) => `${m.locale} ${m.path}`)).toEqual([
      'fr_FR /fr',
      'es_ES /es',
      'it_IT /it',
      'nl_NL /nl',
      'fr_BE /be/fr',
      'nl_BE /be/nl',
    ]);
  });

  it('S-461 uses the euro everywhere', () => {
    expect(new Set(markets.map((m) => m.currency))).toEqual(new Set(['EUR']));
  });

  it('finds the market of a path, the longest prefix first', () => {
    expect(marketForPath('/be/nl/search')?.locale).toBe('nl_BE');
    expect(marketForPath('/fr')?.locale).toBe('fr_FR');
    expect(marketForPath('/be')).toBeUndefined();
    expect(marketForPath('/france')).toBeUndefined();
  });

  it('only Belgium has two languages, so only it shows a language selector', () => {
    expect(marketsOfCountry('BE').map((m) => m.locale)).toEqual(['fr_BE', 'nl_BE']);
    expect(marketsOfCountry('FR')).toHaveLength(1);
  });

  it('redirects by Accept-Language, by quality, to a market', () => {
    expect(localeFromAcceptLanguage('nl-BE,nl;q=0.9')).toBe('nl_BE');
    expect(localeFromAcceptLanguage('nl')).toBe('nl_NL');
    expect(localeFromAcceptLanguage('de-DE,it;q=0.8,es;q=0.9')).toBe('es_ES');
    expect(localeFromAcceptLanguage('fr-CH')).toBe('fr_FR');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.8')).toBe('fr_FR');
    expect(localeFromAcceptLanguage(undefined)).toBe('fr_FR');
    expect(localeFromAcceptLanguage('it;q=0')).toBe('fr_FR');
  });
});

describe('pathAfterMarket', () => {
  it('drops the market prefix of every market, Belgian ones included', () => {
    expect(pathAfterMarket('/be/fr/search')).toBe('/search');
    expect(pathAfterMarket('/fr/city/annecy')).toBe('/city/annecy');
    expect(pathAfterMarket('/be/nl')).toBe('/');
    expect(pathAfterMarket('/it')).toBe('/');
  });

  it('leaves a path outside the markets as it is', () => {
    expect(pathAfterMarket('/be')).toBe('/be');
    expect(pathAfterMarket('/fresh')).toBe('/fresh');
  });
});
