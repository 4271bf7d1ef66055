import { describe, expect, it } from 'vitest';
import {
  accountRoutes,
  cityIdOfSlug,
  cityRoute,
  giftBoxRoute,
  homeRoute,
  marketHref,
  searchPageQuery,
  searchRoute,
  stayRoute,
} from './routes';

describe('marketHref', () => {
  it('puts a route under the market path (DESIGN.md markets and URLs)', () => {
    expect(marketHref('/fr', '/city/annecy')).toBe('/fr/city/annecy');
    expect(marketHref('/be/nl', '/search#theme=12&a=2&c=0&b=0')).toBe('/be/nl/search#theme=12&a=2&c=0&b=0');
  });

  it("makes the home route the market path itself, with the home's query", () => {
    expect(marketHref('/it', '/')).toBe('/it');
    expect(marketHref('/be/fr', homeRoute('gifting'))).toBe('/be/fr?flow=gifting');
    expect(marketHref('', '/')).toBe('/');
  });

  it('keeps other sites, phone links and in-page anchors as they are', () => {
    expect(marketHref('/fr', 'https://faq.escale.travel/fr-fr/')).toBe('https://faq.escale.travel/fr-fr/');
    expect(marketHref('/fr', '//cdn.example.com/a')).toBe('//cdn.example.com/a');
    expect(marketHref('/fr', 'tel:+33100000000')).toBe('tel:+33100000000');
    expect(marketHref('/fr', '#reviews')).toBe('#reviews');
  });

  it('reads a route typed without its leading slash from the market root, not the current page', () => {
    expect(marketHref('/fr', 'city/annecy')).toBe('/fr/city/annecy');
  });
});

describe('searchRoute', () => {
  it('G-03, G-04: the flow, from and zero-based page in the query, the criteria in the hash', () => {
    expect(searchRoute('booking')).toBe('/search');
    expect(searchRoute('gifting')).toBe('/search?flow=gifting');
    expect(searchRoute('hotel', { city: 'city-nice' }, { page: 2 })).toBe(
      '/search?flow=hotel&page=2#a=2&c=0&b=0&city=city-nice',
    );
  });

  it('S-039: a search from the search bar carries its flow and from=searchbar in the query', () => {
    expect(searchRoute('booking', { theme: 12 }, { from: 'searchbar' })).toBe(
      '/search?flow=booking&from=searchbar#a=2&c=0&b=0&theme=12',
    );
    expect(searchRoute('activity', { city: 'city-lyon' }, { from: 'searchbar' })).toBe(
      '/activities/search?flow=activity&from=searchbar#a=2&c=0&b=0&city=city-lyon',
    );
  });

  it('000 §2: the activity flow has its own search path', () => {
    expect(searchRoute('activity')).toBe('/activities/search');
  });

  it('S-048: the first page has no page parameter', () => {
    expect(searchRoute('booking', undefined, { page: 0 })).toBe('/search');
  });
});

describe('page routes', () => {
  it('a city landing drops the id prefix, and its slug names the city back', () => {
    expect(cityRoute('city-annecy')).toBe('/city/annecy');
    expect(cityIdOfSlug('annecy')).toBe('city-annecy');
  });

  it('a stay in the gifting flow says so in its query', () => {
    expect(stayRoute(100472)).toBe('/stay/100472');
    expect(stayRoute(100472, 'gifting')).toBe('/stay/100472?flow=gifting');
  });

  it('002 §2 writes a box detail as /gifts/p/{slug}/{code}', () => {
    expect(giftBoxRoute('parenthese-bien-etre', 'SPA1NEBOX')).toBe('/gifts/p/parenthese-bien-etre/SPA1NEBOX');
  });

  it('S-349: the sign-in route carries the page to come back to, encoded', () => {
    expect(accountRoutes.signIn('/fr/search?flow=gifting')).toBe(
      '/account/signin?origin=%2Ffr%2Fsearch%3Fflow%3Dgifting',
    );
  });
});

describe('searchPageQuery', () => {
  it('S-451 keeps a flow that is not the default and the page; drops the rest', () => {
    expect(searchPageQuery('?flow=hotel&page=2&from=searchbar')).toEqual({
      canonical: '?flow=hotel',
      withPage: '?flow=hotel&page=2',
      page: 2,
    });
  });

  it('S-451 the default flow and the first page leave an empty query', () => {
    expect(searchPageQuery('?flow=booking&from=searchbar')).toEqual({ canonical: '', withPage: '', page: 0 });
    expect(searchPageQuery('?page=1')).toEqual({ canonical: '', withPage: '?page=1', page: 1 });
    expect(searchPageQuery('?flow=nonsense')).toEqual({ canonical: '', withPage: '', page: 0 });
  });
});
