import { describe, expect, it } from 'vitest';
import { CACHE_POLICIES, keepVisitorPagePrivate } from './cachePolicy';

const page = (url: string, cookie?: string) =>
  new Request(`http://shop.test${url}`, { headers: cookie ? { cookie } : {} });
const searchHeaders = () => new Headers({ 'Cache-Control': CACHE_POLICIES.search });

describe('cache policy of a visitor’s page', () => {
  it('S-244 a page in the native app view, by its query or its cookie, is kept by the browser only', () => {
    for (const request of [page('/fr/search?view=app'), page('/fr/search', 'a=1; escale_view=app')]) {
      const headers = searchHeaders();
      keepVisitorPagePrivate(request, headers);
      expect(headers.get('Cache-Control')).toBe('private, max-age=60');
    }
  });

  it('S-244 leaving the app view sets a cookie: that answer is private too', () => {
    const headers = searchHeaders();
    keepVisitorPagePrivate(page('/fr/search?view=web', 'escale_view=app'), headers);
    expect(headers.get('Cache-Control')).toBe('private, max-age=60');
  });

  it('a page for every visitor keeps its shared policy, and a private one stays unstored', () => {
    const shared = searchHeaders();
    keepVisitorPagePrivate(page('/fr/search', 'other=1'), shared);
    expect(shared.get('Cache-Control')).toBe(CACHE_POLICIES.search);
    const checkout = new Headers({ 'Cache-Control': CACHE_POLICIES.private });
    keepVisitorPagePrivate(page('/fr/checkout?view=app'), checkout);
    expect(checkout.get('Cache-Control')).toBe('no-store');
  });
});
