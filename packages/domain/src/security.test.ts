import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, isCrossSiteRequest, isHttpsRequest, visitorAddressOf } from './security';

const request = (headers: Record<string, string>, url = 'http://shop.example/fr/contact') => ({
  url,
  header: (name: string) => headers[name],
});

describe('isCrossSiteRequest', () => {
  it('refuses a post that another site’s page sent, as Sec-Fetch-Site or else Origin tells', () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://elsewhere.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { origin: 'http://shop.example.elsewhere.example' },
    ];
    for (const headers of crossSite) {
      expect(isCrossSiteRequest('POST', request(headers)), JSON.stringify(headers)).toBe(true);
    }
  });

  it('lets the site’s own pages, a typed address and callers without a browser through', () => {
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://shop.example' },
      { origin: 'https://www.escale.example', 'x-forwarded-host': 'www.escale.example' },
      {},
    ];
    for (const headers of own) {
      expect(isCrossSiteRequest('POST', request(headers)), JSON.stringify(headers)).toBe(false);
    }
    // The public origin a proxy in front answers on.
    expect(
      isCrossSiteRequest(
        'POST',
        request({ origin: 'https://www.escale.example' }),
        'https://www.escale.example',
      ),
    ).toBe(false);
  });

  it('never refuses a read', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(isCrossSiteRequest(method, request({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    }
    expect(isCrossSiteRequest('DELETE', request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });
});

describe('the headers of every answer', () => {
  it('say HSTS only over https, as X-Forwarded-Proto or the URL tells', () => {
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'http' }, 'https://shop.example/'))).toBe(false);
    expect(isHttpsRequest(request({}, 'https://shop.example/'))).toBe(true);
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(baseSecurityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
    expect(baseSecurityHeaders(false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('the visitor behind the proxies a server trusts', () => {
  it('counts the peer itself unless it is a trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(visitorAddressOf('203.0.113.9', '198.51.100.1', [])).toBe('203.0.113.9');
    expect(visitorAddressOf('203.0.113.9', '198.51.100.1', ['127.0.0.1'])).toBe('203.0.113.9');
    expect(visitorAddressOf(undefined, '198.51.100.1', ['127.0.0.1'])).toBe('unknown');
  });

  it('takes the address a trusted proxy got the request from, not what the client wrote before it', () => {
    expect(visitorAddressOf('127.0.0.1', '198.51.100.1', ['127.0.0.1'])).toBe('198.51.100.1');
    expect(visitorAddressOf('127.0.0.1', '6.6.6.6, 198.51.100.1', ['127.0.0.1'])).toBe('198.51.100.1');
    expect(visitorAddressOf('127.0.0.1', undefined, ['127.0.0.1'])).toBe('127.0.0.1');
    expect(visitorAddressOf('127.0.0.1', ' ', ['127.0.0.1'])).toBe('127.0.0.1');
  });
});
