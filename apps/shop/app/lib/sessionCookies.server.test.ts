import { describe, expect, it } from 'vitest';
import { sessionCookieHeader, staffCookieHeader } from './sessionCookies.server';

const requestWith = (cookie?: string) =>
  new Request('http://shop.test/fr/account', cookie ? { headers: { cookie } } : {});

describe('the sessions passed on to the API', () => {
  it('S-349 passes the customer and staff sessions and no other cookie of the browser', () => {
    const request = requestWith('_ga=GA1.1.5; escale_session=abc-123; theme=dark; escale_staff=Zz_9');
    expect(sessionCookieHeader(request)).toEqual({ cookie: 'escale_session=abc-123; escale_staff=Zz_9' });
    expect(staffCookieHeader(request)).toEqual({ cookie: 'escale_staff=Zz_9' });
  });

  it('S-442 sends no cookie header without a session, and ignores names that only end like one', () => {
    expect(sessionCookieHeader(requestWith())).toEqual({});
    expect(sessionCookieHeader(requestWith('not_escale_session=x; escale_account=1'))).toEqual({});
    expect(staffCookieHeader(requestWith('escale_session=abc'))).toEqual({});
  });
});
